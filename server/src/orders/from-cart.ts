/**
 * Places the order for a cart, with totals from `priceCart` (pricing/cart.ts, the discount engine).
 * Idempotent per cart: a replay returns the existing order (`created: false`) and writes nothing.
 * Prices, checks stock and writes in one BEGIN IMMEDIATE transaction, so two completions cannot both
 * take the last units (no oversell). Throws OrderError for an unknown or empty cart, or one that cannot
 * be filled from stock (nothing is written then). The cart's codes are priced with the order's payment
 * and buyer (pricing/engine.ts conditions): a code whose rule the order does not meet is not applied
 * (it is in `priced.codes` with its reason; the checkout tells the shopper before they confirm).
 */
import {findCart} from '../data/carts.ts';
import {sessionCustomerId} from '../customers/cart-session.ts';
import type {Db} from '../data/db.ts';
import {transaction} from '../data/db.ts';
import {
  assertInStock,
  buyerOrderHistory,
  findOrder,
  findOrderByCartId,
  insertOrder,
  OrderError,
  type NewOrderLine,
  type Order,
  type PaymentMethod,
  type ShippingAddress,
} from '../data/orders.ts';
import {priceCart, type PricedCart} from '../pricing/cart.ts';
import type {PaymentInstrument} from '../pricing/payment.ts';

export interface CreateOrderInput {
  cartId: string;
  paymentMethod: PaymentMethod;
  /** PREPAID: how (codes may require an instrument); null or absent: not said. */
  paymentInstrument?: PaymentInstrument | null;
  shippingAddress: ShippingAddress;
  email?: string | null;
  phone?: string | null;
  customerId?: number | null;
  /** Shipping charged on top of the cart total (default 0). */
  shippingPaise?: number;
  /** Or the shipping for the subtotal this write prices (the store's rule; decision 99). */
  shippingFor?: (subtotalPaise: number) => number;
  /** The Cash on Delivery fee charged on top of the cart total (default 0; checkout-provider/delivery.ts). */
  codFeePaise?: number;
}

export function createOrderFromCart(
  db: Db,
  input: CreateOrderInput,
): {order: Order; created: boolean; priced: PricedCart | null} {
  const cartId = input.cartId
    .replace(/^gid:\/\/shopify\/Cart\//, '')
    .replace(/\?.*$/, '');
  return transaction(db, () => {
    const existing = findOrderByCartId(db, cartId);
    if (existing) return {order: existing, created: false, priced: null};
    const cart = findCart(db, cartId);
    if (!cart)
      throw new OrderError('CART_NOT_FOUND', `Cart ${cartId} does not exist`);
    const email = input.email ?? cart.buyerIdentity.email ?? null;
    const phone = input.phone ?? cart.buyerIdentity.phone ?? null;
    // Only a signed-in buyer (a customer access token on the cart) makes it the customer's order; an
    // e-mail anyone can type files a guest order (docs/security.md, "Identity and promotions"). The
    // session must still be live: a cart a failed logout left attached files a guest order too.
    const customerId = input.customerId ?? sessionCustomerId(db, cart) ?? null;
    const priced = priceCart(db, cartId, '', {
      payment: {
        method: input.paymentMethod,
        instrument:
          input.paymentMethod === 'PREPAID'
            ? (input.paymentInstrument ?? null)
            : null,
      },
      buyer: buyerOrderHistory(db, cart.shop, {customerId, phone}),
    })!;
    if (priced.lines.length === 0)
      throw new OrderError('CART_EMPTY', `Cart ${cartId} has no lines`);
    const lines: NewOrderLine[] = priced.lines.map(
      ({line, unitPricePaise, discountPaise}) => ({
        variantId: line.merchandise.variantId,
        productTitle: line.merchandise.productTitle,
        variantTitle: line.merchandise.variantTitle,
        quantity: line.quantity,
        unitPricePaise,
        discountPaise,
      }),
    );
    assertInStock(db, lines);

    const shippingPaise = Math.max(
      0,
      Math.trunc(
        input.shippingFor?.(priced.subtotalPaise) ?? input.shippingPaise ?? 0,
      ),
    );
    const codFeePaise = Math.max(0, Math.trunc(input.codFeePaise ?? 0));
    const orderId = insertOrder(db, {
      shop: cart.shop,
      cartId,
      customerId,
      email,
      phone,
      currency: priced.currency,
      subtotalPaise: priced.subtotalPaise,
      discountPaise: priced.discountPaise,
      shippingPaise,
      totalPaise: priced.totalPaise + shippingPaise + codFeePaise,
      discountCode: priced.applied?.discount?.code ?? null,
      paymentMethod: input.paymentMethod,
      paymentInstrument:
        input.paymentMethod === 'PREPAID'
          ? (input.paymentInstrument ?? null)
          : null,
      shippingAddress: input.shippingAddress,
      lines,
    });
    return {order: findOrder(db, cart.shop, orderId)!, created: true, priced};
  });
}
