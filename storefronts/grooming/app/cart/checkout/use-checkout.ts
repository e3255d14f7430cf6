/**
 * BUY NOW (docs/requirements.md, grooming: behaviour): checkout_started event → the cart becomes a checkout → the
 * provider's widget opens with the checkout id → the drawer closes. The widget's messages:
 * orderSuccess → checkout_completed (cartValue = total_price / 100 as a Decimal string), cart and local
 * caches cleared; redirect → cart cleared, navigate to the stored checkout URL (none: error logged, nothing happens).
 */
import {useCallback, useEffect, useRef} from 'react';
import {useRouteLoaderData} from 'react-router';
import {backend} from '@config';
import {useStore} from '@shared/config/store';
import {useTrack} from '@shared/analytics/events';
import {useToast} from '@shared/toast/toast-context';
import {
  clearAllCaches,
  clearCache,
  readCache,
  writeCache,
} from '@shared/cart/cache';
import {DRAWER_ACTIONS, cartFormData} from '@shared/cart/protocol';
import {useCartRequest} from '@shared/cart/use-cart-request';
import type {DrawerCart} from '@shared/cart/drawer/use-drawer-cart';
import {storedPincode, withPincodeParam} from '@shared/delivery/answer';
import {
  cartToCheckout,
  loadCheckoutWidget,
  NO_CART_MESSAGE,
  orderCartValue,
  sendProviderEvent,
  type WidgetMessage,
} from './checkout';
import {rememberLandingPage} from './landing-page';

export interface CheckoutProviderSettings {
  /** PUBLIC_CHECKOUT_PROVIDER_URL */
  url: string | null | undefined;
  /** PUBLIC_CHECKOUT_PROVIDER_MERCHANT_ID; provider events are sent only when it is set. */
  merchantId: string | null | undefined;
}

/** The provider's settings: given, else the root loader's (env), else hydrogen.config.ts's local defaults. */
export function useCheckoutProvider(
  given?: CheckoutProviderSettings,
): CheckoutProviderSettings {
  const store = useStore();
  const root = useRouteLoaderData('root') as
    {checkoutProvider?: CheckoutProviderSettings} | undefined;
  return (
    given ??
    root?.checkoutProvider ?? {
      url: `${backend.origin}/provider`,
      merchantId: store.checkoutProvider.merchantId,
    }
  );
}

interface Options {
  cart: DrawerCart | null | undefined;
  provider: CheckoutProviderSettings;
  setLoading(loading: boolean): void;
  closeDrawer(): void;
  refreshCart(): Promise<void>;
  /** Called after an order so coupon and offers state is dropped too. */
  onOrderPlaced(): void;
}

export function useCheckout({
  cart,
  provider,
  setLoading,
  closeDrawer,
  refreshCart,
  onOrderPlaced,
}: Options) {
  const track = useTrack();
  const toast = useToast();
  // The hand-off's cart changes go to /cart like every other (decision 85), and wait for the answer.
  const sendCart = useCartRequest('/cart', 'grooming-checkout');
  const cartRef = useRef(cart);
  cartRef.current = cart;

  useEffect(() => rememberLandingPage(), []);

  const providerEvent = useCallback(
    (name: string) =>
      sendProviderEvent({
        providerUrl: provider.url ?? '',
        merchantId: provider.merchantId,
        name,
        eventType: name,
      }),
    [provider.url, provider.merchantId],
  );

  /** Local storage, coupon and offers cleared, and the cart cookie dropped: the next visit starts empty. */
  const forgetCart = useCallback(async () => {
    clearAllCaches();
    onOrderPlaced();
    try {
      await sendCart(cartFormData(DRAWER_ACTIONS.ClearCart));
    } catch (error) {
      console.error('[checkout] clearing the cart failed', error);
    }
  }, [onOrderPlaced, sendCart]);

  const onMessage = useCallback(
    async (message: WidgetMessage) => {
      if (message?.type === 'orderSuccess') {
        const order = message.order;
        const completed = {
          cartValue: orderCartValue(order?.total_price),
          currency: order?.currency,
          orderId: order?.id,
          discountCode: order?.discount_code ?? null,
          paymentMethod: order?.payment_method,
        };
        track('checkout_completed', completed);
        // Also on window, for tag managers (and tests) outside Hydrogen's analytics bus.
        window.dispatchEvent(
          new CustomEvent('storefront:checkout_completed', {detail: completed}),
        );
        providerEvent('checkout_completed');
        await forgetCart();
        await refreshCart();
      } else if (message?.type === 'redirect') {
        const url = readCache<string>('checkoutUrl');
        if (!url) {
          console.error('[checkout] Missing checkout URL: cannot redirect');
          return;
        }
        // The cart now lives on at its checkout page; the storefront starts afresh (docs/requirements.md, grooming: behaviour: the cart is cleared).
        await forgetCart();
        window.location.assign(url);
      }
    },
    [track, providerEvent, forgetCart, refreshCart],
  );

  const buyNow = useCallback(async () => {
    const current = cartRef.current;
    track('checkout_started', {
      cartId: current?.id ?? null,
      totalQuantity: current?.totalQuantity ?? 0,
      value: current?.cost?.totalAmount?.amount ?? null,
    });
    providerEvent('checkout_started');
    const noCart = () => {
      console.error(`[checkout] ${NO_CART_MESSAGE}`);
      toast.show(NO_CART_MESSAGE, {tone: 'error'});
    };
    if (!current?.id || current.lines.nodes.length === 0) {
      noCart();
      return;
    }
    setLoading(true);
    try {
      const checkout = cartToCheckout(current);
      // The redirect fallback goes to THIS cart's checkout page (never one stored earlier).
      writeCache('checkoutUrl', withPincodeParam(checkout.webUrl));
      // Attach the signed-in customer (if any) so the order shows in their account.
      await sendCart(cartFormData(DRAWER_ACTIONS.PrepareCheckout));
      if (!provider.url)
        throw new Error(
          'PUBLIC_CHECKOUT_PROVIDER_URL is not available to the drawer',
        );
      const widget = await loadCheckoutWidget(provider.url);
      track('checkout_provider_started', {
        checkoutId: checkout.id,
        totalPrice: checkout.totalPrice,
        currencyCode: checkout.currencyCode,
      });
      closeDrawer();
      // The pincode the delivery box checked is prefilled at checkout (shared/delivery).
      const prefill = storedPincode() ? {pincode: storedPincode()} : null;
      await widget.open({
        checkoutId: checkout.id,
        merchantId: provider.merchantId ?? '',
        prefill,
        onMessage: (m) => void onMessage(m),
      });
    } catch (error) {
      if ((error as Error).message === NO_CART_MESSAGE) {
        // The server has no cart behind the cookie any more (e.g. ordered in another tab).
        clearCache('checkoutUrl');
        noCart();
        await refreshCart();
        return;
      }
      console.error('[checkout] could not start the checkout', error);
      // The widget could not load: fall back to the checkout page.
      await onMessage({type: 'redirect', reason: (error as Error).message});
    } finally {
      setLoading(false);
    }
  }, [
    track,
    toast,
    providerEvent,
    setLoading,
    refreshCart,
    provider.url,
    provider.merchantId,
    closeDrawer,
    onMessage,
    sendCart,
  ]);

  return {buyNow, onMessage};
}
