import {createContentSecurityPolicy} from '@shopify/hydrogen';

/** Origins a storefront page may talk to, from its env (Oxygen variables or .env). */
export interface ThirdPartyOrigins {
  /** PUBLIC_STORE_DOMAIN: the Storefront API and its image CDN (scheme included locally). */
  storeDomain: string;
  /** PUBLIC_CHECKOUT_PROVIDER_URL: one-tap checkout widget and discount API. */
  checkoutProviderUrl?: string;
  /** PUBLIC_PHONE_LOGIN_URL: the phone-login widget. */
  phoneLoginUrl?: string;
  /**
   * PUBLIC_SHOPIFY_CDN_URL: where Shopify's consent and perf scripts come from on a real store
   * (https://cdn.shopify.com). Unset locally, so the browser never reaches outside this machine.
   */
  shopifyCdnUrl?: string;
  /** Vite's dev server needs its HMR websocket and inline module preloads. */
  dev?: boolean;
}

/**
 * Hydrogen's CSP with our third parties admitted. Hydrogen's own `shop.storeDomain` option builds
 * `https://${domain}`, which breaks for an `http://127.0.0.1:4000` store, so origins are passed
 * as explicit sources instead.
 */
export function storefrontCsp(origins: ThirdPartyOrigins) {
  const sources = originsOf([
    origins.storeDomain,
    origins.checkoutProviderUrl,
    origins.phoneLoginUrl,
    origins.shopifyCdnUrl,
  ]);
  // Scripts come only from this store, the nonce, and the two widgets plus Shopify's CDN (consent,
  // perf kit); the Storefront API's domain serves data and images, never script.
  const scriptSources = originsOf([
    origins.checkoutProviderUrl,
    origins.phoneLoginUrl,
    origins.shopifyCdnUrl,
  ]);
  return createContentSecurityPolicy({
    defaultSrc: ["'self'"],
    imgSrc: ["'self'", 'data:', 'blob:', ...sources],
    connectSrc: [
      "'self'",
      ...sources,
      ...(origins.dev ? ['ws://localhost:*', 'ws://127.0.0.1:*'] : []),
    ],
    scriptSrc: ["'self'", ...scriptSources],
    frameSrc: ["'self'", ...sources],
    fontSrc: ["'self'", 'data:'],
    styleSrc: ["'self'", "'unsafe-inline'", ...sources],
    objectSrc: ["'none'"],
    // No site may frame a store page (clickjacking); X-Frame-Options DENY says the same to old browsers.
    frameAncestors: ["'none'"],
  });
}

/** Distinct origins of the configured URLs (a local stack serves all three from one backend). */
function originsOf(values: (string | undefined)[]): string[] {
  return [
    ...new Set(
      values.filter((value): value is string => Boolean(value)).map(toOrigin),
    ),
  ];
}

function toOrigin(value: string): string {
  const url = new URL(value.includes('://') ? value : `https://${value}`);
  return url.origin;
}
