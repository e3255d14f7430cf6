import type {ReactNode} from 'react';
import {Link} from 'react-router';

export interface NoResultsProps {
  /** "No products found for …" in the page's language. */
  heading: string;
  /** Searches to try (searchSuggestions), linked to the store's search page. */
  suggestions: readonly string[];
  searchPath: string;
  labels: {suggestions: string; bestSellers: string};
  /** The store's best sellers, drawn with its own product cards. */
  bestSellers?: ReactNode;
}

/** What a search that found nothing shows: suggestions to try and the store's best sellers. */
export function NoResults({
  heading,
  suggestions,
  searchPath,
  labels,
  bestSellers,
}: NoResultsProps) {
  return (
    <div
      className="empty-state search-no-results"
      data-testid="search-no-results"
    >
      <h2 data-testid="no-products">{heading}</h2>
      {suggestions.length > 0 && (
        <nav aria-label={labels.suggestions} className="search-suggestions">
          <span>{labels.suggestions}</span>
          <ul>
            {suggestions.map((suggestion) => (
              <li key={suggestion}>
                <Link
                  to={`${searchPath}?${new URLSearchParams({q: suggestion})}`}
                  data-testid="search-suggestion"
                >
                  {suggestion}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      )}
      {bestSellers && (
        <section
          aria-label={labels.bestSellers}
          data-testid="search-best-sellers"
        >
          <h3>{labels.bestSellers}</h3>
          {bestSellers}
        </section>
      )}
    </div>
  );
}
