/**
 * The coupon lifecycle (docs/requirements.md, grooming: behaviour, errors): none → applied (validated by
 * the provider through POST /api/discount, then put on the cart through the shared useDiscountCode) →
 * removed (by the shopper, or because re-validation says it no longer applies). The applied coupon is
 * cached 24 h and the offers lists (./use-offers) are kept fresh; the celebration is the drawer's prop.
 */
import {useCallback, useEffect, useRef, useState} from 'react';
import {useToast} from '@shared/toast/toast-context';
import {clearCache, readCache, writeCache} from '@shared/cart/cache';
import {useDiscountCode} from '@shared/cart/use-discount-code';
import {formatRupees, toPaise} from '@shared/money/format';
import type {DrawerCart} from '@shared/cart/drawer/use-drawer-cart';
import {
  checkCoupon,
  fetchLatestCart,
  fetchRequestId,
  PrerequisiteError,
  type CouponCheck,
} from './provider-api';
import {codeIsOnCart, sameCode, shownCoupon} from './select';
import type {AppliedDiscount} from './types';
import {useOffers} from './use-offers';
import {COUPON_REJECTED} from '../copy';

export const COUPON_TOASTS = {
  applied: (amountPaise: number) =>
    `Coupon Applied! You saved ${formatRupees(amountPaise)}`,
  invalid: COUPON_REJECTED,
  applyFailed: 'Failed to apply coupon. Please try again.',
  noLongerValid: 'Coupon is no longer valid and has been removed',
  removeFailed: 'Failed to remove coupon. Please try again.',
  removed: 'Coupon removed successfully',
} as const;

type Discount = NonNullable<CouponCheck['discountData']>;

const asApplied = (code: string, discount: Discount): AppliedDiscount => ({
  code,
  message: discount.title,
  amount: discount.totalDiscount,
  totalPrice: discount.totalPrice,
});

interface Options {
  cart: DrawerCart | null | undefined;
  /** The root loader's cart could not be read (not the same as empty). */
  unavailable?: boolean;
  isOpen: boolean;
  /** Sets the drawer's whole-cart loading flag. */
  setLoading(loading: boolean): void;
  /** Re-reads the root loader (the server cart) after a mutation. */
  refreshCart(): Promise<void>;
  /** A coupon was applied by the shopper (the drawer's confetti). */
  onApplied?(): void;
}

export function useCoupon({
  cart,
  unavailable = false,
  isOpen,
  setLoading,
  refreshCart,
  onApplied,
}: Options) {
  const toast = useToast();
  const offers = useOffers(cart);
  const {refresh: refreshOffers, reset: resetOffers} = offers;
  const [applied, setApplied] = useState<AppliedDiscount | null>(null);
  /** A coupon whose re-validation could not run (shown as such, not as applied). */
  const [unverifiedCode, setUnverifiedCode] = useState<string | null>(null);
  const cartRef = useRef(cart);
  cartRef.current = cart;
  const appliedRef = useRef(applied);
  appliedRef.current = applied;

  useEffect(() => setApplied(readCache<AppliedDiscount>('coupon')), []);

  const remember = useCallback((next: AppliedDiscount | null) => {
    setApplied(next);
    if (next) writeCache('coupon', next);
    else clearCache('coupon');
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

  // The code goes on the cart over the shared code path to /cart (decision 138), after the provider's check.
  const code = useDiscountCode<Discount>({
    action: '/cart',
    key: 'grooming-coupon',
    cart,
    check: async (entered) => {
      const result = await validate(entered);
      if (result.isValid && result.discountData) return result.discountData;
      toast.show(result.message || COUPON_TOASTS.invalid, {tone: 'error'});
      return null;
    },
    onApplied: async (entered, discount) => {
      setUnverifiedCode(null);
      remember(asApplied(entered, discount));
      toast.show(COUPON_TOASTS.applied(toPaise(discount.totalDiscount) ?? 0), {
        tone: 'success',
      });
      onApplied?.();
      await refreshCart();
      void refreshOffers(true);
    },
    onRemoved: async () => {
      remember(null);
      setUnverifiedCode(null);
      toast.show(COUPON_TOASTS.removed, {tone: 'success'});
      await refreshCart();
      void refreshOffers(true);
    },
    onError: (action, error) => {
      if (error instanceof PrerequisiteError)
        return toast.show(error.message, {tone: 'error'});
      console.error(`[coupon] ${action} failed`, error);
      toast.show(
        action === 'apply'
          ? COUPON_TOASTS.applyFailed
          : COUPON_TOASTS.removeFailed,
        {tone: 'error'},
      );
    },
  });
  const {setCodes, apply: applyCode, remove: removeCode} = code;

  /** With the drawer's loading flag up while it runs. */
  const loading = useCallback(
    async <T>(work: () => Promise<T>): Promise<T> => {
      setLoading(true);
      try {
        return await work();
      } finally {
        setLoading(false);
      }
    },
    [setLoading],
  );

  const apply = useCallback(
    (input: string): Promise<boolean> => {
      if (!input.trim()) return Promise.resolve(false);
      // Already applied (and on the cart): nothing to do. A cached code the cart lost is applied again.
      if (
        sameCode(input.trim(), appliedRef.current?.code) &&
        codeIsOnCart(cartRef.current, input.trim())
      )
        return Promise.resolve(true);
      return loading(() => applyCode(input));
    },
    [loading, applyCode],
  );
  const remove = useCallback(() => loading(removeCode), [loading, removeCode]);

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
    const coupon = cached?.code ?? onCart;
    if (!coupon) return;
    await loading(async () => {
      let result: Awaited<ReturnType<typeof validate>>;
      try {
        result = await validate(coupon);
      } catch (error) {
        // Could not check (provider or network): not shown as applied; the cache stays for the next try.
        console.error('[coupon] re-validation failed', error);
        setApplied(null);
        setUnverifiedCode(coupon);
        return;
      }
      setUnverifiedCode(null);
      if (result.isValid && result.discountData) {
        // The server's cart decides (the drawer may still be painting the cached one).
        if (!codeIsOnCart(result.latest, coupon)) {
          try {
            await setCodes([coupon]);
            await refreshCart();
          } catch (error) {
            // Not on the cart and could not be put back: its saving is not in the totals, so forget it.
            console.error('[coupon] putting the coupon back failed', error);
            remember(null);
            return;
          }
        }
        remember(asApplied(coupon, result.discountData));
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
    });
  }, [validate, remember, toast, loading, refreshCart, setCodes]);

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
    remember(null);
    setUnverifiedCode(null);
    resetOffers();
  }, [remember, resetOffers]);

  // The last line deleted: no coupon, offers or codes either (docs/requirements.md, grooming: behaviour); the
  // cart's codes go over the same fetcher as the shopper's (the cart cache goes with the empty cart).
  const hadLines = useRef(false);
  useEffect(() => {
    if (cart === undefined || unavailable) return;
    const count = cart?.lines.nodes.length ?? 0;
    const emptied = hadLines.current && count === 0;
    hadLines.current = count > 0;
    if (!emptied) return;
    reset();
    if (cart?.discountCodes?.length)
      setCodes([]).catch((error: unknown) =>
        console.error('[coupon] clearing an emptied cart failed', error),
      );
  }, [cart, unavailable, reset, setCodes]);

  // Shown as applied only while the cart's totals carry it (shownCoupon).
  return {
    applied: shownCoupon(applied, cart),
    unverifiedCode,
    offers: offers.offers,
    offersLoading: offers.loading,
    apply,
    remove,
    revalidate,
    refreshOffers,
    reset,
  };
}

export type Coupon = ReturnType<typeof useCoupon>;
