import {RecentlyViewed} from '@shared/recently-viewed/RecentlyViewed';
import {
  DEFAULT_RECENTLY_VIEWED_LABELS,
  RECENTLY_VIEWED_PATH,
} from '@shared/recently-viewed/types';

const productPath = (handle: string) => `/products/${handle}`;

/** The shared "Recently viewed" strip with grooming's copy (product pages, the empty search page). */
export function GroomingRecentlyViewed({current}: {current?: string}) {
  return (
    <RecentlyViewed
      current={current}
      labels={DEFAULT_RECENTLY_VIEWED_LABELS}
      endpoint={RECENTLY_VIEWED_PATH}
      productPath={productPath}
    />
  );
}
