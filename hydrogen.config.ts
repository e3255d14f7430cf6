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
  /** Local Storefront API tokens the embedded backend accepts for this shop. */
  publicStorefrontToken: string;
  privateStorefrontToken: string;
  /** Third-party endpoints (the embedded backend plays them locally). */
  checkoutProvider: {merchantId: string};
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
    publicStorefrontToken: 'local-grooming-public-token',
    privateStorefrontToken: 'local-grooming-private-token',
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
    publicStorefrontToken: 'local-gum-public-token',
    privateStorefrontToken: 'local-gum-private-token',
    checkoutProvider: {merchantId: 'local-gum-merchant'},
  },
} as const satisfies Record<string, StoreConfig>;

export type StoreId = keyof typeof stores;
