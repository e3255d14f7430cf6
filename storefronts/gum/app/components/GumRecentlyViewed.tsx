import {useCallback} from 'react';
import {useTranslation} from 'react-i18next';
import {useLocalizePath} from '@shared/i18n/links';
import {RecentlyViewed} from '@shared/recently-viewed/RecentlyViewed';
import {RECENTLY_VIEWED_PATH} from '@shared/recently-viewed/types';

/**
 * The shared "Recently viewed" strip with gum's copy in the page's language; products and their
 * titles come from this language's /api/recently-viewed (/hi/… on Hindi pages).
 */
export function GumRecentlyViewed({current}: {current?: string}) {
  const {t} = useTranslation();
  const localize = useLocalizePath();
  const productPath = useCallback(
    (handle: string) => localize(`/products/${handle}`),
    [localize],
  );
  const labels = {
    title: t('recentlyViewed.title'),
    clear: t('recentlyViewed.clear'),
    soldOut: t('recentlyViewed.soldOut'),
  };
  return (
    <RecentlyViewed
      current={current}
      labels={labels}
      endpoint={localize(RECENTLY_VIEWED_PATH)}
      productPath={productPath}
    />
  );
}
