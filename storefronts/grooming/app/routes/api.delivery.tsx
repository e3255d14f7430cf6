import {createDeliveryLoader} from '@shared/delivery/loader.server';
import {delivery} from '@config';
import {DELIVERY_MESSAGES} from '~/components/delivery-messages';

/** GET /api/delivery?pincode=…[&scope=cart]: grooming's delivery promise (shared/delivery). */
export const loader = createDeliveryLoader({
  rules: delivery.grooming,
  messages: () => DELIVERY_MESSAGES,
});
