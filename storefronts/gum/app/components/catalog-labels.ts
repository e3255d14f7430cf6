import {useMemo} from 'react';
import {useTranslation} from 'react-i18next';
import type {ProductCardLabels} from '@shared/catalog/ProductCard';
import type {FilterLabels} from '@shared/catalog/CollectionFilters';
import type {SortSelectLabels} from '@shared/catalog/SortSelect';
import type {LegalLabels} from '@shared/catalog/LegalInfo';
import {formatCount} from '@shared/money/format';

type Translate = ReturnType<typeof useTranslation>['t'];

/** Gum's words on the shared catalogue kit (shared/catalog), in the page's language. */
export function useCatalogLabels(): ProductCardLabels {
  return useWords((t) => ({
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
  }));
}

/** Gum's words on the shared filter panel (shared/catalog/CollectionFilters); prices in whole rupees. */
export function useFilterLabels(): FilterLabels {
  return useWords((t) => ({
    filters: t('collection.filters'),
    showFilters: t('collection.showFilters'),
    hideFilters: t('collection.hideFilters'),
    availability: t('collection.availability'),
    inStock: t('collection.inStock'),
    outOfStock: t('collection.outOfStock'),
    price: `${t('collection.price')} (₹)`,
    min: t('collection.min'),
    max: t('collection.max'),
    apply: t('collection.apply'),
    clear: t('collection.clear'),
    priceSpan: (min, max) => `₹${formatCount(min)} – ₹${formatCount(max)}`,
  }));
}

/** Gum's words on the product page's legal block (shared/catalog/LegalInfo, decision 109). */
export function useLegalLabels(): LegalLabels {
  return useWords((t) => ({
    heading: t('legal.heading'),
    manufacturer: t('legal.manufacturer'),
    marketer: t('legal.marketer'),
    countryOfOrigin: t('legal.countryOfOrigin'),
    netQuantity: t('legal.netQuantity'),
    bestBefore: t('legal.bestBefore'),
    mrp: t('legal.mrp'),
    mrpValue: (amount) => t('legal.mrpValue', {amount}),
    consumerCare: t('legal.consumerCare'),
  }));
}

/** Gum's words on the shared sort select, one per value of the shared vocabulary (shared/catalog/sort.ts). */
export function useSortLabels(): SortSelectLabels {
  return useWords((t) => ({
    sortBy: t('collection.sortBy'),
    apply: t('collection.apply'),
    options: {
      featured: t('collection.sort.featured'),
      'best-selling': t('collection.sort.bestSelling'),
      'price-low-high': t('collection.sort.priceLow'),
      'price-high-low': t('collection.sort.priceHigh'),
      newest: t('collection.sort.newest'),
      title: t('collection.sort.title'),
    },
  }));
}

/** One set of words per language: built again only when the language (and with it t) changes. */
function useWords<Words>(build: (t: Translate) => Words): Words {
  const {t, i18n} = useTranslation();
  // eslint-disable-next-line react-hooks/exhaustive-deps
  return useMemo(() => build(t), [t, i18n.language]);
}
