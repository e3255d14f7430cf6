/**
 * Reading a storefront's cart (the JSON body of the discount API) into engine lines. Prices and
 * product ids come from the catalogue, never from the body: only variant ids and quantities are read.
 */
import {BadRequest} from '../http/app.ts';
import type {Db} from '../data/db.ts';
import {findMerchandise} from '../data/carts.ts';
import type {EngineLine} from '../pricing/engine.ts';

const MAX_LINE_QUANTITY = 10_000;

function variantNumber(value: unknown): number | null {
  if (typeof value === 'number' && Number.isSafeInteger(value) && value > 0)
    return value;
  if (typeof value !== 'string') return null;
  const match = /^(?:gid:\/\/shopify\/ProductVariant\/)?(\d+)(?:\?.*)?$/.exec(
    value.trim(),
  );
  return match ? Number(match[1]) : null;
}

function lineList(cart: Record<string, unknown>): unknown[] {
  const lines = cart.lines;
  if (Array.isArray(lines)) return lines;
  if (lines && typeof lines === 'object') {
    const {nodes, edges} = lines as {nodes?: unknown; edges?: unknown};
    if (Array.isArray(nodes)) return nodes;
    if (Array.isArray(edges))
      return edges.map((edge) => (edge as {node?: unknown})?.node);
  }
  throw new BadRequest('cart.lines must be a list (or {nodes: [...]})');
}

/** The body's cart as engine lines (throws BadRequest 400 with a readable message). */
export function engineLinesFromCart(
  db: Db,
  shop: string,
  cart: unknown,
): EngineLine[] {
  if (!cart || typeof cart !== 'object' || Array.isArray(cart))
    throw new BadRequest('cart must be an object');
  return lineList(cart as Record<string, unknown>).map((raw, index) => {
    if (!raw || typeof raw !== 'object')
      throw new BadRequest(`cart line ${index} must be an object`);
    const line = raw as Record<string, unknown>;
    const merchandise = (line.merchandise ?? {}) as Record<string, unknown>;
    const variantId = variantNumber(
      merchandise.id ?? line.variant_id ?? line.variantId,
    );
    if (variantId === null)
      throw new BadRequest(`cart line ${index} has no valid merchandise.id`);
    const quantity = line.quantity;
    if (
      typeof quantity !== 'number' ||
      !Number.isInteger(quantity) ||
      quantity < 1 ||
      quantity > MAX_LINE_QUANTITY
    ) {
      throw new BadRequest(
        `cart line ${index} needs an integer quantity from 1 to ${MAX_LINE_QUANTITY}`,
      );
    }
    const found = findMerchandise(db, shop, variantId);
    if (!found)
      throw new BadRequest(`cart line ${index}: unknown variant ${variantId}`);
    return {
      variantId,
      productId: found.productId,
      quantity,
      unitPricePaise: found.pricePaise,
      compareAtPaise: found.compareAtPaise,
    };
  });
}
