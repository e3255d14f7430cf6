/**
 * Per-store settings, read by both storefronts (at build time, through
 * `shared/config`) and by the embedded backend (to seed and serve each shop).
 *
 * Endpoints and secrets used at runtime come from each storefront's env
 * (`.env` locally, Oxygen environment variables in production); the values
 * here are the local defaults those `.env` files mirror.
 */

export type Locale = 'en' | 'hi';

export interface StoreConfig {
  /** Shop key in the embedded backend and folder name under storefronts/. */
  id: 'grooming' | 'gum';
  brand: string;
  tagline: string;
  currency: 'INR';
  locales: readonly Locale[];
  defaultLocale: Locale;
  /** Free-shipping threshold in paise (₹299 = 29900). */
  freeShippingThresholdPaise: number;
  /** Port of the storefront in `npm start` (production preview). */
  port: number;
  /** Third-party endpoints (the embedded backend plays them locally). */
  checkoutProvider: {merchantId: string};
  /**
   * What the cart drawer promises (docs/requirements.md, gum: overview, constants): a discount for paying online and loyalty coins
   * earned by signed-in shoppers. Checkout applies both; the drawer only shows them.
   */
  cartPerks?: {
    prepaidDiscountPercent: number;
    /**
     * Coins earned per order: one for every `paisePerCoin` of the subtotal (₹10 = 1000). Redeemed at
     * checkout at `coinValuePaise` each (₹1 = 100), at most `redeemCapPercent`% of the order
     * (decision 40).
     */
    loyaltyCoins: {name: string; paisePerCoin: number; coinValuePaise: number; redeemCapPercent: number};
    /** A code that adds a free gift from `minSubtotalPaise` (the backend's free-gift discount, seeded from this). */
    freeGift?: {code: string; minSubtotalPaise: number};
  };
}

export const backend = {
  host: '127.0.0.1',
  port: 4000,
  apiVersion: '2026-04',
  get origin() {
    return `http://${this.host}:${this.port}`;
  },
} as const;

export const stores = {
  grooming: {
    id: 'grooming',
    brand: 'Blade & Balm',
    tagline: "Men's grooming, made in India",
    currency: 'INR',
    locales: ['en'],
    defaultLocale: 'en',
    freeShippingThresholdPaise: 29900,
    port: 3000,
    checkoutProvider: {merchantId: 'local-grooming-merchant'},
  },
  gum: {
    id: 'gum',
    brand: 'QuitPop',
    tagline: 'Nicotine gum that helps you quit',
    currency: 'INR',
    locales: ['en', 'hi'],
    defaultLocale: 'en',
    freeShippingThresholdPaise: 99900,
    port: 3001,
    checkoutProvider: {merchantId: 'local-gum-merchant'},
    cartPerks: {
      prepaidDiscountPercent: 5,
      loyaltyCoins: {name: 'POPCoins', paisePerCoin: 1000, coinValuePaise: 100, redeemCapPercent: 10},
      freeGift: {code: 'FREEPERFUME', minSubtotalPaise: 99900},
    },
  },
} as const satisfies Record<string, StoreConfig>;

export type StoreId = keyof typeof stores;

/**
 * Public Storefront API tokens the embedded backend issues for each shop (public by design, like
 * Shopify's: 32 characters). Kept apart from `stores` (which storefront code bundles for the browser);
 * storefronts read theirs from env (`.env` mirrors these values). Private tokens and every other
 * secret are generated per data directory (server/src/secrets.ts, docs/security.md).
 */
export const localBackendTokens = {
  grooming: {publicStorefrontToken: 'localgroomingpublictoken00000001'},
  gum: {publicStorefrontToken: 'localgumpublictoken0000000000001'},
} as const satisfies Record<StoreId, {publicStorefrontToken: string}>;
