import {DEFAULT_RATING_COUNT} from './constants';

/** The first `count` words of a text (whitespace-separated), e.g. a card's one-line summary. */
export function firstWords(text: string | null | undefined, count = 3): string {
  if (!text) return '';
  return text.trim().split(/\s+/).filter(Boolean).slice(0, count).join(' ');
}

/** A Storefront API Decimal string ("1299.0", "12.5") as integer paise; null when not a price. */
export function decimalToPaise(amount: string | number | null | undefined): number | null {
  if (amount === null || amount === undefined || amount === '') return null;
  const text = typeof amount === 'number' ? amount.toFixed(2) : amount.trim();
  const match = /^(-)?(\d+)(?:\.(\d*))?$/.exec(text);
  if (!match) return null;
  const [, sign, rupees, fraction = ''] = match;
  const paise = Number(rupees) * 100 + Number((fraction + '00').slice(0, 2)) + (Number(fraction[2] ?? 0) >= 5 ? 1 : 0);
  return sign ? -paise : paise;
}

/** Percent off MRP: round((mrp − price) / mrp × 100); 0 when there is no saving. */
export function discountPercent(mrp: string | number | null | undefined, price: string | number | null | undefined): number {
  const mrpPaise = decimalToPaise(mrp);
  const pricePaise = decimalToPaise(price);
  if (mrpPaise === null || pricePaise === null || mrpPaise <= 0 || pricePaise >= mrpPaise) return 0;
  return Math.round(((mrpPaise - pricePaise) / mrpPaise) * 100);
}

/**
 * The rating from a `reviews.rating` metafield value (type rating: JSON `{"value":"4.6",...}`);
 * a bare number string is accepted too. Null when missing or unreadable.
 */
export function parseRating(value: string | null | undefined): number | null {
  if (!value) return null;
  let raw: unknown = value;
  try {
    raw = JSON.parse(value);
  } catch {
    // a bare value such as "4.6"
  }
  if (raw && typeof raw === 'object' && 'value' in raw) raw = (raw as {value: unknown}).value;
  const rating = typeof raw === 'number' ? raw : typeof raw === 'string' ? Number(raw) : NaN;
  return Number.isFinite(rating) && rating >= 0 ? rating : null;
}

/** The review count from a `reviews.rating_count` metafield; 100 when missing or unreadable. */
export function parseRatingCount(value: string | null | undefined, fallback = DEFAULT_RATING_COUNT): number {
  if (value === null || value === undefined || value.trim() === '') return fallback;
  const count = Number(value);
  return Number.isInteger(count) && count >= 0 ? count : fallback;
}
