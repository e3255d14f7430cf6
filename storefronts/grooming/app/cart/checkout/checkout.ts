/**
 * Checkout hand-off helpers (docs/requirements.md, grooming: data, behaviour).
 */
import {paiseToDecimal} from '@shared/money/format';
import {landingPage} from './landing-page';

export interface CheckoutSourceCart {
  id: string;
  checkoutUrl: string;
  cost: {totalAmount: {amount: string; currencyCode: string}};
  attributes?: {key: string; value?: string | null}[] | null;
  lines: {
    nodes: {
      id: string;
      quantity: number;
      merchandise: {
        id: string;
        title: string;
        price: {amount: string; currencyCode?: string};
        product: {id: string; title: string; handle: string};
      };
    }[];
  };
}

export interface CheckoutResult {
  id: string;
  webUrl: string;
  totalPrice: string;
  currencyCode: string;
  lineItems: {
    id: string;
    quantity: number;
    title: string;
    variant: {
      id: string;
      title: string;
      price: string;
      product: {id: string; title: string; handle: string};
    };
  }[];
  attributes: {key: string; value: string}[];
}

export const NO_CART_MESSAGE = 'No cart available to create checkout';

/** The cart as a checkout: the checkout id is the cart id (what the provider's widget takes). */
export function cartToCheckout(
  cart: CheckoutSourceCart | null | undefined,
): CheckoutResult {
  if (!cart?.id || !cart.lines?.nodes?.length) throw new Error(NO_CART_MESSAGE);
  return {
    id: cart.id,
    webUrl: cart.checkoutUrl,
    totalPrice: cart.cost.totalAmount.amount,
    currencyCode: cart.cost.totalAmount.currencyCode,
    lineItems: cart.lines.nodes.map((line) => ({
      id: line.id,
      quantity: line.quantity,
      title: line.merchandise.product.title,
      variant: {
        id: line.merchandise.id,
        title: line.merchandise.title,
        price: line.merchandise.price.amount,
        product: line.merchandise.product,
      },
    })),
    attributes: (cart.attributes ?? []).map((a) => ({
      key: a.key,
      value: a.value ?? '',
    })),
  };
}

/** The widget's order (total_price in integer paise) → cartValue in rupees as a Decimal string. */
export function orderCartValue(totalPricePaise: unknown): string | null {
  const paise =
    typeof totalPricePaise === 'string' && /^\d+$/.test(totalPricePaise)
      ? Number(totalPricePaise)
      : totalPricePaise;
  if (typeof paise !== 'number' || !Number.isSafeInteger(paise) || paise < 0)
    return null;
  return paiseToDecimal(paise);
}

export interface WidgetOrder {
  id: string;
  name?: string;
  total_price: number;
  currency: string;
  discount_code: string | null;
  payment_method?: string;
}

export type WidgetMessage =
  | {type: 'orderSuccess'; order: WidgetOrder}
  | {type: 'redirect'; reason?: string}
  | {type: 'checkout-close'};

interface OneTapCheckout {
  open(options: {
    checkoutId: string;
    merchantId: string;
    /** Address fields the checkout starts with (the delivery box's pincode). */
    prefill?: {pincode: string} | null;
    onMessage(message: WidgetMessage): void;
  }): Promise<{opened: boolean}>;
  close(): void;
}

declare global {
  interface Window {
    OneTapCheckout?: OneTapCheckout;
  }
}

let loading: Promise<OneTapCheckout> | null = null;

/** Loads `${providerUrl}/checkout.js` once (lazily, on the first BUY NOW). */
export function loadCheckoutWidget(
  providerUrl: string,
): Promise<OneTapCheckout> {
  if (typeof window === 'undefined')
    return Promise.reject(new Error('The checkout widget needs a browser'));
  if (window.OneTapCheckout) return Promise.resolve(window.OneTapCheckout);
  loading ??= new Promise<OneTapCheckout>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = `${providerUrl.replace(/\/+$/, '')}/checkout.js`;
    script.async = true;
    script.onload = () =>
      window.OneTapCheckout
        ? resolve(window.OneTapCheckout)
        : reject(new Error('Checkout widget did not start'));
    script.onerror = () => {
      loading = null;
      script.remove();
      reject(new Error('Checkout widget failed to load'));
    };
    document.head.appendChild(script);
  });
  return loading;
}

export interface ProviderEventInput {
  providerUrl: string;
  merchantId: string | null | undefined;
  name: string;
  eventType: string;
  type?: string;
}

/** A per-tab visit id when Shopify's session cookies are absent (no tracking cookies). */
function visitId(): string {
  try {
    let id = sessionStorage.getItem('cart-drawer:visit-id');
    if (!id) {
      id = crypto.randomUUID();
      sessionStorage.setItem('cart-drawer:visit-id', id);
    }
    return id;
  } catch {
    return '';
  }
}

function cookie(name: string): string {
  const match = new RegExp(`(?:^|; )${name}=([^;]*)`).exec(document.cookie);
  return match ? decodeURIComponent(match[1]) : '';
}

/**
 * The provider's events endpoint. Sent only when the merchant id is configured; the answer (and any
 * failure) is ignored. Returns whether a request was made.
 */
export function sendProviderEvent({
  providerUrl,
  merchantId,
  name,
  eventType,
  type = 'event',
}: ProviderEventInput): boolean {
  if (!merchantId || !providerUrl || typeof window === 'undefined')
    return false;
  const payload = {
    shopifySessionId: cookie('_shopify_s') || cookie('_shopify_y') || visitId(),
    landing_page: landingPage(),
    orig_referrer: document.referrer,
    timestamp: new Date().toISOString(),
    userAgent: navigator.userAgent,
    name,
    eventType,
    type,
    merchantId,
  };
  fetch(`${providerUrl.replace(/\/+$/, '')}/api/events`, {
    method: 'POST',
    headers: {'Content-Type': 'application/json'},
    body: JSON.stringify(payload),
    keepalive: true,
  }).catch(() => undefined);
  return true;
}
