/**
 * The Hindi checkout's Devanagari face (decision 106): Noto Sans Devanagari from @fontsource (SIL Open
 * Font License 1.1), served by the provider itself as the gum storefront serves its own, so a device
 * without a Devanagari font shows letters, not boxes. Only the devanagari subset is used: the page's
 * Latin text keeps the system face. The CSP's font-src 'self' allows exactly these files.
 */
import {readFileSync} from 'node:fs';
import type {Handler} from '../http/router.ts';

const FILES = new URL(
  '../../../node_modules/@fontsource/noto-sans-devanagari/files/',
  import.meta.url,
);
const WEIGHTS = ['400', '600', '700'] as const;
type Weight = (typeof WEIGHTS)[number];
const cache = new Map<Weight, Buffer>();

export function fontPath(weight: Weight): string {
  return `/provider/fonts/noto-sans-devanagari-${weight}.woff2`;
}

/**
 * The Hindi page's extra styles: @font-face rules (unicode-range: @fontsource's devanagari subset, so
 * Latin text keeps the system face) and the family first in every text's font stack.
 */
export function devanagariStyles(): string {
  const faces = WEIGHTS.map(
    (weight) =>
      `@font-face{font-family:'Noto Sans Devanagari';font-style:normal;font-display:swap;font-weight:${weight};src:url(${fontPath(weight)}) format('woff2');unicode-range:U+0900-097F,U+1CD0-1CF9,U+200C-200D,U+20A8,U+20B9,U+20F0,U+25CC,U+A830-A839,U+A8E0-A8FF}`,
  ).join('');
  return `${faces}body,button,input,select,textarea{font-family:'Noto Sans Devanagari',system-ui,-apple-system,'Segoe UI',Roboto,sans-serif}`;
}

/** GET /provider/fonts/noto-sans-devanagari-<400|600|700>.woff2 */
export const checkoutFont: Handler = (ctx) => {
  const match = /^noto-sans-devanagari-(\d{3})\.woff2$/.exec(
    ctx.params.file ?? '',
  );
  const weight = match?.[1] as Weight | undefined;
  if (!weight || !WEIGHTS.includes(weight))
    return {status: 404, body: {error: {message: 'Not found'}}};
  let data = cache.get(weight);
  if (!data) {
    data = readFileSync(
      new URL(`noto-sans-devanagari-devanagari-${weight}-normal.woff2`, FILES),
    );
    cache.set(weight, data);
  }
  return {
    headers: {
      'Content-Type': 'font/woff2',
      'Cache-Control': 'public, max-age=31536000, immutable',
      // Fetched by the checkout page, which may be framed by a storefront: same origin, no CORS needed.
      'Cross-Origin-Resource-Policy': 'same-origin',
    },
    body: data,
  };
};
