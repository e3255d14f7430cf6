/**
 * Language choice shared by every storefront (docs/requirements.md, gum: data, behaviour, validation): the URL decides the page's language
 * (`./url.ts`); the shopper's explicit choice is kept under `preferred-language` (a cookie the server
 * reads to redirect a first visit, mirrored to localStorage). Only the store's supported languages
 * are accepted, anything else is ignored, and the store's default applies.
 */

import {sameOriginPath} from '../hydrogen/security/redirect-path';

/** Cookie and localStorage key for the shopper's language choice. */
export const LANGUAGE_KEY = 'preferred-language';
/** Old search parameter for a language (`?lang=hi` links are redirected to the `/hi/…` URL). */
export const LANGUAGE_PARAM = 'lang';
/** One year: the choice survives reloads and later visits. */
export const LANGUAGE_COOKIE_MAX_AGE = 60 * 60 * 24 * 365;

export interface LanguageOptions<L extends string = string> {
  supported: readonly L[];
  fallback: L;
}

/** `value` if it is one of `supported` (case-insensitive, trimmed), else null. */
export function parseLanguage<L extends string>(
  value: unknown,
  supported: readonly L[],
): L | null {
  if (typeof value !== 'string') return null;
  const normalised = value.trim().toLowerCase();
  return supported.find((language) => language === normalised) ?? null;
}

/** Reads one cookie from a `Cookie` header (or `document.cookie`). */
export function readCookie(
  cookieHeader: string | null | undefined,
  name: string,
): string | null {
  if (!cookieHeader) return null;
  for (const part of cookieHeader.split(';')) {
    const index = part.indexOf('=');
    if (index === -1) continue;
    if (part.slice(0, index).trim() !== name) continue;
    const raw = part.slice(index + 1).trim();
    try {
      return decodeURIComponent(raw);
    } catch {
      return raw;
    }
  }
  return null;
}

/** `Set-Cookie` value storing the choice as plain `en` / `hi` (readable by server and client). */
export function languageCookie(
  language: string,
  {secure = false}: {secure?: boolean} = {},
): string {
  const attributes = [
    `${LANGUAGE_KEY}=${encodeURIComponent(language)}`,
    'Path=/',
    `Max-Age=${LANGUAGE_COOKIE_MAX_AGE}`,
    'SameSite=Lax',
  ];
  if (secure) attributes.push('Secure');
  return attributes.join('; ');
}

/** Storefront API `LanguageCode` for `@inContext(language:)`: `hi` → `HI`. */
export function toStorefrontLanguage<L extends string>(
  language: L,
): Uppercase<L> {
  return language.toUpperCase() as Uppercase<L>;
}

/**
 * Only same-site paths may be redirect targets after switching language (no open redirects).
 * Returns `fallback` for absolute or protocol-relative URLs.
 */
export function safeRedirectPath(value: unknown, fallback = '/'): string {
  // The same check as the cart's redirectTo (also refuses `/%09/evil.example` and `/\evil.example`).
  return sameOriginPath(value, 'http://localhost') ?? fallback;
}

/** Removes `?lang=` from a path so the cookie, not a stale parameter, decides after a switch. */
export function withoutLanguageParam(path: string): string {
  const url = new URL(path, 'http://localhost');
  url.searchParams.delete(LANGUAGE_PARAM);
  return `${url.pathname}${url.search}${url.hash}`;
}
