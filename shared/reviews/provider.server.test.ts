import {afterEach, describe, expect, it, vi} from 'vitest';
import {
  fetchProductReviews,
  toReview,
  toSummary,
  voteHelpful,
} from './provider.server';

const ENV = {
  REVIEWS_API_URL: 'http://reviews.test/api/v1/',
  REVIEWS_SHOP_DOMAIN: 'shop.myshopify.com',
  REVIEWS_API_TOKEN: 'secret-token',
};
const FILTERS = {sort: 'lowest', rating: 2, photos: true, page: 3} as const;

afterEach(() => vi.unstubAllGlobals());

describe('reviews adapter (Judge.me shape)', () => {
  it("maps Judge.me's review fields, dropping hidden pictures", () => {
    expect(
      toReview({
        id: 7,
        rating: 4,
        title: 'Good',
        body: 'Works well for me.',
        reviewer: {name: 'Rahul S.'},
        verified: 'verified-purchase',
        language: 'hi',
        created_at: '2025-05-01T10:00:00Z',
        helpful_count: 2,
        pictures: [
          {
            urls: {original: 'o', small: 's', compact: 'c', huge: 'h'},
            width: 10,
            height: 20,
          },
          {urls: {original: 'o2', compact: 'c2'}, width: 30, height: 30},
          {urls: {original: 'x'}, hidden: true},
        ],
      }),
    ).toEqual({
      id: 7,
      rating: 4,
      title: 'Good',
      body: 'Works well for me.',
      author: 'Rahul S.',
      verifiedBuyer: true,
      language: 'hi',
      createdAt: '2025-05-01T10:00:00Z',
      helpfulCount: 2,
      pictures: [
        {
          thumb: 's',
          thumbSrcSet: 's 160w, c 480w',
          large: 'h',
          width: 10,
          height: 20,
        },
        {thumb: 'c2', large: 'o2', width: 30, height: 30},
      ],
    });
    expect(
      toReview({
        id: 1,
        rating: 5,
        created_at: 'x',
        verified: 'unconfirmed-buyer',
      }).verifiedBuyer,
    ).toBe(false);
  });

  it('reads the summary per star', () => {
    expect(
      toSummary({
        average_rating: '4.43',
        number_of_reviews: 10,
        rating_distribution: {'5': 6, '4': 3, '1': 1},
        number_of_reviews_with_pictures: 2,
      }),
    ).toEqual({
      average: 4.43,
      count: 10,
      perStar: {1: 1, 2: 0, 3: 0, 4: 3, 5: 6},
      withPictures: 2,
    });
  });

  it('sends the shop, token, handle and filters from the server, and answers null on an outage', async () => {
    const urls: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => {
        urls.push(url);
        return url.includes('/summary')
          ? Response.json({
              average_rating: '4.00',
              number_of_reviews: 1,
              rating_distribution: {'4': 1},
            })
          : Response.json({
              current_page: 3,
              per_page: 5,
              total: 11,
              reviews: [],
            });
      }),
    );
    const answer = await fetchProductReviews(ENV, 'coffee-gum', FILTERS);
    expect(answer?.page).toEqual({reviews: [], total: 11, page: 3, perPage: 5});
    const list = new URL(urls.find((u) => !u.includes('/summary'))!);
    expect(list.origin + list.pathname).toBe(
      'http://reviews.test/api/v1/reviews',
    );
    expect(Object.fromEntries(list.searchParams)).toEqual({
      shop_domain: 'shop.myshopify.com',
      api_token: 'secret-token',
      handle: 'coffee-gum',
      page: '3',
      per_page: '5',
      sort_by: 'rating_asc',
      rating: '2',
      pictures: 'true',
    });

    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('', {status: 503})),
    );
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(await fetchProductReviews(ENV, 'coffee-gum', FILTERS)).toBeNull();
    expect(await voteHelpful(ENV, 1, 'voter')).toEqual({status: 'failed'});
    expect(await fetchProductReviews({}, 'coffee-gum', FILTERS)).toBeNull();
  });
});
