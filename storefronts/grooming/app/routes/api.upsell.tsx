/** The cart drawer's 'Offers Unlocked!' strip: the cart-upsell collection minus what is in the cart. */
import {methodNotAllowed} from '@shared/hydrogen/security/bad-request.server';
export {upsellLoader as loader} from '~/cart/upsell.server';

export const action = methodNotAllowed('GET');
