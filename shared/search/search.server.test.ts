import {describe, expect, it, vi} from 'vitest';
import {searchPipeline} from './search.server';

// A shop whose vocabulary cannot be read: the query is searched as typed (understandSearch).
const storefront = {
  query: vi.fn().mockRejectedValue(new Error('no vocabulary')),
} as never;
const params = (query: string) => new URLSearchParams(query);
const quiet = () => vi.spyOn(console, 'error').mockImplementation(() => {});

describe('searchPipeline', () => {
  it('searches nothing for a blank query', async () => {
    const search = vi.fn();
    const answer = await searchPipeline({
      storefront,
      searchParams: params('q=%20%20'),
      locale: 'en',
      locales: ['en'],
      search,
      found: () => true,
    });
    expect(search).not.toHaveBeenCalled();
    expect(answer).toMatchObject({typed: '', result: null, failed: false});
  });

  it('answers the store’s result and no help when something was found', async () => {
    quiet();
    const bestSellers = vi.fn();
    const answer = await searchPipeline({
      storefront,
      searchParams: params('q=beard+oil&exact=1'),
      locale: 'en',
      locales: ['en'],
      search: async (query) => ({hits: [query]}),
      found: (result) => result.hits.length > 0,
      bestSellers,
    });
    expect(answer).toMatchObject({
      typed: 'beard oil',
      exact: true,
      result: {hits: ['beard oil']},
      query: 'beard oil',
      correction: null,
      noResults: null,
    });
    expect(bestSellers).not.toHaveBeenCalled();
  });

  it('reads the best sellers when nothing was found', async () => {
    quiet();
    const answer = await searchPipeline({
      storefront,
      searchParams: params('q=zzz'),
      locale: 'en',
      locales: ['en'],
      search: async () => ({hits: [] as string[]}),
      found: (result) => result.hits.length > 0,
      bestSellers: async () => ['razor'],
    });
    expect(answer.noResults).toEqual({suggestions: [], bestSellers: ['razor']});
  });

  it('answers a failed search as failed, and lets an outage through for the 503 page', async () => {
    quiet();
    const input = {
      storefront,
      searchParams: params('q=gum'),
      locale: 'en',
      locales: ['en'],
      found: () => true,
    };
    const failed = await searchPipeline({
      ...input,
      search: () => Promise.reject(new Error('boom')),
    });
    expect(failed).toMatchObject({failed: true, result: null, noResults: null});
    const outage = Object.assign(new Error('down'), {status: 503});
    await expect(
      searchPipeline({...input, search: () => Promise.reject(outage)}),
    ).rejects.toBe(outage);
  });
});
