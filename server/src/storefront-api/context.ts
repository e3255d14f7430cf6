import type {Db} from '../data/db.ts';
import type {Shop} from '../data/shops.ts';

/** The shop a request's token picked (data/shops.ts). */
export type {Shop};

/** Per-request context every resolver receives. */
export interface ApiContext {
  db: Db;
  shop: Shop;
  /** Public origin of this backend, e.g. http://127.0.0.1:4000, for absolute URLs (images, checkout). */
  origin: string;
  /** From @inContext(language:), lower-cased ('en', 'hi'); defaults to the shop's primary locale. */
  locale: string;
  /** From @inContext(country:), e.g. 'IN'; cart operations default to 'ZZ'. */
  country: string;
  /**
   * The buyer's IP for rate limits: Shopify-Storefront-Buyer-IP when the caller used the private token
   * (a storefront server speaking for its shopper), else the connecting address (handler.ts buyerIpOf).
   */
  buyerIp?: string;
  /**
   * The customer access token the operation presents with `@inContext(buyer: {customerAccessToken:})`;
   * a cart shows its customer only to a caller holding that customer's token.
   */
  buyerAccessToken?: string;
}
