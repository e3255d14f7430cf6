/**
 * Checkout perks the provider's checkout page applies (shop_perks, seeded from hydrogen.config.ts
 * `cartPerks`; decision 40):
 * - prepaid: `percent`% off the order (the cart total after discount codes) when the shopper pays
 *   online, rounded down to the paisa by the same function the cart drawer uses
 *   (shared/cart/perks.ts `prepaidSavingsPaise`);
 * - loyalty coins: a signed-in shopper (the cart's buyer) may spend coins, each worth
 *   `valuePaise`, at most `redeemCapPercent`% of the order (`coinsRedeemable`); every placed order of
 *   a known customer earns one coin per `earnPaisePerCoin` of its subtotal (`coinsToEarn`).
 * `placeOrder` does it all in one transaction: the order, its adjustments, the coins spent and earned.
 * A replay returns the order already placed and moves no coin.
 */
import type {Db} from '../data/db.ts';
import {transaction} from '../data/db.ts';
import {priceCart, type PricedCart} from '../pricing/cart.ts';
import {findOrder, findOrderByCartId, type Order} from '../data/orders.ts';
import {createOrderFromCart, type CreateOrderInput} from '../orders/from-cart.ts';
import {findShopPerks, type ShopPerks} from '../data/perks.ts';
import {coinBalance, earnCoins, redeemCoins} from '../data/loyalty.ts';
import {recordOrderDiscounts, type OrderDiscount} from '../data/order-discounts.ts';
import {applyOrderAdjustments} from '../pricing/order-adjustments.ts';
import {coinsRedeemable, coinsToEarn, prepaidSavingsPaise} from '../../../shared/cart/perks.ts';

export interface CheckoutQuote {
  perks: ShopPerks;
  /** The cart total after discount codes: what the prepaid percent and the coin cap apply to. */
  orderPaise: number;
  /** Saving if the shopper pays online (0 when the shop has no prepaid discount). */
  prepaidPaise: number;
  /** The signed-in buyer's coins, or null (no coins in this shop, or no customer on the cart). */
  coins: {name: string; balance: number; usable: number; valuePaise: number; amountPaise: number} | null;
  /** Coins this order earns its customer. */
  coinsToEarn: number;
  customerId: number | null;
}

export function checkoutQuote(db: Db, priced: PricedCart): CheckoutQuote {
  const perks = findShopPerks(db, priced.cart.shop);
  const orderPaise = priced.totalPaise;
  const customerId = priced.cart.buyerIdentity.customerId ?? null;
  let coins: CheckoutQuote['coins'] = null;
  if (perks.coins && customerId) {
    const balance = coinBalance(db, perks.shop, customerId);
    const usable = coinsRedeemable(orderPaise, balance, perks.coins.valuePaise, perks.coins.redeemCapPercent);
    coins = {name: perks.coins.name, balance, usable, valuePaise: perks.coins.valuePaise, amountPaise: usable * perks.coins.valuePaise};
  }
  return {
    perks,
    orderPaise,
    prepaidPaise: prepaidSavingsPaise(orderPaise, perks.prepaidDiscountPercent),
    coins,
    coinsToEarn: perks.coins ? coinsToEarn(priced.subtotalPaise, perks.coins.earnPaisePerCoin) : 0,
    customerId,
  };
}

/** The adjustments an order gets for the shopper's choices. */
export function chosenAdjustments(quote: CheckoutQuote, paymentMethod: 'COD' | 'PREPAID', useCoins: boolean): OrderDiscount[] {
  const list: OrderDiscount[] = [];
  if (paymentMethod === 'PREPAID' && quote.prepaidPaise > 0) {
    list.push({kind: 'prepaid', title: `Prepaid discount (${quote.perks.prepaidDiscountPercent}%)`, code: null, amountPaise: quote.prepaidPaise});
  }
  if (useCoins && quote.coins && quote.coins.usable > 0) {
    list.push({kind: 'loyalty', title: `${quote.coins.usable} ${quote.coins.name}`, code: null, amountPaise: quote.coins.amountPaise});
  }
  return list;
}

/** The code and gift discounts an order carries from its cart. */
function cartDiscounts(priced: PricedCart): OrderDiscount[] {
  const code = priced.applied?.discount?.code ?? null;
  const list: OrderDiscount[] = [];
  if (code && priced.discountPaise > 0) list.push({kind: 'code', title: priced.applied!.discount!.title, code, amountPaise: priced.discountPaise});
  if (code && priced.giftPaise > 0) list.push({kind: 'gift', title: priced.applied!.discount!.title, code, amountPaise: priced.giftPaise});
  return list;
}

export interface PlaceOrderInput extends CreateOrderInput {
  useCoins?: boolean;
}

/**
 * Places the order with its perks. Throws OrderError (cart missing/empty) or LoyaltyError (the coins
 * were spent elsewhere meanwhile); nothing is written then.
 */
export function placeOrder(db: Db, input: PlaceOrderInput): {order: Order; created: boolean} {
  const cartId = input.cartId.replace(/^gid:\/\/shopify\/Cart\//, '').replace(/\?.*$/, '');
  return transaction(db, () => {
    const existing = findOrderByCartId(db, cartId);
    if (existing) return {order: existing, created: false};
    const priced = priceCart(db, cartId);
    const quote = priced ? checkoutQuote(db, priced) : null;
    const {order, created} = createOrderFromCart(db, {...input, cartId});
    if (!created || !priced || !quote) return {order, created};
    recordOrderDiscounts(db, order.id, cartDiscounts(priced));
    const adjustments = chosenAdjustments(quote, input.paymentMethod, input.useCoins === true);
    applyOrderAdjustments(db, order.id, adjustments);
    const spent = adjustments.find((a) => a.kind === 'loyalty');
    if (spent && quote.coins && quote.customerId) {
      redeemCoins(db, order.shop, quote.customerId, order.id, quote.coins.usable, `Spent on order ${order.name}`);
    }
    if (order.customerId && quote.coinsToEarn > 0) {
      earnCoins(db, order.shop, order.customerId, order.id, quote.coinsToEarn, `Earned on order ${order.name}`);
    }
    return {order: findOrder(db, order.shop, order.id)!, created};
  });
}
