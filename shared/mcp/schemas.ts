/**
 * The MCP tools' inputs and outputs as zod schemas; tools/list sends them as JSON Schema (computed
 * once per worker), tools/call checks arguments against them and answers -32602 when they do not fit.
 */
import {z} from 'zod';

/** A query longer than this is refused (the search page cuts at the same length, decision 64). */
export const MAX_QUERY_CHARS = 200;
/** Lines one update_cart call may change. */
export const MAX_CART_LINES = 50;
export const MAX_LIMIT = 20;
export const DEFAULT_LIMIT = 6;

const text = (max: number) => z.string().trim().min(1).max(max);
const variantId = z
  .string()
  .max(200)
  .regex(/^gid:\/\/shopify\/ProductVariant\/\d+$/, 'a ProductVariant gid');
const lineId = z
  .string()
  .max(300)
  .regex(/^gid:\/\/shopify\/CartLine\/[^\s]+$/, 'a CartLine gid');
/** The cart id update_cart returned: the gid with its key, as the Storefront API wants it. */
export const cartIdSchema = z
  .string()
  .max(300)
  .regex(
    /^gid:\/\/shopify\/Cart\/[A-Za-z0-9_-]+\?key=[A-Za-z0-9_-]+$/,
    'the full cart id with its key (gid://shopify/Cart/…?key=…) that update_cart returned',
  );

export function inputSchemas(languages: readonly [string, ...string[]]) {
  const language = z
    .enum(languages)
    .optional()
    .describe(`Answer language: ${languages.join(' or ')}`);
  return {
    search_shop_catalog: z.strictObject({
      query: text(MAX_QUERY_CHARS).describe(
        'What the shopper wants, in their words: English, Hindi, Hinglish, a need ("dry skin ke liye") or a product name',
      ),
      language,
      limit: z.int().min(1).max(MAX_LIMIT).optional(),
    }),
    get_product: z.strictObject({
      handle: z
        .string()
        .max(255)
        .regex(/^[a-z0-9][a-z0-9-]*$/, 'a product handle'),
      language,
    }),
    check_delivery: z.strictObject({
      pincode: z.string().max(12).describe('Six-digit Indian pincode'),
      variant_ids: z
        .array(variantId)
        .max(MAX_CART_LINES)
        .optional()
        .describe(
          'Variants the shopper means to order: Cash on Delivery is judged against their total',
        ),
      language,
    }),
    search_policies_and_faqs: z.strictObject({
      query: text(MAX_QUERY_CHARS),
      language,
    }),
    get_cart: z.strictObject({cart_id: cartIdSchema, language}),
    update_cart: z.strictObject({
      cart_id: cartIdSchema
        .optional()
        .describe(
          'Omit to create a new cart; afterwards the id (with its key) returned',
        ),
      lines: z
        .array(
          z.strictObject({
            merchandise_id: variantId.optional(),
            line_id: lineId.optional(),
            quantity: z.int().min(0).max(1000),
          }),
        )
        .min(1)
        .max(MAX_CART_LINES)
        .describe(
          'merchandise_id adds a variant; line_id changes a line already in the cart (quantity 0 removes it)',
        ),
      idempotency_key: z
        .string()
        .regex(/^[A-Za-z0-9_-]{8,64}$/)
        .optional()
        .describe(
          'Send the same key when retrying the same change: it is applied once',
        ),
      language,
    }),
    list_offers: z.strictObject({cart_id: cartIdSchema.optional(), language}),
  };
}

const money = z.object({
  amount: z.string(),
  currency_code: z.string(),
  /** ₹1,00,000.00 */
  formatted: z.string(),
});

const rating = z
  .object({value: z.number(), max: z.number(), count: z.int()})
  .nullable();

const productSummary = z.object({
  handle: z.string(),
  title: z.string(),
  url: z.string(),
  description: z.string(),
  image_url: z.string().nullable(),
  variant_id: z.string().nullable(),
  price: money.nullable(),
  compare_at_price: money.nullable(),
  available: z.boolean(),
  rating,
});

const offer = z.object({
  code: z.string().nullable(),
  title: z.string(),
  kind: z.enum(['coupon', 'payment', 'gift']),
  conditions: z.string(),
  applies: z.boolean().nullable(),
  amount_missing: money.nullable(),
});

const cartLine = z.object({
  line_id: z.string(),
  variant_id: z.string(),
  product_title: z.string(),
  variant_title: z.string(),
  quantity: z.int(),
  unit_price: money.nullable(),
  line_total: money.nullable(),
  available: z.boolean(),
});

const cart = z.object({
  id: z.string(),
  total_quantity: z.int(),
  lines: z.array(cartLine),
  subtotal: money.nullable(),
  total: money.nullable(),
  discount_codes: z.array(
    z.object({code: z.string(), applicable: z.boolean()}),
  ),
  checkout_url: z.string().nullable(),
  checkout_note: z.string().nullable(),
});

export const outputSchemas = {
  search_shop_catalog: z.object({
    query: z.string(),
    searched_for: z.string().nullable(),
    total_count: z.int(),
    products: z.array(productSummary),
  }),
  get_product: z.object({
    found: z.boolean(),
    product: productSummary
      .extend({
        vendor: z.string(),
        product_type: z.string(),
        options: z.array(
          z.object({name: z.string(), values: z.array(z.string())}),
        ),
        variants: z.array(
          z.object({
            id: z.string(),
            title: z.string(),
            available: z.boolean(),
            quantity_available: z.int().nullable(),
            options: z.record(z.string(), z.string()),
            price: money.nullable(),
            compare_at_price: money.nullable(),
          }),
        ),
        offers: z.array(offer),
      })
      .nullable(),
  }),
  check_delivery: z.object({
    status: z.enum(['ok', 'invalid', 'unserviceable', 'unavailable']),
    pincode: z.string(),
    city: z.string().nullable(),
    state: z.string().nullable(),
    /** IST calendar date, YYYY-MM-DD. */
    delivery_date: z.string().nullable(),
    delivery_date_text: z.string().nullable(),
    cod: z
      .object({
        available: z.boolean(),
        reason: z.enum(['NO_COD_PINCODE', 'OVER_LIMIT']).nullable(),
        fee: money,
        limit: money,
      })
      .nullable(),
    message: z.string(),
  }),
  search_policies_and_faqs: z.object({
    query: z.string(),
    passages: z.array(
      z.object({
        title: z.string(),
        text: z.string(),
        url: z.string(),
        kind: z.enum(['faq', 'policy', 'page']),
      }),
    ),
  }),
  get_cart: z.object({found: z.boolean(), cart: cart.nullable()}),
  update_cart: z.object({
    cart: cart.nullable(),
    errors: z.array(z.string()),
    warnings: z.array(z.string()),
  }),
  list_offers: z.object({offers: z.array(offer)}),
};

export type McpOffer = z.infer<typeof offer>;
export type McpMoney = z.infer<typeof money>;
export type McpCart = z.infer<typeof cart>;
export type ToolName = keyof typeof outputSchemas;
export type ToolOutput<T extends ToolName> = z.infer<(typeof outputSchemas)[T]>;
