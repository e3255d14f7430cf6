/**
 * Applies validated line plans with the stock rules: unavailable merchandise is not added
 * (MERCHANDISE_OUT_OF_STOCK); a quantity above what is in stock is cut down to it
 * (MERCHANDISE_NOT_ENOUGH_STOCK). Stock is checked again when the order is placed.
 */
import {
  addCartLine,
  findCartLine,
  findMerchandise,
  listCartLines,
  updateCartLine,
} from '../../data/carts.ts';
import type {ApiContext} from '../context.ts';
import {toGid} from '../ids.ts';
import type {CartWarning} from './errors.ts';
import {lineGid} from './ids.ts';
import type {PlannedAdd, PlannedUpdate} from './validation.ts';

export function applyAdds(
  ctx: ApiContext,
  cartId: string,
  plan: readonly PlannedAdd[],
): CartWarning[] {
  const warnings: CartWarning[] = [];
  for (const add of plan) {
    const m = findMerchandise(ctx.db, ctx.shop.id, add.variantId)!;
    if (!m.availableForSale || m.quantityAvailable <= 0) {
      warnings.push({
        code: 'MERCHANDISE_OUT_OF_STOCK',
        message: `${m.productTitle} is out of stock and was not added to your cart.`,
        target: toGid('ProductVariant', m.variantId),
      });
      continue;
    }
    const inCart = listCartLines(ctx.db, cartId)
      .filter((l) => l.merchandise.variantId === add.variantId)
      .reduce((sum, l) => sum + l.quantity, 0);
    const room = Math.max(0, m.quantityAvailable - inCart);
    const quantity = Math.min(add.quantity, room);
    if (quantity <= 0) {
      warnings.push({
        code: 'MERCHANDISE_NOT_ENOUGH_STOCK',
        message: `All ${m.quantityAvailable} in stock of ${m.productTitle} are already in your cart.`,
        target: toGid('ProductVariant', m.variantId),
      });
      continue;
    }
    const lineId = addCartLine(
      ctx.db,
      cartId,
      add.variantId,
      quantity,
      add.attributes,
    );
    if (quantity < add.quantity) {
      warnings.push({
        code: 'MERCHANDISE_NOT_ENOUGH_STOCK',
        message: `Only ${quantity} item${quantity === 1 ? '' : 's'} of ${m.productTitle} could be added to your cart due to availability.`,
        target: lineGid(cartId, lineId),
      });
    }
  }
  return warnings;
}

export function applyUpdates(
  ctx: ApiContext,
  cartId: string,
  plan: readonly PlannedUpdate[],
): CartWarning[] {
  const warnings: CartWarning[] = [];
  for (const change of plan) {
    const line = findCartLine(ctx.db, cartId, change.lineId);
    if (!line) continue; // removed by an earlier entry of the same call
    let quantity = change.quantity;
    const variantId = change.variantId ?? line.variantId;
    if (quantity !== undefined && quantity > 0) {
      const m = findMerchandise(ctx.db, ctx.shop.id, variantId)!;
      const elsewhere = listCartLines(ctx.db, cartId)
        .filter(
          (l) => l.id !== line.id && l.merchandise.variantId === variantId,
        )
        .reduce((sum, l) => sum + l.quantity, 0);
      const room = m.availableForSale
        ? Math.max(0, m.quantityAvailable - elsewhere)
        : 0;
      if (quantity > room) {
        warnings.push(
          room > 0
            ? {
                code: 'MERCHANDISE_NOT_ENOUGH_STOCK',
                message: `Only ${room} item${room === 1 ? '' : 's'} of ${m.productTitle} are available.`,
                target: lineGid(cartId, line.id),
              }
            : {
                code: 'MERCHANDISE_OUT_OF_STOCK',
                message: `${m.productTitle} is out of stock and was removed from your cart.`,
                target: lineGid(cartId, line.id),
              },
        );
        quantity = room;
      }
    }
    updateCartLine(ctx.db, cartId, line.id, {
      quantity,
      variantId: change.variantId,
      attributes: change.attributes,
    });
  }
  return warnings;
}
