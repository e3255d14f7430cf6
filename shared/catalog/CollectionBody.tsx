import {Analytics} from '@shopify/hydrogen';
import type {ReactNode} from 'react';
import {
  CollectionFilters,
  type Facet,
  type FilterLabels,
} from './CollectionFilters';
import {LoadMore} from './LoadMore';

type LoadMoreProps<N> = Parameters<typeof LoadMore<N>>[0];

/**
 * A collection page's body, both stores: the filter panel beside the results (the store's toolbar, then
 * its empty state or the products with "load more"), and Hydrogen's collection-view event. Class names,
 * words, the toolbar and the grid are the store's.
 */
export function CollectionBody<N>({
  collection,
  filterLabels,
  className,
  resultsClassName,
  busy,
  toolbar,
  empty,
  loadMore,
  children,
}: {
  collection: {
    id: string;
    handle: string;
    products: LoadMoreProps<N>['connection'] & {nodes: N[]; filters: Facet[]};
  };
  filterLabels: FilterLabels;
  className: string;
  resultsClassName: string;
  /** The results' `aria-busy` while a page loads, where the store sets it. */
  busy?: boolean;
  toolbar: ReactNode;
  /** Shown instead of the grid when the collection (with its filters) has no products. */
  empty: ReactNode;
  loadMore: Omit<LoadMoreProps<N>, 'connection' | 'children'>;
  /** The grid of the loaded products. */
  children: (nodes: N[]) => ReactNode;
}) {
  return (
    <>
      <div className={className}>
        <CollectionFilters
          filters={collection.products.filters}
          labels={filterLabels}
        />
        <div className={resultsClassName} aria-busy={busy}>
          {toolbar}
          {collection.products.nodes.length === 0 ? (
            empty
          ) : (
            <LoadMore connection={collection.products} {...loadMore}>
              {children}
            </LoadMore>
          )}
        </div>
      </div>
      <Analytics.CollectionView
        data={{collection: {id: collection.id, handle: collection.handle}}}
      />
    </>
  );
}
