import {createDeliveryLoader} from '@shared/delivery/loader.server';
import {delivery} from '@config';
import {i18nServer, languageOptions, type Language} from '~/lib/i18n';
import {methodNotAllowed} from '@shared/hydrogen/bad-request.server';

/** GET /api/delivery?pincode=…&locale=hi[&scope=cart]: the gum store's delivery promise (shared/delivery). */
export const loader = createDeliveryLoader({
  rules: delivery.gum,
  messages: async (locale) => {
    const language: Language =
      languageOptions.supported.find((l) => l === locale) ??
      languageOptions.fallback;
    const t = await i18nServer.getFixedT(language);
    return {
      invalid: t('delivery.invalid'),
      firstDigitZero: t('delivery.firstDigitZero'),
      unserviceable: (pincode) => t('delivery.unserviceable', {pincode}),
      unavailable: t('delivery.unavailable'),
    };
  },
});

export const action = methodNotAllowed('GET');
