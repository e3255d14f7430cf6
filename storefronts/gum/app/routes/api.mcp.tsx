import {createMcpRoute} from '@shared/mcp/handler.server';
import {MCP_LABELS_EN, MCP_LABELS_HI} from '@shared/mcp/labels';
import {perkOffers} from '@shared/mcp/offers';
import {delivery, stores} from '@config';
import {i18nServer, languageOptions, type Language} from '~/i18n';
import {resources} from '~/locales';

const languageOf = (language: string): Language =>
  languageOptions.supported.find((l) => l === language) ??
  languageOptions.fallback;

/**
 * POST /api/mcp: QuitPop's Storefront MCP endpoint (shared/mcp, decision 118), in English and Hindi.
 * Adults only: the checkout URL needs confirm_over_18 (decision 121).
 */
const mcp = createMcpRoute({
  brand: stores.gum.brand,
  locales: stores.gum.locales,
  labels: (language) =>
    languageOf(language) === 'hi' ? MCP_LABELS_HI : MCP_LABELS_EN,
  dateLocale: (language) => (languageOf(language) === 'hi' ? 'hi-IN' : 'en-IN'),
  delivery: {
    rules: delivery.gum,
    messages: async (language) => {
      const t = await i18nServer.getFixedT(languageOf(language));
      return {
        invalid: t('delivery.invalid'),
        firstDigitZero: t('delivery.firstDigitZero'),
        unserviceable: (pincode) => t('delivery.unserviceable', {pincode}),
        unavailable: t('delivery.unavailable'),
      };
    },
  },
  faqs: (language) => ({
    path: '/faq',
    items: resources[languageOf(language)].faq.items,
  }),
  offers: ({language, cart}) => perkOffers(stores.gum, language, cart),
  adultsOnly: true,
});

export const loader = mcp.loader;

export const action = mcp.action;
