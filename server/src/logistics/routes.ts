import type {Route} from '../http/router.ts';
import {faultsEnabled} from '../checkout-provider/faults.ts';
import {serviceability} from './serviceability.ts';
import {logisticsFaultToggle} from './faults.ts';

/** The logistics provider the backend plays (serviceability.ts), and its test-only outage switch (faults.ts). */
export const logisticsRoutes: Route[] = [
  {
    method: 'GET',
    path: '/logistics/v1/external/courier/serviceability/',
    handler: serviceability,
  },
  {
    method: 'GET',
    path: '/logistics/v1/external/courier/serviceability',
    handler: serviceability,
  },
  {
    method: 'POST',
    path: '/logistics/__test/faults',
    handler: logisticsFaultToggle,
    enabled: faultsEnabled,
  },
  {
    method: 'DELETE',
    path: '/logistics/__test/faults',
    handler: logisticsFaultToggle,
    enabled: faultsEnabled,
  },
];
