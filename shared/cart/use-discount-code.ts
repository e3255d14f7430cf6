import {CartForm} from '@shopify/hydrogen';
import {useCallback, useRef} from 'react';
import {useFetcher} from 'react-router';
import type {DrawerCart} from './drawer/use-drawer-cart';
import {cartFormData} from './protocol';
import {useCartRequest} from './use-cart-request';
import type {CartActionData} from './use-line-quantities';

/** What a store adds to the code's way onto the cart: its own check, and its words when it is done. */
export interface DiscountCodeHooks<Checked> {
  /**
   * The store's check before a code goes on the cart (grooming: the checkout provider's validation).
   * Null or false keeps the code off (the store has said why); a throw goes to `onError`.
   */
  check?(code: string): Promise<Checked | null | false>;
  /** The cart took the code (grooming: its toast and confetti). */
  onApplied?(code: string, checked: Checked, answer: CartActionData): unknown;
  /** The cart's codes were removed by the shopper. */
  onRemoved?(answer: CartActionData): unknown;
  /** A check or a change failed (a CartRequestFailed carries the server's message); the store words it. */
  onError?(action: 'apply' | 'remove', error: unknown): void;
}

/**
 * The discount code on the cart, for both stores (decision 138): codes go to the store's /cart over one
 * keyed fetcher (cartDiscountCodesUpdate through the cart core, as line changes do), and `apply` /
 * `remove` resolve once the answer is in, true when the cart took the change. The rules and words are the
 * store's (hooks, and the `answer` it reads its status from); DiscountCodeBox shows them.
 */
export function useDiscountCode<Checked = true>({
  action,
  key,
  cart,
  ...hooks
}: {
  /** The store's (and language's) /cart. */
  action: string;
  /** The fetcher's key: one per store, so the code box and the drawer's own clearing share one. */
  key: string;
  cart: DrawerCart | null | undefined;
} & DiscountCodeHooks<Checked>) {
  const fetcher = useFetcher<CartActionData>({key});
  const send = useCartRequest(action, key);
  const hooksRef = useRef(hooks);
  hooksRef.current = hooks;

  /** Replaces the cart's codes ([] removes them); rejects with CartRequestFailed when refused. */
  const setCodes = useCallback(
    (discountCodes: string[]) =>
      send(cartFormData(CartForm.ACTIONS.DiscountCodesUpdate, {discountCodes})),
    [send],
  );

  const apply = useCallback(
    async (input: string): Promise<boolean> => {
      const code = input.trim();
      if (!code) return false;
      const {check, onApplied, onError} = hooksRef.current;
      try {
        const checked = check ? await check(code) : (true as Checked);
        if (checked === null || checked === false) return false;
        const answer = await setCodes([code]);
        await onApplied?.(code, checked, answer);
        return true;
      } catch (error) {
        if (onError) onError('apply', error);
        else console.error('[cart] applying a discount code failed', error);
        return false;
      }
    },
    [setCodes],
  );

  const remove = useCallback(async (): Promise<boolean> => {
    const {onRemoved, onError} = hooksRef.current;
    try {
      await onRemoved?.(await setCodes([]));
      return true;
    } catch (error) {
      if (onError) onError('remove', error);
      else console.error('[cart] removing a discount code failed', error);
      return false;
    }
  }, [setCodes]);

  const first = cart?.discountCodes?.[0];
  return {
    /** The code on the cart; `applied` when the cart's totals carry it. */
    current: first ? {code: first.code, applied: first.applicable} : null,
    /** The last answer (warnings, errors), for the store's status line. */
    answer: fetcher.data,
    busy: fetcher.state !== 'idle',
    apply,
    remove,
    setCodes,
  };
}
