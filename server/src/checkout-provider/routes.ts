/**
 * The one-tap checkout provider the backend plays locally (see docs in each module):
 * discount API + cart (server-to-server, X-Merchant-Id + X-Api-Key), browser events, the widget
 * script, the checkout page (also at the cart's checkoutUrl) and, with PROVIDER_TEST_FAULTS=1,
 * the fault-injection toggle for e2e tests (faults.ts).
 */
import type {Handler, Route} from '../http/router.ts';
import {BadRequest, decodeComponent} from '../http/bad-request.ts';
import {
  events,
  getCart,
  issueRequestId,
  offers,
  validate,
} from './discount-api.ts';
import {
  checkoutDeliveryNote,
  checkoutPage,
  completeCheckout,
  startSession,
} from './checkout-page.ts';
import {providerLogo, widgetScript} from './widget.ts';
import {checkoutFont} from './fonts.ts';
import {listProviderEvents} from '../data/provider.ts';
import {limitCouponGuesses, limitDeliveryNotes, limitEvents} from './limits.ts';
import {
  clearFaults,
  faultsEnabled,
  listFaults,
  setFaults,
  type FaultPoint,
} from './faults.ts';

const POINTS: FaultPoint[] = [
  'cart',
  'requestId',
  'offers',
  'validate',
  'initiation',
  'complete',
  'events',
];

const faultToggle: Handler = (ctx) => {
  if (!faultsEnabled())
    return {status: 404, body: {error: {message: 'Not found'}}};
  if (ctx.req.method === 'DELETE') {
    clearFaults();
    return {body: {faults: listFaults()}};
  }
  if (ctx.req.method === 'POST') {
    const body = (ctx.body ?? {}) as {scope?: unknown; faults?: unknown};
    if (typeof body.scope !== 'string' || !body.scope)
      throw new BadRequest('scope (cart token or "*") is required');
    const faults = (body.faults ?? {}) as Record<string, unknown>;
    if (!faults || typeof faults !== 'object')
      throw new BadRequest('faults must be an object');
    const clean: Partial<Record<FaultPoint, string>> = {};
    for (const [point, mode] of Object.entries(faults)) {
      if (!POINTS.includes(point as FaultPoint))
        throw new BadRequest(`Unknown fault point ${point}`);
      if (typeof mode === 'string' && mode) clean[point as FaultPoint] = mode;
    }
    setFaults(
      decodeComponent(body.scope, 'scope')
        .replace(/^gid:\/\/shopify\/Cart\//, '')
        .replace(/\?.*$/, ''),
      clean,
    );
  }
  return {body: {faults: listFaults()}};
};

/** GET /provider/__test/events?shop=grooming: the events received, newest first (faults enabled only). */
const eventLog: Handler = (ctx) => {
  if (!faultsEnabled())
    return {status: 404, body: {error: {message: 'Not found'}}};
  return {
    body: {
      events: listProviderEvents(ctx.db, ctx.url.searchParams.get('shop'), 200),
    },
  };
};

export const checkoutProviderRoutes: Route[] = [
  {
    method: 'GET',
    path: '/provider/api/discount/request',
    handler: issueRequestId,
  },
  {method: 'POST', path: '/provider/api/discount/offers', handler: offers},
  {
    method: 'POST',
    path: '/provider/api/discount/validate',
    handler: limitCouponGuesses(validate),
  },
  {method: 'GET', path: '/provider/api/carts/:token', handler: getCart},
  {
    method: 'POST',
    path: '/provider/api/events',
    cors: true,
    jsonOnly: true,
    handler: limitEvents(events),
  },
  {
    method: 'POST',
    path: '/provider/api/checkout-sessions',
    cors: true,
    jsonOnly: true,
    handler: startSession,
  },
  {
    method: 'GET',
    path: '/provider/checkout.js',
    cors: true,
    handler: widgetScript,
  },
  {
    method: 'GET',
    path: '/provider/logo.svg',
    cors: true,
    handler: providerLogo,
  },
  {method: 'GET', path: '/provider/fonts/:file', handler: checkoutFont},
  {method: 'GET', path: '/provider/checkout/:token', handler: checkoutPage},
  {
    method: 'POST',
    path: '/provider/checkout/:token/complete',
    handler: completeCheckout,
  },
  {
    method: 'GET',
    path: '/provider/checkout/:token/delivery',
    handler: limitDeliveryNotes(checkoutDeliveryNote),
  },
  {method: 'GET', path: '/checkouts/cn/:token', handler: checkoutPage},
  {
    method: 'GET',
    path: '/provider/__test/faults',
    handler: faultToggle,
    enabled: faultsEnabled,
  },
  {
    method: 'POST',
    path: '/provider/__test/faults',
    handler: faultToggle,
    enabled: faultsEnabled,
  },
  {
    method: 'DELETE',
    path: '/provider/__test/faults',
    handler: faultToggle,
    enabled: faultsEnabled,
  },
  {
    method: 'GET',
    path: '/provider/__test/events',
    handler: eventLog,
    enabled: faultsEnabled,
  },
];
