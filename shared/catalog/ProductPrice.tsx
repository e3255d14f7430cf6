import {formatMoney} from '@shared/money/format';
import type {MoneyV2} from '@shopify/hydrogen/storefront-api-types';
import {discountPercent} from './pricing';

type Amount = Pick<MoneyV2, 'amount' | 'currencyCode'>;

export interface PriceLabels {
  /** Read before the amount by screen readers ("Price "), or '' for none. */
  price: string;
  /** Shown before the struck-through compare-at price ("MRP "), or '' for none. */
  mrp: string;
  /** The saving after the prices ("35% off"); leave out where the store shows it elsewhere. */
  percentOff?: (percent: number) => string;
}

/**
 * Price, struck-through compare-at price (MRP) and the saving, all from shared/catalog/pricing.ts;
 * the compare-at price shows only for a real discount. ₹1,299.00 as Money writes it (decision 17).
 */
export function ProductPrice({
  price,
  compareAtPrice,
  labels,
  size = 'card',
  testId,
}: {
  price: Amount | null | undefined;
  compareAtPrice?: Amount | null;
  labels: PriceLabels;
  size?: 'card' | 'page';
  testId?: string;
}) {
  if (!price) return null;
  const percent = discountPercent(compareAtPrice?.amount, price.amount);
  // Amounts as text in their element (no wrapper per amount) and whole strings: a card renders
  // this a dozen times per page (decision 56).
  return (
    <div className={`price price--${size}`} data-testid={testId}>
      <span className="price__current">
        {labels.price ? (
          <span className="visually-hidden">{labels.price}</span>
        ) : null}
        {formatMoney(price)}
      </span>
      {percent && compareAtPrice ? (
        <>
          <span className="price__mrp">
            {labels.mrp ? (
              <span className="price__mrp-label">{labels.mrp}</span>
            ) : null}
            <s className="price__compare">{formatMoney(compareAtPrice)}</s>
          </span>
          {labels.percentOff ? (
            <span className="price__off">{labels.percentOff(percent)}</span>
          ) : null}
        </>
      ) : null}
    </div>
  );
}
