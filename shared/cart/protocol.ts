/**
 * What a page and the cart core (shared/cart/server) say to each other: the body a cart form posts, the
 * attempt key that makes a retried change apply once, the drawer's own actions, and the outage answer.
 */
import {CartForm} from '@shopify/hydrogen';
import {data} from 'react-router';

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

/** The drawer's own /cart actions besides CartForm's (server/command.ts). */
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

/** What a cart route's clientAction answers when the server's answer could not be read (cartClientAction). */
export const CART_UNREADABLE = {
  status: 502,
  message: 'The cart answer could not be read.',
} as const;

/**
 * The clientAction of a store's cart route: the server's action as it is, except that an answer the
 * router cannot read (a proxy's or a crashed worker's plain 500) comes back as a refusal (`errors`, status
 * 502, so the page is not revalidated) instead of throwing to the error boundary: the shopper keeps the
 * page and the form says the change failed. Redirects pass through.
 */
export async function cartClientAction({
  serverAction,
}: {
  serverAction: () => Promise<unknown>;
}) {
  try {
    return await serverAction();
  } catch (error) {
    if (error instanceof Response) throw error;
    console.error('[cart] the cart action answer could not be read', error);
    return data(
      {
        cart: null,
        errors: [{message: CART_UNREADABLE.message}],
        warnings: [],
        userErrors: [],
      },
      {status: CART_UNREADABLE.status},
    );
  }
}
