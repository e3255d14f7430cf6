import {REVIEW_WRITE_ERRORS} from '@shared/reviews/types';
import {useTranslation} from 'react-i18next';
import {
  ProductPageReviews,
  type ProductPageReviewsProps,
} from '@shared/reviews/ProductPageReviews';
import type {ReviewsLabels} from '@shared/reviews/labels';

/** The shared reviews section with gum's words in the page's language; each review keeps its own. */
export function GumReviews(props: ProductPageReviewsProps) {
  const labels = useGumReviewsLabels();
  return <ProductPageReviews {...props} labels={labels} />;
}

/**
 * The labels per `t`: one i18next instance per language, and its `t` is fixed (i18next-react.tsx), so
 * the words are gathered once per language, not on every server render of a product page (decision 157).
 */
const labelsByT = new WeakMap<object, ReviewsLabels>();

/** Gum's words for the reviews in the page's language (the product page and the order's review link). */
export function useGumReviewsLabels(): ReviewsLabels {
  const {t, i18n} = useTranslation();
  let labels = labelsByT.get(t);
  if (!labels) {
    labels = gumReviewsLabels(t, i18n.language);
    labelsByT.set(t, labels);
  }
  return labels;
}

function gumReviewsLabels(
  t: ReturnType<typeof useTranslation>['t'],
  language: string,
): ReviewsLabels {
  return {
    locale: language === 'hi' ? 'hi-IN' : 'en-IN',
    heading: t('reviews.heading'),
    average: (average) => t('reviews.average', {average}),
    basedOn: (count) => t('reviews.basedOn', {count}),
    starBar: (star, count) =>
      t('reviews.starBar', {stars: t('reviews.stars', {count: star}), count}),
    starShort: (star) => t('reviews.starShort', {star}),
    rated: (rating) => t('reviews.rated', {rating}),
    noReviews: t('reviews.noReviews'),
    unavailable: t('reviews.unavailable'),
    filterHeading: t('reviews.filterHeading'),
    sortBy: t('reviews.sortBy'),
    sorts: {
      recent: t('reviews.sortRecent'),
      highest: t('reviews.sortHighest'),
      lowest: t('reviews.sortLowest'),
      photos: t('reviews.sortPhotos'),
    },
    rating: t('reviews.rating'),
    allRatings: t('reviews.allRatings'),
    stars: (count) => t('reviews.stars', {count}),
    withPhotos: t('reviews.withPhotos'),
    apply: t('reviews.apply'),
    clear: t('reviews.clear'),
    showing: (shown, total) => t('reviews.showing', {shown, total}),
    noMatch: t('reviews.noMatch'),
    verifiedBuyer: t('reviews.verifiedBuyer'),
    helpful: (count) => t('reviews.helpful', {count}),
    voted: t('reviews.voted'),
    alreadyVoted: t('reviews.alreadyVoted'),
    voteFailed: t('reviews.voteFailed'),
    more: t('reviews.more'),
    loadingMore: t('reviews.loadingMore'),
    moreFailed: t('reviews.moreFailed'),
    photoBy: (author, index, count) =>
      t('reviews.photoBy', {author, index, count}),
    viewer: t('reviews.viewer'),
    close: t('reviews.close'),
    previous: t('reviews.previous'),
    next: t('reviews.next'),
    write: {
      heading: t('reviews.write.heading'),
      signIn: t('reviews.write.signIn'),
      signInLink: t('reviews.write.signInLink'),
      stars: t('reviews.write.stars'),
      title: t('reviews.write.title'),
      body: t('reviews.write.body'),
      bodyHint: t('reviews.write.bodyHint'),
      name: t('reviews.write.name'),
      photos: t('reviews.write.photos'),
      photosHint: t('reviews.write.photosHint'),
      submit: t('reviews.write.submit'),
      sending: t('reviews.write.sending'),
      thanks: t('reviews.write.thanks'),
      errors: Object.fromEntries(
        REVIEW_WRITE_ERRORS.map((code) => [
          code,
          t(`reviews.write.errors.${code}`),
        ]),
      ) as ReviewsLabels['write']['errors'],
    },
  };
}
