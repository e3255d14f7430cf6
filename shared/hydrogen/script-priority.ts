/** React Router's `<Scripts>` preloads every module of the page at the browser's default (High) priority. */
const MODULE_PRELOAD = '<link rel="modulepreload"';
const LOW_PRIORITY_MODULE_PRELOAD = `${MODULE_PRELOAD} fetchpriority="low"`;

/**
 * Streams the document with its module preloads at low fetch priority (decision 91): the stylesheet, the
 * fonts and the first picture are what the first paint needs, so on a slow connection they go first and the
 * scripts follow. A tag split across two chunks is held back until it is whole.
 */
export function withLowPriorityScripts(
  body: ReadableStream<Uint8Array>,
): ReadableStream<Uint8Array> {
  const decoder = new TextDecoder();
  const encoder = new TextEncoder();
  let held = '';
  const rewrite = (text: string) =>
    text.replaceAll(MODULE_PRELOAD, LOW_PRIORITY_MODULE_PRELOAD);
  return body.pipeThrough(
    new TransformStream<Uint8Array, Uint8Array>({
      transform(chunk, controller) {
        const text = held + decoder.decode(chunk, {stream: true});
        const keep = partialTagAtEnd(text);
        held = text.slice(text.length - keep);
        const ready = text.slice(0, text.length - keep);
        if (ready) controller.enqueue(encoder.encode(rewrite(ready)));
      },
      flush(controller) {
        const rest = held + decoder.decode();
        if (rest) controller.enqueue(encoder.encode(rewrite(rest)));
      },
    }),
  );
}

/** How many trailing characters could be the start of a module preload tag. */
function partialTagAtEnd(text: string): number {
  for (let k = Math.min(MODULE_PRELOAD.length - 1, text.length); k > 0; k--) {
    if (MODULE_PRELOAD.startsWith(text.slice(text.length - k))) return k;
  }
  return 0;
}
