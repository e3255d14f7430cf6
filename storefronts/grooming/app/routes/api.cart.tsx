/** GET: the cart by token (X-Cart-Token) in the spec's Cart shape; POST: the drawer's cart mutations (cart core). */
export {cartLoader as loader} from '~/cart/checkout/api.server';
export {cartApiAction as action} from '@shared/cart/server/actions.server';
