/** The checkout provider's discount API, called server-side (grooming spec §7). */
export {discountLoader as loader, discountAction as action} from '@shared/checkout/api.server';
