import {CartForm} from '@shopify/hydrogen';
import {useCallback, useEffect, useRef, useState} from 'react';
import {useFetcher} from 'react-router';
import {cartFormData} from './protocol';
import type {DrawerLine} from './drawer/use-drawer-cart';

/** What the /cart action answers (shared/cart/server/actions.server.ts). */
export interface CartActionData {
  warnings?: {code?: string; message?: string}[] | null;
}

/**
 * A cart line's quantity as the shopper taps it, sent one change at a time (decision
 * 36). Two updates in flight could land out of order at the server and leave the older quantity, and
 * disabled buttons would swallow taps; so a tap only moves the wanted quantity, and whenever nothing is on
 * its way the newest wanted quantity is sent (0 removes the line) through Hydrogen's cart form input to
 * `action`. The line shows the wanted quantity until the server's cart has it (`settling` false), then the
 * server's (which may be lower: stock).
 */
export function useLineQuantity(
  line: DrawerLine,
  {
    action,
    settling,
    onStockLimit,
  }: {action: string; settling: boolean; onStockLimit(): void},
) {
  const fetcher = useFetcher<CartActionData>();
  const {submit, data} = fetcher;
  const [wanted, setWanted] = useState<number | null>(null);
  // Set the moment a change is submitted: the fetcher's own state reaches React a render later.
  const [sending, setSending] = useState(false);
  const sent = useRef<number | null>(null);
  const busy = sending || fetcher.state !== 'idle';

  useEffect(() => {
    if (wanted === null || busy) return;
    if (sent.current !== wanted) {
      sent.current = wanted;
      const form =
        wanted === 0
          ? cartFormData(CartForm.ACTIONS.LinesRemove, {lineIds: [line.id]})
          : cartFormData(CartForm.ACTIONS.LinesUpdate, {
              lines: [{id: line.id, quantity: wanted}],
            });
      setSending(true);
      submit(form, {method: 'POST', action}).finally(() => setSending(false));
      return;
    }
    if (!settling) {
      // The server's cart has it: show the server's from now on, unless a tap asked for more meanwhile
      // (a tap and this effect can land in either order; the tap must win).
      const confirmed = wanted;
      sent.current = null;
      setWanted((current) => (current === confirmed ? null : current));
    }
  }, [wanted, busy, settling, submit, line.id, action]);

  // A tap moves the quantity by one from the newest wanted one (not from the quantity its render showed),
  // so two taps between renders are two.
  const shown = useRef(line.quantity);
  shown.current = line.quantity;
  const setQuantity = useCallback((next: number, from: number) => {
    setWanted((current) =>
      next === 0 ? 0 : Math.max(0, (current ?? shown.current) + (next - from)),
    );
  }, []);

  // The Storefront API keeps what stock allows and says so in a warning (the quantity then drops back).
  const limited = Boolean(
    data?.warnings?.some(
      (warning) => warning.code === 'MERCHANDISE_NOT_ENOUGH_STOCK',
    ),
  );
  const stockLimit = useRef(onStockLimit);
  stockLimit.current = onStockLimit;
  useEffect(() => {
    if (limited) stockLimit.current();
  }, [data, limited]);

  return {fetcher, quantity: wanted ?? line.quantity, setQuantity};
}
