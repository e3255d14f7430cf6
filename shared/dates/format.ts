/**
 * Every date a shopper sees, formatted once (decision 104): in India's time zone whatever the server's
 * (UTC on Oxygen) or the browser's, so the server's HTML and the hydrated page say the same day and
 * React never finds a mismatch (#418).
 */
export const SHOP_TIME_ZONE = 'Asia/Kolkata';

const cache = new Map<string, Intl.DateTimeFormat>();

function formatter(
  locale: string,
  options: Intl.DateTimeFormatOptions,
): Intl.DateTimeFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let found = cache.get(key);
  if (!found) {
    found = new Intl.DateTimeFormat(locale, options);
    cache.set(key, found);
  }
  return found;
}

/**
 * An instant's IST calendar date: '2 Dec 2026' (short, en-IN), '2 December 2026' (long),
 * '2 दिस॰ 2026' (hi-IN). An unreadable value gives ''.
 */
export function formatDate(
  instant: string | Date,
  locale: string,
  month: 'short' | 'long' = 'short',
): string {
  const date = instant instanceof Date ? instant : new Date(instant);
  if (Number.isNaN(date.getTime())) return '';
  return formatter(locale, {
    day: 'numeric',
    month,
    year: 'numeric',
    timeZone: SHOP_TIME_ZONE,
  }).format(date);
}

/** 'Thu, 3 Dec' (en-IN) / 'गुरु, 3 दिस॰' (hi-IN) for an IST calendar date (YYYY-MM-DD). */
export function formatCalendarDate(date: string, locale: string): string {
  // The calendar date itself, read at midnight UTC and shown in UTC: no time zone can move it a day.
  return formatter(locale, {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  }).format(new Date(`${date}T00:00:00Z`));
}

/** The year in India now (the footer's ©). */
export function currentYear(now: Date = new Date()): number {
  return Number(
    formatter('en-IN', {year: 'numeric', timeZone: SHOP_TIME_ZONE}).format(now),
  );
}
