/**
 * Grooming's totals rows, one list for the drawer and the /cart page: subtotal, discount, the shipping line
 * from the store's one rule (decision 99) and the total that includes it, so both show what checkout charges.
 */
import {Money} from '@shared/money/Money';
import {decimalMoney, moneyData, toPaise} from '@shared/money/format';
import {useStore} from '@shared/config/store';
import {CartTotals} from '@shared/cart/drawer/CartTotals';
import type {DrawerCart} from '@shared/cart/drawer/use-drawer-cart';
import {shippingFeePaise} from '@contracts/shipping';

/** The cart's money in paise as both the drawer and the page show it. */
export function cartAmounts(cart: DrawerCart | null | undefined) {
  const currency =
    cart?.cost?.totalAmount?.currencyCode ??
    cart?.cost?.subtotalAmount?.currencyCode ??
    'INR';
  const subtotalPaise = toPaise(cart?.cost?.subtotalAmount?.amount) ?? 0;
  const totalPaise = toPaise(cart?.cost?.totalAmount?.amount) ?? subtotalPaise;
  return {
    currency,
    subtotalPaise,
    totalPaise,
    discountPaise: Math.max(0, subtotalPaise - totalPaise),
  };
}

/** The totals of the drawer's footer and the /cart page, with the store's shipping rule (decision 99). */
export function GroomingTotals({
  cart,
  pricing,
}: {
  cart: DrawerCart | null | undefined;
  /** A line still being added has no price from the server yet: amounts wait for it, never read ₹0.00. */
  pricing?: boolean;
}) {
  const store = useStore();
  const amounts = cartAmounts(cart);
  return (
    <CartTotals
      rows={cartTotalsRows({
        ...amounts,
        shippingPaise: shippingFeePaise(store.shipping, amounts.subtotalPaise),
        cartTotal: cart?.cost?.totalAmount?.amount,
        pricing,
      })}
    />
  );
}

export function cartTotalsRows({
  subtotalPaise,
  discountPaise,
  shippingPaise,
  totalPaise,
  cartTotal,
  currency,
  pricing = false,
}: {
  subtotalPaise: number;
  discountPaise: number;
  shippingPaise: number;
  totalPaise: number;
  /** The cart's own total (decimal string), shown as is when no shipping is added. */
  cartTotal?: string | null;
  currency: string;
  /** A change is being priced: amounts show as "…". */
  pricing?: boolean;
}) {
  return [
    {
      key: 'subtotal',
      label: 'Subtotal',
      value: pricing ? (
        <span data-testid="cart-subtotal">…</span>
      ) : (
        <Money
          data={moneyData(subtotalPaise, currency)}
          as="span"
          data-testid="cart-subtotal"
        />
      ),
    },
    ...(discountPaise > 0
      ? [
          {
            key: 'discount',
            label: 'Discount',
            tone: 'discount' as const,
            value: (
              <span data-testid="cart-discount">
                −
                <Money data={moneyData(discountPaise, currency)} as="span" />
              </span>
            ),
          },
        ]
      : []),
    {
      key: 'shipping',
      label: 'Shipping',
      value: pricing ? (
        <span data-testid="cart-shipping">…</span>
      ) : (
        <span data-testid="cart-shipping">
          {shippingPaise > 0 ? (
            <Money data={moneyData(shippingPaise, currency)} as="span" />
          ) : (
            'FREE'
          )}
        </span>
      ),
    },
    {
      key: 'total',
      label: 'Total',
      tone: 'total' as const,
      value: pricing ? (
        <span data-testid="cart-total">…</span>
      ) : (
        <Money
          data={
            cartTotal && shippingPaise === 0
              ? decimalMoney(cartTotal, currency)
              : moneyData(totalPaise + shippingPaise, currency)
          }
          as="span"
          data-testid="cart-total"
        />
      ),
    },
  ];
}
