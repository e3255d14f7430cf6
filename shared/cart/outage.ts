/**
 * A cart action that could not reach the Storefront API (down, too slow, failing): the cart core
 * (shared/cart/server/actions.server.ts) answers 503 with `errors: [{code, message}]` instead of failing
 * the page, and the page shows the toast and stays as it was (docs/runbook.md "What the shopper sees").
 * The code tells it from a refusal (user errors), which keeps its own message.
 */
export const CART_OUTAGE = {
  code: 'SERVICE_UNAVAILABLE',
  message: 'Could not update your cart. Please try again.',
} as const;

/** True for a cart action's answer that says the backend could not be reached. */
export function isCartOutage(body: unknown): boolean {
  if (!body || typeof body !== 'object') return false;
  const errors = (body as {errors?: unknown}).errors;
  return (
    Array.isArray(errors) &&
    errors.some(
      (e) => Boolean(e) && (e as {code?: unknown}).code === CART_OUTAGE.code,
    )
  );
}
