import {useEffect, useId, useRef, useState} from 'react';
import {Form, Link, useFetcher} from 'react-router';
import {useTrack} from '@shared/analytics/events';
import {Dialog, DialogClose} from '@shared/dialog/Dialog';
import {
  BEST_SELLERS_SHOWN,
  SEARCH_DEBOUNCE_MS,
  SEARCH_RESOURCE_PATH,
  SEARCH_RESULTS_SHOWN,
} from './constants';
import {useDebouncedValue} from './use-debounced-value';
import {SearchProductCard} from './SearchProductCard';
import type {SearchResponse} from './predictive-search.server';
import {SearchCorrection} from '@shared/search/SearchCorrection';
import './search.css';
import {Icon} from '@shared/chrome/icons';

export interface SearchOverlayProps {
  /** 'desktop' is the centred modal (≥1024px); 'mobile' the full-height panel. */
  variant: 'desktop' | 'mobile';
  onClose(): void;
  /** TRENDING chips for this variant (the store decides; grooming desktop adds 'gifting'). */
  trending: readonly string[];
  resourcePath?: string;
}

/**
 * Search overlay (lazy-loaded by the header). Before typing: TRENDING chips and BEST SELLING from the
 * best-seller collection. Typing: one request 300ms after the last keystroke; blank input is ignored,
 * empty input clears; up to 3 results, a no-results line, and on desktop 'VIEW ALL RESULTS (n)'.
 */
export default function SearchOverlay({
  variant,
  onClose,
  trending,
  resourcePath = SEARCH_RESOURCE_PATH,
}: SearchOverlayProps) {
  const track = useTrack();
  const titleId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [value, setValue] = useState('');
  const debounced = useDebouncedValue(value, SEARCH_DEBOUNCE_MS);
  const results = useFetcher<SearchResponse>({
    key: `search-results-${variant}`,
  });
  const bestSellers = useFetcher<SearchResponse>({key: 'search-best-sellers'});
  const viewed = useRef<string | null>(null);

  useEffect(() => {
    if (bestSellers.state === 'idle' && !bestSellers.data)
      bestSellers.load(resourcePath);
    // Once per mount; the fetcher key shares the answer between openings.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const term = debounced.trim();
  useEffect(() => {
    if (!term) return; // empty clears (rendered below), blank is ignored: no request either way
    results.load(`${resourcePath}?q=${encodeURIComponent(term)}`);
    track('search', {searchTerm: term, source: `overlay-${variant}`});
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [term]);

  const typed = value.trim();
  const answer =
    results.data?.kind === 'results' && results.data.query === typed
      ? results.data
      : null;
  const waiting = Boolean(typed) && !answer;

  useEffect(() => {
    if (!answer || answer.error || viewed.current === answer.query) return;
    viewed.current = answer.query;
    track('search_results_viewed', {
      searchTerm: answer.query,
      resultsCount: answer.totalCount,
      shown: Math.min(answer.products.length, SEARCH_RESULTS_SHOWN),
      source: `overlay-${variant}`,
    });
  }, [answer, track, variant]);

  const best =
    bestSellers.data?.kind === 'best-sellers'
      ? bestSellers.data.products.slice(0, BEST_SELLERS_SHOWN[variant])
      : [];
  const cardLayout = variant === 'desktop' ? 'tile' : 'row';

  return (
    // Mounted while open (GroomingHeader): the shell's focus trap starts in the field, and Esc, the
    // backdrop (desktop) or the back/close button closes it.
    <Dialog
      open
      onClose={onClose}
      placement={variant === 'desktop' ? 'top' : 'full'}
      name="search-overlay"
      className={`search-overlay--${variant}`}
      testId={`search-${variant}`}
      title="Search products"
      hideTitle
      closeLabel="Close search"
      closeButton={false}
      backdrop={variant === 'desktop'}
      initialFocus={input}
    >
      <Form
        action="/search"
        method="get"
        role="search"
        className="search-overlay__form"
        onSubmit={() => onClose()}
      >
        {variant === 'mobile' && (
          <DialogClose
            className="search-overlay__back icon-button"
            icon="chevronLeft"
          />
        )}
        <label className="search-overlay__field">
          <Icon name="search" size={20} className="search-overlay__icon" />
          <span className="visually-hidden">Search</span>
          <input
            ref={input}
            type="search"
            name="q"
            value={value}
            onChange={(event) => setValue(event.target.value)}
            placeholder="Search for trimmers, razors, perfumes…"
            autoComplete="off"
            enterKeyHint="search"
            maxLength={100}
          />
        </label>
        {value && (
          <button
            type="button"
            className="text-button search-overlay__clear"
            onClick={() => (setValue(''), input.current?.focus())}
          >
            Clear
          </button>
        )}
        {variant === 'desktop' && (
          <DialogClose className="search-overlay__close icon-button" />
        )}
      </Form>

      <div
        className="search-overlay__content"
        aria-live="polite"
        aria-busy={waiting}
      >
        {!typed ? (
          <>
            <section
              className="search-section"
              aria-labelledby={`${titleId}-trending`}
            >
              <h3 id={`${titleId}-trending`} className="search-section__title">
                TRENDING
              </h3>
              <ul className="search-chips">
                {trending.map((chip) => (
                  <li key={chip}>
                    <button
                      type="button"
                      className="search-chip"
                      onClick={() => (setValue(chip), input.current?.focus())}
                    >
                      <Icon name="trending" size={14} />
                      {chip}
                    </button>
                  </li>
                ))}
              </ul>
            </section>
            <section
              className="search-section"
              aria-labelledby={`${titleId}-best`}
            >
              <h3 id={`${titleId}-best`} className="search-section__title">
                BEST SELLING
              </h3>
              {best.length ? (
                <ul
                  className={`search-grid search-grid--${cardLayout}`}
                  data-testid="search-best-selling"
                >
                  {best.map((product) => (
                    <li key={product.id}>
                      <SearchProductCard
                        product={product}
                        layout={cardLayout}
                        onNavigate={onClose}
                      />
                    </li>
                  ))}
                </ul>
              ) : (
                bestSellers.state !== 'idle' && (
                  <SearchSkeleton
                    count={BEST_SELLERS_SHOWN[variant]}
                    layout={cardLayout}
                  />
                )
              )}
            </section>
          </>
        ) : waiting ? (
          <SearchSkeleton count={SEARCH_RESULTS_SHOWN} layout={cardLayout} />
        ) : answer?.error ? (
          <p className="search-message search-message--error" role="alert">
            {answer.error}
          </p>
        ) : answer && answer.products.length === 0 ? (
          <p className="search-message">
            No products found for "{answer.query}"
          </p>
        ) : answer ? (
          <section
            className="search-section"
            aria-label={`Results for ${answer.query}`}
          >
            {answer.correction && (
              <SearchCorrection
                correction={answer.correction}
                typed={answer.typed}
                searchPath="/search"
                labels={{
                  showing: 'Showing results for',
                  instead: 'Search instead for',
                }}
                onNavigate={onClose}
              />
            )}
            <ul
              className={`search-grid search-grid--${cardLayout}`}
              data-testid="search-results"
            >
              {answer.products.slice(0, SEARCH_RESULTS_SHOWN).map((product) => (
                <li key={product.id}>
                  <SearchProductCard
                    product={product}
                    layout={cardLayout}
                    onNavigate={onClose}
                  />
                </li>
              ))}
            </ul>
            {variant === 'desktop' && (
              <Link
                to={`/search?q=${encodeURIComponent(answer.query)}`}
                className="search-view-all"
                onClick={onClose}
              >
                VIEW ALL RESULTS ({answer.totalCount})
              </Link>
            )}
          </section>
        ) : null}
      </div>
    </Dialog>
  );
}

function SearchSkeleton({
  count,
  layout,
}: {
  count: number;
  layout: 'tile' | 'row';
}) {
  return (
    <ul className={`search-grid search-grid--${layout}`} aria-hidden="true">
      {Array.from({length: count}, (_, i) => (
        <li
          key={i}
          className={`search-card search-card--${layout} search-card--skeleton`}
        >
          <span className="search-card__media" />
          <span className="search-card__body">
            <span className="skeleton-line" />
            <span className="skeleton-line skeleton-line--short" />
          </span>
        </li>
      ))}
    </ul>
  );
}
