import type {Route} from '../http/router.ts';
import {deliverOrder} from './admin.ts';

/** The merchant's admin order routes (server to server, no CORS). */
export const orderAdminRoutes: Route[] = [
  {
    method: 'POST',
    path: '/admin/api/:version/orders/deliver.json',
    handler: deliverOrder,
    errorBody: (message) => ({errors: message}),
  },
];
