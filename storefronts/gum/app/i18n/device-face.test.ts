import {describe, expect, it} from 'vitest';
import {deviceMayLackDevanagari} from './device-face';

function from(agent: string, platform?: string): Request {
  return new Request('https://shop.test/hi', {
    headers: {
      'user-agent': agent,
      ...(platform ? {'sec-ch-ua-platform': `"${platform}"`} : {}),
    },
  });
}

describe("which devices get the store's Devanagari face (decision 154)", () => {
  it('a Linux desktop may have no Devanagari font', () => {
    expect(
      deviceMayLackDevanagari(
        from(
          'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/131.0.0.0',
          'Linux',
        ),
      ),
    ).toBe(true);
    expect(
      deviceMayLackDevanagari(
        from(
          'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0',
        ),
      ),
    ).toBe(true);
  });

  it('phones, ChromeOS, Windows and macOS have one', () => {
    for (const [agent, platform] of [
      [
        'Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 Chrome/131.0.0.0 Mobile Safari/537.36',
        'Android',
      ],
      [
        'Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 Chrome/131.0.0.0 Mobile Safari/537.36',
        undefined,
      ],
      [
        'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148',
        undefined,
      ],
      [
        'Mozilla/5.0 (X11; CrOS x86_64 14541.0.0) AppleWebKit/537.36 Chrome/131.0.0.0',
        'Chrome OS',
      ],
      [
        'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/131.0.0.0',
        'Windows',
      ],
      [
        'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 Safari/605.1.15',
        undefined,
      ],
    ] as const)
      expect(deviceMayLackDevanagari(from(agent, platform)), agent).toBe(false);
  });
});
