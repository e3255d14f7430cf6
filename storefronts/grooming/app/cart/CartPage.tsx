/**
 * Grooming's /cart page (issue 34): where a cart form lands when it was posted before the page's scripts
 * ran, or with JavaScript off. The drawer stays the cart's usual place (docs/requirements.md, grooming);
 * this page draws the same lines, coupon box and totals from the server, each control also a plain form
 * to /cart, and hands off to the cart's checkout URL. Once hydrated, line changes go through the shared
 * queue as in the drawer.
 */
import {plural} from '@shared/i18n/plural';
import {CART_OUTAGE} from '@shared/cart/protocol';
import {CartPageRefusal} from '@shared/cart/page-refusal';
import {useDiscountCode} from '@shared/cart/use-discount-code';
import {useLineQuantities} from '@shared/cart/use-line-quantities';
import {CartLine} from '@shared/cart/drawer/CartLine';
import {CartMain} from '@shared/cart/drawer/CartMain';
import {DiscountCodeBox} from '@shared/cart/drawer/DiscountCodeBox';
import {CheckoutForm} from '@shared/cart/drawer/cart-forms';
import {
  useDisplayedCart,
  useServerCartState,
  type DrawerCart,
} from '@shared/cart/drawer/use-drawer-cart';
import {
  CART_UNAVAILABLE_MESSAGE,
  CART_UPDATE_FAILED,
  COUPON_FIELD,
  COUPON_REJECTED,
  ITEMS,
  LINE_LABELS,
} from './copy';
import {GroomingTotals} from './totals';

const FORM = {action: '/cart', redirectTo: '/cart'};

export function CartPage({
  cart: given,
  couponRefused,
}: {
  cart: DrawerCart | null;
  /** The provider's reason for the code that sits on the cart unapplied, when it gave one. */
  couponRefused?: string | null;
}) {
  const {cart: serverCart, settling} = useServerCartState(given);
  const quantities = useLineQuantities({
    action: '/cart',
    settling,
    messages: {
      outage: CART_OUTAGE.message,
      refused: CART_UPDATE_FAILED,
      warning: (warning) => warning.message ?? null,
    },
  });
  const {cart, lines, totalQuantity} = useDisplayedCart(
    serverCart,
    quantities.pending,
    settling,
  );
  // The code box goes through the shared code path (decision 138); no provider check here, as before hydration.
  const code = useDiscountCode({
    action: '/cart',
    key: 'grooming-cart-page-code',
    cart,
    onError: () => {},
  });
  const busy = quantities.busy || code.busy;

  return (
    <div className="cart-page">
      <h1>Your Cart ({plural('en-IN', totalQuantity, ITEMS)})</h1>
      <CartPageRefusal message={CART_UPDATE_FAILED} />
      <CartMain
        layout="page"
        lines={lines}
        loading={false}
        unavailable={serverCart === undefined}
        labels={{
          empty: 'Your Cart is Empty!',
          unavailable: CART_UNAVAILABLE_MESSAGE,
          loading: 'Loading your cart',
        }}
        emptyAction={
          <a href="/" className="button">
            Continue Shopping
          </a>
        }
        renderLine={(line) => (
          <CartLine
            key={line.id}
            line={line}
            labels={LINE_LABELS}
            disabled={busy}
            onQuantity={quantities.setQuantity}
            onRemove={(shown) => quantities.setQuantity(shown, 0)}
            href={`/products/${line.merchandise.product.handle}`}
            form={FORM}
          />
        )}
        after={
          <div className="cart-drawer__coupon">
            <DiscountCodeBox
              form={FORM}
              disabled={busy}
              state={{
                current: code.current,
                // Posted here without the drawer's check, a refused code sits on the cart unapplied: say why.
                status:
                  code.current && !code.current.applied
                    ? {text: couponRefused || COUPON_REJECTED, tone: 'pending'}
                    : null,
                apply: async (entered) => {
                  await code.apply(entered);
                  return true;
                },
                remove: () => void code.remove(),
              }}
              labels={{
                ...COUPON_FIELD,
                applied: (applied) => (
                  <>
                    <strong>{applied}</strong> applied
                  </>
                ),
              }}
            />
          </div>
        }
        footer={
          <>
            <GroomingTotals cart={cart} />
            {cart?.checkoutUrl ? (
              <CheckoutForm checkoutUrl={cart.checkoutUrl}>
                <button
                  type="submit"
                  className="cart-drawer__buy"
                  disabled={busy}
                >
                  BUY NOW
                </button>
              </CheckoutForm>
            ) : null}
          </>
        }
      />
    </div>
  );
}
