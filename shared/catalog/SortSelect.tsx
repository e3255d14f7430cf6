import {Form, useLocation, useNavigate} from 'react-router';
import {SORT_OPTIONS, withParams, type SortValue} from './sort';

export interface SortSelectLabels {
  sortBy: string;
  /** The button that applies the choice without JavaScript. */
  apply: string;
  options: Record<SortValue, string>;
}

/**
 * The collection's sort dropdown: a GET form that keeps the page's other parameters (works without
 * JavaScript through its Apply button), and re-sorts on change once the page is live.
 */
export function SortSelect({
  value,
  labels,
  className = 'sort',
}: {
  value: SortValue;
  labels: SortSelectLabels;
  className?: string;
}) {
  const location = useLocation();
  const navigate = useNavigate();
  return (
    <Form method="get" className={className} preventScrollReset>
      {[...new URLSearchParams(location.search)]
        .filter(([key]) => !['sort', 'cursor', 'direction'].includes(key))
        .map(([key, v]) => (
          <input key={`${key}=${v}`} type="hidden" name={key} value={v} />
        ))}
      <label htmlFor="sort-select">{labels.sortBy}</label>
      <select
        id="sort-select"
        name="sort"
        value={value}
        data-testid="sort-select"
        onChange={(event) =>
          navigate(
            `${location.pathname}${withParams(location.search, {sort: event.currentTarget.value})}`,
            {
              preventScrollReset: true,
            },
          )
        }
      >
        {SORT_OPTIONS.map((option) => (
          <option key={option.value} value={option.value}>
            {labels.options[option.value]}
          </option>
        ))}
      </select>
      <noscript>
        <button type="submit" className="button">
          {labels.apply}
        </button>
      </noscript>
    </Form>
  );
}
