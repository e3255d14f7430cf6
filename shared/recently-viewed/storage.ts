/**
 * The shopper's recently viewed products, kept in this browser only (localStorage): product handles,
 * newest first, nothing about the shopper. One more than the strip shows is kept, so a product page
 * (which never lists itself) still has eight others.
 */

import {inlineJson} from '../hydrogen/document/inline-json';

export const RECENTLY_VIEWED_KEY = 'recently-viewed';
/** Products the strip shows at most. */
export const RECENTLY_VIEWED_MAX = 8;
const KEPT = RECENTLY_VIEWED_MAX + 1;
// Shopify handles: letters, digits, '-' and '_' (any script); no separators we use in URLs.
const HANDLE = /^[\p{L}\p{N}][\p{L}\p{N}\p{M}_-]{0,199}$/u;

export function isHandle(value: unknown): value is string {
  return typeof value === 'string' && HANDLE.test(value);
}

/** The list with `handle` in front, without repeats or anything that is not a handle. */
export function withViewed(list: readonly string[], handle: string): string[] {
  return [handle, ...list.filter((h) => h !== handle)]
    .filter(isHandle)
    .slice(0, KEPT);
}

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null; // storage disabled (privacy settings): the strip stays empty
  }
}

export function readViewed(): string[] {
  try {
    const parsed: unknown = JSON.parse(
      storage()?.getItem(RECENTLY_VIEWED_KEY) ?? '[]',
    );
    return Array.isArray(parsed) ? parsed.filter(isHandle).slice(0, KEPT) : [];
  } catch {
    return [];
  }
}

export function recordViewed(handle: string): void {
  if (!isHandle(handle)) return;
  try {
    storage()?.setItem(
      RECENTLY_VIEWED_KEY,
      JSON.stringify(withViewed(readViewed(), handle)),
    );
  } catch {
    // Full or disabled storage: nothing to remember.
  }
}

export function clearViewed(): void {
  try {
    storage()?.removeItem(RECENTLY_VIEWED_KEY);
  } catch {
    // As above.
  }
}

/**
 * A tiny inline script placed right after the strip's empty section: before the first paint it
 * marks the section `data-reserved` when the shopper has viewed other products, so the strip that
 * hydration fills in takes space already kept for it (no layout shift; decision 68).
 */
export function reserveScript(current: string | null): string {
  return `try{var s=document.currentScript.previousElementSibling,h=JSON.parse(localStorage.getItem(${inlineJson(RECENTLY_VIEWED_KEY)})||"[]");if(Array.isArray(h)&&h.some(function(x){return x!==${inlineJson(current)}}))s.setAttribute("data-reserved","")}catch(e){}`;
}
