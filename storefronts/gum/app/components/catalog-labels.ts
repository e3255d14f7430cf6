import {useMemo} from 'react';
import {useTranslation} from 'react-i18next';
import type {ProductCardLabels} from '@shared/catalog/ProductCard';

/** Gum's words on the shared catalogue kit (shared/catalog), in the page's language. */
export function useCatalogLabels(): ProductCardLabels {
  const {t, i18n} = useTranslation();
  return useMemo(
    () => ({
      soldOut: t('product.outOfStock'),
      percentOff: (percent) => t('product.save', {percent}),
      rating: {
        label: (rating, reviews) =>
          `${t('product.ratingLabel', {rating})}, ${t('product.reviews', {count: reviews})}`,
        count: (reviews) => `(${t('product.reviews', {count: reviews})})`,
      },
      // The saving is the picture's badge on cards and the price row's on the product page.
      price: {price: '', mrp: ''},
      defaultRatingCount: 0,
      hideZeroRatingCount: true,
    }),
    // One set per language: t changes with it.
    [t, i18n.language], // eslint-disable-line react-hooks/exhaustive-deps
  );
}
