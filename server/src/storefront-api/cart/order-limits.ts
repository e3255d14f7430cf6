/**
 * The merchant's per-order limits (contracts/ `orderLimits`, decision 110), as a Shopify cart
 * validation function answers them: a change that would take the cart past a limit is refused with
 * `VALIDATION_CUSTOM` and nothing is applied; the cart stays as it was.
 */
import {
  orderLimits,
  type OrderLimit,
  type StoreId,
} from '../../../../contracts/index.ts';
import {findProductById} from '../../data/catalog.ts';
import {findMerchandise, listCartLines} from '../../data/carts.ts';
import type {ApiContext} from '../context.ts';
import type {CartUserError} from './errors.ts';
import type {PlannedAdd, PlannedUpdate} from './validation.ts';

function limitsOf(ctx: ApiContext): readonly OrderLimit[] {
  return orderLimits[ctx.shop.id as StoreId] ?? [];
}

/**
 * The user errors for a cart (or a new one: `cartId` null) after `adds` and `updates`; [] when every
 * limit holds. Units are counted as asked, before stock cuts them down.
 */
export function orderLimitErrors(
  ctx: ApiContext,
  cartId: string | null,
  changes: {adds?: readonly PlannedAdd[]; updates?: readonly PlannedUpdate[]},
  field: string[],
): CartUserError[] {
  const limits = limitsOf(ctx);
  if (limits.length === 0) return [];
  const tagsOf = new Map<number, string[]>();
  const tags = (variantId: number): string[] => {
    const cached = tagsOf.get(variantId);
    if (cached) return cached;
    const merchandise = findMerchandise(ctx.db, ctx.shop.id, variantId);
    const product = merchandise
      ? findProductById(ctx.db, ctx.shop.id, merchandise.productId)
      : null;
    const found = product?.tags ?? [];
    tagsOf.set(variantId, found);
    return found;
  };
  // The cart's units per variant after the change.
  const units = new Map<number, number>();
  const add = (variantId: number, quantity: number) =>
    units.set(variantId, (units.get(variantId) ?? 0) + quantity);
  const updated = new Map(
    (changes.updates ?? []).map((update) => [update.lineId, update]),
  );
  for (const line of cartId ? listCartLines(ctx.db, cartId) : []) {
    const update = updated.get(line.id);
    add(
      update?.variantId ?? line.merchandise.variantId,
      update?.quantity ?? line.quantity,
    );
  }
  for (const planned of changes.adds ?? [])
    add(planned.variantId, planned.quantity);
  const errors: CartUserError[] = [];
  for (const limit of limits) {
    let total = 0;
    for (const [variantId, quantity] of units)
      if (tags(variantId).includes(limit.tag)) total += quantity;
    // A change that brings the cart down (or keeps it) is always allowed, even above a lowered limit.
    const before = cartId
      ? listCartLines(ctx.db, cartId)
          .filter((line) =>
            tags(line.merchandise.variantId).includes(limit.tag),
          )
          .reduce((sum, line) => sum + line.quantity, 0)
      : 0;
    if (total > limit.maxUnits && total > before)
      errors.push({
        code: 'VALIDATION_CUSTOM',
        field,
        message: `You can buy at most ${limit.maxUnits} packs of ${limit.tag.replace(/-/g, ' ')} in one order.`,
      });
  }
  return errors;
}
