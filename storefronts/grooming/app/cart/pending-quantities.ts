/**
 * The quantities the grooming drawer has asked /api/cart for, laid over the server cart until the server
 * cart that has them is shown (decision 19).
 *
 * A change is held past its request: the drawer refreshes the cart with the root loader's revalidation,
 * which React Router commits in a transition, so when `await revalidate()` returns the drawer still shows
 * the old server cart for a render or more. Dropping the asked quantity then flashed the old one
 * (+ showed 1 → 2 → 1 → 2, a minus 2 → 1 → 2 → 1). So an answered change stays until the server cart
 * differs from the one shown when its answer came; a failed change goes at once (the server kept the old).
 */
import {useCallback, useEffect, useMemo, useRef, useState} from 'react';
import type {
  DrawerCart,
  PendingQuantities,
} from '@shared/cart/drawer/use-drawer-cart';

type ServerCart = DrawerCart | null | undefined;

/** lineId → the asked quantity; once answered, with the server cart shown at that moment. */
export type PendingChanges = Record<
  string,
  | {quantity: number; answered: false}
  | {quantity: number; answered: true; over: ServerCart}
>;

/** An answered change whose server cart is no longer the one given: the newer cart carries its outcome. */
function isReplaced(
  change: PendingChanges[string],
  serverCart: ServerCart,
): boolean {
  return change.answered && change.over !== serverCart;
}

/** The quantities still to lay over `serverCart`: unanswered ones, and answered ones while it is the cart they were answered over. */
export function pendingOver(
  changes: PendingChanges,
  serverCart: ServerCart,
): PendingQuantities {
  const pending: PendingQuantities = {};
  for (const [lineId, change] of Object.entries(changes)) {
    if (!isReplaced(change, serverCart)) pending[lineId] = change.quantity;
  }
  return pending;
}

/** `changes` without the answered ones a newer server cart has replaced (the same object when there are none). */
export function withoutReplaced(
  changes: PendingChanges,
  serverCart: ServerCart,
): PendingChanges {
  const replaced = Object.keys(changes).filter((lineId) =>
    isReplaced(changes[lineId]!, serverCart),
  );
  if (!replaced.length) return changes;
  const kept = {...changes};
  for (const lineId of replaced) delete kept[lineId];
  return kept;
}

/**
 * `pending` for useDisplayedCart; `ask` when a change is sent, then `answered` when the server took it
 * (its cart is being refreshed) or `failed` when it did not.
 */
export function usePendingQuantities(serverCart: ServerCart) {
  const [changes, setChanges] = useState<PendingChanges>({});
  // The server cart on screen (committed), read when an answer comes in after an await.
  const shown = useRef(serverCart);
  useEffect(() => {
    shown.current = serverCart;
    setChanges((current) => withoutReplaced(current, serverCart));
  }, [serverCart]);

  const ask = useCallback((lineId: string, quantity: number) => {
    setChanges((current) => ({
      ...current,
      [lineId]: {quantity, answered: false},
    }));
  }, []);
  const answered = useCallback((lineId: string) => {
    const over = shown.current;
    setChanges((current) => {
      const change = current[lineId];
      return change
        ? {
            ...current,
            [lineId]: {quantity: change.quantity, answered: true, over},
          }
        : current;
    });
  }, []);
  const failed = useCallback((lineId: string) => {
    setChanges(({[lineId]: _gone, ...rest}) => rest);
  }, []);

  const pending = useMemo(
    () => pendingOver(changes, serverCart),
    [changes, serverCart],
  );
  return {pending, ask, answered, failed};
}
