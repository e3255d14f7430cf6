/**
 * The cart drawer (docs/requirements.md, grooming: routes and screens, behaviour, errors, constants). Mount it once in the root layout inside
 * <CartDrawerProvider>, <ToastProvider>, <StoreProvider> and Hydrogen's <Analytics.Provider>:
 *
 *   <CartDrawer />   // reads the root loader's `cart` and `checkoutProvider` ({url, merchantId})
 *
 * It slides in from the right, locks page scroll, traps focus and closes on Esc. Two loading flags
 * (whole cart, quantity change) show a spinner overlay and disable close, backdrop, minus/plus and
 * BUY NOW.
 */
import {CartForm} from '@shopify/hydrogen';
import {Money} from '@shared/money/Money';
import {useCallback, useEffect, useId, useRef, useState} from 'react';
import {useNavigate, useRevalidator, useRouteLoaderData} from 'react-router';
import {useStore} from '../config/store';
import {useToast} from '../toast/toast-context';
import {useFocusTrap, useScrollLock} from '../chrome/use-focus-trap';
import {useCheckout, type CheckoutProviderSettings} from '../checkout/use-checkout';
import {OffersPanel, CouponBox} from '../offers/OffersPanel';
import {betterOffer} from '../offers/select';
import {useCoupon} from '../offers/use-coupon';
import {clearCache} from './cache';
import {isCartUnavailable, mutateCart} from './client-api';
import {CART_OUTAGE} from './outage';
import {CartLineItem} from './CartLineItem';
import {playConfetti} from './confetti';
import {useCartDrawer} from './drawer-context';
import {decimalMoney, moneyData, toPaise} from './money';
import {freeShippingProgress, freeShippingRemaining} from './progress';
import {UpsellStrip} from './UpsellStrip';
import {cartSignature, useDisplayedCart, useServerCart, type DrawerCart, type DrawerLine, type PendingQuantities} from './use-drawer-cart';
import {cartDrawerStylesHref as drawerStyles} from './drawer-styles';
import {backend} from '@config';

export const CART_UPDATE_FAILED = 'Failed to update cart. Please try again.';


export interface CartDrawerProps {
  /** The server cart; defaults to the root loader's `cart` (promise or value). */
  cart?: DrawerCart | null | Promise<DrawerCart | null>;
  /** Defaults to the root loader's `checkoutProvider`. */
  checkoutProvider?: CheckoutProviderSettings;
}

export function CartDrawer({cart: givenCart, checkoutProvider}: CartDrawerProps) {
  const {isOpen, close} = useCartDrawer();
  const store = useStore();
  const toast = useToast();
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  const root = useRouteLoaderData('root') as {checkoutProvider?: CheckoutProviderSettings} | undefined;
  // Root loader's env values (checkoutProviderSettings); else the local defaults of hydrogen.config.ts.
  const provider: CheckoutProviderSettings = checkoutProvider ??
    root?.checkoutProvider ?? {url: `${backend.origin}/provider`, merchantId: store.checkoutProvider.merchantId};

  const serverCart = useServerCart(givenCart);
  const [pending, setPending] = useState<PendingQuantities>({});
  const {cart, lines, totalQuantity} = useDisplayedCart(serverCart, pending);

  const [cartLoading, setCartLoading] = useState(false);
  const [quantityLoading, setQuantityLoading] = useState(false);
  const busy = cartLoading || quantityLoading;
  const busyRef = useRef(busy);
  busyRef.current = busy;
  const [offersOpen, setOffersOpen] = useState(false);

  const refreshCart = useCallback(async () => {
    await revalidator.revalidate();
  }, [revalidator]);

  const coupon = useCoupon({cart: serverCart, isOpen, setLoading: setCartLoading, refreshCart});
  const checkout = useCheckout({
    cart: serverCart,
    provider,
    setLoading: setCartLoading,
    closeDrawer: close,
    refreshCart,
    onOrderPlaced: coupon.reset,
  });

  // Esc, focus trap, scroll lock.
  const panelRef = useRef<HTMLElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const offersOpenRef = useRef(offersOpen);
  offersOpenRef.current = offersOpen;
  const requestClose = useCallback(() => {
    if (busyRef.current) return;
    if (offersOpenRef.current) setOffersOpen(false);
    else close();
  }, [close]);
  useFocusTrap(panelRef, isOpen, requestClose, closeRef);
  useScrollLock(isOpen);
  useEffect(() => {
    if (!isOpen) setOffersOpen(false);
  }, [isOpen]);

  // Confetti: first open with items; item count rising while open.
  const celebrated = useRef(false);
  const lastCount = useRef<number | null>(null);
  useEffect(() => {
    const previous = lastCount.current;
    lastCount.current = totalQuantity;
    if (!isOpen || totalQuantity === 0) return;
    if (!celebrated.current) {
      celebrated.current = true;
      playConfetti();
    } else if (previous !== null && totalQuantity > previous) {
      playConfetti();
    }
  }, [isOpen, totalQuantity]);

  const findServerLine = (line: DrawerLine) => serverCart?.lines.nodes.find((l) => l.id === line.id);

  const changeQuantity = async (line: DrawerLine, quantity: number) => {
    if (!findServerLine(line)) {
      console.warn(`[cart] line ${line.id} is not in the cart; nothing updated`);
      return;
    }
    setPending((p) => ({...p, [line.id]: quantity}));
    setQuantityLoading(true);
    try {
      const {warnings} = await mutateCart(CartForm.ACTIONS.LinesUpdate, {lines: [{id: line.id, quantity}]});
      // e.g. not enough stock: the server kept what it could.
      if (warnings.length) toast.show(warnings[0]!.message, {tone: 'error'});
      await refreshCart();
    } catch (error) {
      console.error('[cart] quantity change failed', error);
      toast.show(isCartUnavailable(error) ? CART_OUTAGE.message : CART_UPDATE_FAILED, {tone: 'error'});
    } finally {
      setPending(({[line.id]: _gone, ...rest}) => rest);
      setQuantityLoading(false);
    }
  };

  const removeLine = async (line: DrawerLine) => {
    if (!findServerLine(line)) {
      console.warn(`[cart] line ${line.id} is not in the cart; nothing deleted`);
      return;
    }
    const isLast = lines.length === 1;
    if (isLast) clearCache('cart');
    setPending((p) => ({...p, [line.id]: 0}));
    setQuantityLoading(true);
    try {
      await mutateCart(CartForm.ACTIONS.LinesRemove, {lineIds: [line.id]});
      if (isLast) {
        // The cart is empty now: no coupon, offers or cached cart either.
        coupon.reset();
        clearCache('cart');
        if (serverCart?.discountCodes?.length) {
          await mutateCart(CartForm.ACTIONS.DiscountCodesUpdate, {discountCodes: []}).catch((error) =>
            console.error('[cart] clearing codes of the empty cart failed', error),
          );
        }
      }
      await refreshCart();
    } catch (error) {
      console.error('[cart] line delete failed', error);
      toast.show(isCartUnavailable(error) ? CART_OUTAGE.message : CART_UPDATE_FAILED, {tone: 'error'});
    } finally {
      setPending(({[line.id]: _gone, ...rest}) => rest);
      setQuantityLoading(false);
    }
  };

  const currency = cart?.cost?.totalAmount?.currencyCode ?? cart?.cost?.subtotalAmount?.currencyCode ?? 'INR';
  const subtotalPaise = toPaise(cart?.cost?.subtotalAmount?.amount) ?? 0;
  const totalPaise = toPaise(cart?.cost?.totalAmount?.amount) ?? subtotalPaise;
  const discountPaise = Math.max(0, subtotalPaise - totalPaise);
  const threshold = store.freeShippingThresholdPaise;
  const progress = freeShippingProgress(subtotalPaise, threshold);
  const remaining = freeShippingRemaining(subtotalPaise, threshold);
  const appliedSavings = toPaise(coupon.applied?.amount ?? null) ?? 0;
  const suggestion = betterOffer(coupon.offers?.discounts ?? [], coupon.applied?.code ?? null, appliedSavings);
  const headingId = useId();
  const isEmpty = lines.length === 0;
  const [iconFailed, setIconFailed] = useState(false);

  return (
    <div
      className={`cart-drawer${isOpen ? ' is-open' : ''}`}
      style={{visibility: isOpen ? 'visible' : 'hidden'}}
      aria-hidden={!isOpen}
      data-testid="cart-drawer"
    >
      <link rel="stylesheet" href={drawerStyles} />
      <div
        className="cart-drawer__backdrop"
        data-testid="cart-backdrop"
        aria-hidden="true"
        onClick={() => {
          if (!busyRef.current) close();
        }}
      />
      <aside ref={panelRef} className="cart-drawer__panel" role="dialog" aria-modal="true" aria-labelledby={headingId} aria-busy={busy}>
        <header className="cart-drawer__header">
          <h2 id={headingId}>Your Cart ({totalQuantity} items)</h2>
          <button ref={closeRef} type="button" className="cart-drawer__close" aria-label="Close cart" onClick={() => !busy && close()} disabled={busy}>
            ×
          </button>
        </header>

        {isEmpty ? (
          <div className="cart-drawer__empty">
            <p>Your Cart is Empty!</p>
            <button
              type="button"
              className="button"
              onClick={() => {
                close();
                navigate('/');
              }}
            >
              Continue Shopping
            </button>
          </div>
        ) : (
          <>
            <div className="cart-drawer__scroll">
              <div className="free-shipping" data-testid="free-shipping">
                <p>
                  {remaining > 0 ? (
                    <>
                      You are <Money data={moneyData(remaining, currency)} as="strong" /> away from FREE shipping
                    </>
                  ) : (
                    <>Yay! You have unlocked FREE shipping</>
                  )}
                </p>
                <div className="free-shipping__track" role="progressbar" aria-label="Free shipping progress" aria-valuemin={0} aria-valuemax={100} aria-valuenow={progress}>
                  <div className="free-shipping__bar" style={{width: `${progress}%`}} />
                </div>
              </div>

              <ul className="cart-drawer__lines">
                {lines.map((line) => (
                  <CartLineItem key={line.id} line={line} disabled={busy} onQuantity={changeQuantity} onRemove={removeLine} />
                ))}
              </ul>

              <div className="cart-drawer__coupon">
                {coupon.applied ? (
                  <div className="applied-coupon" data-testid="applied-coupon">
                    <p>
                      <strong>{coupon.applied.code.toUpperCase()}</strong> applied
                      <span>
                        {' · You saved '}
                        <Money data={moneyData(appliedSavings, currency)} as="span" />
                      </span>
                    </p>
                    <button type="button" onClick={() => void coupon.remove()} disabled={busy}>
                      Remove
                    </button>
                  </div>
                ) : (
                  <CouponBox onApply={coupon.apply} disabled={busy} />
                )}
                {!coupon.applied && coupon.unverifiedCode ? (
                  <p className="coupon-unverified" role="status" data-testid="coupon-unverified">
                    Could not check coupon <strong>{coupon.unverifiedCode.toUpperCase()}</strong> right now. Please try again in a minute.
                  </p>
                ) : null}
                {suggestion ? (
                  <div className="better-offer" data-testid="better-offer">
                    <p>
                      Save <Money data={moneyData(suggestion.extraPaise, currency)} as="span" /> more with "{suggestion.offer.discountCode}"
                    </p>
                    <button type="button" onClick={() => void coupon.apply(suggestion.offer.discountCode)} disabled={busy}>
                      Apply
                    </button>
                  </div>
                ) : null}
                <button type="button" className="cart-drawer__offers-link" onClick={() => setOffersOpen(true)} disabled={busy}>
                  View All Offers
                </button>
              </div>

              <UpsellStrip signature={cartSignature(serverCart)} active={isOpen} />
            </div>

            <footer className="cart-drawer__footer">
              <dl className="cart-drawer__totals">
                <div>
                  <dt>Subtotal</dt>
                  <Money data={moneyData(subtotalPaise, currency)} as="dd" data-testid="cart-subtotal" />
                </div>
                {discountPaise > 0 ? (
                  <div className="cart-drawer__discount">
                    <dt>Discount</dt>
                    <dd data-testid="cart-discount">
                      −<Money data={moneyData(discountPaise, currency)} as="span" />
                    </dd>
                  </div>
                ) : null}
                <div className="cart-drawer__total">
                  <dt>Total</dt>
                  <Money
                    data={cart?.cost?.totalAmount?.amount ? decimalMoney(cart.cost.totalAmount.amount, currency) : moneyData(totalPaise, currency)}
                    as="dd"
                    data-testid="cart-total"
                  />
                </div>
              </dl>
              <button type="button" className="cart-drawer__buy" onClick={() => void checkout.buyNow()} disabled={busy || isEmpty}>
                {provider.url && !iconFailed ? (
                  <img src={`${provider.url.replace(/\/+$/, '')}/logo.svg`} alt="" width={20} height={20} onError={() => setIconFailed(true)} />
                ) : null}
                BUY NOW
              </button>
            </footer>
          </>
        )}

        {offersOpen ? (
          <OffersPanel
            offers={coupon.offers}
            appliedCode={coupon.applied?.code ?? null}
            loading={coupon.offersLoading}
            disabled={busy}
            onApply={coupon.apply}
            onClose={() => setOffersOpen(false)}
          />
        ) : null}

        {busy ? (
          <div className="cart-drawer__spinner" data-testid="cart-spinner" role="progressbar" aria-label="Updating cart">
            <span />
          </div>
        ) : null}
      </aside>
    </div>
  );
}
