/**
 * Checkout perks the provider's checkout page applies (shop_perks, seeded from contracts/
 * `cartPerks`; decision 40):
 * - prepaid: `percent`% off the order (the cart total after discount codes) when the shopper pays
 *   online, rounded down to the paisa by the same function the cart drawer uses
 *   (contracts/perks.ts `prepaidSavingsPaise`);
 * - loyalty coins: a signed-in shopper (the cart's buyer) may spend coins, each worth
 *   `valuePaise`, at most `redeemCapPercent`% of the order (`coinsRedeemable`); every placed order of
 *   a known customer earns one coin per `earnPaisePerCoin` of its subtotal (`coinsToEarn`), credited
 *   when the order is paid (orders/paid.ts: prepaid at once, Cash on Delivery on delivery; decision 103).
 * `placeOrder` does it all in one transaction: the order, its adjustments, the coins spent and owed.
 * A replay returns the order already placed and moves no coin.
 */
import type {Db} from '../data/db.ts';
import {transaction} from '../data/db.ts';
import {priceCart, type PricedCart} from '../pricing/cart.ts';
import type {DiscountConditions} from '../pricing/engine.ts';
import {
  isConditionReason,
  type ConditionReason,
} from '../pricing/condition-messages.ts';
import {
  PAYMENT_CHOICES,
  type PaymentChoice,
  type PaymentMethod,
} from '../pricing/payment.ts';
import {sessionCustomerId} from '../customers/cart-session.ts';
import {findOrder, findOrderByCartId, type Order} from '../data/orders.ts';
import {
  createOrderFromCart,
  type CreateOrderInput,
} from '../orders/from-cart.ts';
import {findShopPerks, type ShopPerks} from '../data/perks.ts';
import {coinBalance, recordPendingCoins, redeemCoins} from '../data/loyalty.ts';
import {orderPaid} from '../orders/paid.ts';
import {
  recordOrderDiscounts,
  type OrderDiscount,
} from '../data/order-discounts.ts';
import {applyOrderAdjustments} from '../pricing/order-adjustments.ts';
import {
  recordOrderDelivery,
  type OrderDelivery,
} from '../data/order-delivery.ts';
import {
  coinsRedeemable,
  coinsToEarn,
  prepaidSavingsPaise,
} from '../../../contracts/index.ts';

export interface CheckoutQuote {
  perks: ShopPerks;
  /** The cart priced for one payment choice (its codes' conditions checked against it). */
  priced: PricedCart;
  /** The cart total after discount codes: what the prepaid percent and the coin cap apply to. */
  orderPaise: number;
  /**
   * The prepaid discount on this total (0 when the shop has none, or the applied code does not combine
   * with it: a prepaid code is the prepaid offer). Taken only when the order is prepaid.
   */
  prepaidPaise: number;
  /** The signed-in buyer's coins, or null (no coins in this shop, or no live customer session on the cart). */
  coins: {
    name: string;
    balance: number;
    usable: number;
    valuePaise: number;
    amountPaise: number;
  } | null;
  /** Coins this order earns its customer. */
  coinsToEarn: number;
  customerId: number | null;
}

export function checkoutQuote(db: Db, priced: PricedCart): CheckoutQuote {
  const perks = findShopPerks(db, priced.cart.shop);
  const orderPaise = priced.totalPaise;
  // Coins need the customer's live session, not a cart that was once attached (cart-session.ts).
  const customerId = sessionCustomerId(db, priced.cart);
  let coins: CheckoutQuote['coins'] = null;
  if (perks.coins && customerId) {
    const balance = coinBalance(db, perks.shop, customerId);
    const usable = coinsRedeemable(
      orderPaise,
      balance,
      perks.coins.valuePaise,
      perks.coins.redeemCapPercent,
    );
    coins = {
      name: perks.coins.name,
      balance,
      usable,
      valuePaise: perks.coins.valuePaise,
      amountPaise: usable * perks.coins.valuePaise,
    };
  }
  const combines =
    priced.applied?.discount?.conditions?.combinesWithPrepaid !== false;
  return {
    perks,
    priced,
    orderPaise,
    prepaidPaise: combines
      ? prepaidSavingsPaise(orderPaise, perks.prepaidDiscountPercent)
      : 0,
    coins,
    coinsToEarn: perks.coins
      ? coinsToEarn(priced.subtotalPaise, perks.coins.earnPaisePerCoin)
      : 0,
    customerId,
  };
}

/** The quote for each payment choice the checkout offers (codes may need a payment, payment.ts). */
export function checkoutQuotes(
  db: Db,
  cartId: string,
): {choice: PaymentChoice; quote: CheckoutQuote}[] {
  return PAYMENT_CHOICES.map((choice) => ({
    choice,
    quote: checkoutQuote(db, priceCart(db, cartId, '', {payment: choice})!),
  }));
}

/** The adjustments an order gets for the shopper's choices. */
export function chosenAdjustments(
  quote: CheckoutQuote,
  paymentMethod: PaymentMethod,
  useCoins: boolean,
): OrderDiscount[] {
  const list: OrderDiscount[] = [];
  if (paymentMethod === 'PREPAID' && quote.prepaidPaise > 0) {
    list.push({
      kind: 'prepaid',
      title: `Prepaid discount (${quote.perks.prepaidDiscountPercent}%)`,
      code: null,
      amountPaise: quote.prepaidPaise,
    });
  }
  if (useCoins && quote.coins && quote.coins.usable > 0) {
    list.push({
      kind: 'loyalty',
      title: `${quote.coins.usable} ${quote.coins.name}`,
      code: null,
      amountPaise: quote.coins.amountPaise,
    });
  }
  return list;
}

/** The code and gift discounts an order carries from its cart. */
function cartDiscounts(priced: PricedCart): OrderDiscount[] {
  const code = priced.applied?.discount?.code ?? null;
  const list: OrderDiscount[] = [];
  if (code && priced.discountPaise > 0)
    list.push({
      kind: 'code',
      title: priced.applied!.discount!.title,
      code,
      amountPaise: priced.discountPaise,
    });
  if (code && priced.giftPaise > 0)
    list.push({
      kind: 'gift',
      title: priced.applied!.discount!.title,
      code,
      amountPaise: priced.giftPaise,
    });
  return list;
}

export interface PlaceOrderInput extends CreateOrderInput {
  useCoins?: boolean;
  /**
   * The total the shopper confirmed (paise). When given and the order would cost anything else (the
   * cart, a code's rule or the coins changed since), nothing is written: CheckoutChanged.
   */
  expectedTotalPaise?: number;
  /**
   * The delivery check for the order's total (checkout-provider/delivery.ts), run inside the
   * transaction on the total it prices: throws to refuse (nothing is written), or gives what the order
   * records. The COD fee it names must be the `codFeePaise` charged on top (CreateOrderInput).
   */
  delivery?: (orderPaise: number) => OrderDelivery | null;
  /** Runs in the order's transaction once it is placed (the COD confirmation's first write, issue 39). */
  onPlaced?: (order: Order, quote: CheckoutQuote) => void;
}

/** The order would not cost what the shopper confirmed; `totalPaise` is what it costs now. */
export class CheckoutChanged extends Error {
  totalPaise: number;
  /** Codes on the cart this order does not get, and why. */
  notApplied: CodeNotMet[];
  constructor(totalPaise: number, notApplied: CodeNotMet[]) {
    super(`The order total is now ${totalPaise} paise`);
    this.name = 'CheckoutChanged';
    this.totalPaise = totalPaise;
    this.notApplied = notApplied;
  }
}

/** A code on the cart whose usage rule (payment, first order, once per customer) an order does not meet. */
export interface CodeNotMet {
  code: string;
  reason: ConditionReason;
  conditions: DiscountConditions | undefined;
}

export function codesNotMet(priced: PricedCart): CodeNotMet[] {
  return priced.codes.flatMap((c) => {
    const reason = c.evaluation?.reason ?? null;
    return c.discount && isConditionReason(reason)
      ? [{code: c.discount.code, reason, conditions: c.discount.conditions}]
      : [];
  });
}

/**
 * Places the order with its perks. Throws OrderError (cart missing/empty), LoyaltyError (the coins
 * were spent elsewhere meanwhile) or CheckoutChanged; nothing is written then.
 */
export function placeOrder(
  db: Db,
  input: PlaceOrderInput,
): {order: Order; created: boolean} {
  const cartId = input.cartId
    .replace(/^gid:\/\/shopify\/Cart\//, '')
    .replace(/\?.*$/, '');
  return transaction(db, () => {
    const existing = findOrderByCartId(db, cartId);
    if (existing) return {order: existing, created: false};
    const {order, created, priced} = createOrderFromCart(db, {
      ...input,
      cartId,
    });
    if (!created || !priced) return {order, created};
    const delivery = input.delivery?.(priced.totalPaise);
    if (delivery) recordOrderDelivery(db, order.id, delivery);
    const quote = checkoutQuote(db, priced);
    recordOrderDiscounts(db, order.id, cartDiscounts(priced));
    const adjustments = chosenAdjustments(
      quote,
      input.paymentMethod,
      input.useCoins === true,
    );
    applyOrderAdjustments(db, order.id, adjustments);
    const spent = adjustments.find((a) => a.kind === 'loyalty');
    if (spent && quote.coins && quote.customerId) {
      redeemCoins(
        db,
        order.shop,
        quote.customerId,
        order.id,
        quote.coins.usable,
        `Spent on order ${order.name}`,
      );
    }
    if (order.customerId && quote.coinsToEarn > 0) {
      // Owed until the order is paid: at once when prepaid, on delivery for COD (decision 103).
      recordPendingCoins(
        db,
        order.shop,
        order.customerId,
        order.id,
        quote.coinsToEarn,
        `Earned on order ${order.name}`,
      );
      if (input.paymentMethod === 'PREPAID')
        orderPaid(db, order.shop, order.id);
    }
    const placed = findOrder(db, order.shop, order.id)!;
    // Thrown inside the transaction: the order, its discounts and coin moves are rolled back.
    if (
      input.expectedTotalPaise !== undefined &&
      placed.totalPaise !== input.expectedTotalPaise
    ) {
      throw new CheckoutChanged(placed.totalPaise, codesNotMet(priced));
    }
    input.onPlaced?.(placed, quote);
    return {order: placed, created};
  });
}
