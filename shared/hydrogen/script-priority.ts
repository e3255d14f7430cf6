/** React Router's `<Scripts>` preloads every module of the page at the browser's default (High) priority. */
const encoder = new TextEncoder();
const MODULE_PRELOAD = encoder.encode('<link rel="modulepreload"');
const LOW_PRIORITY = encoder.encode(' fetchpriority="low"');

/**
 * Streams the document with its module preloads at low fetch priority (decision 91): the stylesheet, the
 * fonts and the first picture are what the first paint needs, so on a slow connection they go first and the
 * scripts follow. Works on the bytes (the tag is ASCII, which never occurs inside a UTF-8 sequence), so a
 * page costs a scan, not a decode and encode; a tag split across two chunks is held back until it is whole.
 */
export function withLowPriorityScripts(
  body: ReadableStream<Uint8Array>,
): ReadableStream<Uint8Array> {
  let held = new Uint8Array(0);
  return body.pipeThrough(
    new TransformStream<Uint8Array, Uint8Array>({
      transform(chunk, controller) {
        const bytes = held.length ? concat(held, chunk) : chunk;
        const keep = partialTagAtEnd(bytes);
        held = bytes.slice(bytes.length - keep);
        emitRewritten(bytes.subarray(0, bytes.length - keep), controller);
      },
      flush(controller) {
        emitRewritten(held, controller);
      },
    }),
  );
}

function emitRewritten(
  bytes: Uint8Array,
  controller: TransformStreamDefaultController<Uint8Array>,
) {
  let from = 0;
  for (let at = tagAt(bytes, 0); at !== -1; at = tagAt(bytes, from)) {
    const end = at + MODULE_PRELOAD.length;
    controller.enqueue(bytes.subarray(from, end));
    controller.enqueue(LOW_PRIORITY);
    from = end;
  }
  if (from < bytes.length) controller.enqueue(bytes.subarray(from));
}

/** Where the next module preload tag starts at or after `from`, or -1. */
function tagAt(bytes: Uint8Array, from: number): number {
  const last = bytes.length - MODULE_PRELOAD.length;
  for (
    let i = bytes.indexOf(MODULE_PRELOAD[0], from);
    i !== -1 && i <= last;
    i = bytes.indexOf(MODULE_PRELOAD[0], i + 1)
  ) {
    if (startsWith(bytes, i, MODULE_PRELOAD.length)) return i;
  }
  return -1;
}

/** How many trailing bytes could be the start of a module preload tag. */
function partialTagAtEnd(bytes: Uint8Array): number {
  for (let k = Math.min(MODULE_PRELOAD.length - 1, bytes.length); k > 0; k--) {
    if (startsWith(bytes, bytes.length - k, k)) return k;
  }
  return 0;
}

/** Whether `bytes` holds the first `length` bytes of the tag at `at`. */
function startsWith(bytes: Uint8Array, at: number, length: number): boolean {
  for (let j = 0; j < length; j++)
    if (bytes[at + j] !== MODULE_PRELOAD[j]) return false;
  return true;
}

function concat(a: Uint8Array, b: Uint8Array): Uint8Array {
  const joined = new Uint8Array(a.length + b.length);
  joined.set(a);
  joined.set(b, a.length);
  return joined;
}
