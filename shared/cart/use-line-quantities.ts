import {CartForm} from '@shopify/hydrogen';
import {useCallback, useEffect, useReducer, useRef} from 'react';
import {useFetcher} from 'react-router';
import {useToast} from '../toast/toast-context';
import {
  isSending,
  nextToSend,
  NO_PENDING_LINES,
  pendingLinesReducer,
} from './pending';
import {cartFormData, isCartOutage} from './protocol';
import type {DrawerLine} from './drawer/use-drawer-cart';

/** What a cart action answers (shared/cart/server/actions.server.ts; cartClientAction for an unreadable one). */
export interface CartActionData {
  errors?: {code?: string | null; message?: string}[] | null;
  warnings?: {code?: string; message?: string}[] | null;
}

/** The store's words for the answers to a line change (each store's own copy, e.g. translated). */
export interface LineChangeMessages {
  /** The cart core could not reach the Storefront API (CART_OUTAGE answer). */
  outage: string;
  /** The store refused the change, or its answer could not be read: the line shows the server's quantity again. */
  refused: string;
  /** A kept change with a warning (e.g. not enough stock: the quantity drops back); null shows nothing. */
  warning(warning: {code?: string; message?: string}): string | null;
  /** A change past the store's per-order limit (VALIDATION_CUSTOM, decision 110); else `refused`. */
  orderLimit?: string;
}

/**
 * The cart lines' quantities as the shopper taps them: the line half of the pending layer (./pending.ts,
 * decision 148), sent one change at a time over one fetcher to the store's cart action. Two updates in
 * flight could land out of order at the server and leave the older quantity, and disabled buttons would
 * swallow taps; so a tap only moves the wanted quantity, and whenever nothing is on its way the newest
 * wanted quantity is sent (0 removes the line) through Hydrogen's cart form input. A line shows the
 * wanted quantity until the server's cart after its answer is here (`settling` false), then the
 * server's (which may be lower: stock). It lives in the cart body, not in a line, so a removed line's
 * answer is still heard.
 */
export function useLineQuantities({
  action,
  settling,
  messages,
}: {
  action: string;
  settling: boolean;
  messages: LineChangeMessages;
}) {
  const fetcher = useFetcher<CartActionData>();
  const {submit} = fetcher;
  const [state, dispatch] = useReducer(pendingLinesReducer, NO_PENDING_LINES);
  const toast = useAnswerToast(messages);

  // The answer: the fetcher is idle again with an answer other than the one it held when the change went.
  const {inFlight} = state;
  // A submission that settled while the fetcher still holds the old answer was aborted before its answer
  // came (seen on a 20x slowed phone): without this the line waited for it forever and no change went again.
  useEffect(() => {
    if (!inFlight || fetcher.state !== 'idle') return;
    if (fetcher.data === inFlight.before) {
      if (inFlight.returned) dispatch({type: 'interrupted'});
      return;
    }
    dispatch({type: 'answered', kept: !isRefused(fetcher.data)});
    toast(fetcher.data);
  }, [inFlight, fetcher.state, fetcher.data, toast]);

  const next = nextToSend(state);
  const nextLine = next?.lineId ?? null;
  const nextQuantity = next?.quantity ?? 0;
  useEffect(() => {
    if (nextLine === null || fetcher.state !== 'idle') return;
    dispatch({
      type: 'sent',
      lineId: nextLine,
      quantity: nextQuantity,
      before: fetcher.data,
    });
    const form =
      nextQuantity === 0
        ? cartFormData(CartForm.ACTIONS.LinesRemove, {lineIds: [nextLine]})
        : cartFormData(CartForm.ACTIONS.LinesUpdate, {
            lines: [{id: nextLine, quantity: nextQuantity}],
          });
    submit(form, {method: 'POST', action}).then(
      () => dispatch({type: 'returned'}),
      (error: unknown) => {
        console.error('[cart] a line change could not be sent', error);
        dispatch({type: 'answered', kept: false});
      },
    );
  }, [nextLine, nextQuantity, fetcher.state, fetcher.data, submit, action]);

  // The server's cart after the answers is here: it shows them from now on.
  useEffect(() => {
    if (!settling) dispatch({type: 'settled'});
  }, [settling, state.lines]);

  const setQuantity = useCallback(
    (line: DrawerLine, quantity: number) =>
      dispatch({
        type: 'tap',
        lineId: line.id,
        shown: line.quantity,
        next: quantity,
      }),
    [],
  );

  return {
    pending: state.lines,
    setQuantity,
    /** A change is on its way or waiting to be sent. */
    busy: isSending(state) || fetcher.state !== 'idle',
  };
}

/** An answer that changed nothing: an outage, a refusal, or one that could not be read. */
function isRefused(answer: CartActionData | undefined): boolean {
  return !answer || Boolean(answer.errors?.length);
}

/** Toasts what the answer to a line change says: an outage, a refusal (or an unreadable answer), a warning. */
function useAnswerToast(messages: LineChangeMessages) {
  const toast = useToast();
  const words = useRef(messages);
  words.current = messages;
  return useCallback(
    (answer: CartActionData | undefined) => {
      const messages = words.current;
      if (isCartOutage(answer)) toast.show(messages.outage, {tone: 'error'});
      else if (!answer || answer.errors?.length)
        toast.show(
          answer?.errors?.[0]?.code === 'VALIDATION_CUSTOM' &&
            messages.orderLimit
            ? messages.orderLimit
            : messages.refused,
          {tone: 'error'},
        );
      else {
        const warning = answer.warnings?.[0];
        const text = warning ? messages.warning(warning) : null;
        if (text) toast.show(text, {tone: 'error'});
      }
    },
    [toast],
  );
}
