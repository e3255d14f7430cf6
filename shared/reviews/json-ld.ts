import type {JsonLd} from '../catalog/seo';
import type {ProductReviews} from './types';

/**
 * The product's JSON-LD with what the reviews section shows (decision 125): the AggregateRating from
 * the provider's summary (the same average, to one decimal, and count as the page) and one Review per
 * review rendered in the first HTML. Without the provider's answer the metafields' aggregate stays.
 */
export function reviewsJsonLd(
  product: JsonLd,
  reviews: ProductReviews | null,
): JsonLd {
  if (!reviews) return product;
  const {summary, page} = reviews;
  const {aggregateRating: _metafields, ...rest} = product as JsonLd & {
    aggregateRating?: unknown;
  };
  if (summary.count === 0) return rest as JsonLd;
  return {
    ...rest,
    aggregateRating: {
      '@type': 'AggregateRating',
      ratingValue: summary.average.toFixed(1),
      bestRating: '5',
      worstRating: '1',
      reviewCount: summary.count,
    },
    review: page.reviews.map((review) => ({
      '@type': 'Review',
      author: {'@type': 'Person', name: review.author},
      datePublished: review.createdAt.slice(0, 10),
      ...(review.title ? {name: review.title} : {}),
      reviewBody: review.body,
      inLanguage: review.language,
      reviewRating: {
        '@type': 'Rating',
        ratingValue: String(review.rating),
        bestRating: '5',
        worstRating: '1',
      },
    })),
  } as JsonLd;
}

/**
 * The page's SEO with the reviews' JSON-LD put into its Product entry, for the route's `meta`: the reviews
 * reach the browser once, in the loader data the section renders from, and `meta` builds the same JSON-LD
 * from them on the server and in the browser (issue 38, speed).
 */
export function seoWithReviews<S extends {jsonLd?: JsonLd | JsonLd[]}>(
  seo: S,
  reviews: ProductReviews | null,
): S {
  if (!seo.jsonLd) return seo;
  const withReviews = (entry: JsonLd) =>
    (entry as {'@type'?: unknown})['@type'] === 'Product'
      ? reviewsJsonLd(entry, reviews)
      : entry;
  return {
    ...seo,
    jsonLd: Array.isArray(seo.jsonLd)
      ? seo.jsonLd.map(withReviews)
      : withReviews(seo.jsonLd),
  };
}
