import type {MappedProductOptions} from '@shopify/hydrogen';
import type {SelectedOption} from '@shopify/hydrogen/storefront-api-types';
import {Link} from '../i18n/links';

/**
 * The product's options (size, pack, flavour) as radio links to their variant, from Hydrogen's
 * getProductOptions (decision 25); an option with one value is not a choice and is left out. A
 * sold-out value stays choosable and says so. A link keeps the shown variant's other options, so a
 * second click made before the first one's page has arrived keeps both choices; Hydrogen's
 * `variantUriQuery` (its closest variant) when that combination does not exist.
 */
export function ProductOptions({
  options,
  selected,
  soldOut,
}: {
  options: MappedProductOptions[];
  selected: SelectedOption[];
  /** A sold-out value's accessible name: "Mint (sold out)". */
  soldOut: (value: string) => string;
}) {
  return options
    .filter((option) => option.optionValues.length > 1)
    .map((option) => (
      <fieldset key={option.name} className="variant-option">
        <legend>
          {option.name}:{' '}
          <strong>
            {option.optionValues.find((value) => value.selected)?.name}
          </strong>
        </legend>
        <div
          className="variant-option__values"
          role="radiogroup"
          aria-label={option.name}
        >
          {option.optionValues.map((value) => {
            if (!value.variant) return null;
            const query = value.exists
              ? new URLSearchParams(
                  selected.map((o) => [
                    o.name,
                    o.name === option.name ? value.name : o.value,
                  ]),
                ).toString()
              : value.variantUriQuery;
            return (
              <Link
                key={value.name}
                to={
                  value.isDifferentProduct
                    ? `/products/${value.handle}?${value.variantUriQuery}`
                    : `?${query}`
                }
                replace={!value.isDifferentProduct}
                preventScrollReset
                prefetch="intent"
                className="variant-option__value"
                role="radio"
                aria-checked={value.selected}
                aria-label={value.available ? value.name : soldOut(value.name)}
                data-unavailable={!value.available || undefined}
              >
                {value.name}
              </Link>
            );
          })}
        </div>
      </fieldset>
    ));
}
