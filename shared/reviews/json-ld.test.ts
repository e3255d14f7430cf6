import {describe, expect, it} from 'vitest';
import type {JsonLd} from '../catalog/seo';
import {reviewsJsonLd, seoWithReviews} from './json-ld';
import type {ProductReviews} from './types';

const product = {
  '@type': 'Product',
  name: 'Coffee shaving cream',
  aggregateRating: {'@type': 'AggregateRating', ratingValue: '4.0'},
} as unknown as JsonLd;
const breadcrumb = {'@type': 'BreadcrumbList'} as unknown as JsonLd;
const reviews: ProductReviews = {
  summary: {
    average: 4.5,
    count: 2,
    perStar: {1: 0, 2: 0, 3: 0, 4: 1, 5: 1},
    withPictures: 0,
  },
  page: {
    reviews: [
      {
        id: 7,
        rating: 5,
        title: 'Smooth',
        body: 'No cuts.',
        author: 'Asha',
        verifiedBuyer: true,
        language: 'en',
        createdAt: '2026-11-30T10:00:00Z',
        helpfulCount: 0,
        pictures: [],
      },
    ],
    total: 2,
    page: 1,
    perPage: 5,
  },
};

describe('seoWithReviews', () => {
  it("puts the reviews into the page's Product entry only", () => {
    const seo = {title: 't', jsonLd: [product, breadcrumb]};
    expect(seoWithReviews(seo, reviews)).toEqual({
      title: 't',
      jsonLd: [reviewsJsonLd(product, reviews), breadcrumb],
    });
    const [withReviews] = seoWithReviews(seo, reviews).jsonLd as JsonLd[];
    expect(withReviews).toMatchObject({
      aggregateRating: {ratingValue: '4.5', reviewCount: 2},
      review: [{author: {name: 'Asha'}, reviewBody: 'No cuts.'}],
    });
  });

  it('takes a single entry, and keeps the metafields’ aggregate without the provider', () => {
    expect(seoWithReviews({jsonLd: product}, reviews).jsonLd).toEqual(
      reviewsJsonLd(product, reviews),
    );
    expect(seoWithReviews({jsonLd: product}, null).jsonLd).toBe(product);
    expect(seoWithReviews({title: 't'}, reviews)).toEqual({title: 't'});
  });
});
