import type {Handler, Route} from '../http/router.ts';
import {jsonError} from '../http/router.ts';
import {findShop} from '../data/shops.ts';
import {addNewsletterSubscriber} from '../data/newsletter.ts';
import {checkEmail} from './email.ts';
import {signUpLimit} from './limits.ts';

/**
 * The newsletter list the storefronts call server-side (their /api/newsletter/subscribe actions).
 * POST /newsletter/subscribe {shop, email}: 200 {ok, email, alreadySubscribed} — the same answer
 * on repeat calls — or 400 {error: {message}} for a missing shop or a bad address, 429 when the buyer
 * has signed up too often (limits.ts).
 */
const subscribe: Handler = ({db, body, req}) => {
  const input = (body && typeof body === 'object' ? body : {}) as Record<
    string,
    unknown
  >;
  const shopId = typeof input.shop === 'string' ? input.shop.trim() : '';
  const limit = signUpLimit(db, req, shopId);
  const throttled = limit.throttled();
  if (throttled) return throttled;
  const refuse = (message: string) => {
    limit.chargeRefusal();
    return jsonError(400, message);
  };
  if (!shopId) return refuse('Shop is required');
  if (!findShop(db, shopId)) return refuse(`Unknown shop "${shopId}"`);
  const check = checkEmail(input.email);
  if (!check.ok) return refuse(check.message);
  limit.chargeSignUp();
  const {created} = addNewsletterSubscriber(db, shopId, check.email);
  return {
    status: 200,
    body: {
      ok: true,
      email: check.email,
      alreadySubscribed: !created,
      message: 'Thanks for subscribing!',
    },
  };
};

export const newsletterRoutes: Route[] = [
  {
    method: 'POST',
    path: '/newsletter/subscribe',
    jsonOnly: true,
    handler: subscribe,
  },
];
