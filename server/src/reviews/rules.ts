/**
 * What a written review must be (issue 38, decision 126), checked by the provider before anything is
 * stored: stars 1–5, a title of at most 100 characters, a body of 10–1,000, a reviewer's name, no markup
 * or script anywhere, and up to 5 photos that are JPEG, PNG or WebP by their bytes (never their name),
 * each at most 8 MB and nothing but an image. Links and listed abusive words are held for the merchant.
 */

export const REVIEW_LIMITS = {
  titleMax: 100,
  bodyMin: 10,
  bodyMax: 1000,
  nameMax: 60,
  photosMax: 5,
  photoMaxBytes: 8 * 1024 * 1024,
} as const;

/** Error codes the storefront turns into the page's language. */
export type ReviewErrorCode =
  | 'rating'
  | 'title'
  | 'body'
  | 'name'
  | 'markup'
  | 'photo-count'
  | 'photo-size'
  | 'photo-type'
  | 'photo-broken';

export type PhotoType = 'image/jpeg' | 'image/png' | 'image/webp';

/** The image type the bytes say, or null: JPEG FF D8 FF, PNG's 8-byte signature, RIFF….WEBP. */
export function sniffImage(bytes: Uint8Array): PhotoType | null {
  if (bytes.length < 12) return null;
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff)
    return 'image/jpeg';
  const png = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  if (png.every((b, i) => bytes[i] === b)) return 'image/png';
  const ascii = (from: number, to: number) =>
    String.fromCharCode(...bytes.subarray(from, to));
  if (ascii(0, 4) === 'RIFF' && ascii(8, 12) === 'WEBP') return 'image/webp';
  return null;
}

/**
 * True when an image's bytes also carry something a browser or a server would run or render: markup,
 * script or an archive/PHP section (a polyglot: a valid picture that is also a page or a .jar).
 */
export function looksPolyglot(bytes: Uint8Array): boolean {
  const text = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength)
    .toString('latin1')
    .toLowerCase();
  return (
    /<\s*(script|html|svg|iframe|body|object|embed)\b/.test(text) ||
    text.includes('<?php') ||
    text.includes('javascript:') ||
    // A ZIP's central directory (a .jar or .docx glued to the picture).
    text.includes('pk\u0001\u0002')
  );
}

/** Markup or script in text a shopper typed. */
export function hasMarkup(value: string): boolean {
  return (
    /<\s*\/?\s*[a-z!?]/i.test(value) ||
    /javascript\s*:/i.test(value) ||
    /\bon[a-z]+\s*=/i.test(value) ||
    /&#?[a-z0-9]+;/i.test(value)
  );
}

/** Words the merchant holds for a look (a short starter list; the command shows why it was held). */
export const HELD_WORDS = [
  'fraud',
  'scam',
  'bastard',
  'idiot',
  'chutiya',
  'bakwas',
  'harami',
  'kamina',
  'saala',
  'fuck',
  'shit',
  'bitch',
  'कमीना',
  'हरामी',
  'चूतिया',
  'बकवास',
];

/** Why a review is held beyond the usual moderation: a link or a listed word. */
export function heldReason(...texts: string[]): string | null {
  const all = texts.join(' ');
  if (
    /https?:\/\/|www\.|\b[a-z0-9-]+\.(com|in|net|org|io|co|ly|me)\b/i.test(all)
  )
    return 'link';
  const lower = all.toLowerCase();
  const word = HELD_WORDS.find((w) =>
    /^[a-z]+$/.test(w)
      ? new RegExp(`\\b${w}`, 'i').test(lower)
      : lower.includes(w),
  );
  return word ? `word: ${word}` : null;
}

export interface ReviewText {
  rating: number;
  title: string;
  body: string;
  name: string;
}

/** Checks the typed fields; the first error's code, or the cleaned values. */
export function checkReviewText(input: {
  rating: unknown;
  title: unknown;
  body: unknown;
  name: unknown;
}): {ok: true; value: ReviewText} | {ok: false; code: ReviewErrorCode} {
  const text = (value: unknown) =>
    typeof value === 'string' ? value.normalize('NFC').trim() : '';
  const rating = Number(input.rating);
  if (!Number.isInteger(rating) || rating < 1 || rating > 5)
    return {ok: false, code: 'rating'};
  const title = text(input.title).replace(/\s+/g, ' ');
  const body = text(input.body).replace(/\r\n?/g, '\n');
  const name = text(input.name).replace(/\s+/g, ' ');
  if ([title, body, name].some(hasMarkup)) return {ok: false, code: 'markup'};
  if ([...title].length > REVIEW_LIMITS.titleMax)
    return {ok: false, code: 'title'};
  const bodyLength = [...body].length;
  if (bodyLength < REVIEW_LIMITS.bodyMin || bodyLength > REVIEW_LIMITS.bodyMax)
    return {ok: false, code: 'body'};
  if (!name || [...name].length > REVIEW_LIMITS.nameMax)
    return {ok: false, code: 'name'};
  return {ok: true, value: {rating, title, body, name}};
}
