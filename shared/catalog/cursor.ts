/**
 * Whether a pagination cursor from the URL can be one the Storefront API issued: Relay cursors there
 * are base64 of a JSON object. A junk one (typed, truncated, from an old link) is answered as a bad
 * cursor, the first page and a note, without asking the API for an error (issue 35).
 */
export function isWellFormedCursor(cursor: string): boolean {
  if (cursor.length > 512 || !/^[A-Za-z0-9+/_-]+={0,2}$/.test(cursor))
    return false;
  try {
    const decoded: unknown = JSON.parse(
      atob(cursor.replace(/-/g, '+').replace(/_/g, '/')),
    );
    return (
      typeof decoded === 'object' && decoded !== null && !Array.isArray(decoded)
    );
  } catch {
    return false;
  }
}
