/**
 * Recognises a backend's rate-limit answer, as the real services give it: Storefront API GraphQL
 * errors with `extensions.code: 'THROTTLED'` (HTTP 200, as Shopify's), or a REST 429 with
 * `{error: {code: 'THROTTLED', message}}` and `Retry-After`. The storefront then shows the shopper a
 * readable "try again later" in their language instead of a generic failure (docs/security.md).
 */

export const THROTTLED = 'THROTTLED';

/** True when a GraphQL result's `errors` (Hydrogen returns them beside the data) include THROTTLED. */
export function hasThrottledError(result: unknown): boolean {
  const errors = (result as {errors?: unknown} | null | undefined)?.errors;
  return (
    Array.isArray(errors) &&
    errors.some(
      (error) =>
        (error as {extensions?: {code?: unknown}})?.extensions?.code ===
        THROTTLED,
    )
  );
}

/** True for a REST answer that says the caller is rate-limited. */
export function isThrottledAnswer(status: number, body: unknown): boolean {
  return (
    status === 429 ||
    (body as {error?: {code?: unknown}} | null | undefined)?.error?.code ===
      THROTTLED
  );
}

/** `Retry-After` to pass on to the browser, when the backend gave one. */
export function retryAfterHeaders(
  response: Response | {headers: Headers},
): Record<string, string> {
  const value = response.headers.get('Retry-After');
  return value && /^\d{1,6}$/.test(value.trim())
    ? {'Retry-After': value.trim()}
    : {};
}
