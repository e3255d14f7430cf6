/**
 * The grooming store's cart drawer (docs/requirements.md, grooming: routes and screens, behaviour,
 * errors, constants) on the shared drawer shell (shared/cart/drawer): this file fills it with the
 * free-shipping bar, coupons and offers, upsell, confetti and the one-tap BUY NOW hand-off. Mounted
 * lazily (./LazyCartDrawer) in the root layout inside <CartDrawerProvider>, <ToastProvider>,
 * <StoreProvider> and Hydrogen's <Analytics.Provider>; it reads the root loader's `cart` and
 * `checkoutProvider` ({url, merchantId}).
 *
 * Every cart change goes to /cart over a fetcher: lines queue in the shared useLineQuantities (decision 85),
 * codes (also an emptied cart's) go through the shared useDiscountCode (decision 138), the upsell and the
 * hand-off through their own fetchers. Two loading flags (whole cart, quantity change): while either is set
 * the shell shows its spinner and refuses to close, and minus/plus, coupon buttons and BUY NOW are disabled.
 */
import {plural} from '@shared/i18n/plural';
import {cartTotalsRows} from './totals';
import {Money} from '@shared/money/Money';
import {useCallback, useEffect, useRef, useState} from 'react';
import {useNavigate, useRevalidator, useRouteLoaderData} from 'react-router';
import {useStore} from '@shared/config/store';
import {CART_OUTAGE} from '@shared/cart/protocol';
import {useLineQuantities} from '@shared/cart/use-line-quantities';
import {moneyData, toPaise} from '@shared/money/format';
import {CartAside} from '@shared/cart/drawer/CartAside';
import {CartLine, isOptimisticLine} from '@shared/cart/drawer/CartLine';
import {CartMain} from '@shared/cart/drawer/CartMain';
import {CartTotals} from '@shared/cart/drawer/CartTotals';
import {DiscountCodeBox} from '@shared/cart/drawer/DiscountCodeBox';
import {useCartDrawer} from '@shared/cart/drawer/context';
import {
  cartSignature,
  useDisplayedCart,
  useServerCartState,
  type DrawerCart,
  type DrawerLine,
} from '@shared/cart/drawer/use-drawer-cart';
import {backend} from '@config';
import {
  useCheckout,
  type CheckoutProviderSettings,
} from './checkout/use-checkout';
import {DeliveryCheck} from '~/components/DeliveryCheck';
import {OffersPanel} from './offers/OffersPanel';
import {betterOffer} from './offers/select';
import {useCoupon} from './offers/use-coupon';
import {
  CART_UNAVAILABLE_MESSAGE,
  CART_UPDATE_FAILED,
  ITEMS,
  LINE_LABELS,
} from './copy';
import {useCountCelebration} from './celebration';
import {playConfetti} from './confetti';
import {freeShippingProgress, freeShippingRemaining} from './progress';
import {UpsellStrip} from './UpsellStrip';
import {shippingFeePaise} from '@shared/shipping/rule';

export interface CartDrawerProps {
  /** The server cart; defaults to the root loader's `cart` (promise or value). */
  cart?: DrawerCart | null | Promise<DrawerCart | null>;
  /** Defaults to the root loader's `checkoutProvider`. */
  checkoutProvider?: CheckoutProviderSettings;
}

export function CartDrawer({
  cart: givenCart,
  checkoutProvider,
}: CartDrawerProps) {
  const {isOpen, close} = useCartDrawer();
  const store = useStore();
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  const root = useRouteLoaderData('root') as
    {checkoutProvider?: CheckoutProviderSettings} | undefined;
  // Root loader's env values (checkoutProviderSettings); else the local defaults of hydrogen.config.ts.
  const provider: CheckoutProviderSettings = checkoutProvider ??
    root?.checkoutProvider ?? {
      url: `${backend.origin}/provider`,
      merchantId: store.checkoutProvider.merchantId,
    };

  const {
    cart: serverCart,
    unavailable,
    settling,
  } = useServerCartState(givenCart, {cache: true});
  const quantities = useLineQuantities({
    action: '/cart',
    settling,
    messages: {
      outage: CART_OUTAGE.message,
      refused: CART_UPDATE_FAILED,
      // e.g. not enough stock: the server kept what it could, and says so.
      warning: (warning) => warning.message ?? null,
    },
  });
  const {cart, lines, totalQuantity} = useDisplayedCart(
    serverCart,
    quantities.pending,
    settling,
  );

  const [cartLoading, setCartLoading] = useState(false);
  const busy = cartLoading || quantities.busy;
  const [offersOpen, setOffersOpen] = useState(false);

  const refreshCart = useCallback(async () => {
    await revalidator.revalidate();
  }, [revalidator]);

  const coupon = useCoupon({
    cart: serverCart,
    isOpen,
    setLoading: setCartLoading,
    refreshCart,
    onApplied: playConfetti,
  });
  const checkout = useCheckout({
    cart: serverCart,
    provider,
    setLoading: setCartLoading,
    closeDrawer: close,
    refreshCart,
    onOrderPlaced: coupon.reset,
  });

  // Esc closes the offers panel first; the shell does the rest (focus trap, scroll lock, busy).
  const closeOffers = useCallback(() => {
    if (!offersOpen) return false;
    setOffersOpen(false);
    return true;
  }, [offersOpen]);
  useEffect(() => {
    if (!isOpen) setOffersOpen(false);
  }, [isOpen]);

  // Confetti: first open with items; item count rising while open. Counted on the server cart the drawer
  // has received, not on the displayed count, which can dip back for a render while a change hands over
  // (./celebration).
  useCountCelebration(
    isOpen,
    unavailable || serverCart === undefined
      ? null
      : (serverCart?.totalQuantity ?? 0),
  );

  const findServerLine = (line: DrawerLine) =>
    serverCart?.lines.nodes.find((l) => l.id === line.id);

  const changeQuantity = (line: DrawerLine, quantity: number) => {
    if (!findServerLine(line)) {
      const what = quantity === 0 ? 'deleted' : 'updated';
      console.warn(
        `[cart] line ${line.id} is not in the cart; nothing ${what}`,
      );
      return;
    }
    quantities.setQuantity(line, quantity);
  };

  // The last line deleted: no coupon, offers or codes either (the cart cache goes with the empty cart).
  const hadLines = useRef(false);
  const {reset: resetCoupon, clearCodes} = coupon;
  useEffect(() => {
    if (serverCart === undefined || unavailable) return;
    const count = serverCart?.lines.nodes.length ?? 0;
    const emptied = hadLines.current && count === 0;
    hadLines.current = count > 0;
    if (!emptied) return;
    resetCoupon();
    if (serverCart?.discountCodes?.length) clearCodes();
  }, [serverCart, unavailable, resetCoupon, clearCodes]);

  const currency =
    cart?.cost?.totalAmount?.currencyCode ??
    cart?.cost?.subtotalAmount?.currencyCode ??
    'INR';
  const subtotalPaise = toPaise(cart?.cost?.subtotalAmount?.amount) ?? 0;
  const totalPaise = toPaise(cart?.cost?.totalAmount?.amount) ?? subtotalPaise;
  const discountPaise = Math.max(0, subtotalPaise - totalPaise);
  const threshold = store.shipping.freeFromPaise;
  // The checkout's shipping line and total, from the store's one rule (decision 99).
  const shippingPaise = shippingFeePaise(store.shipping, subtotalPaise);
  const progress = freeShippingProgress(subtotalPaise, threshold);
  const remaining = freeShippingRemaining(subtotalPaise, threshold);
  const appliedSavings = toPaise(coupon.applied?.amount ?? null) ?? 0;
  const suggestion = betterOffer(
    coupon.offers?.discounts ?? [],
    coupon.applied?.code ?? null,
    appliedSavings,
  );
  const isEmpty = lines.length === 0;
  // A line still being added has no price from the server yet: the totals wait for it, never read ₹0.00.
  const pricing = lines.some(isOptimisticLine);
  const [iconFailed, setIconFailed] = useState(false);

  return (
    <CartAside
      labels={{
        title: `Your Cart (${plural('en-IN', totalQuantity, ITEMS)})`,
        close: 'Close cart',
        busy: 'Updating cart',
      }}
      busy={busy}
      onEscape={closeOffers}
      overlay={
        offersOpen ? (
          <OffersPanel
            offers={coupon.offers}
            appliedCode={coupon.applied?.code ?? null}
            loading={coupon.offersLoading}
            disabled={busy}
            onApply={coupon.apply}
            onClose={() => setOffersOpen(false)}
          />
        ) : null
      }
    >
      <CartMain
        lines={lines}
        loading={serverCart === undefined}
        unavailable={unavailable}
        labels={{
          empty: 'Your Cart is Empty!',
          unavailable: CART_UNAVAILABLE_MESSAGE,
          loading: 'Loading your cart',
        }}
        emptyAction={
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
        }
        renderLine={(line) => (
          <CartLine
            key={line.id}
            line={line}
            labels={LINE_LABELS}
            disabled={busy}
            onQuantity={changeQuantity}
            onRemove={(shown) => changeQuantity(shown, 0)}
            href={`/products/${line.merchandise.product.handle}`}
            onNavigate={close}
          />
        )}
        before={
          <div className="free-shipping" data-testid="free-shipping">
            <p>
              {remaining > 0 ? (
                <>
                  You are{' '}
                  <Money data={moneyData(remaining, currency)} as="strong" />{' '}
                  away from FREE shipping
                </>
              ) : (
                <>Yay! You have unlocked FREE shipping</>
              )}
            </p>
            <div
              className="free-shipping__track"
              role="progressbar"
              aria-label="Free shipping progress"
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={progress}
            >
              <div
                className="free-shipping__bar"
                style={{width: `${progress}%`}}
              />
            </div>
          </div>
        }
        after={
          <>
            <div className="cart-drawer__coupon">
              <DiscountCodeBox
                state={{
                  current: coupon.applied
                    ? {code: coupon.applied.code, applied: true}
                    : null,
                  // A coupon whose check could not run is not shown as applied (useCoupon).
                  status:
                    !coupon.applied && coupon.unverifiedCode
                      ? {
                          tone: 'pending',
                          text: (
                            <>
                              Could not check coupon{' '}
                              <strong>
                                {coupon.unverifiedCode.toUpperCase()}
                              </strong>{' '}
                              right now. Please try again in a minute.
                            </>
                          ),
                        }
                      : null,
                  apply: coupon.apply,
                  remove: () => void coupon.remove(),
                }}
                disabled={busy}
                labels={{
                  field: 'Enter coupon code',
                  apply: 'Apply',
                  remove: 'Remove',
                  applied: (code) => (
                    <>
                      <strong>{code}</strong> applied
                      <span>
                        {' · You saved '}
                        <Money
                          data={moneyData(appliedSavings, currency)}
                          as="span"
                        />
                      </span>
                    </>
                  ),
                }}
              />
              {suggestion ? (
                <div className="better-offer" data-testid="better-offer">
                  <p>
                    Save{' '}
                    <Money
                      data={moneyData(suggestion.extraPaise, currency)}
                      as="span"
                    />{' '}
                    more with "{suggestion.offer.discountCode}"
                  </p>
                  <button
                    type="button"
                    onClick={() =>
                      void coupon.apply(suggestion.offer.discountCode)
                    }
                    disabled={busy}
                  >
                    Apply
                  </button>
                </div>
              ) : null}
              <button
                type="button"
                className="cart-drawer__offers-link"
                onClick={() => setOffersOpen(true)}
                disabled={busy}
              >
                View All Offers
              </button>
            </div>
            <DeliveryCheck scope="cart" refreshKey={totalPaise} />
            <UpsellStrip
              signature={cartSignature(serverCart)}
              active={isOpen}
            />
          </>
        }
        footer={
          <>
            <CartTotals
              rows={cartTotalsRows({
                subtotalPaise,
                discountPaise,
                shippingPaise,
                totalPaise,
                cartTotal: cart?.cost?.totalAmount?.amount,
                currency,
                pricing,
              })}
            />
            <button
              type="button"
              className="cart-drawer__buy"
              onClick={() => void checkout.buyNow()}
              disabled={busy || isEmpty}
            >
              {provider.url && !iconFailed ? (
                <img
                  src={`${provider.url.replace(/\/+$/, '')}/logo.svg`}
                  alt=""
                  width={20}
                  height={20}
                  onError={() => setIconFailed(true)}
                />
              ) : null}
              BUY NOW
            </button>
          </>
        }
      />
    </CartAside>
  );
}
