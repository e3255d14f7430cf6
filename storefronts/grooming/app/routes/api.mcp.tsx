import {createMcpRoute} from '@shared/mcp/handler.server';
import {MCP_LABELS_EN} from '@shared/mcp/labels';
import {perkOffers} from '@shared/mcp/offers';
import {delivery, stores} from '@config';
import {DELIVERY_MESSAGES} from '~/components/delivery-messages';

/** POST /api/mcp: Blade & Balm's Storefront MCP endpoint (shared/mcp, decision 118), in English. */
const mcp = createMcpRoute({
  brand: stores.grooming.brand,
  locales: stores.grooming.locales,
  labels: () => MCP_LABELS_EN,
  dateLocale: () => 'en-IN',
  delivery: {rules: delivery.grooming, messages: () => DELIVERY_MESSAGES},
  offers: ({language, cart}) => perkOffers(stores.grooming, language, cart),
});

export const loader = mcp.loader;

export const action = mcp.action;
