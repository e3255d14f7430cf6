/**
 * The merchant's admin side (Shopify Admin API style: `X-Shopify-Access-Token` with the shop's admin
 * token from the data directory's secrets, server/src/secrets.ts): set a variant's stock, which fires
 * the back-in-stock messages, and read the marketing outbox. `npm run restock` and `npm run outbox` call
 * these (scripts/admin.mjs). Server to server only: no CORS.
 */
import type {Handler, Reply, RequestContext} from '../http/router.ts';
import {findVariantsForStock} from '../data/catalog.ts';
import {restockMessage} from './restock-message.ts';
import {
  listConfirmations,
  listOutbox,
  setVariantStock,
} from '../data/marketing.ts';
import {shops} from '../../../contracts/index.ts';
import {keyMatches} from '../checkout-provider/auth.ts';
import {shopSecret} from '../secrets.ts';

export const ADMIN_TOKEN_HEADER = 'x-shopify-access-token';
const MAX_QUANTITY = 1_000_000;

function error(status: number, message: string): Reply {
  return {status, body: {errors: message}};
}

/** The shop whose admin token the request carries, or null. */
export function adminShop(ctx: RequestContext): string | null {
  const raw = ctx.req.headers[ADMIN_TOKEN_HEADER];
  const token = (Array.isArray(raw) ? raw[0] : raw) ?? '';
  if (!token) return null;
  return (
    Object.keys(shops).find((shop) =>
      keyMatches(token, shopSecret(shop, 'adminApiToken')),
    ) ?? null
  );
}

/**
 * POST /admin/api/2026-04/inventory/set.json {sku | handle, available}: sets the stock of the SKU's
 * variant, or of every variant of the product with that handle. 200 {variants: [{id, sku, product,
 * title, previous, available, notified}]}; 401 without a valid token, 404 for an unknown key.
 */
export const setInventory: Handler = (ctx) => {
  const shop = adminShop(ctx);
  if (!shop)
    return error(
      401,
      '[API] Invalid API key or access token (unrecognized login or wrong password)',
    );
  const input = (
    ctx.body && typeof ctx.body === 'object' ? ctx.body : {}
  ) as Record<string, unknown>;
  const text = (value: unknown) =>
    typeof value === 'string' && value.trim().length <= 255 ? value.trim() : '';
  const by = text(input.sku)
    ? {sku: text(input.sku)}
    : text(input.handle)
      ? {handle: text(input.handle)}
      : null;
  if (!by)
    return error(400, 'Give the variant as {sku} or the product as {handle}.');
  const available = input.available;
  if (
    typeof available !== 'number' ||
    !Number.isInteger(available) ||
    available < 0 ||
    available > MAX_QUANTITY
  ) {
    return error(
      400,
      `available must be a whole number from 0 to ${MAX_QUANTITY}.`,
    );
  }
  const variants = findVariantsForStock(ctx.db, shop, by);
  if (!variants.length)
    return error(
      404,
      'sku' in by
        ? `No variant with SKU "${by.sku}" in this shop.`
        : `No product with handle "${by.handle}" in this shop.`,
    );
  const results = variants.map((variant) => {
    const message = restockMessage(ctx.db, ctx.origin, shop, variant);
    const result = setVariantStock(ctx.db, {
      shop,
      variantId: variant.id,
      quantity: available,
      message,
    });
    return {
      id: `gid://shopify/ProductVariant/${variant.id}`,
      sku: variant.sku,
      product: variant.productHandle,
      title: variant.title,
      previous: result.previous,
      available: result.quantity,
      notified: result.queued,
    };
  });
  return {body: {shop, variants: results}};
};

/**
 * GET /admin/api/2026-04/marketing/outbox.json[?limit=]: the newest queued messages of the token's shop:
 * alerts (`messages`) and consent requests (`confirmations`, decision 115).
 */
export const readOutbox: Handler = (ctx) => {
  const shop = adminShop(ctx);
  if (!shop)
    return error(
      401,
      '[API] Invalid API key or access token (unrecognized login or wrong password)',
    );
  const limit = Math.min(
    500,
    Math.max(1, Number(ctx.url.searchParams.get('limit')) || 100),
  );
  return {
    body: {
      shop,
      messages: listOutbox(ctx.db, shop, limit),
      confirmations: listConfirmations(ctx.db, shop, limit),
    },
  };
};
