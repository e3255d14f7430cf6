/**
 * What a page and the cart core (shared/cart/server) say to each other: the body a cart form posts, the
 * attempt key that makes a retried change apply once, the drawer's own actions, and the outage answer.
 */
import {CartForm} from '@shopify/hydrogen';

/**
 * The body Hydrogen's <CartForm> posts: one `cartFormInput` field holding `{action, inputs}` as JSON,
 * which the cart core parses (server/command.ts). For cart changes sent without a form.
 */
export function cartFormData(
  action: string,
  inputs: Record<string, unknown> = {},
): FormData {
  const body = new FormData();
  body.set(CartForm.INPUT_NAME, JSON.stringify({action, inputs}));
  return body;
}

/** The drawer's own /api/cart actions besides CartForm's (server/command.ts). */
export const DRAWER_ACTIONS = {
  ClearCart: 'DrawerClearCart',
  PrepareCheckout: 'DrawerPrepareCheckout',
} as const;

/** The form field that names one attempt of a cart change (server/command.ts reads it; decision 72). */
export const ATTEMPT_KEY_FIELD = 'attemptKey';
export const ATTEMPT_KEY_PATTERN = /^[A-Za-z0-9_-]{8,64}$/;

export function newAttemptKey(): string {
  return crypto.randomUUID().replace(/-/g, '');
}

/**
 * A cart action that could not reach the Storefront API (down, too slow, failing): the cart core
 * (server/actions.server.ts) answers 503 with `errors: [{code, message}]` instead of failing the page,
 * and the page shows the toast and stays as it was (docs/runbook.md "What the shopper sees"). The code
 * tells it from a refusal (user errors), which keeps its own message.
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
