/** The checkout provider's discount API, called server-side (docs/requirements.md, grooming: calls). */
export {
  discountLoader as loader,
  discountAction as action,
} from '~/cart/checkout/api.server';
