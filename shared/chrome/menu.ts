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

/**
 * A menu entry ready for links: `to` is an internal path, or an absolute URL when `external`.
 * Every page's root loader data carries the menus (127 entries on grooming), so an entry holds only
 * what the chrome reads (decision 56): `id` is the MenuItem gid's number
 * (keys, which panel is open), `external` is set only on links to other sites, `type` is kept for the
 * groupings that depend on it (blog flyouts, gum's journey links), and entries without children share
 * one empty list, which the loader data's encoding then writes once.
 */
export interface NavItem {
  id: string;
  title: string;
  to: string;
  external?: true;
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
export function menuUrlToPath(
  url: string | null | undefined,
  shopOrigins: readonly string[],
): {to: string; external: boolean} {
  if (!url) return {to: '/', external: false};
  if (url.startsWith('/') && !url.startsWith('//'))
    return {to: url, external: false};
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
    return {
      to: `${parsed.pathname}${parsed.search}${parsed.hash}` || '/',
      external: false,
    };
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
          return [
            new URL(origin.includes('://') ? origin : `https://${origin}`).host,
          ];
        } catch {
          return [];
        }
      }),
    );
    hostsByOrigins.set(shopOrigins, hosts);
  }
  return hosts;
}

/** What leaves share for `items` (never mutated: menus are data). */
const NO_ITEMS: NavItem[] = Object.freeze([]) as unknown as NavItem[];

/** `113` for `gid://shopify/MenuItem/113`: unique within a shop's menus, a sixth of the length. */
function shortId(gid: string): string {
  return gid.slice(gid.lastIndexOf('/') + 1) || gid;
}

/**
 * Entries already made for one response, by content (title, path, type and children): the same link
 * in two places (a collection under two groups, grooming's mobile menu repeating the main menu's
 * groups, gum's main and mobile menu being one menu) is one object, which the loader data's encoding
 * writes once (grooming: 105 leaves, 60 different). `numbers` names each entry by a small number for
 * its parent's key.
 */
interface Interned {
  byContent: Map<string, NavItem>;
  numbers: Map<NavItem, number>;
}

/**
 * Maps menu items to entries; `localize` rewrites internal paths (gum's language prefix). Within
 * one list an entry appears at most once (list keys are entry ids).
 */
export function toNavItems(
  items: readonly RawMenuItem[] | null | undefined,
  shopOrigins: readonly string[],
  localize?: (path: string) => string,
  interned: Interned = {byContent: new Map(), numbers: new Map()},
): NavItem[] {
  if (!items?.length) return NO_ITEMS;
  const list: NavItem[] = [];
  for (const item of items) {
    const {to: path, external} = menuUrlToPath(item.url, shopOrigins);
    const to = external || !localize ? path : localize(path);
    const children = toNavItems(item.items, shopOrigins, localize, interned);
    let key = `${item.type}\u0000${external ? 1 : 0}\u0000${to}\u0000${item.title}\u0000`;
    for (const child of children) key += `${interned.numbers.get(child)},`;
    const known = interned.byContent.get(key);
    if (known && !list.includes(known)) {
      list.push(known);
      continue;
    }
    const entry: NavItem = {
      id: shortId(item.id),
      title: item.title,
      to,
      type: item.type,
      items: children,
    };
    if (external) entry.external = true;
    interned.numbers.set(entry, interned.numbers.size);
    if (!known) interned.byContent.set(key, entry);
    list.push(entry);
  }
  return list;
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

/**
 * Turns the SharedChromeMenus answer into the chrome's menus; `localize` rewrites internal paths
 * (e.g. gum's `/hi/` prefix).
 */
export function chromeMenusFrom(
  data: MenusQueryResult | null | undefined,
  extraOrigins: readonly string[] = [],
  localize?: (path: string) => string,
): ChromeMenus {
  const origins = [data?.shop?.primaryDomain?.url, ...extraOrigins].filter(
    (v): v is string => Boolean(v),
  );
  const interned: Interned = {byContent: new Map(), numbers: new Map()};
  return {
    main: toNavItems(data?.main?.items, origins, localize, interned),
    mobile: toNavItems(data?.mobile?.items, origins, localize, interned),
    footer: toNavItems(data?.footer?.items, origins, localize, interned),
  };
}

const menusByAnswer = new WeakMap<object, Map<string, ChromeMenus>>();
/** Request origins come from the Host header: a bound on the variants kept per answer. */
const MAX_VARIANTS_PER_ANSWER = 8;

/**
 * `chromeMenusFrom`, worked out once per Storefront API answer. A kept answer (shared/hydrogen/caching/query-memo.ts)
 * is the same object for every request while fresh, and mapping its links again was 1.5 % of a page's
 * server CPU (decision 56). `variant` names what `localize` does (e.g. the
 * language), since two functions cannot be compared.
 */
export function chromeMenusOf(
  data: MenusQueryResult | null | undefined,
  extraOrigins: readonly string[] = [],
  localize?: (path: string) => string,
  variant = '',
): ChromeMenus {
  if (!data) return chromeMenusFrom(data, extraOrigins, localize);
  let variants = menusByAnswer.get(data);
  if (!variants) menusByAnswer.set(data, (variants = new Map()));
  const key = `${variant}\u0000${extraOrigins.join(' ')}`;
  let menus = variants.get(key);
  if (!menus) {
    if (variants.size >= MAX_VARIANTS_PER_ANSWER) variants.clear();
    menus = chromeMenusFrom(data, extraOrigins, localize);
    variants.set(key, menus);
  }
  return menus;
}
