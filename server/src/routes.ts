import type {Route} from './http/router.ts';
import {phoneLoginRoutes} from './phone-login/routes.ts';
import {storefrontApiRoutes} from './storefront-api/routes.ts';
import {checkoutProviderRoutes} from './checkout-provider/routes.ts';
import {newsletterRoutes} from './newsletter/routes.ts';
import {imageRoutes} from './images/routes.ts';
import {logisticsRoutes} from './logistics/routes.ts';
import {marketingRoutes} from './marketing/routes.ts';
import {orderAdminRoutes} from './orders/routes.ts';
import {reviewsRoutes} from './reviews/routes.ts';
import {messagingRoutes} from './whatsapp/routes.ts';
import {adminGraphqlRoutes} from './admin/graphql.ts';
import {codRoutes} from './cod/routes.ts';
import {paymentLinkRoutes} from './checkout-provider/payment-links.ts';

/**
 * Everything this backend serves. Each feature owns its route list:
 * - the Storefront API (what Shopify serves),
 * - the image CDN (generated product images, resized by ?width),
 * - the third parties it plays: the checkout provider (discount API, events, checkout widget)
 *   the phone-login widget and the logistics provider (courier serviceability); plus the newsletter list and account activation pages;
 * - the marketing service (back-in-stock alerts) and the merchant's admin inventory/outbox routes;
 * - the merchant's admin order delivery route (orders/routes.ts);
 * - the reviews provider (Judge.me-shaped, reviews/routes.ts);
 * - the COD confirmation app (issue 39): WhatsApp/SMS stand-ins, the Admin GraphQL stand-in, the
 *   provider's payment links and the app's webhook receiver and confirmation API.
 */
export const routes: Route[] = [
  ...storefrontApiRoutes,
  ...checkoutProviderRoutes,
  ...newsletterRoutes,
  ...phoneLoginRoutes,
  ...imageRoutes,
  ...logisticsRoutes,
  ...marketingRoutes,
  ...orderAdminRoutes,
  ...reviewsRoutes,
  ...messagingRoutes,
  ...adminGraphqlRoutes,
  ...paymentLinkRoutes,
  ...codRoutes,
];
