import type {Route} from '../http/router.ts';
import {followShortLink} from './short-link.ts';
import {createBackInStockSubscription} from './back-in-stock.ts';
import {readOutbox, setInventory} from './admin.ts';
import {
  confirm,
  confirmPage,
  unsubscribe,
  unsubscribePage,
} from './unsubscribe.ts';

/**
 * The marketing service the stores use for back-in-stock alerts (shaped like Klaviyo's client API),
 * the merchant's admin routes that restock and read the outbox, and the unsubscribe link's page.
 * All server to server or plain pages: no CORS.
 */
export const marketingRoutes: Route[] = [
  {
    method: 'POST',
    path: '/client/back-in-stock-subscriptions',
    handler: createBackInStockSubscription,
    errorBody: (message, status) => ({
      errors: [
        {
          status,
          code: status === 400 ? 'invalid' : 'error',
          title: 'Error.',
          detail: message,
        },
      ],
    }),
  },
  {
    method: 'POST',
    path: '/admin/api/:version/inventory/set.json',
    handler: setInventory,
    errorBody: (message) => ({errors: message}),
  },
  {
    method: 'GET',
    path: '/admin/api/:version/marketing/outbox.json',
    handler: readOutbox,
  },
  {method: 'GET', path: '/marketing/unsubscribe', handler: unsubscribePage},
  {method: 'POST', path: '/marketing/unsubscribe', handler: unsubscribe},
  {method: 'GET', path: '/marketing/confirm', handler: confirmPage},
  {method: 'POST', path: '/marketing/confirm', handler: confirm},
  {method: 'GET', path: '/m/:code', handler: followShortLink},
];
