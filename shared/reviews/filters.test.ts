import {describe, expect, it} from 'vitest';
import {
  changesOnlyReviewFilters,
  parseReviewFilters,
  reviewFiltersHref,
} from './filters';

const params = (query: string) => new URLSearchParams(query);

describe('review filters in the URL', () => {
  it('reads sort, rating, photos and page, falling back to the defaults', () => {
    expect(parseReviewFilters(params(''))).toEqual({
      sort: 'recent',
      rating: null,
      photos: false,
      page: 1,
    });
    expect(
      parseReviewFilters(
        params(
          'reviews_sort=lowest&reviews_rating=2&reviews_photos=1&reviews_page=3',
        ),
      ),
    ).toEqual({sort: 'lowest', rating: 2, photos: true, page: 3});
    expect(
      parseReviewFilters(
        params(
          'reviews_sort=x&reviews_rating=9&reviews_photos=yes&reviews_page=-1',
        ),
      ),
    ).toEqual({sort: 'recent', rating: null, photos: false, page: 1});
    expect(parseReviewFilters(params('reviews_page=100000')).page).toBe(1);
  });

  it('builds links that keep the variant options and reset the page', () => {
    const current = params('Flavour=Coffee&reviews_page=4');
    expect(reviewFiltersHref(current, {rating: 5, page: 1})).toBe(
      '?Flavour=Coffee&reviews_rating=5#reviews',
    );
    expect(
      reviewFiltersHref(params('reviews_rating=5'), {
        sort: 'photos',
        photos: true,
        page: 2,
      }),
    ).toBe(
      '?reviews_rating=5&reviews_sort=photos&reviews_photos=1&reviews_page=2#reviews',
    );
    expect(
      reviewFiltersHref(params('reviews_rating=5&reviews_sort=lowest'), {
        sort: 'recent',
        rating: null,
        photos: false,
        page: 1,
      }),
    ).toBe('?#reviews');
  });
});

describe('a navigation that changes only the review filters', () => {
  it('is one when a filter, a star bar or Clear changes the review parameters and nothing else', () => {
    expect(
      changesOnlyReviewFilters(
        params('Strength=2mg'),
        params('Strength=2mg&reviews_rating=3'),
      ),
    ).toBe(true);
    expect(
      changesOnlyReviewFilters(
        params('reviews_sort=lowest&Strength=2mg'),
        params('Strength=2mg'),
      ),
    ).toBe(true);
  });
  it('is not one when the variant changes too, or when nothing changes', () => {
    expect(
      changesOnlyReviewFilters(
        params('Strength=2mg'),
        params('Strength=4mg&reviews_rating=3'),
      ),
    ).toBe(false);
    expect(
      changesOnlyReviewFilters(params('Strength=2mg'), params('Strength=4mg')),
    ).toBe(false);
    expect(
      changesOnlyReviewFilters(
        params('reviews_rating=3'),
        params('reviews_rating=3'),
      ),
    ).toBe(false);
  });
});
