/**
 * The grooming store's cart drawer (docs/requirements.md, grooming: routes and screens, behaviour,
 * errors, constants) on the shared drawer shell (shared/cart/drawer), composed like gum's: the head
 * (./FreeShippingBar), the lines (shared CartLine), coupons and offers (./CouponSection, ./offers), the
 * upsell and delivery check, the totals (./totals) and BUY NOW (./BuyNowButton, the one-tap hand-off in
 * ./checkout). Mounted lazily (./LazyCartDrawer) in the root layout inside <CartDrawerProvider>,
 * <ToastProvider>, <StoreProvider> and Hydrogen's <Analytics.Provider>; it reads the root loader's `cart`
 * and `checkoutProvider` ({url, merchantId}).
 *
 * Every cart change goes to /cart over a fetcher: lines queue in the shared useLineQuantities (the pending layer, decision 148),
 * codes (also an emptied cart's) go through the shared useDiscountCode (decision 138), the upsell and the
 * hand-off through their own fetchers. Two loading flags (whole cart, quantity change): while either is set
 * the shell shows its spinner and refuses to close, and minus/plus, coupon buttons and BUY NOW are disabled.
 */
import {useCallback, useEffect, useState} from 'react';
import {useNavigate, useRevalidator} from 'react-router';
import {plural} from '@shared/i18n/plural';
import {CART_OUTAGE} from '@shared/cart/protocol';
import {useLineQuantities} from '@shared/cart/use-line-quantities';
import {CartAside} from '@shared/cart/drawer/CartAside';
import {CartLine, isOptimisticLine} from '@shared/cart/drawer/CartLine';
import {CartMain} from '@shared/cart/drawer/CartMain';
import {useCartDrawer} from '@shared/cart/drawer/context';
import {
  cartSignature,
  useDisplayedCart,
  useServerCartState,
  type DrawerCart,
  type DrawerLine,
} from '@shared/cart/drawer/use-drawer-cart';
import {DeliveryCheck} from '~/components/DeliveryCheck';
import {
  useCheckout,
  useCheckoutProvider,
  type CheckoutProviderSettings,
} from './checkout/use-checkout';
import {OffersPanel} from './offers/OffersPanel';
import {useCoupon} from './offers/use-coupon';
import {
  CART_UNAVAILABLE_MESSAGE,
  CART_UPDATE_FAILED,
  ITEMS,
  LINE_LABELS,
} from './copy';
import {useCountCelebration} from './celebration';
import {playConfetti} from './confetti';
import {BuyNowButton} from './BuyNowButton';
import {CouponSection} from './CouponSection';
import {FreeShippingBar} from './FreeShippingBar';
import {cartAmounts, GroomingTotals} from './totals';
import {UpsellStrip} from './UpsellStrip';

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
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  const provider = useCheckoutProvider(checkoutProvider);

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
    unavailable,
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

  const changeQuantity = (line: DrawerLine, quantity: number) => {
    if (!serverCart?.lines.nodes.some((l) => l.id === line.id)) {
      const what = quantity === 0 ? 'deleted' : 'updated';
      console.warn(
        `[cart] line ${line.id} is not in the cart; nothing ${what}`,
      );
      return;
    }
    quantities.setQuantity(line, quantity);
  };

  const {currency, subtotalPaise, totalPaise} = cartAmounts(cart);

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
          <FreeShippingBar subtotalPaise={subtotalPaise} currency={currency} />
        }
        after={
          <>
            <CouponSection
              coupon={coupon}
              currency={currency}
              disabled={busy}
              onViewOffers={() => setOffersOpen(true)}
            />
            <DeliveryCheck scope="cart" refreshKey={totalPaise} />
            <UpsellStrip
              signature={cartSignature(serverCart)}
              active={isOpen}
            />
          </>
        }
        footer={
          <>
            {/* A line still being added has no price from the server yet: the totals wait for it. */}
            <GroomingTotals
              cart={cart}
              pricing={lines.some(isOptimisticLine)}
            />
            <BuyNowButton
              providerUrl={provider.url}
              disabled={busy || lines.length === 0}
              onBuy={() => void checkout.buyNow()}
            />
          </>
        }
      />
    </CartAside>
  );
}
