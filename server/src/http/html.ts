/**
 * Safe pieces for the HTML pages the backend serves (docs/security.md, "Backend pages"): escaping for
 * HTML text and attributes, JSON that is safe inside <script>, and the security headers every page
 * carries (a CSP whose frame-ancestors lists only the shop's storefronts, scripts by nonce only).
 */
import {randomBytes} from 'node:crypto';

/** Text or attribute value → HTML with & < > " ' escaped. */
export function escapeHtml(value: unknown): string {
  return String(value ?? '').replace(
    /[&<>"']/g,
    (c) => `&#${c.charCodeAt(0)};`,
  );
}

/**
 * JSON for a value placed inside a <script> element: `</script>`, `<!--`, `&` and the JS line
 * terminators U+2028/U+2029 are written as \\u escapes, so no value can end the script or the page.
 */
export function jsonForScript(value: unknown): string {
  return (JSON.stringify(value) ?? 'null').replace(
    /[<>&\u2028\u2029]/g,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}

/** A fresh nonce for one page's inline scripts. */
export function scriptNonce(): string {
  return randomBytes(16).toString('base64');
}

/**
 * Headers for an HTML page: `frameAncestors` are the only origins that may frame it ('none' when
 * empty); inline scripts run only with `nonce`; the page talks only to this backend.
 */
export function htmlPageHeaders(
  nonce: string,
  frameAncestors: readonly string[],
): Record<string, string> {
  const csp = [
    "default-src 'none'",
    `script-src 'nonce-${nonce}'`,
    "style-src 'unsafe-inline'",
    "img-src 'self' data:",
    // The Hindi checkout's Devanagari face (checkout-provider/fonts.ts, decision 106).
    "font-src 'self'",
    "connect-src 'self'",
    "form-action 'self'",
    "base-uri 'none'",
    `frame-ancestors ${frameAncestors.length ? frameAncestors.join(' ') : "'none'"}`,
  ].join('; ');
  return {
    'Content-Type': 'text/html; charset=utf-8',
    'Cache-Control': 'no-store',
    'Content-Security-Policy': csp,
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
  };
}
