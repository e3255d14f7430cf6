import {createStorefrontContext} from '@shared/hydrogen/context';
import {CART_QUERY_FRAGMENT} from '@shared/cart/fragments';
import type {CartApiQueryFragment} from 'storefrontapi.generated';

declare global {
  // context.cart.get() and cart mutations return the codegen'd cart type.
  interface HydrogenCustomCartFragment extends CartApiQueryFragment {}
}

export function createAppContext(
  request: Request,
  env: Env,
  executionContext: ExecutionContext,
) {
  return createStorefrontContext({
    request,
    env,
    executionContext,
    cartQueryFragment: CART_QUERY_FRAGMENT,
    i18n: {language: 'EN', country: 'IN'},
  });
}
