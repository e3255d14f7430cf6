/**
 * The provider's server-to-server APIs the storefront's /api/discount and /api/cart call:
 *   GET  /provider/api/discount/request            → {statusCode, data: {requestId}}
 *   POST /provider/api/discount/offers   {cart}    → {statusCode, data: {discounts, unavailableDiscounts}}
 *   POST /provider/api/discount/validate {cart, couponCode, requestId}
 *        → {statusCode, message, data: {isValid, errorMessage, discountData{title, totalDiscount, totalPrice}}}
 *   GET  /provider/api/carts/:cartId               → the cart, snake_case (the provider's style); the id
 *                                                    carries the cart's key (<token>?key=…), a bare token is a 404
 *   POST /provider/api/events (browser, CORS)       → {statusCode: 200}; the payload is stored
 */
import type {Handler, RequestContext} from '../http/router.ts';
import type {BuyerHistory} from '../pricing/engine.ts';
import {BadRequest} from '../http/app.ts';
import {findCart} from '../data/carts.ts';
import {findDiscountByCode, listDiscounts} from '../data/discounts.ts';
import {buyerOrderHistory} from '../data/orders.ts';
import {priceCart} from '../pricing/cart.ts';
import {findShopByMerchantId} from '../data/shops.ts';
import {
  insertProviderEvent,
  issueProviderRequest,
  providerRequestExists,
} from '../data/provider.ts';
import {
  authenticate,
  bareCartToken,
  cartKey,
  cartTokenHeader,
  keyMatches,
} from './auth.ts';
import {engineLinesFromCart} from './cart-input.ts';
import {fault} from './faults.ts';
import {offersForCart, paiseToAmount, validateCoupon} from './offers.ts';

function bodyObject(body: unknown): Record<string, unknown> {
  if (!body || typeof body !== 'object' || Array.isArray(body))
    throw new BadRequest('Request body must be a JSON object');
  return body as Record<string, unknown>;
}

export const issueRequestId: Handler = (ctx) => {
  const shop = authenticate(ctx);
  const mode = fault('requestId', cartTokenHeader(ctx));
  if (mode === 'error')
    return {
      body: {
        statusCode: 500,
        message: 'Could not create a request',
        data: null,
      },
    };
  if (mode === 'missing')
    return {body: {statusCode: 200, message: 'OK', data: {}}};
  return {
    body: {
      statusCode: 200,
      message: 'OK',
      data: {requestId: issueProviderRequest(ctx.db, shop.id)},
    },
  };
};

/**
 * The order history of the buyer of the cart the storefront names (X-Cart-Token), or null: it decides
 * first-order and once-per-customer codes here already (the order write decides them again).
 */
function cartBuyer(ctx: RequestContext, shop: string): BuyerHistory | null {
  const raw = ctx.req.headers['x-cart-token'];
  const id = Array.isArray(raw) ? raw[0] : raw;
  const cart = id ? findCart(ctx.db, bareCartToken(id)) : null;
  // Only the cart's whole id (with its key) names its buyer: a bare token is not a secret.
  const owned = cart && cart.shop === shop && cartKey(id!) === cart.secret;
  const {customerId, phone} = owned
    ? cart.buyerIdentity
    : {customerId: null, phone: null};
  return customerId || phone
    ? buyerOrderHistory(ctx.db, shop, {customerId, phone})
    : null;
}

export const offers: Handler = (ctx) => {
  const shop = authenticate(ctx);
  if (fault('offers', cartTokenHeader(ctx)) === 'error') {
    return {
      status: 500,
      body: {statusCode: 500, message: 'Offers are unavailable'},
    };
  }
  const body = bodyObject(ctx.body);
  const lines = engineLinesFromCart(ctx.db, shop.id, body.cart ?? body);
  const data = offersForCart(
    lines,
    listDiscounts(ctx.db, shop.id),
    ctx.origin,
    cartBuyer(ctx, shop.id),
  );
  return {body: {statusCode: 200, message: 'OK', data}};
};

export const validate: Handler = (ctx) => {
  const shop = authenticate(ctx);
  const mode = fault('validate', cartTokenHeader(ctx));
  if (mode === 'error')
    return {
      status: 500,
      headers: {'Content-Type': 'text/plain'},
      body: 'upstream exploded',
    };
  const body = bodyObject(ctx.body);
  const couponCode =
    typeof body.couponCode === 'string' ? body.couponCode.trim() : '';
  if (!couponCode) throw new BadRequest('couponCode is required');
  if (couponCode.length > 64) throw new BadRequest('couponCode is too long');
  const requestId = typeof body.requestId === 'string' ? body.requestId : '';
  if (!requestId) throw new BadRequest('requestId is required');
  if (!providerRequestExists(ctx.db, shop.id, requestId)) {
    return {
      status: 400,
      body: {statusCode: 400, message: 'Unknown requestId', data: null},
    };
  }
  const lines = engineLinesFromCart(ctx.db, shop.id, body.cart);
  if (mode === 'invalid')
    return {body: {statusCode: 200, message: '', data: {isValid: false}}};
  if (mode === 'message')
    return {
      body: {
        statusCode: 200,
        message: 'Provider says no',
        data: {isValid: false},
      },
    };
  const result = validateCoupon(
    lines,
    findDiscountByCode(ctx.db, shop.id, couponCode),
    couponCode,
    cartBuyer(ctx, shop.id),
  );
  return {
    body: {
      statusCode: 200,
      message: result.isValid ? 'Coupon is valid' : 'Coupon is not applicable',
      data: result,
    },
  };
};

/** The cart as the provider shows it: snake_case, amounts as Decimal strings. */
export const getCart: Handler = (ctx) => {
  const shop = authenticate(ctx);
  const token = bareCartToken(ctx.params.token ?? '');
  if (fault('cart', token) === 'error')
    return {
      status: 500,
      body: {statusCode: 500, message: 'Cart service unavailable'},
    };
  // The token is not a secret (line ids and checkout paths show it): the cart's key must come with it.
  const key = cartKey(ctx.params.token ?? '');
  const priced = priceCart(ctx.db, token);
  if (
    !priced ||
    priced.cart.shop !== shop.id ||
    priced.cart.completedAt ||
    !key ||
    !keyMatches(key, priced.cart.secret)
  ) {
    return {status: 404, body: {statusCode: 404, message: 'Cart not found'}};
  }
  const {cart, currency} = priced;
  const moneyOf = (paise: number) => ({
    amount: paiseToAmount(paise),
    currency_code: currency,
  });
  const appliedCode = priced.applied?.code?.toLowerCase() ?? null;
  return {
    body: {
      statusCode: 200,
      data: {
        id: `gid://shopify/Cart/${cart.id}?key=${cart.secret}`,
        checkout_url: `${ctx.origin}/checkouts/cn/${cart.id}?key=${cart.secret}`,
        total_quantity: priced.totalQuantity,
        cost: {
          subtotal_amount: moneyOf(priced.subtotalPaise),
          total_amount: moneyOf(priced.totalPaise),
          checkout_charge_amount: moneyOf(priced.totalPaise),
        },
        discount_codes: priced.codes.map((result) => ({
          code: result.code,
          applicable:
            Boolean(result.evaluation?.applicable) &&
            result.code.toLowerCase() === appliedCode,
        })),
        lines: {
          nodes: priced.lines.map((line) => {
            const m = line.line.merchandise;
            return {
              id: `gid://shopify/CartLine/${line.line.id}?cart=${cart.id}`,
              quantity: line.line.quantity,
              merchandise: {
                id: `gid://shopify/ProductVariant/${m.variantId}`,
                title: m.variantTitle,
                price: moneyOf(m.pricePaise),
                compare_at_price:
                  m.compareAtPaise === null ? null : moneyOf(m.compareAtPaise),
                image: m.image
                  ? {url: `${ctx.origin}/cdn/shop/files/${m.image.path}`}
                  : null,
                product: {
                  id: `gid://shopify/Product/${m.productId}`,
                  title: m.productTitle,
                  handle: m.productHandle,
                },
              },
            };
          }),
        },
      },
    },
  };
};

const EVENT_FIELDS = [
  'shopifySessionId',
  'landing_page',
  'orig_referrer',
  'timestamp',
  'userAgent',
  'name',
  'eventType',
  'type',
  'merchantId',
] as const;

/** Browser events (no API key; the merchant id identifies the shop). Stored as sent, known fields only. */
export const events: Handler = (ctx) => {
  const body = bodyObject(ctx.body);
  const merchantId = typeof body.merchantId === 'string' ? body.merchantId : '';
  if (!merchantId) throw new BadRequest('merchantId is required');
  const shop = findShopByMerchantId(ctx.db, merchantId);
  if (!shop) throw new BadRequest(`Unknown merchant ${merchantId}`);
  if (typeof body.name !== 'string' || !body.name)
    throw new BadRequest('name is required');
  if (fault('events', '*') === 'error')
    return {status: 500, body: {statusCode: 500, message: 'Events are down'}};
  const payload: Record<string, unknown> = {};
  for (const field of EVENT_FIELDS) {
    const value = body[field];
    if (value !== undefined)
      payload[field] = typeof value === 'string' ? value.slice(0, 2000) : value;
  }
  const id = insertProviderEvent(ctx.db, shop.id, payload);
  return {body: {statusCode: 200, data: {id}}};
};
