/**
 * A cart action that could not reach the Storefront API (down or too slow): the action answers 503
 * with this body instead of failing the page, and the page shows the toast and stays as it was
 * (docs/runbook.md "What the shopper sees"). Shared by the server (outage.server.ts) and the client
 * (useCartOutageToast, the grooming drawer).
 */
export const CART_OUTAGE = {
  code: 'SERVICE_UNAVAILABLE',
  message: 'Could not update your cart. Please try again.',
} as const;

export interface CartOutageBody {
  cart: null;
  errors: {code: typeof CART_OUTAGE.code; message: string}[];
  warnings: never[];
}

export function cartOutageBody(): CartOutageBody {
  return {cart: null, errors: [{code: CART_OUTAGE.code, message: CART_OUTAGE.message}], warnings: []};
}

/** True for a cart action's answer that says the backend could not be reached. */
export function isCartOutage(body: unknown): boolean {
  if (!body || typeof body !== 'object') return false;
  const errors = (body as {errors?: unknown}).errors;
  return Array.isArray(errors) && errors.some((e) => Boolean(e) && (e as {code?: unknown}).code === CART_OUTAGE.code);
}
