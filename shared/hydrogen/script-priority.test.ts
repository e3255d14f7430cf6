import {describe, expect, it} from 'vitest';
import {withLowPriorityScripts} from './script-priority';

const page =
  '<html lang="hi"><head><link rel="stylesheet" href="/a.css"/></head><body><h1>निकोटीन गम ₹1,00,000.00</h1>' +
  '<link rel="modulepreload" href="/assets/entry.client.js" nonce="n"/>' +
  '<link rel="modulepreload" href="/assets/root.js" nonce="n"/>' +
  '<script type="module" async="">import "/assets/root.js";</script></body></html>';

/** Streams `text` in the given chunks of bytes, as a server's response would arrive. */
async function streamed(text: string, cuts: number[]) {
  const bytes = new TextEncoder().encode(text);
  const edges = [0, ...cuts, bytes.length];
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      for (let i = 1; i < edges.length; i++)
        controller.enqueue(bytes.slice(edges[i - 1], edges[i]));
      controller.close();
    },
  });
  return new Response(withLowPriorityScripts(body)).text();
}

describe('withLowPriorityScripts', () => {
  it('asks for every module preload at low priority and leaves the rest of the page as it was', async () => {
    const html = await streamed(page, []);
    expect(
      html.match(/<link rel="modulepreload" fetchpriority="low" href=/g),
    ).toHaveLength(2);
    expect(html.replaceAll(' fetchpriority="low"', '')).toBe(page);
    expect(html).toContain('<link rel="stylesheet" href="/a.css"/>');
  });

  it('gives the same page wherever the stream is cut, inside a tag or inside a Hindi letter', async () => {
    const whole = await streamed(page, []);
    const length = new TextEncoder().encode(page).length;
    for (let cut = 1; cut < length; cut++) {
      expect(await streamed(page, [cut])).toBe(whole);
    }
    expect(await streamed(page, [3, 90, 91, 150, 200, 201, 202])).toBe(whole);
  });

  it('passes an empty document through', async () => {
    expect(await streamed('', [])).toBe('');
  });
});
