import {
  createDeliveryLookup,
  type DeliveryLoaderOptions,
} from '@shared/delivery/loader.server';
import {delivery} from '@config';
import {i18nServer, languageOptions, type Language} from '~/i18n';

/** Gum's delivery rules and messages in the asked language: /api/delivery and the product page's ?pincode=. */
export const deliveryOptions: DeliveryLoaderOptions = {
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
};

export const lookupDelivery = createDeliveryLookup(deliveryOptions);
