/**
 * What the shopper saw: a short fingerprint of the cart's lines, codes and buyer as the checkout page
 * drew them. The page posts it back; an order is placed only for the same cart (docs/security.md
 * "Identity and promotions", decision 66: another tab that changed the cart makes the checkout ask again).
 */
import {createHash} from 'node:crypto';
import type {PricedCart} from '../pricing/cart.ts';

export function cartVersion(priced: PricedCart): string {
  const state = {
    lines: priced.lines.map((l) => [
      l.line.merchandise.variantId,
      l.line.quantity,
      l.unitPricePaise,
      l.gift === true,
    ]),
    codes: priced.cart.discountCodes.map((c) => c.toUpperCase()),
    customer: priced.cart.buyerIdentity.customerId ?? null,
    total: priced.totalPaise,
  };
  return createHash('sha256')
    .update(JSON.stringify(state))
    .digest('hex')
    .slice(0, 32);
}
