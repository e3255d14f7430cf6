import type {Handler, Route} from '../http/router.ts';
import {jsonError} from '../http/router.ts';
import {findShop} from '../data/shops.ts';
import {addNewsletterSubscriber} from '../data/newsletter.ts';
import {checkEmail} from './email.ts';
import {subscribeLimit} from './limits.ts';

/**
 * The newsletter list the storefronts call server-side (their /api/newsletter/subscribe actions).
 * POST /newsletter/subscribe {shop, email}: 200 {ok, email, alreadySubscribed} — the same answer
 * on repeat calls — or 400 {error: {message}} for a missing shop or a bad address.
 */
const subscribe: Handler = ({db, body, req}) => {
  const throttled = subscribeLimit(req);
  if (throttled) return throttled;
  const input = (body && typeof body === 'object' ? body : {}) as Record<string, unknown>;
  const shopId = typeof input.shop === 'string' ? input.shop.trim() : '';
  if (!shopId) return jsonError(400, 'Shop is required');
  if (!findShop(db, shopId)) return jsonError(400, `Unknown shop "${shopId}"`);
  const check = checkEmail(input.email);
  if (!check.ok) return jsonError(400, check.message);
  const {created} = addNewsletterSubscriber(db, shopId, check.email);
  return {status: 200, body: {ok: true, email: check.email, alreadySubscribed: !created, message: 'Thanks for subscribing!'}};
};

export const newsletterRoutes: Route[] = [{method: 'POST', path: '/newsletter/subscribe', jsonOnly: true, handler: subscribe}];
