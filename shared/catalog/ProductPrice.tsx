import {formatMoney} from '@shared/money/format';
import type {MoneyV2} from '@shopify/hydrogen/storefront-api-types';
import {discountPercent} from './pricing';

type Amount = Pick<MoneyV2, 'amount' | 'currencyCode'>;

/** Price, struck-through MRP and a "% off" badge (shown only for a real discount). ₹1,299.00 as Money writes it. */
export function ProductPrice({
  price,
  compareAtPrice,
  size = 'card',
}: {
  price: Amount | null | undefined;
  compareAtPrice?: Amount | null;
  size?: 'card' | 'page';
}) {
  if (!price) return null;
  const percent = discountPercent(compareAtPrice?.amount, price.amount);
  // Amounts as text in their element (no wrapper per amount) and whole strings: a card renders
  // this a dozen times per page (decision 56).
  return (
    <div className={`price price--${size}`}>
      <span className="price__current">
        <span className="visually-hidden">Price </span>
        {formatMoney(price)}
      </span>
      {percent && compareAtPrice ? (
        <>
          <span className="price__mrp">
            <span className="price__mrp-label">MRP </span>
            <s>{formatMoney(compareAtPrice)}</s>
          </span>
          <span className="price__off">{`${percent}% off`}</span>
        </>
      ) : null}
    </div>
  );
}
