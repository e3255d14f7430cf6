/// <reference types="vite/client" />
/// <reference types="react-router" />
/// <reference types="@shopify/oxygen-workers-types" />
/// <reference types="@shopify/hydrogen/react-router-types" />

// Variables both storefronts read, beyond Hydrogen's own (PUBLIC_STORE_DOMAIN, tokens, SESSION_SECRET).
declare global {
  interface Env {
    /** Base URL of the one-tap checkout provider (widget script and discount API). */
    PUBLIC_CHECKOUT_PROVIDER_URL: string;
    /** Merchant id at the checkout provider; events are only sent when it is set. */
    PUBLIC_CHECKOUT_PROVIDER_MERCHANT_ID?: string;
    /** https://cdn.shopify.com on a real store (CSP; Shopify analytics on, decision 140); unset locally. */
    PUBLIC_SHOPIFY_CDN_URL?: string;
    /** Base URL of the phone-login widget provider. */
    PUBLIC_PHONE_LOGIN_URL: string;
    /** Server-side key for the checkout provider's discount API. */
    CHECKOUT_PROVIDER_API_KEY?: string;
    /** Server-side key for the phone-login provider's token decode (never sent to the browser). */
    PHONE_LOGIN_API_KEY?: string;
    /** Newsletter list the /api/newsletter/subscribe action posts to, server-side (`${url}/subscribe`). */
    NEWSLETTER_API_URL: string;
    /** Logistics provider's API base (Shiprocket-shaped: `${url}/courier/serviceability/`), server-side. */
    LOGISTICS_API_URL?: string;
    /** Server-side token for the logistics provider (Authorization: Bearer; never sent to the browser). */
    LOGISTICS_API_TOKEN?: string;
    /** Marketing service base URL for back-in-stock alerts (Klaviyo: https://a.klaviyo.com), server-side only. */
    MARKETING_API_URL?: string;
    /** The shop's public key at the marketing service (Klaviyo's company id). */
    MARKETING_PUBLIC_KEY?: string;
    /** Server-side key that lets the marketing service trust the forwarded buyer IP (never sent to the browser). */
    MARKETING_PRIVATE_KEY?: string;
    /** The reviews provider's API base (Judge.me: https://judge.me/api/v1), server-side only (decision 123). */
    REVIEWS_API_URL?: string;
    /** The shop's name at the reviews provider (Judge.me's shop_domain, e.g. my-shop.myshopify.com). */
    REVIEWS_SHOP_DOMAIN?: string;
    /** The reviews provider's private api_token (never sent to the browser). */
    REVIEWS_API_TOKEN?: string;
    /** The COD confirmation app's base URL (`${url}/api/confirmations/<token>`), server-side only (issue 39). */
    COD_APP_URL?: string;
  }
}

export {};
