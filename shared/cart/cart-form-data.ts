import {CartForm} from '@shopify/hydrogen';

/**
 * The body Hydrogen's <CartForm> posts: one `cartFormInput` field holding `{action, inputs}` as JSON,
 * which the cart core parses (shared/cart/server/command.ts). For cart changes sent without a form.
 */
export function cartFormData(
  action: string,
  inputs: Record<string, unknown> = {},
): FormData {
  const body = new FormData();
  body.set(CartForm.INPUT_NAME, JSON.stringify({action, inputs}));
  return body;
}
