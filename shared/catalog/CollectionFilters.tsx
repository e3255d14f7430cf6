import {useState} from 'react';
import {Form, useLocation, useNavigate} from 'react-router';
import {Link} from '../i18n/links';
import {parseCollectionParams, priceRangeFromFacet} from './filters';
import {withParams} from './sort';

/** A store's words on the filter panel, in the page's language. */
export interface FilterLabels {
  /** The panel's heading (wide screens) and the toggle's words (phones). */
  filters: string;
  showFilters: string;
  hideFilters: string;
  availability: string;
  inStock: string;
  outOfStock: string;
  /** The price fieldset's legend, with the currency the inputs are in: "Price (₹)". */
  price: string;
  min: string;
  max: string;
  apply: string;
  clear: string;
  /** The collection's own price span under the inputs: "₹100 – ₹1,149". */
  priceSpan: (min: number, max: number) => string;
}

/** A Storefront API facet (collection.products.filters). */
export interface Facet {
  id: string;
  label: string;
  type: string;
  values: Array<{id: string; label: string; count: number; input?: unknown}>;
}

/**
 * Availability and price-range filters kept in the URL (shared/catalog/filters.ts): a panel that a
 * toggle opens on phones, a sidebar on wide screens. Works without JavaScript through the price
 * form's Apply button; the checkboxes navigate once the page is live.
 */
export function CollectionFilters({
  filters,
  labels,
}: {
  filters: Facet[];
  labels: FilterLabels;
}) {
  const location = useLocation();
  const [open, setOpen] = useState(false);
  const activeCount = parseCollectionParams(
    new URLSearchParams(location.search),
  ).filters.length;
  return (
    <div
      className="filters"
      data-open={open || undefined}
      data-testid="filter-panel"
    >
      <button
        type="button"
        className="filters__toggle button button--ghost"
        aria-expanded={open}
        aria-controls="filter-panel"
        onClick={() => setOpen((wasOpen) => !wasOpen)}
      >
        {open ? labels.hideFilters : labels.showFilters}
        {activeCount > 0 && (
          <span className="filters__count">{activeCount}</span>
        )}
      </button>
      {/* Without JavaScript the toggle cannot open the panel on a phone: the panel shows instead. */}
      <noscript
        dangerouslySetInnerHTML={{
          __html:
            '<style>.filters__panel{display:block!important}.filters__toggle{display:none!important}</style>',
        }}
      />
      <h2 className="filters__title">{labels.filters}</h2>
      <FilterPanel filters={filters} labels={labels} />
    </div>
  );
}

function FilterPanel({
  filters,
  labels,
}: {
  filters: Facet[];
  labels: FilterLabels;
}) {
  const location = useLocation();
  const navigate = useNavigate();
  const params = parseCollectionParams(new URLSearchParams(location.search));
  const availability = filters.find(
    (filter) => filter.id === 'filter.v.availability',
  );
  const priceFacet = filters.find((filter) => filter.type === 'PRICE_RANGE');
  const range = priceRangeFromFacet(
    priceFacet?.values[0]?.input as string | undefined,
  );
  const go = (changes: Record<string, string | null>) =>
    navigate(`${location.pathname}${withParams(location.search, changes)}`, {
      preventScrollReset: true,
    });

  const availabilityValues = availability?.values.length
    ? availability.values.map((value) => ({
        key: String(value.input ?? '').includes('true') ? 'true' : 'false',
        count: value.count,
      }))
    : [
        {key: 'true', count: null},
        {key: 'false', count: null},
      ];

  return (
    <div className="filters__panel" id="filter-panel">
      <fieldset className="filters__group">
        <legend>{labels.availability}</legend>
        {availabilityValues.map((value) => {
          const checked = String(params.available) === value.key;
          return (
            <label key={value.key} className="check">
              <input
                type="checkbox"
                name="available"
                value={value.key}
                checked={checked}
                onChange={() => go({available: checked ? null : value.key})}
                data-testid={`filter-available-${value.key}`}
              />
              <span>
                {value.key === 'true' ? labels.inStock : labels.outOfStock}
              </span>
              {value.count != null && (
                <span className="muted">({value.count})</span>
              )}
            </label>
          );
        })}
      </fieldset>
      <Form method="get" className="filters__group" preventScrollReset>
        {/* Keep the other filters and the sort when applying a price range. */}
        {[...new URLSearchParams(location.search)]
          .filter(
            ([key]) =>
              !['price_min', 'price_max', 'cursor', 'direction'].includes(key),
          )
          .map(([key, value]) => (
            <input
              key={`${key}=${value}`}
              type="hidden"
              name={key}
              value={value}
            />
          ))}
        <fieldset>
          <legend>{labels.price}</legend>
          <div className="price-range">
            <PriceInput
              key={`min-${params.priceMin}`}
              name="price_min"
              label={labels.min}
              value={params.priceMin}
            />
            <span aria-hidden="true">–</span>
            <PriceInput
              key={`max-${params.priceMax}`}
              name="price_max"
              label={labels.max}
              value={params.priceMax}
            />
          </div>
          {range && (
            <p className="muted small">
              {labels.priceSpan(range.min, range.max)}
            </p>
          )}
          <button
            type="submit"
            className="button button--small"
            data-testid="price-apply"
          >
            {labels.apply}
          </button>
        </fieldset>
      </Form>
      {params.filters.length > 0 && (
        <Link
          to={`${location.pathname}${withParams(location.search, {available: null, price_min: null, price_max: null})}`}
          className="text-link"
          preventScrollReset
        >
          {labels.clear}
        </Link>
      )}
    </div>
  );
}

/**
 * One end of the price range, in whole units of the currency; its label is the placeholder (and read
 * out). The caller keys it by the URL's value so a changed URL (clear, back) resets what was typed.
 */
function PriceInput({
  name,
  label,
  value,
}: {
  name: 'price_min' | 'price_max';
  label: string;
  value: number | null;
}) {
  return (
    <label>
      <span className="visually-hidden">{label}</span>
      <input
        type="number"
        name={name}
        inputMode="numeric"
        min={0}
        placeholder={label}
        defaultValue={value ?? ''}
        data-testid={name.replace('_', '-')}
      />
    </label>
  );
}
