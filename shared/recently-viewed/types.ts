import type {CardImage} from '../catalog/Image';

/** One product in the strip, as the store's /api/recently-viewed loader answers it (fresh price and stock). */
export interface RecentlyViewedItem {
  handle: string;
  title: string;
  available: boolean;
  price: {amount: string; currencyCode: string};
  compareAtPrice: {amount: string; currencyCode: string} | null;
  image: CardImage | null;
}

export interface RecentlyViewedLabels {
  title: string;
  clear: string;
  soldOut: string;
}

export const RECENTLY_VIEWED_PATH = '/api/recently-viewed';

/** English copy (grooming's). */
export const DEFAULT_RECENTLY_VIEWED_LABELS: RecentlyViewedLabels = {
  title: 'Recently viewed',
  clear: 'Clear',
  soldOut: 'Sold out',
};
