import type {ApiContext} from '../../context.ts';
import {cartNotFound} from '../errors.ts';
import {resolveCart} from '../ids.ts';
import {payload} from '../payload.ts';

/** Carts here have no delivery groups (shipping is settled by the checkout provider): every option is refused. */
export function cartSelectedDeliveryOptionsUpdate(
  ctx: ApiContext,
  {
    cartId,
    selectedDeliveryOptions,
  }: {cartId: string; selectedDeliveryOptions: unknown[]},
) {
  const cart = resolveCart(ctx, cartId);
  if (!cart) return cartNotFound();
  return payload(
    ctx,
    cart.id,
    (selectedDeliveryOptions ?? []).map((_option, i) => ({
      code: 'INVALID_DELIVERY_GROUP' as const,
      field: ['selectedDeliveryOptions', String(i), 'deliveryGroupId'],
      message: 'The delivery group does not exist.',
    })),
  );
}
