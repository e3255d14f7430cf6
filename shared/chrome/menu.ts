/**
 * Menus for the chrome come from the Storefront API (`menu(handle:)`), loaded once in the root
 * loader with CacheLong. Shopify returns absolute URLs on the shop's domain; the chrome links to
 * internal paths, so the domain is stripped here and external links (other hosts) are kept.
 */

export const CHROME_MENU_ITEM_FRAGMENT = `#graphql
  fragment ChromeMenuItemFields on MenuItem {
    id
    title
    url
    type
    resourceId
  }
  fragment ChromeMenuItem on MenuItem {
    ...ChromeMenuItemFields
    items {
      ...ChromeMenuItemFields
      items {
        ...ChromeMenuItemFields
      }
    }
  }
` as const;

/** Main (desktop), mobile and footer menus in one request; handles are per store. */
export const CHROME_MENUS_QUERY = `#graphql
  query SharedChromeMenus(
    $mainHandle: String!
    $mobileHandle: String!
    $footerHandle: String!
    $language: LanguageCode
    $country: CountryCode
  ) @inContext(language: $language, country: $country) {
    shop {
      id
      name
      primaryDomain {
        url
      }
    }
    main: menu(handle: $mainHandle) {
      id
      items {
        ...ChromeMenuItem
      }
    }
    mobile: menu(handle: $mobileHandle) {
      id
      items {
        ...ChromeMenuItem
      }
    }
    footer: menu(handle: $footerHandle) {
      id
      items {
        ...ChromeMenuItem
      }
    }
  }
  ${CHROME_MENU_ITEM_FRAGMENT}
` as const;

/** A menu entry ready for links: `to` is an internal path, or an absolute URL when `external`. */
export interface NavItem {
  id: string;
  title: string;
  to: string;
  external: boolean;
  type: string;
  items: NavItem[];
}

interface RawMenuItem {
  id: string;
  title: string;
  url?: string | null;
  type: string;
  items?: RawMenuItem[] | null;
}

/**
 * The internal path for a menu URL: absolute URLs on one of `shopOrigins` (the shop's primary
 * domain, the Storefront API domain, the storefront's own origin) lose their origin; other
 * absolute URLs stay as they are. Relative URLs are internal already.
 */
export function menuUrlToPath(url: string | null | undefined, shopOrigins: readonly string[]): {to: string; external: boolean} {
  if (!url) return {to: '/', external: false};
  if (url.startsWith('/') && !url.startsWith('//')) return {to: url, external: false};
  const hosts = shopHosts(shopOrigins);
  // Fast path for the common case, an http(s) URL on a shop host, without a URL parse: the root
  // loader maps every menu item on every page render (docs/benchmarks.md, profile).
  const plain = /^https?:\/\/([^/?#]+)(.*)$/i.exec(url);
  if (plain && hosts.has(plain[1]!.toLowerCase())) {
    const rest = plain[2]!;
    return {to: rest.startsWith('/') ? rest : `/${rest}`, external: false};
  }
  let parsed: URL;
  try {
    parsed = new URL(url.startsWith('//') ? `https:${url}` : url);
  } catch {
    return {to: url, external: false};
  }
  if (!/^https?:$/.test(parsed.protocol)) return {to: url, external: true};
  if (hosts.has(parsed.host)) {
    return {to: `${parsed.pathname}${parsed.search}${parsed.hash}` || '/', external: false};
  }
  return {to: parsed.toString(), external: true};
}

/** The hosts of the shop's origins, worked out once per list of origins (one list per request). */
const hostsByOrigins = new WeakMap<readonly string[], Set<string>>();
function shopHosts(shopOrigins: readonly string[]): Set<string> {
  let hosts = hostsByOrigins.get(shopOrigins);
  if (!hosts) {
    hosts = new Set(
      shopOrigins.flatMap((origin) => {
        try {
          return [new URL(origin.includes('://') ? origin : `https://${origin}`).host];
        } catch {
          return [];
        }
      }),
    );
    hostsByOrigins.set(shopOrigins, hosts);
  }
  return hosts;
}

export function toNavItems(items: readonly RawMenuItem[] | null | undefined, shopOrigins: readonly string[]): NavItem[] {
  return (items ?? []).map((item) => ({
    id: item.id,
    title: item.title,
    type: item.type,
    ...menuUrlToPath(item.url, shopOrigins),
    items: toNavItems(item.items, shopOrigins),
  }));
}

export interface ChromeMenus {
  main: NavItem[];
  mobile: NavItem[];
  footer: NavItem[];
}

interface MenusQueryResult {
  shop?: {primaryDomain?: {url: string} | null} | null;
  main?: {items: RawMenuItem[]} | null;
  mobile?: {items: RawMenuItem[]} | null;
  footer?: {items: RawMenuItem[]} | null;
}

/** Turns the SharedChromeMenus answer into the chrome's menus. */
export function chromeMenusFrom(data: MenusQueryResult | null | undefined, extraOrigins: readonly string[] = []): ChromeMenus {
  const origins = [data?.shop?.primaryDomain?.url, ...extraOrigins].filter((v): v is string => Boolean(v));
  return {
    main: toNavItems(data?.main?.items, origins),
    mobile: toNavItems(data?.mobile?.items, origins),
    footer: toNavItems(data?.footer?.items, origins),
  };
}
