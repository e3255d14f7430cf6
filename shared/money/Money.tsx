import type {ComponentPropsWithoutRef, ElementType} from 'react';
import {formatMoney} from './format';

type MoneyProps<C extends ElementType> = {
  /** A Storefront API MoneyV2 (`{amount: "1299.0", currencyCode: "INR"}`); optimistic carts may lack parts. */
  data: {amount?: string | null; currencyCode?: string | null};
  as?: C;
  withoutTrailingZeros?: boolean;
  withoutCurrency?: boolean;
} & Omit<ComponentPropsWithoutRef<C>, 'children' | 'data' | 'as'>;

/**
 * Hydrogen's `<Money>` with the same props, written the Indian way (₹1,00,000.00). Hydrogen's own
 * takes its locale from `<ShopifyProvider>`, which Hydrogen apps do not mount (so it falls back to
 * en-US grouping, ₹100,000.00); see decision 17.
 */
export function Money<C extends ElementType = 'div'>({
  data,
  as,
  withoutTrailingZeros,
  withoutCurrency,
  ...rest
}: MoneyProps<C>) {
  const Tag: ElementType = as ?? 'div';
  const text =
    data.amount != null && data.currencyCode
      ? formatMoney(
          {amount: data.amount, currencyCode: data.currencyCode},
          {withoutTrailingZeros, withoutCurrency},
        )
      : '';
  return <Tag {...rest}>{text}</Tag>;
}
