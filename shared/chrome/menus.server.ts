import type {Storefront} from '@shopify/hydrogen';
import {CHROME_MENUS_QUERY, chromeMenusOf, type ChromeMenus} from './menu';

/**
 * The root loader's chrome menus, both stores: one Storefront API request for the store's three menu
 * handles, cached long; empty menus if it fails, so a page still renders. `localize` and `variant` as in
 * `chromeMenusOf` (gum's language prefix).
 */
export async function loadChromeMenus(
  storefront: Storefront,
  {
    handles,
    origins,
    localize,
    variant,
  }: {
    handles: {mainHandle: string; mobileHandle: string; footerHandle: string};
    /** The origins whose absolute links become paths (the shop's domain, the request's). */
    origins: readonly string[];
    localize?: (path: string) => string;
    variant?: string;
  },
): Promise<ChromeMenus> {
  const data = await storefront
    .query(CHROME_MENUS_QUERY, {
      variables: handles,
      cache: storefront.CacheLong(),
    })
    .catch((error: unknown) => {
      console.error('[root] menus failed', error);
      return null;
    });
  return chromeMenusOf(data, origins, localize, variant);
}
