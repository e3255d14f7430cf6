/**
 * The coupon's and offers' reads of the checkout provider's API through the storefront (docs/requirements.md,
 * grooming: calls: GET /api/cart, GET/PUT/POST /api/discount), with the error messages of its errors table.
 * They change no cart: every cart change goes to /cart over a fetcher (decision 138). Prerequisite failures
 * throw PrerequisiteError (its message is the toast).
 */
import type {OffersData} from './types';
import {COUPON_REJECTED} from '../copy';

export const CART_TOKEN_HEADER = 'X-Cart-Token';

export class PrerequisiteError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'PrerequisiteError';
  }
}

/** The Cart entity (docs/requirements.md, grooming: data) as /api/cart answers it. */
export interface ApiCart {
  id: string;
  checkoutUrl: string;
  totalQuantity: number;
  cost: {
    totalAmount: {amount: string; currencyCode: string};
    checkoutChargeAmount?: {amount: string};
  };
  discountCodes: {code: string; applicable: boolean}[];
  lines: {nodes: {id: string; quantity: number; merchandise: {id: string}}[]};
}

/** GET /api/cart: the latest cart (PrerequisiteError 'Failed to get latest cart data'). */
export async function fetchLatestCart(cartId: string): Promise<ApiCart> {
  try {
    const response = await fetch('/api/cart', {
      headers: {[CART_TOKEN_HEADER]: cartId, Accept: 'application/json'},
    });
    if (!response.ok) throw new Error(`status ${response.status}`);
    const cart = (await response.json()) as ApiCart;
    if (!cart?.id || !cart.lines) throw new Error('no cart in the answer');
    return cart;
  } catch (error) {
    console.error('[cart] fetching the cart failed', error);
    throw new PrerequisiteError('Failed to get latest cart data');
  }
}

/** GET /api/discount: a request id for one validation. */
export async function fetchRequestId(cartId: string): Promise<string> {
  type Answer = {statusCode?: number; data?: {requestId?: string} | null};
  const body = await fetch('/api/discount', {
    headers: {[CART_TOKEN_HEADER]: cartId, Accept: 'application/json'},
  })
    .then((response) => response.json() as Promise<Answer>)
    .catch((error: unknown): Answer | null => {
      console.error('[cart] request id failed', error);
      return null;
    });
  if (!body || body.statusCode !== 200)
    throw new PrerequisiteError('Failed to get request ID');
  if (!body.data?.requestId)
    throw new PrerequisiteError('Request ID not found');
  return body.data.requestId;
}

export interface CouponCheck {
  isValid: boolean;
  /** For an invalid code: errorMessage, else message, else 'Invalid coupon code'. */
  message: string;
  discountData: {
    title: string;
    totalDiscount: string;
    totalPrice: string;
  } | null;
}

/** POST /api/discount. Throws a plain Error when the server fails (→ 'Failed to apply coupon…'). */
export async function checkCoupon(
  cart: ApiCart,
  couponCode: string,
  requestId: string,
): Promise<CouponCheck> {
  const response = await fetch('/api/discount', {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      Accept: 'application/json',
      [CART_TOKEN_HEADER]: cart.id,
    },
    body: JSON.stringify({
      cart: {...cart, discountCodes: []},
      couponCode,
      requestId,
    }),
  });
  const body = (await response.json().catch(() => null)) as {
    statusCode?: number;
    message?: string;
    data?: {
      isValid?: boolean;
      errorMessage?: string | null;
      discountData?: CouponCheck['discountData'];
    } | null;
  } | null;
  if (!body || response.status >= 500)
    throw new Error(`Coupon validation answered ${response.status}`);
  if (body.data?.isValid === true && body.data.discountData) {
    return {
      isValid: true,
      message: body.message ?? '',
      discountData: body.data.discountData,
    };
  }
  return {
    isValid: false,
    message: body.data?.errorMessage || body.message || COUPON_REJECTED,
    discountData: null,
  };
}

/** PUT /api/discount with the cart: the offers lists. */
export async function fetchOffers(
  cart: unknown,
  cartId: string,
): Promise<OffersData> {
  const response = await fetch('/api/discount', {
    method: 'PUT',
    headers: {
      'Content-Type': 'application/json',
      Accept: 'application/json',
      [CART_TOKEN_HEADER]: cartId,
    },
    body: JSON.stringify(cart),
  });
  const body = (await response.json().catch(() => null)) as {
    statusCode?: number;
    data?: OffersData;
  } | null;
  if (!response.ok || !body?.data || !Array.isArray(body.data.discounts)) {
    throw new Error(`Offers answered ${response.status}`);
  }
  return {
    discounts: body.data.discounts,
    unavailableDiscounts: body.data.unavailableDiscounts ?? [],
  };
}
