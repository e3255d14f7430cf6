/**
 * Headers every store response carries, whatever route (or error) produced it. The document's
 * Content-Security-Policy (with `frame-ancestors 'none'`) is set by the SSR entry (./csp.ts), which
 * needs the render's nonce; these are the rest. See docs/security.md ("Response headers").
 */

/** Powerful browser features no store page uses, refused for the page and every frame in it. */
export const PERMISSIONS_POLICY =
  'camera=(), microphone=(), geolocation=(), usb=(), serial=(), hid=(), midi=(), magnetometer=(), gyroscope=(), accelerometer=()';

/** One year, subdomains included: the store's host serves https only in production. */
export const STRICT_TRANSPORT_SECURITY = 'max-age=31536000; includeSubDomains';

export function isHttps(request: Request): boolean {
  return new URL(request.url).protocol === 'https:';
}

/** Sets the store's security headers on `headers` (mutable headers only). */
export function setSecurityHeaders(request: Request, headers: Headers): void {
  headers.set('X-Content-Type-Options', 'nosniff');
  headers.set('Referrer-Policy', 'strict-origin-when-cross-origin');
  // Legacy twin of CSP frame-ancestors 'none', for responses without a CSP (JSON, text, redirects).
  headers.set('X-Frame-Options', 'DENY');
  headers.set('Permissions-Policy', PERMISSIONS_POLICY);
  // HSTS is ignored over http and would pin a local http host to https: only on https answers.
  if (isHttps(request))
    headers.set('Strict-Transport-Security', STRICT_TRANSPORT_SECURITY);
}
