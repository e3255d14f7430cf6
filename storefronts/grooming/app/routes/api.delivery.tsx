import {createDeliveryLoader} from '@shared/delivery/loader.server';
import {deliveryOptions} from '~/lib/delivery.server';
import {methodNotAllowed} from '@shared/hydrogen/security/bad-request.server';

/** GET /api/delivery?pincode=…[&scope=cart]: grooming's delivery promise (shared/delivery). */
export const loader = createDeliveryLoader(deliveryOptions);

export const action = methodNotAllowed('GET');
