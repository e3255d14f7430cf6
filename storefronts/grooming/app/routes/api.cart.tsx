import {methodNotAllowed} from '@shared/hydrogen/security/bad-request.server';

/** GET: the cart by token (X-Cart-Token) in the spec's Cart shape. Cart changes go to /cart (decision 138). */
export {cartLoader as loader} from '~/cart/checkout/api.server';

/** A cart change posted here gets a 405 it can read, not React Router's "Unexpected Server Error". */
export const action = methodNotAllowed('GET');
