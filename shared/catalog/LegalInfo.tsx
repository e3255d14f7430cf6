import {formatMoney} from '@shared/money/format';
import type {MoneyV2} from '@shopify/hydrogen/storefront-api-types';

type Field = {value: string} | null | undefined;
type Amount = Pick<MoneyV2, 'amount' | 'currencyCode'>;

/** The product's `legal` metafields (SharedProductLegal), in the page's language. */
export interface LegalProduct {
  legalManufacturer?: Field;
  legalMarketer?: Field;
  legalCountryOfOrigin?: Field;
  legalNetQuantity?: Field;
  legalBestBefore?: Field;
  legalConsumerCare?: Field;
}

/** The chosen variant: its own net quantity (a pack) and its MRP (compare-at price, else its price). */
export interface LegalVariant {
  netQuantity?: Field;
  price: Amount;
  compareAtPrice?: Amount | null;
}

/** A store's words for the block, in the page's language. */
export interface LegalLabels {
  heading: string;
  manufacturer: string;
  marketer: string;
  countryOfOrigin: string;
  netQuantity: string;
  bestBefore: string;
  mrp: string;
  /** The MRP line's value: "₹175.00 (inclusive of all taxes)". */
  mrpValue: (amount: string) => string;
  consumerCare: string;
}

/**
 * What the Consumer Protection (E-Commerce) Rules 2020 and the Legal Metrology (Packaged Commodities)
 * Rules ask every product page to show (decision 109): maker and marketer with their addresses,
 * country of origin, net quantity, best-before where it applies, MRP inclusive of taxes and the
 * consumer-care contact. Values are the merchant's metafields; a fact the product lacks is left out.
 */
export function LegalInfo({
  product,
  variant,
  labels,
}: {
  product: LegalProduct;
  variant: LegalVariant;
  labels: LegalLabels;
}) {
  const mrp = variant.compareAtPrice ?? variant.price;
  const rows: Array<[string, string, string | undefined]> = [
    ['manufacturer', labels.manufacturer, product.legalManufacturer?.value],
    ['marketer', labels.marketer, product.legalMarketer?.value],
    [
      'country-of-origin',
      labels.countryOfOrigin,
      product.legalCountryOfOrigin?.value,
    ],
    [
      'net-quantity',
      labels.netQuantity,
      variant.netQuantity?.value ?? product.legalNetQuantity?.value,
    ],
    ['best-before', labels.bestBefore, product.legalBestBefore?.value],
    ['mrp', labels.mrp, labels.mrpValue(formatMoney(mrp))],
    ['consumer-care', labels.consumerCare, product.legalConsumerCare?.value],
  ];
  return (
    <section
      className="legal-info"
      aria-labelledby="legal-info-title"
      data-testid="legal-info"
    >
      <h2 id="legal-info-title" className="legal-info__title">
        {labels.heading}
      </h2>
      <dl className="legal-info__list">
        {rows.map(([key, label, value]) =>
          value ? (
            <div key={key} className="legal-info__row" data-legal={key}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ) : null,
        )}
      </dl>
    </section>
  );
}
