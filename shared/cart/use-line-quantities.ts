import {CartForm} from '@shopify/hydrogen';
import {useCallback, useEffect, useRef, useState} from 'react';
import {useFetcher} from 'react-router';
import {useToast} from '../toast/toast-context';
import {useFetcherAnswer} from './form-feedback';
import {cartFormData, isCartOutage} from './protocol';
import type {DrawerLine, PendingQuantities} from './drawer/use-drawer-cart';

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
 * The cart lines' quantities as the shopper taps them, sent one change at a time over one fetcher to the
 * store's cart action (decisions 36, 85). Two updates in flight could land out of order at the server and
 * leave the older quantity, and disabled buttons would swallow taps; so a tap only moves the wanted
 * quantity (`pending`, laid over the cart by useDisplayedCart), and whenever nothing is on its way the
 * newest wanted quantity is sent (0 removes the line) through Hydrogen's cart form input. A line shows the
 * wanted quantity until the server's cart has it (`settling` false), then the server's (which may be
 * lower: stock). It lives in the drawer, not in a line, so a removed line's answer is still heard.
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
  const [wanted, setWanted] = useState<PendingQuantities>({});
  // Set the moment a change is submitted: the fetcher's own state reaches React a render later.
  const [sending, setSending] = useState(false);
  const sent = useRef<PendingQuantities>({});
  const inFlight = sending || fetcher.state !== 'idle';

  useEffect(() => {
    if (inFlight) return;
    const next = Object.entries(wanted).find(
      ([lineId, quantity]) => sent.current[lineId] !== quantity,
    );
    if (next) {
      const [lineId, quantity] = next;
      sent.current = {...sent.current, [lineId]: quantity};
      const form =
        quantity === 0
          ? cartFormData(CartForm.ACTIONS.LinesRemove, {lineIds: [lineId]})
          : cartFormData(CartForm.ACTIONS.LinesUpdate, {
              lines: [{id: lineId, quantity}],
            });
      setSending(true);
      submit(form, {method: 'POST', action}).finally(() => setSending(false));
      return;
    }
    if (settling || !Object.keys(sent.current).length) return;
    // The server's cart has them: show the server's from now on, unless a tap asked for more meanwhile
    // (a tap and this effect can land in either order; the tap must win).
    const confirmed = sent.current;
    sent.current = {};
    setWanted((current) => {
      const kept = {...current};
      for (const [lineId, quantity] of Object.entries(confirmed))
        if (kept[lineId] === quantity) delete kept[lineId];
      return kept;
    });
  }, [wanted, inFlight, settling, submit, action]);

  // A tap moves the quantity by one from the newest wanted one (not from the quantity its render showed),
  // so two taps between renders are two.
  const setQuantity = useCallback((line: DrawerLine, next: number) => {
    const from = line.quantity;
    setWanted((current) => ({
      ...current,
      [line.id]:
        next === 0 ? 0 : Math.max(0, (current[line.id] ?? from) + next - from),
    }));
  }, []);

  useAnswerToast(fetcher, messages);

  return {
    pending: wanted,
    setQuantity,
    /** A change is on its way or waiting to be sent. */
    busy:
      inFlight ||
      Object.entries(wanted).some(
        ([lineId, quantity]) => sent.current[lineId] !== quantity,
      ),
  };
}

/** Toasts what the answer to a line change says: an outage, a refusal (or an unreadable answer), a warning. */
function useAnswerToast(
  fetcher: {state: string; data?: CartActionData},
  messages: LineChangeMessages,
) {
  const toast = useToast();
  useFetcherAnswer(fetcher, (data) => {
    const answer = data as CartActionData | undefined;
    if (isCartOutage(answer)) toast.show(messages.outage, {tone: 'error'});
    else if (!answer || answer.errors?.length)
      toast.show(
        answer?.errors?.[0]?.code === 'VALIDATION_CUSTOM' && messages.orderLimit
          ? messages.orderLimit
          : messages.refused,
        {tone: 'error'},
      );
    else {
      const warning = answer.warnings?.[0];
      const text = warning ? messages.warning(warning) : null;
      if (text) toast.show(text, {tone: 'error'});
    }
  });
}
