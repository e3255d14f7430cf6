import {createStorefrontContext} from '@shared/hydrogen/context';
import {CART_QUERY_FRAGMENT} from '@shared/cart/fragments';
import type {CartApiQueryFragment} from 'storefrontapi.generated';
import {i18nServer, storefrontLanguage} from '~/lib/i18n';

declare global {
  // context.cart.get() and cart mutations return the codegen'd cart type.
  interface HydrogenCustomCartFragment extends CartApiQueryFragment {}
}

/**
 * The URL's language (`/hi/…` → hi, no prefix → en) becomes the Storefront API `i18n.language`, so
 * every `@inContext(language: $language)` query on a Hindi page returns Hindi catalogue text.
 */
export function createAppContext(
  request: Request,
  env: Env,
  executionContext: ExecutionContext,
) {
  const language = i18nServer.language(request);
  return createStorefrontContext({
    request,
    env,
    executionContext,
    cartQueryFragment: CART_QUERY_FRAGMENT,
    i18n: {language: storefrontLanguage(language), country: 'IN'},
  });
}
