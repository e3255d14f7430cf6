/**
 * How long the storefronts wait for anything outside the worker (decision
 * 51). A healthy Storefront API or third party answers in well under a second; past these limits
 * the shopper is better served by a 503 page they can retry than by a page that never finishes.
 */
export const TIMEOUTS_MS = {
  /** Every Storefront API query and mutation (Hydrogen's client, the cart handler, the API proxy). */
  storefrontApi: 5000,
  /** The checkout provider's cart and discount API (drawer offers, coupon validation). */
  checkoutProvider: 5000,
  /**
   * Grooming's /cart page asking the provider why a code sits unapplied (three calls): the page waits for
   * it, so short; past it the page says the spec's fallback.
   */
  couponRefusal: 1500,
  /** The phone-login provider's token decode. */
  phoneLogin: 5000,
  /** The newsletter list. */
  newsletter: 5000,
  /**
   * The logistics provider's serviceability check: short, because the pincode box (and checkout,
   * which checks again) must not keep a shopper waiting; past it the box says it cannot check now.
   */
  logistics: 1500,
  /** The marketing service (back-in-stock subscriptions). */
  marketing: 5000,
  /** The reviews provider: the product page waits for its first reviews, so short (decision 123). */
  reviews: 2000,
  /** The COD confirmation app (the /orders/confirm page, issue 39). */
  codApp: 5000,
} as const;

/** Seconds a shopper (or crawler) is told to wait before retrying after an outage (`Retry-After`). */
export const RETRY_AFTER_SECONDS = 30;
