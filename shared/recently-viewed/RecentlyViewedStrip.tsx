import {useEffect, useState} from 'react';
import {SquareImage} from '../catalog/Image';
import {Money} from '../money/Money';
import type {RecentlyViewedItem, RecentlyViewedLabels} from './types';

/**
 * The strip itself (a lazy chunk of RecentlyViewed): asks the store's loader for the products' current
 * price and stock in the page's language, shows placeholders of the same size meanwhile.
 */
export default function RecentlyViewedStrip({
  titleId,
  handles,
  labels,
  endpoint,
  productPath,
  onClear,
  onEmpty,
}: {
  titleId: string;
  handles: string[];
  labels: RecentlyViewedLabels;
  endpoint: string;
  productPath: (handle: string) => string;
  onClear: () => void;
  onEmpty: () => void;
}) {
  const [products, setProducts] = useState<RecentlyViewedItem[] | null>(null);
  const query = handles.join(',');
  useEffect(() => {
    // A plain request, not a fetcher: a failure here must not reach the page's error boundary.
    const controller = new AbortController();
    fetch(`${endpoint}?${new URLSearchParams({handles: query})}`, {
      signal: controller.signal,
      headers: {Accept: 'application/json'},
    })
      .then((response) =>
        response.ok
          ? (response.json() as Promise<{products: RecentlyViewedItem[]}>)
          : {products: []},
      )
      .then((body) => setProducts(body.products))
      .catch(() => !controller.signal.aborted && setProducts([]));
    return () => controller.abort();
  }, [endpoint, query]);
  const empty = products !== null && products.length === 0;
  useEffect(() => {
    if (empty) onEmpty();
  }, [empty, onEmpty]);

  return (
    <>
      <div className="recently-viewed__header">
        <h2 id={titleId} className="recently-viewed__title">
          {labels.title}
        </h2>
        <button
          type="button"
          className="recently-viewed__clear"
          onClick={onClear}
        >
          {labels.clear}
        </button>
      </div>
      <ul className="recently-viewed__list" aria-busy={!products}>
        {products
          ? products.map((item) => (
              <li
                key={item.handle}
                className="recently-viewed__item"
                data-testid="recently-viewed-item"
                data-handle={item.handle}
              >
                <a
                  href={productPath(item.handle)}
                  data-discover="nav"
                  className="recently-viewed__link"
                >
                  <span className="recently-viewed__image">
                    <SquareImage product={item} width={144} sizes="144px" />
                  </span>
                  <span className="recently-viewed__name">{item.title}</span>
                  <span className="recently-viewed__price">
                    <Money data={item.price} as="span" />
                    {item.available ? null : (
                      <span className="recently-viewed__sold-out">
                        {labels.soldOut}
                      </span>
                    )}
                  </span>
                </a>
              </li>
            ))
          : handles.map((handle) => (
              <li
                key={handle}
                className="recently-viewed__item recently-viewed__item--pending"
                aria-hidden="true"
              />
            ))}
      </ul>
    </>
  );
}
