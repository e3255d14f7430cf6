/**
 * The coupon lifecycle (docs/requirements.md, grooming: behaviour, errors): none → applied (validated by the provider through
 * POST /api/discount, then put on the cart with cartDiscountCodesUpdate) → removed (by the shopper, or
 * because re-validation says it no longer applies). Also keeps the offers lists fresh (120 s cache).
 */
import {CartForm} from '@shopify/hydrogen';
import {useCallback, useEffect, useRef, useState} from 'react';
import {useToast} from '@shared/toast/toast-context';
import {clearCache, readCache, writeCache} from '@shared/cart/cache';
import {formatRupees, toPaise} from '@shared/money/format';
import {playConfetti} from '../confetti';
import {
  checkCoupon,
  fetchLatestCart,
  fetchOffers,
  fetchRequestId,
  PrerequisiteError,
} from '../client-api';
import {
  cartSignature,
  type DrawerCart,
} from '@shared/cart/drawer/use-drawer-cart';
import {cartFormData} from '@shared/cart/protocol';
import {useCartRequest} from '@shared/cart/use-cart-request';
import {codeIsOnCart, sameCode, shownCoupon} from './select';
import type {AppliedDiscount, OffersData} from './types';

export const COUPON_TOASTS = {
  applied: (amountPaise: number) =>
    `Coupon Applied! You saved ${formatRupees(amountPaise)}`,
  invalid: 'Invalid coupon code',
  applyFailed: 'Failed to apply coupon. Please try again.',
  noLongerValid: 'Coupon is no longer valid and has been removed',
  removeFailed: 'Failed to remove coupon. Please try again.',
  removed: 'Coupon removed successfully',
} as const;

interface CachedOffers {
  signature: string;
  data: OffersData;
}

interface Options {
  cart: DrawerCart | null | undefined;
  isOpen: boolean;
  /** Sets the drawer's whole-cart loading flag. */
  setLoading(loading: boolean): void;
  /** Re-reads the root loader (the server cart) after a mutation. */
  refreshCart(): Promise<void>;
}

export function useCoupon({cart, isOpen, setLoading, refreshCart}: Options) {
  const toast = useToast();
  // The code goes on the cart through /cart like every other cart change (decision 85).
  const sendCart = useCartRequest('/cart', 'grooming-coupon');
  const setCodes = useCallback(
    (discountCodes: string[]) =>
      sendCart(
        cartFormData(CartForm.ACTIONS.DiscountCodesUpdate, {discountCodes}),
      ),
    [sendCart],
  );
  const [applied, setApplied] = useState<AppliedDiscount | null>(null);
  /** A coupon whose re-validation could not run (shown as such, not as applied). */
  const [unverifiedCode, setUnverifiedCode] = useState<string | null>(null);
  const [offers, setOffers] = useState<OffersData | null>(null);
  const [offersLoading, setOffersLoading] = useState(false);
  const cartRef = useRef(cart);
  cartRef.current = cart;
  const generationRef = useRef(0);
  const appliedRef = useRef(applied);
  appliedRef.current = applied;

  useEffect(() => {
    setApplied(readCache<AppliedDiscount>('coupon'));
    setOffers(readCache<CachedOffers>('offers')?.data ?? null);
  }, []);

  const remember = useCallback((next: AppliedDiscount | null) => {
    setApplied(next);
    if (next) writeCache('coupon', next);
    else clearCache('coupon');
  }, []);

  const refreshOffers = useCallback(async (force = false) => {
    const current = cartRef.current;
    if (!current?.id || current.lines.nodes.length === 0) return;
    const signature = cartSignature(current);
    const cached = readCache<CachedOffers>('offers');
    if (!force && cached?.signature === signature) {
      setOffers(cached.data);
      return;
    }
    setOffersLoading(true);
    const generation = generationRef.current;
    try {
      const data = await fetchOffers(current, current.id);
      // The cart was emptied (or an order placed) meanwhile: these offers are stale.
      if (
        generation !== generationRef.current ||
        !cartRef.current?.lines.nodes.length
      )
        return;
      writeCache('offers', {signature, data} satisfies CachedOffers);
      setOffers(data);
    } catch (error) {
      // Keep the old offers.
      console.error('[offers] fetching offers failed', error);
    } finally {
      setOffersLoading(false);
    }
  }, []);

  /** Provider validation of one code against the latest server cart. */
  const validate = useCallback(async (code: string) => {
    const current = cartRef.current;
    if (!current?.id)
      throw new PrerequisiteError('Failed to get latest cart data');
    const latest = await fetchLatestCart(current.id);
    const requestId = await fetchRequestId(current.id);
    return {...(await checkCoupon(latest, code, requestId)), latest};
  }, []);

  const apply = useCallback(
    async (input: string): Promise<boolean> => {
      const code = input.trim();
      if (!code) return false;
      // Already applied (and on the cart): nothing to do. A cached code the cart lost is applied again.
      if (
        sameCode(code, appliedRef.current?.code) &&
        codeIsOnCart(cartRef.current, code)
      )
        return true;
      setLoading(true);
      try {
        const result = await validate(code);
        if (!result.isValid || !result.discountData) {
          toast.show(result.message || COUPON_TOASTS.invalid, {tone: 'error'});
          return false;
        }
        await setCodes([code]);
        const amountPaise = toPaise(result.discountData.totalDiscount) ?? 0;
        setUnverifiedCode(null);
        remember({
          code,
          message: result.discountData.title,
          amount: result.discountData.totalDiscount,
          totalPrice: result.discountData.totalPrice,
        });
        toast.show(COUPON_TOASTS.applied(amountPaise), {tone: 'success'});
        playConfetti();
        await refreshCart();
        void refreshOffers(true);
        return true;
      } catch (error) {
        if (error instanceof PrerequisiteError)
          toast.show(error.message, {tone: 'error'});
        else {
          console.error('[coupon] apply failed', error);
          toast.show(COUPON_TOASTS.applyFailed, {tone: 'error'});
        }
        return false;
      } finally {
        setLoading(false);
      }
    },
    [
      validate,
      remember,
      toast,
      setLoading,
      refreshCart,
      refreshOffers,
      setCodes,
    ],
  );

  const remove = useCallback(async (): Promise<boolean> => {
    setLoading(true);
    try {
      await setCodes([]);
      remember(null);
      setUnverifiedCode(null);
      toast.show(COUPON_TOASTS.removed, {tone: 'success'});
      await refreshCart();
      void refreshOffers(true);
      return true;
    } catch (error) {
      console.error('[coupon] remove failed', error);
      toast.show(COUPON_TOASTS.removeFailed, {tone: 'error'});
      return false;
    } finally {
      setLoading(false);
    }
  }, [remember, toast, setLoading, refreshCart, refreshOffers, setCodes]);

  /**
   * Re-validates the cached coupon (or re-derives it from the cart's applicable code). The drawer and
   * the cart's totals must agree: a valid code the cart no longer carries is put back on the cart (or,
   * if that fails, forgotten); one the provider refuses is removed from cart and cache; and when the
   * check itself cannot run, the coupon is not shown as applied — the drawer says the check could not
   * run (`unverifiedCode`) and BUY NOW stays usable.
   */
  const revalidate = useCallback(async () => {
    const current = cartRef.current;
    if (!current?.id || current.lines.nodes.length === 0) return;
    const cached = appliedRef.current ?? readCache<AppliedDiscount>('coupon');
    const onCart =
      (current.discountCodes ?? []).find((c) => c.applicable)?.code ?? null;
    const code = cached?.code ?? onCart;
    if (!code) return;
    setLoading(true);
    try {
      let result: Awaited<ReturnType<typeof validate>>;
      try {
        result = await validate(code);
      } catch (error) {
        // Could not check (provider or network): not shown as applied; the cache stays for the next try.
        console.error('[coupon] re-validation failed', error);
        setApplied(null);
        setUnverifiedCode(code);
        return;
      }
      setUnverifiedCode(null);
      if (result.isValid && result.discountData) {
        // The server's cart decides (the drawer may still be painting the cached one).
        if (!codeIsOnCart(result.latest, code)) {
          try {
            await setCodes([code]);
            await refreshCart();
          } catch (error) {
            // Not on the cart and could not be put back: its saving is not in the totals, so forget it.
            console.error(
              '[coupon] putting the coupon back on the cart failed',
              error,
            );
            remember(null);
            return;
          }
        }
        remember({
          code,
          message: result.discountData.title,
          amount: result.discountData.totalDiscount,
          totalPrice: result.discountData.totalPrice,
        });
        return;
      }
      try {
        await setCodes([]);
        remember(null);
        toast.show(COUPON_TOASTS.noLongerValid, {tone: 'error'});
        await refreshCart();
      } catch (error) {
        console.error('[coupon] removing an invalid coupon failed', error);
        toast.show(COUPON_TOASTS.removeFailed, {tone: 'error'});
      }
    } finally {
      setLoading(false);
    }
  }, [validate, remember, toast, setLoading, refreshCart, setCodes]);

  // Drawer opens: re-validate the coupon and load offers. Cart changes while open: refresh both
  // (the coupon only when one is applied).
  // Lines and quantities only: code changes come from apply/remove, which refresh by themselves.
  const signature = cart
    ? cart.lines.nodes.map((l) => `${l.id}:${l.quantity}`).join(',')
    : '';
  const lastSignature = useRef<string | null>(null);
  const wasOpen = useRef(false);
  useEffect(() => {
    if (!isOpen) {
      wasOpen.current = false;
      return;
    }
    if (!cart?.id || cart.lines.nodes.length === 0) return;
    const opening = !wasOpen.current;
    wasOpen.current = true;
    const changed =
      lastSignature.current !== null && lastSignature.current !== signature;
    lastSignature.current = signature;
    if (opening) {
      void revalidate().then(() => refreshOffers(false));
    } else if (changed) {
      const couponApplied = Boolean(appliedRef.current);
      void (couponApplied ? revalidate() : Promise.resolve()).then(() =>
        refreshOffers(couponApplied),
      );
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [isOpen, signature]);

  /** Forget everything local (last line deleted, order placed). */
  const reset = useCallback(() => {
    generationRef.current += 1;
    remember(null);
    setUnverifiedCode(null);
    setOffers(null);
    clearCache('offers');
  }, [remember]);

  // Shown as applied only while the cart's totals carry it (shownCoupon).
  return {
    applied: shownCoupon(applied, cart),
    unverifiedCode,
    offers,
    offersLoading,
    apply,
    remove,
    revalidate,
    refreshOffers,
    reset,
  };
}
