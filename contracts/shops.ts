/**
 * The shops both sides know (decision 145): what a storefront and the backend that serves it (the
 * embedded stand-in locally, Shopify and its third parties in production) must agree on. The
 * storefronts read it through hydrogen.config.ts, which adds what only a storefront shows; the backend
 * imports it directly and nothing of the storefronts.
 */
import type {ShippingRule} from './shipping.ts';
import type {CartPerks} from './perks.ts';

export type Locale = 'en' | 'hi';

export interface ShopContract {
  /** Shop key in the embedded backend and folder name under storefronts/. */
  id: 'grooming' | 'gum';
  brand: string;
  currency: 'INR';
  locales: readonly Locale[];
  defaultLocale: Locale;
  /**
   * What shipping costs (shipping.ts, decision 99): the drawer's bar, the offers, the
   * policy text, the checkout's line and the order total all read it.
   */
  shipping: ShippingRule;
  /** Port of the storefront in `npm start` (production preview); the backend allows its origin. */
  port: number;
  /** Third-party endpoints (the embedded backend plays them locally). */
  checkoutProvider: {merchantId: string};
  /**
   * Reviews (issue 38, decision 126): whether a signed-in shopper who has not bought the product may
   * write a review (a buyer's review always carries "Verified buyer"). The reviews provider applies it.
   */
  reviews: {nonBuyersMayReview: boolean};
  /** What the cart promises beyond its total (perks.ts); checkout applies it, the drawer shows it. */
  cartPerks?: CartPerks;
}

export const backend = {
  host: '127.0.0.1',
  port: 4000,
  apiVersion: '2026-04',
  get origin() {
    return `http://${this.host}:${this.port}`;
  },
} as const;

export const shops = {
  grooming: {
    id: 'grooming',
    brand: 'Blade & Balm',
    currency: 'INR',
    locales: ['en'],
    defaultLocale: 'en',
    shipping: {feePaise: 4900, freeFromPaise: 29900},
    port: 3000,
    checkoutProvider: {merchantId: 'local-grooming-merchant'},
    reviews: {nonBuyersMayReview: true},
  },
  gum: {
    id: 'gum',
    brand: 'QuitPop',
    currency: 'INR',
    locales: ['en', 'hi'],
    defaultLocale: 'en',
    shipping: {feePaise: 4900, freeFromPaise: 99900},
    port: 3001,
    checkoutProvider: {merchantId: 'local-gum-merchant'},
    // Nicotine gum: only buyers review it.
    reviews: {nonBuyersMayReview: false},
    cartPerks: {
      prepaidDiscountPercent: 5,
      loyaltyCoins: {
        name: 'POPCoins',
        paisePerCoin: 1000,
        coinValuePaise: 100,
        redeemCapPercent: 10,
      },
      freeGift: {code: 'FREEPERFUME', minSubtotalPaise: 99900},
    },
  },
} as const satisfies Record<string, ShopContract>;

export type StoreId = keyof typeof shops;

/**
 * Public Storefront API tokens the embedded backend issues for each shop (public by design, like
 * Shopify's: 32 characters), and each shop's public key at the marketing service (Klaviyo's six-character
 * company id, also public). Kept apart from `shops` (which storefront code bundles for the browser);
 * storefronts read theirs from env (`.env` mirrors these values). Private tokens and every other
 * secret are generated per data directory (server/src/secrets.ts, docs/security.md).
 */
export const localBackendTokens = {
  grooming: {
    publicStorefrontToken: 'localgroomingpublictoken00000001',
    marketingPublicKey: 'LcGrm1',
    reviewsShopDomain: 'blade-and-balm.myshopify.com',
  },
  gum: {
    publicStorefrontToken: 'localgumpublictoken0000000000001',
    marketingPublicKey: 'LcGum1',
    reviewsShopDomain: 'quitpop.myshopify.com',
  },
} as const satisfies Record<
  StoreId,
  {
    publicStorefrontToken: string;
    marketingPublicKey: string;
    /** The reviews provider's shop_domain (Judge.me's name for the shop; decision 123). */
    reviewsShopDomain: string;
  }
>;
