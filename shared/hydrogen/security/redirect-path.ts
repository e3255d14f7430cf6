/**
 * A redirect target from a form (`redirectTo` on /cart, /language): only a path on this site. Browsers treat `\` as `/` and drop tabs and
 * newlines inside URLs, so `/\evil.example` and `/%09/evil.example` (decoded: a tab) lead off-site;
 * the path is resolved against the request's own origin the way a browser would and must stay there.
 */
/** A backslash, or a C0 control character or DEL (browsers drop or reinterpret these in URLs). */
function hasUnsafeCharacter(value: string): boolean {
  for (let i = 0; i < value.length; i++) {
    const code = value.charCodeAt(i);
    if (code === 0x5c || code <= 0x1f || code === 0x7f) return true;
  }
  return false;
}

export function sameOriginPath(
  value: unknown,
  requestUrl: string,
): string | null {
  if (typeof value !== 'string' || value === '') return null;
  if (value.length > 2048) return null;
  // Must be a root-relative path: no scheme, no authority, no backslash anywhere, no control characters.
  if (!value.startsWith('/') || value.startsWith('//')) return null;
  if (hasUnsafeCharacter(value)) return null;
  let decoded = value;
  try {
    decoded = decodeURIComponent(value);
  } catch {
    return null;
  }
  // After one decoding (what a second hop might do) it must still be a plain path.
  if (decoded.startsWith('//') || hasUnsafeCharacter(decoded)) return null;
  let origin: string;
  let resolved: URL;
  try {
    origin = new URL(requestUrl).origin;
    resolved = new URL(value, origin);
  } catch {
    return null;
  }
  if (resolved.origin !== origin) return null;
  return `${resolved.pathname}${resolved.search}${resolved.hash}`;
}
