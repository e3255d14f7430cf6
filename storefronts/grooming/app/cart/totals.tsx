/**
 * Grooming's totals rows, one list for the drawer and the /cart page: subtotal, discount, the shipping line
 * from the store's one rule (decision 99) and the total that includes it, so both show what checkout charges.
 */
import {Money} from '@shared/money/Money';
import {decimalMoney, moneyData} from '@shared/money/format';

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
