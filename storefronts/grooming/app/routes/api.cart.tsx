/** GET: the cart by token (X-Cart-Token) in the spec's Cart shape. Cart changes go to /cart (decision 138). */
export {cartLoader as loader} from '~/cart/checkout/api.server';
