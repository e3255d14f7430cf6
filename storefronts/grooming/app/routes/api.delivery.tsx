import {createDeliveryLoader} from '@shared/delivery/loader.server';
import {delivery} from '@config';
import {DELIVERY_MESSAGES} from '~/components/delivery-messages';
import {methodNotAllowed} from '@shared/hydrogen/bad-request.server';

/** GET /api/delivery?pincode=…[&scope=cart]: grooming's delivery promise (shared/delivery). */
export const loader = createDeliveryLoader({
  rules: delivery.grooming,
  messages: () => DELIVERY_MESSAGES,
});

export const action = methodNotAllowed('GET');
