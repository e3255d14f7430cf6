import {describe, expect, it} from 'vitest';
import {deferredSettled} from './root';

/** A promise with its resolve and reject exposed. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return {promise, resolve, reject};
}

/** Whether `promise` has settled once pending microtasks have run. */
async function isSettled(promise: Promise<unknown>) {
  let settled = false;
  void promise.then(
    () => (settled = true),
    () => (settled = true),
  );
  await new Promise((resolve) => setTimeout(resolve, 0));
  return settled;
}

describe('deferredSettled (the analytics provider waits for the streamed data, decision 139)', () => {
  it('waits for every deferred value of every matched route, a failed one included', async () => {
    const cart = deferred<object>();
    const related = deferred<object[]>();
    const gate = deferredSettled([
      {data: {menus: {}, cart: cart.promise}},
      {data: {product: {}, related: related.promise}},
    ]);
    expect(await isSettled(gate)).toBe(false);
    related.resolve([]);
    expect(await isSettled(gate)).toBe(false);
    cart.reject(new Error('Cart unavailable'));
    expect(await isSettled(gate)).toBe(true);
    await expect(gate).resolves.toBeUndefined();
  });

  it('settles at once when no route deferred anything (or a match has no data)', async () => {
    const gate = deferredSettled([{data: {menus: {}}}, {data: undefined}]);
    expect(await isSettled(gate)).toBe(true);
  });
});
