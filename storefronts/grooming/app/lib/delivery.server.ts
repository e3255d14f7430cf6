import {
  createDeliveryLookup,
  type DeliveryLoaderOptions,
} from '@shared/delivery/loader.server';
import {delivery} from '@config';
import {DELIVERY_MESSAGES} from '~/components/delivery-messages';

/** Grooming's delivery rules and messages: /api/delivery and the product page's ?pincode=. */
export const deliveryOptions: DeliveryLoaderOptions = {
  rules: delivery.grooming,
  messages: () => DELIVERY_MESSAGES,
};

export const lookupDelivery = createDeliveryLookup(deliveryOptions);
