import {GraphQLError} from 'graphql';
import {describe, expect, it} from 'vitest';
import {
  connectionFromArray,
  decodeCursor,
  encodeCursor,
  mapConnection,
} from './connection.ts';

const items = ['a', 'b', 'c', 'd', 'e'];
const page = (args: Parameters<typeof connectionFromArray>[1]) =>
  connectionFromArray(items, args, (x) => x);

describe('connectionFromArray', () => {
  it('pages forward with after and back with before, with exact page flags', () => {
    const first = page({first: 2});
    expect(first.nodes).toEqual(['a', 'b']);
    expect(first.pageInfo).toEqual({
      hasPreviousPage: false,
      hasNextPage: true,
      startCursor: first.edges[0].cursor,
      endCursor: first.edges[1].cursor,
    });
    const second = page({first: 2, after: first.pageInfo.endCursor});
    expect(second.nodes).toEqual(['c', 'd']);
    expect(second.pageInfo).toMatchObject({
      hasPreviousPage: true,
      hasNextPage: true,
    });
    const last = page({first: 2, after: second.pageInfo.endCursor});
    expect(last.nodes).toEqual(['e']);
    expect(last.pageInfo).toMatchObject({
      hasPreviousPage: true,
      hasNextPage: false,
    });
    const back = page({last: 2, before: second.pageInfo.startCursor});
    expect(back.nodes).toEqual(['a', 'b']);
    expect(back.pageInfo).toMatchObject({
      hasPreviousPage: false,
      hasNextPage: true,
    });
    expect(page({first: 10}).totalCount).toBe(5);
  });

  it('keeps a cursor pointing at its item when others are added before it', () => {
    const cursor = page({first: 2}).pageInfo.endCursor!;
    expect(
      connectionFromArray(['z', ...items], {first: 1, after: cursor}, (x) => x)
        .nodes,
    ).toEqual(['c']);
  });

  it('refuses a missing page size, both sizes, and a size above 250', () => {
    expect(() => page({})).toThrow('you must provide one of first or last');
    expect(() => page({first: 1, last: 1})).toThrow(/both `first` and `last`/);
    expect(() => page({first: 251})).toThrow(
      'The value of `first` must be between 0 and 250',
    );
  });

  it('answers every cursor that is not one of ours with the same BAD_USER_INPUT error', () => {
    for (const bad of [
      'not-a-cursor',
      Buffer.from('c:1').toString('base64url'),
      Buffer.from('{"id":1}').toString('base64'),
    ]) {
      let error: unknown;
      try {
        page({first: 1, after: bad});
      } catch (e) {
        error = e;
      }
      expect(error).toBeInstanceOf(GraphQLError);
      expect((error as GraphQLError).message).toBe(`Invalid cursor: ${bad}`);
      expect((error as GraphQLError).extensions.code).toBe('BAD_USER_INPUT');
    }
  });

  it('round-trips keys through cursors and maps nodes without touching cursors', () => {
    expect(decodeCursor(encodeCursor(42))).toBe('42');
    const mapped = mapConnection(page({first: 2}), (x) => x.toUpperCase());
    expect(mapped.nodes).toEqual(['A', 'B']);
    expect(mapped.edges.map((e) => e.cursor)).toEqual(
      page({first: 2}).edges.map((e) => e.cursor),
    );
  });
});
