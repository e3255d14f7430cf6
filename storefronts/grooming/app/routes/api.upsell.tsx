/** The cart drawer's 'Offers Unlocked!' strip: the cart-upsell collection minus what is in the cart. */
export {upsellLoader as loader} from '~/cart/upsell.server';
