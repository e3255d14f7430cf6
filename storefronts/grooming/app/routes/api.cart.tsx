/** GET: the cart by token (X-Cart-Token) in the spec's Cart shape; POST: the drawer's cart mutations. */
export {cartLoader as loader} from '@shared/checkout/api.server';
export {cartAction as action} from '@shared/cart/cart-api.server';
