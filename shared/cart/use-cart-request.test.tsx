// @vitest-environment happy-dom
import {act} from 'react';
import {createRoot, type Root} from 'react-dom/client';
import {afterEach, beforeEach, describe, expect, it, vi} from 'vitest';

// The router's fetcher as the hook sees it: a state and an answer the test moves through a request's life.
const fetcher = vi.hoisted(() => ({
  state: 'idle' as 'idle' | 'submitting' | 'loading',
  data: undefined as unknown,
  submit: vi.fn(() => Promise.resolve()),
}));
vi.mock('react-router', () => ({useFetcher: () => ({...fetcher})}));

const {useCartRequest, CartRequestFailed, CART_REQUEST_INTERRUPTED} =
  await import('./use-cart-request');

(globalThis as {IS_REACT_ACT_ENVIRONMENT?: boolean}).IS_REACT_ACT_ENVIRONMENT =
  true;

let container: HTMLDivElement;
let root: Root;
let send: (body: FormData) => Promise<unknown>;

function Caller() {
  send = useCartRequest('/cart', 'checkout');
  return null;
}

/** The fetcher moves to `state` with `data`, and React renders the caller again. */
function fetcherIs(state: typeof fetcher.state, data = fetcher.data) {
  act(() => {
    fetcher.state = state;
    fetcher.data = data;
    root.render(<Caller />);
  });
}

beforeEach(() => {
  fetcher.state = 'idle';
  fetcher.data = undefined;
  container = document.createElement('div');
  root = createRoot(container);
  act(() => root.render(<Caller />));
});

afterEach(() => act(() => root.unmount()));

describe('useCartRequest (a cart change whose answer the caller waits for)', () => {
  it("resolves with this request's answer", async () => {
    const first = {cart: {id: 'first'}};
    fetcherIs('idle', first);
    const answer = send(new FormData());
    fetcherIs('submitting');
    const second = {cart: {id: 'second'}};
    fetcherIs('loading', second);
    fetcherIs('idle');
    await expect(answer).resolves.toBe(second);
  });

  it("rejects a request the router aborted, instead of resolving with the previous request's answer", async () => {
    const previous = {cart: {id: 'previous'}};
    fetcherIs('idle', previous);
    const answer = send(new FormData());
    fetcherIs('submitting');
    // Aborted: idle again, still holding the answer it had before.
    fetcherIs('idle', previous);
    await expect(answer).rejects.toThrow(CartRequestFailed);
    await expect(answer).rejects.toThrow(CART_REQUEST_INTERRUPTED);
  });

  it("rejects with the server's message when the change was refused", async () => {
    const answer = send(new FormData());
    fetcherIs('submitting');
    fetcherIs('idle', {errors: [{message: 'Code expired'}]});
    await expect(answer).rejects.toThrow('Code expired');
  });
});
