import {Pagination} from '@shopify/hydrogen';
import type {ReactNode} from 'react';

type Connection<N> = Parameters<typeof Pagination<N>>[0]['connection'];

/**
 * Hydrogen's `Pagination` as "load previous / load more" around a list (collections, search, blog
 * listings): the previous link only when there is an earlier page, the list, then the next link
 * while there is more. Hydrogen's links keep the loaded nodes, so "load more" appends. Labels (and
 * the links' class) are the store's.
 */
export function LoadMore<N>({
  connection,
  previous,
  next,
  loading,
  linkClassName,
  children,
}: {
  connection: Connection<N>;
  previous: string;
  next: string;
  /** Shown on both links while a page loads. */
  loading: string;
  linkClassName?: string;
  children: (nodes: N[]) => ReactNode;
}) {
  return (
    <Pagination connection={connection}>
      {({
        nodes,
        isLoading,
        PreviousLink,
        NextLink,
        hasPreviousPage,
        hasNextPage,
      }) => (
        <>
          {hasPreviousPage ? (
            <div className="pagination pagination--previous">
              <PreviousLink className={linkClassName}>
                {isLoading ? loading : previous}
              </PreviousLink>
            </div>
          ) : null}
          {children(nodes)}
          {hasNextPage ? (
            <div className="pagination">
              <NextLink className={linkClassName}>
                {isLoading ? loading : next}
              </NextLink>
            </div>
          ) : null}
        </>
      )}
    </Pagination>
  );
}
