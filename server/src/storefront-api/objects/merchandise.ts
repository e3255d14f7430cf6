/** Cart merchandise and order line variants as ProductVariant objects. */
import type {Merchandise} from '../../data/carts.ts';
import type {ApiContext} from '../context.ts';
import {variantParent} from '../catalog/loader.ts';

/**
 * The catalogue's ProductVariant parent (catalog/loader.ts `variantParent`), so ProductVariant fields of a
 * cart line or an order line resolve the same as on product pages.
 */
export function variantView(ctx: ApiContext, m: Merchandise) {
  return variantParent(ctx, m.variantId);
}
