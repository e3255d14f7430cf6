import {describe, expect, it, vi} from 'vitest';
import {CacheLong, CacheNone, CacheShort, CacheCustom} from '@shopify/hydrogen';
import {
  MAX_MEMO_SECONDS,
  QueryMemo,
  memoizePublicQueries,
  memoSeconds,
} from './query-memo';

const MENUS = 'query Menus { menu(handle: "main") { id } }';

/** A storefront whose every answer is a new object, counting the calls that reach Hydrogen. */
function fakeStorefront(language = 'EN') {
  let calls = 0;
  const storefront = {
    i18n: {language, country: 'IN'},
    query: vi.fn(
      async (
        _query: string,
        options?: {variables?: Record<string, unknown>},
      ) => ({
        call: ++calls,
        menu: {
          id: 'gid://shopify/Menu/1',
          variables: options?.variables ?? null,
        },
      }),
    ),
  };
  const original = storefront.query;
  return {storefront, original};
}

function clock(start = 1_000_000) {
  let now = start;
  return {
    now: () => now,
    advance: (seconds: number) => void (now += seconds * 1000),
  };
}

describe('memoSeconds', () => {
  it("keeps public answers for their strategy's max-age, at most a minute", () => {
    expect(memoSeconds(CacheShort())).toBe(1);
    expect(memoSeconds(CacheLong())).toBe(MAX_MEMO_SECONDS);
    expect(memoSeconds(CacheCustom({mode: 'public', maxAge: 30}))).toBe(30);
  });

  it('never keeps no-store, private or strategy-less answers', () => {
    expect(memoSeconds(CacheNone())).toBe(0);
    expect(memoSeconds(CacheCustom({mode: 'private', maxAge: 60}))).toBe(0);
    expect(memoSeconds(CacheCustom({mode: 'public', maxAge: 0}))).toBe(0);
    expect(memoSeconds(undefined)).toBe(0);
  });
});

describe('memoizePublicQueries', () => {
  it('answers a repeated public query from memory while fresh, then asks Hydrogen again', async () => {
    const time = clock();
    const {storefront, original} = fakeStorefront();
    memoizePublicQueries(storefront, new QueryMemo(time.now));

    const first = await storefront.query(MENUS, {cache: CacheShort()});
    const second = await storefront.query(MENUS, {cache: CacheShort()});
    expect(second).toBe(first);
    expect(original).toHaveBeenCalledTimes(1);

    time.advance(1);
    const third = await storefront.query(MENUS, {cache: CacheShort()});
    expect(third).toMatchObject({call: 2});
    expect(original).toHaveBeenCalledTimes(2);
  });

  it('keeps CacheLong answers a minute, not an hour', async () => {
    const time = clock();
    const {storefront, original} = fakeStorefront();
    memoizePublicQueries(storefront, new QueryMemo(time.now));
    await storefront.query(MENUS, {cache: CacheLong()});
    time.advance(MAX_MEMO_SECONDS - 1);
    await storefront.query(MENUS, {cache: CacheLong()});
    expect(original).toHaveBeenCalledTimes(1);
    time.advance(1);
    await storefront.query(MENUS, {cache: CacheLong()});
    expect(original).toHaveBeenCalledTimes(2);
  });

  it('always asks for buyer-specific queries (no-store, private, no strategy, custom headers)', async () => {
    const {storefront, original} = fakeStorefront();
    memoizePublicQueries(storefront, new QueryMemo());
    for (const options of [
      {cache: CacheNone()},
      {cache: CacheCustom({mode: 'private', maxAge: 60})},
      {},
      undefined,
    ]) {
      await storefront.query(MENUS, options as never);
      await storefront.query(MENUS, options as never);
    }
    await storefront.query(MENUS, {
      cache: CacheLong(),
      headers: {'x-buyer': '1'},
    } as never);
    await storefront.query(MENUS, {
      cache: CacheLong(),
      headers: {'x-buyer': '1'},
    } as never);
    expect(original).toHaveBeenCalledTimes(10);
  });

  it('tells apart variables and the language and country of the request', async () => {
    const memo = new QueryMemo();
    const en = fakeStorefront('EN');
    const hi = fakeStorefront('HI');
    memoizePublicQueries(en.storefront, memo);
    memoizePublicQueries(hi.storefront, memo);

    const a = await en.storefront.query(MENUS, {
      variables: {handle: 'a'},
      cache: CacheLong(),
    });
    const b = await en.storefront.query(MENUS, {
      variables: {handle: 'b'},
      cache: CacheLong(),
    });
    const aHindi = await hi.storefront.query(MENUS, {
      variables: {handle: 'a'},
      cache: CacheLong(),
    });
    expect(b).not.toBe(a);
    expect(aHindi).not.toBe(a);
    expect(
      await en.storefront.query(MENUS, {
        variables: {handle: 'a'},
        cache: CacheLong(),
      }),
    ).toBe(a);
    expect(
      await hi.storefront.query(MENUS, {
        variables: {handle: 'a'},
        cache: CacheLong(),
      }),
    ).toBe(aHindi);
  });

  it('does not keep failures or answers with GraphQL errors', async () => {
    const memo = new QueryMemo();
    const storefront = {
      i18n: {language: 'EN', country: 'IN'},
      query: vi
        .fn()
        .mockRejectedValueOnce(new Error('Storefront API unavailable'))
        .mockResolvedValueOnce({menu: null, errors: [{message: 'throttled'}]})
        .mockResolvedValue({menu: {id: '1'}}),
    };
    const original = storefront.query;
    memoizePublicQueries(storefront, memo);
    await expect(storefront.query(MENUS, {cache: CacheLong()})).rejects.toThrow(
      'unavailable',
    );
    expect(await storefront.query(MENUS, {cache: CacheLong()})).toMatchObject({
      errors: [{message: 'throttled'}],
    });
    expect(await storefront.query(MENUS, {cache: CacheLong()})).toEqual({
      menu: {id: '1'},
    });
    expect(await storefront.query(MENUS, {cache: CacheLong()})).toEqual({
      menu: {id: '1'},
    });
    expect(original).toHaveBeenCalledTimes(3);
  });

  it("freezes kept answers, so one request cannot change the next one's data", async () => {
    const {storefront} = fakeStorefront();
    memoizePublicQueries(storefront, new QueryMemo());
    const answer = (await storefront.query(MENUS, {cache: CacheLong()})) as {
      menu: {id: string};
    };
    expect(() => {
      answer.menu.id = 'changed';
    }).toThrow(TypeError);
    expect(
      (
        (await storefront.query(MENUS, {cache: CacheLong()})) as {
          menu: {id: string};
        }
      ).menu.id,
    ).toBe('gid://shopify/Menu/1');
  });

  it('holds a bounded number of answers, dropping the oldest first', async () => {
    const {storefront, original} = fakeStorefront();
    memoizePublicQueries(storefront, new QueryMemo(Date.now, 2));
    for (const handle of ['a', 'b', 'c'])
      await storefront.query(MENUS, {variables: {handle}, cache: CacheLong()});
    await storefront.query(MENUS, {
      variables: {handle: 'c'},
      cache: CacheLong(),
    });
    await storefront.query(MENUS, {
      variables: {handle: 'b'},
      cache: CacheLong(),
    });
    expect(original).toHaveBeenCalledTimes(3);
    await storefront.query(MENUS, {
      variables: {handle: 'a'},
      cache: CacheLong(),
    });
    expect(original).toHaveBeenCalledTimes(4);
  });
});
