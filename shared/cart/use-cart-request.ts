import {useCallback, useEffect, useRef} from 'react';
import {useFetcher} from 'react-router';
import {isCartOutage, CART_OUTAGE} from './protocol';
import type {CartActionData} from './use-line-quantities';

/** A cart change the store refused, or whose answer could not be read (the message is the server's). */
export class CartRequestFailed extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'CartRequestFailed';
  }
}

/** The reason a request fails when the fetcher went idle without its answer (the router aborted it). */
export const CART_REQUEST_INTERRUPTED = 'Cart request interrupted';

/**
 * One cart change sent without a form over the store's cart route's fetcher (the same route and cart core
 * as line changes, decision 85), for code that must wait for the answer (the checkout hand-off): `send`
 * resolves with the answer, or rejects with CartRequestFailed carrying the server's message (the outage
 * message for an outage). The router revalidates the page's cart afterwards as for any cart form. A request
 * the router aborted leaves the fetcher idle with the answer it held before: that rejects
 * (CART_REQUEST_INTERRUPTED), never resolves with an earlier request's answer (as the line queue, cd449e8).
 */
export function useCartRequest(action: string, key: string) {
  const fetcher = useFetcher<CartActionData & {cart?: unknown}>({key});
  const {submit} = fetcher;
  const waiting = useRef<{
    resolve(data: CartActionData & {cart?: unknown}): void;
    reject(error: Error): void;
    /** The fetcher's answer when this request was sent. */
    before: unknown;
  } | null>(null);
  const wasBusy = useRef(false);
  const lastAnswer = useRef<unknown>(undefined);

  useEffect(() => {
    lastAnswer.current = fetcher.data;
    if (fetcher.state !== 'idle') {
      wasBusy.current = true;
      return;
    }
    if (!wasBusy.current || !waiting.current) return;
    wasBusy.current = false;
    const {resolve, reject, before} = waiting.current;
    waiting.current = null;
    const answer = fetcher.data;
    if (answer !== undefined && answer === before)
      reject(new CartRequestFailed(CART_REQUEST_INTERRUPTED));
    else if (isCartOutage(answer))
      reject(new CartRequestFailed(CART_OUTAGE.message));
    else if (!answer) reject(new CartRequestFailed('Cart request failed'));
    else if (answer.errors?.length)
      reject(
        new CartRequestFailed(
          answer.errors.map((e) => e.message ?? '').join('; '),
        ),
      );
    else resolve(answer);
  }, [fetcher.state, fetcher.data]);

  return useCallback(
    (body: FormData) =>
      new Promise<CartActionData & {cart?: unknown}>((resolve, reject) => {
        waiting.current?.reject(new CartRequestFailed('Superseded'));
        waiting.current = {resolve, reject, before: lastAnswer.current};
        submit(body, {method: 'POST', action}).catch((error: unknown) => {
          waiting.current = null;
          reject(error as Error);
        });
      }),
    [submit, action],
  );
}
