import {afterEach, beforeEach, describe, expect, it, vi} from 'vitest';
import {createWithCache, type HydrogenSession} from '@shopify/hydrogen';
import {CUSTOMER_ACCESS_TOKEN_KEY} from '../login/session.server';
import {forgetPublicAnswers} from '../hydrogen/caching/query-memo';
import {loadProductReviews} from './route.server';

const env = {
  REVIEWS_API_URL: 'http://reviews.test/api/v1',
  REVIEWS_SHOP_DOMAIN: 'shop.myshopify.com',
  REVIEWS_API_TOKEN: 'secret-token',
};
const request = new Request('https://shop.test/products/coffee-gum');

/** The Cache API as the worker runtime has it, in memory: what Hydrogen's withCache files is in `keys`. */
function memoryCache() {
  const entries = new Map<string, Response>();
  const urlOf = (key: RequestInfo) => (typeof key === 'string' ? key : key.url);
  const reads: string[] = [];
  return {
    keys: () => [...entries.keys()],
    reads,
    cache: {
      match: async (key: RequestInfo) => {
        reads.push(urlOf(key));
        return entries.get(urlOf(key))?.clone();
      },
      put: async (key: RequestInfo, response: Response) => {
        entries.set(urlOf(key), response.clone());
      },
      delete: async (key: RequestInfo) => entries.delete(urlOf(key)),
    },
  };
}

function session(values: Record<string, unknown> = {}): HydrogenSession {
  return {get: (key: string) => values[key]} as unknown as HydrogenSession;
}

let asked: string[];
let answer: (url: string) => Response;
let store: ReturnType<typeof memoryCache>;
let pending: Promise<unknown>[];

/** One product render's reviews, as the product loader asks for them. */
async function render(shopper: HydrogenSession) {
  // As the request's context makes it (shared/hydrogen/context/context.ts).
  const withCache = createWithCache({
    cache: store.cache as unknown as Cache,
    waitUntil: (p) => void pending.push(p),
    request,
  });
  const result = await loadProductReviews(
    {env, session: shopper, withCache},
    request,
    'coffee-gum',
  );
  await Promise.all(pending);
  return result;
}

/** The provider's answers for a product with `count` reviews of `stars` stars (none on the first page). */
function provider(count: number, stars: number) {
  return (url: string) =>
    url.includes('/summary')
      ? Response.json({
          average_rating: `${stars}.00`,
          number_of_reviews: count,
          rating_distribution: {[stars]: count},
        })
      : Response.json({current_page: 1, per_page: 5, total: 0, reviews: []});
}

beforeEach(() => {
  forgetPublicAnswers();
  asked = [];
  pending = [];
  store = memoryCache();
  answer = provider(1, 4);
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      asked.push(url);
      return answer(url);
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

describe('product reviews on a product render (decision 153)', () => {
  it("shares the provider's answers between anonymous renders, filed without the api_token", async () => {
    expect((await render(session())).data?.summary.count).toBe(1);
    expect((await render(session())).data?.summary.count).toBe(1);
    expect(asked).toHaveLength(2); // the summary and the first page, once
    expect(store.keys().length).toBeGreaterThan(0);
    expect(store.keys().join(' ')).not.toContain('secret-token');
  });

  it('reads both answers as one cache entry, then from the worker while fresh (decision 157)', async () => {
    await render(session());
    expect(store.reads).toHaveLength(1);
    expect((await render(session())).data?.summary.count).toBe(1);
    expect(store.reads).toHaveLength(1);
    expect(asked).toHaveLength(2);
  });

  it('asks afresh for a signed-in shopper and for one who has voted', async () => {
    await render(session());
    const signedIn = session({
      [CUSTOMER_ACCESS_TOKEN_KEY]: {accessToken: 'shopper-token'},
    });
    expect((await render(signedIn)).canWrite).toBe(true);
    await render(session({reviewVoter: 'a'.repeat(32)}));
    expect(asked).toHaveLength(6);
  });

  it('keeps no failed answer: the next render asks again', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    answer = () => new Response('', {status: 503});
    expect((await render(session())).data).toBeNull();
    answer = provider(2, 5);
    expect((await render(session())).data?.summary.count).toBe(2);
    expect(asked).toHaveLength(4);
  });
});
