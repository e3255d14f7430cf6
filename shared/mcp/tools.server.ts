/**
 * The Storefront MCP tools (decision 118): each reads through the store's own parts, so an agent gets
 * what a shopper would: the search page's understanding and products (shared/search), the product
 * page's delivery adapter and rules (shared/delivery), the drawer's cart core (shared/cart/server),
 * money the Indian way (shared/money). Answers are structured (outputSchema) and text, in en or hi.
 */
import {
  createCartHandler,
  type Storefront,
  type WithCache,
} from '@shopify/hydrogen';
import type {LanguageCode} from '@shopify/hydrogen/storefront-api-types';
import {formatMoney, paiseToDecimal, toPaise} from '../money/format';
import {parseRating, parseRatingCount} from '../catalog/pricing';
import {localizePath} from '../i18n/url';
import {searchUnderstood, understandSearch} from '../search/vocabulary.server';
import {
  deliveryAnswer,
  lookUpServiceability,
  type DeliveryMessages,
} from '../delivery/loader.server';
import {formatDeliveryDate} from '../delivery/answer';
import type {DeliveryRules} from '../../contracts/delivery';
import {CART_QUERY_FRAGMENT} from '../cart/fragments';
import {executeCartCommand, type CartHandler} from '../cart/server/execute';
import {withAttemptKey} from '../cart/server/attempt.server';
import type {CartCommand} from '../cart/server/command';
import {CartRequestError} from '../cart/server/errors';
import {
  toCartLineInputs,
  toCartLineUpdateInputs,
} from '../cart/server/line-input';
import {
  MCP_POLICIES_QUERY,
  MCP_PRODUCT_QUERY,
  MCP_SEARCH_QUERY,
  MCP_VARIANT_PRICES_QUERY,
} from './queries';
import {bestPassages, paragraphsOf, type Passage} from './passages';
import type {McpLabels} from './labels';
import {
  DEFAULT_LIMIT,
  type McpCart,
  type McpMoney,
  type McpOffer,
  type ToolOutput,
} from './schemas';

/** What a store tells the shared endpoint about itself (its route passes these; labels as props). */
export interface McpStore {
  /** Shown to agents in `initialize` (serverInfo.title). */
  brand: string;
  /** The store's languages, its own first: ['en'] or ['en', 'hi']. */
  locales: readonly [string, ...string[]];
  labels: (language: string) => McpLabels;
  /** en-IN / hi-IN, for dates the shopper reads. */
  dateLocale: (language: string) => string;
  delivery: {
    rules: DeliveryRules;
    messages: (
      language: string,
    ) => DeliveryMessages | Promise<DeliveryMessages>;
  };
  /** FAQ answers the store owns (not in the Storefront API), with the FAQ page's path. */
  faqs?: (language: string) => {
    path: string;
    items: ReadonlyArray<{question: string; answer: string}>;
  };
  /** The coupons and payment offers that apply (with `cart` when the agent gave one). */
  offers: (args: {
    language: string;
    cart: McpCart | null;
    context: McpContext;
    request: Request;
  }) => Promise<McpOffer[]> | McpOffer[];
  /** Adults only (gum): the checkout URL needs confirm_over_18: true (decision 121). */
  adultsOnly?: boolean;
  /** Origins besides the store's own that may call from a browser. */
  allowedOrigins?: readonly string[];
}

/** What the tools need from Hydrogen's context (the route's `context`). */
export interface McpContext {
  storefront: Storefront;
  env: Env;
  withCache: WithCache;
}

export interface ToolAnswer<T> {
  structured: T;
  text: string;
}

/** A tool that could not answer (the store's dependency failed): an isError result in the agent's language. */
export class ToolFailure extends Error {}

export const money = (
  amount: string | number | null | undefined,
  currencyCode = 'INR',
): McpMoney | null => {
  const paise = toPaise(amount ?? null);
  if (paise === null) return null;
  return {
    amount: paiseToDecimal(paise),
    currency_code: currencyCode,
    formatted: formatMoney({amount: paiseToDecimal(paise), currencyCode}),
  };
};

const moneyOf = (
  m: {amount: string; currencyCode: string} | null | undefined,
) => (m ? money(m.amount, m.currencyCode) : null);

interface Tools {
  store: McpStore;
  context: McpContext;
  request: Request;
}

function storefrontLanguage(language: string) {
  return language.toUpperCase() as LanguageCode;
}

function absolute(
  request: Request,
  path: string,
  language: string,
  store: McpStore,
) {
  const localized = localizePath(path, language, {
    supported: store.locales,
    fallback: store.locales[0],
  });
  return `${new URL(request.url).origin}${localized}`;
}

function ratingOf(product: {
  rating?: {value: string} | null;
  ratingCount?: {value: string} | null;
}) {
  const rating = parseRating(product.rating?.value);
  if (!rating) return null;
  return {
    value: rating.value,
    max: rating.max,
    count: parseRatingCount(product.ratingCount?.value),
  };
}

interface SummaryNode {
  handle: string;
  title: string;
  description: string;
  availableForSale: boolean;
  featuredImage?: {url: string} | null;
  selectedOrFirstAvailableVariant?: {
    id: string;
    availableForSale: boolean;
    price: {amount: string; currencyCode: string};
    compareAtPrice?: {amount: string; currencyCode: string} | null;
  } | null;
  rating?: {value: string} | null;
  ratingCount?: {value: string} | null;
}

function summary({store, request}: Tools, node: SummaryNode, language: string) {
  const variant = node.selectedOrFirstAvailableVariant ?? null;
  const price = moneyOf(variant?.price);
  const compare = moneyOf(variant?.compareAtPrice);
  return {
    handle: node.handle,
    title: node.title,
    url: absolute(request, `/products/${node.handle}`, language, store),
    description:
      node.description.length > 240
        ? `${node.description.slice(0, 239).replace(/\s+\S*$/, '')}…`
        : node.description,
    image_url: node.featuredImage?.url ?? null,
    variant_id: variant?.id ?? null,
    price,
    // MRP only when it is above the price, as the product card shows it.
    compare_at_price:
      compare && price && Number(compare.amount) > Number(price.amount)
        ? compare
        : null,
    available: node.availableForSale,
    rating: ratingOf(node),
  };
}

function productLine(
  labels: McpLabels,
  p: ReturnType<typeof summary>,
  index: number,
) {
  const parts = [
    `${index + 1}. ${p.title}`,
    p.price?.formatted,
    p.compare_at_price ? `${labels.mrp} ${p.compare_at_price.formatted}` : null,
    p.available ? labels.inStock : labels.outOfStock,
    p.rating ? labels.rating(p.rating.value, p.rating.count) : null,
  ].filter(Boolean);
  return `${parts.join(' · ')}\n   ${p.url}\n   variant_id: ${p.variant_id ?? '-'}`;
}

export async function searchCatalog(
  tools: Tools,
  args: {query: string; language?: string; limit?: number},
): Promise<ToolAnswer<ToolOutput<'search_shop_catalog'>>> {
  const {store, context} = tools;
  const language = args.language ?? store.locales[0];
  const labels = store.labels(language);
  const first = args.limit ?? DEFAULT_LIMIT;
  // The search page's own understanding and order: same queries tried in turn (decision 64).
  const understanding = await understandSearch(context.storefront, args.query, {
    locale: language,
    locales: store.locales,
  });
  const answer = await searchUnderstood(
    understanding,
    async (query) => {
      const {search} = await context.storefront.query(MCP_SEARCH_QUERY, {
        variables: {
          query,
          first,
          language: storefrontLanguage(language),
          country: 'IN',
        },
        cache: context.storefront.CacheShort(),
      });
      return search;
    },
    (search) => search.nodes.length > 0,
  );
  const nodes = (answer?.result.nodes ?? []).filter(
    (node): node is SummaryNode & typeof node => 'handle' in node,
  );
  const products = nodes.map((node) => summary(tools, node, language));
  const searchedFor =
    products.length && answer?.query !== understanding.typed
      ? understanding.correction
      : null;
  const total = answer?.result.totalCount ?? 0;
  const text = products.length
    ? [
        searchedFor ? labels.understoodAs(searchedFor) : null,
        labels.found(products.length, total),
        ...products.map((p, i) => productLine(labels, p, i)),
      ]
        .filter(Boolean)
        .join('\n')
    : labels.noProducts(understanding.typed);
  return {
    structured: {
      query: understanding.typed,
      searched_for: searchedFor,
      total_count: products.length ? total : 0,
      products,
    },
    text,
  };
}

export async function getProduct(
  tools: Tools,
  args: {handle: string; language?: string},
): Promise<ToolAnswer<ToolOutput<'get_product'>>> {
  const {store, context, request} = tools;
  const language = args.language ?? store.locales[0];
  const labels = store.labels(language);
  const {product} = await context.storefront.query(MCP_PRODUCT_QUERY, {
    variables: {
      handle: args.handle,
      language: storefrontLanguage(language),
      country: 'IN',
    },
    cache: context.storefront.CacheShort(),
  });
  if (!product)
    return {
      structured: {found: false, product: null},
      text: labels.productNotFound(args.handle),
    };
  const variants = product.variants.nodes.map((variant) => ({
    id: variant.id,
    title: variant.title,
    available: variant.availableForSale,
    quantity_available: variant.quantityAvailable ?? null,
    options: Object.fromEntries(
      variant.selectedOptions.map((o) => [o.name, o.value]),
    ),
    price: moneyOf(variant.price),
    compare_at_price: moneyOf(variant.compareAtPrice),
  }));
  const first =
    product.variants.nodes.find((v) => v.availableForSale) ??
    product.variants.nodes[0];
  const base = summary(
    tools,
    {...product, selectedOrFirstAvailableVariant: first ?? null},
    language,
  );
  const offers = await store.offers({language, cart: null, context, request});
  const options = product.options.map((option) => ({
    name: option.name,
    values: option.optionValues.map((v) => v.name),
  }));
  const full = {
    ...base,
    description: product.description,
    vendor: product.vendor,
    product_type: product.productType,
    options,
    variants,
    offers,
  };
  const text = [
    productLine(labels, base, 0).replace(/^1\. /, ''),
    product.description,
    options.length
      ? `${labels.options}: ${options.map((o) => `${o.name} (${o.values.join(', ')})`).join('; ')}`
      : null,
    `${labels.variants}:`,
    ...variants.map(
      (v) =>
        `- ${v.title}: ${v.price?.formatted ?? ''} · ${v.available ? labels.inStock : labels.outOfStock} · ${v.id}`,
    ),
    offers.length
      ? `${labels.offers}: ${offers.map((o) => `${o.code ?? o.title} (${o.conditions})`).join('; ')}`
      : null,
  ]
    .filter(Boolean)
    .join('\n');
  return {structured: {found: true, product: full}, text};
}

export async function checkDelivery(
  tools: Tools,
  args: {pincode: string; variant_ids?: string[]; language?: string},
): Promise<ToolAnswer<ToolOutput<'check_delivery'>>> {
  const {store, context, request} = tools;
  const language = args.language ?? store.locales[0];
  const labels = store.labels(language);
  const pincode = args.pincode.trim();
  const {rules} = store.delivery;
  let orderPaise: number | null = null;
  if (args.variant_ids?.length && /^[1-9]\d{5}$/.test(pincode)) {
    const {nodes} = await context.storefront.query(MCP_VARIANT_PRICES_QUERY, {
      variables: {ids: [...new Set(args.variant_ids)], country: 'IN'},
      cache: context.storefront.CacheShort(),
    });
    orderPaise = args.variant_ids.reduce((sum, id) => {
      const node = nodes.find((n) => n && 'id' in n && n.id === id);
      return (
        sum + (toPaise(node && 'price' in node ? node.price.amount : null) ?? 0)
      );
    }, 0);
  }
  const answer = await deliveryAnswer(
    {pincode, orderPaise, now: new Date()},
    // The pincode box's own path: the shopper's look-up budget and the kept answers (decision 114).
    async () =>
      (
        await lookUpServiceability({
          env: context.env,
          request,
          withCache: context.withCache,
          rules,
          pincode,
        })
      ).found,
    rules,
    await store.delivery.messages(language),
  );
  if (answer.status !== 'ok')
    return {
      structured: {
        status: answer.status,
        pincode: answer.pincode,
        city: null,
        state: null,
        delivery_date: null,
        delivery_date_text: null,
        cod: null,
        message: answer.message,
      },
      text: answer.message,
    };
  const dateText = formatDeliveryDate(answer.date, store.dateLocale(language));
  const fee = money(paiseToDecimal(answer.cod.feePaise))!;
  const limit = money(paiseToDecimal(answer.cod.limitPaise))!;
  const codText = answer.cod.available
    ? labels.codAvailable(fee.formatted, limit.formatted)
    : answer.cod.reason === 'OVER_LIMIT'
      ? labels.codOverLimit(limit.formatted)
      : labels.codNotHere;
  const message = `${labels.deliveryBy(dateText, answer.city, answer.state)} ${codText}`;
  return {
    structured: {
      status: 'ok',
      pincode: answer.pincode,
      city: answer.city,
      state: answer.state,
      delivery_date: answer.date,
      delivery_date_text: dateText,
      cod: {
        available: answer.cod.available,
        reason: answer.cod.reason,
        fee,
        limit,
      },
      message,
    },
    text: message,
  };
}

type PolicyNode =
  {title: string; handle: string; body: string} | null | undefined;

export async function searchPolicies(
  tools: Tools,
  args: {query: string; language?: string},
): Promise<ToolAnswer<ToolOutput<'search_policies_and_faqs'>>> {
  const {store, context, request} = tools;
  const language = args.language ?? store.locales[0];
  const labels = store.labels(language);
  const {shop, pages} = await context.storefront.query(MCP_POLICIES_QUERY, {
    variables: {language: storefrontLanguage(language), country: 'IN'},
    cache: context.storefront.CacheLong(),
  });
  const passages: Passage[] = [];
  const faqs = store.faqs?.(language);
  for (const item of faqs?.items ?? [])
    passages.push({
      title: item.question,
      text: item.answer,
      url: absolute(request, faqs!.path, language, store),
      kind: 'faq',
    });
  const policies: PolicyNode[] = [
    shop.refundPolicy,
    shop.shippingPolicy,
    shop.privacyPolicy,
    shop.termsOfService,
  ];
  for (const policy of policies) {
    if (!policy) continue;
    for (const paragraph of paragraphsOf(policy.body))
      passages.push({
        title: policy.title,
        text: paragraph,
        url: absolute(request, `/policies/${policy.handle}`, language, store),
        kind: 'policy',
      });
  }
  for (const page of pages.nodes)
    for (const paragraph of paragraphsOf(page.body))
      passages.push({
        title: page.title,
        text: paragraph,
        url: absolute(request, `/pages/${page.handle}`, language, store),
        kind: 'page',
      });
  const best = bestPassages(args.query, passages);
  return {
    structured: {query: args.query, passages: best},
    text: best.length
      ? best.map((p) => `${p.title}: ${p.text}\n${p.url}`).join('\n\n')
      : labels.noPassages,
  };
}

/* ---------------------------------------------------------------- cart */

type CartFragment = {
  id: string;
  checkoutUrl: string;
  totalQuantity: number;
  lines: {
    nodes: Array<{
      id: string;
      quantity: number;
      cost: {
        totalAmount: {amount: string; currencyCode: string};
        amountPerQuantity: {amount: string; currencyCode: string};
      };
      merchandise: {
        id: string;
        title: string;
        availableForSale: boolean;
        product: {title: string};
      };
    }>;
  };
  cost: {
    subtotalAmount?: {amount: string; currencyCode: string} | null;
    totalAmount?: {amount: string; currencyCode: string} | null;
  };
  discountCodes: Array<{code: string; applicable: boolean}>;
};

/** A cart handler for the agent's own cart: the id it was given, never a cookie (decision 119). */
function agentCart(context: McpContext, cartId: string | undefined) {
  let id = cartId;
  return createCartHandler({
    storefront: context.storefront,
    getCartId: () => id,
    setCartId: (next) => {
      id = next;
      return new Headers();
    },
    cartQueryFragment: CART_QUERY_FRAGMENT,
  });
}

function cartOut(
  tools: Tools,
  cart: CartFragment,
  language: string,
  confirmedAdult: boolean,
): McpCart {
  const labels = tools.store.labels(language);
  const gated = tools.store.adultsOnly && !confirmedAdult;
  return {
    id: cart.id,
    total_quantity: cart.totalQuantity,
    lines: cart.lines.nodes.map((line) => ({
      line_id: line.id,
      variant_id: line.merchandise.id,
      product_title: line.merchandise.product.title,
      variant_title: line.merchandise.title,
      quantity: line.quantity,
      unit_price: moneyOf(line.cost.amountPerQuantity),
      line_total: moneyOf(line.cost.totalAmount),
      available: line.merchandise.availableForSale,
    })),
    subtotal: moneyOf(cart.cost.subtotalAmount),
    total: moneyOf(cart.cost.totalAmount),
    discount_codes: cart.discountCodes.map((d) => ({
      code: d.code,
      applicable: d.applicable,
    })),
    checkout_url: gated || !cart.lines.nodes.length ? null : cart.checkoutUrl,
    checkout_note: gated && cart.lines.nodes.length ? labels.confirmAge : null,
  };
}

function cartText(labels: McpLabels, cart: McpCart): string {
  if (!cart.lines.length) return `cart_id: ${cart.id}\n${labels.cartEmpty}`;
  return [
    `cart_id: ${cart.id}`,
    ...cart.lines.map(
      (l) =>
        `- ${l.quantity} × ${l.product_title} (${l.variant_title}) ${l.line_total?.formatted ?? ''} · line_id: ${l.line_id}`,
    ),
    labels.cartTotal(cart.total_quantity, cart.total?.formatted ?? ''),
    cart.checkout_url
      ? labels.checkout(cart.checkout_url)
      : (cart.checkout_note ?? null),
  ]
    .filter(Boolean)
    .join('\n');
}

/** The agent's cart by its id with key; null when the id names no cart of this shop (or the key is wrong). */
async function readCart(context: McpContext, cartId: string) {
  const handler = agentCart(context, cartId);
  return {handler, cart: (await handler.get()) as CartFragment | null};
}

export async function getCart(
  tools: Tools,
  args: {cart_id: string; language?: string; confirm_over_18?: boolean},
): Promise<ToolAnswer<ToolOutput<'get_cart'>>> {
  const language = args.language ?? tools.store.locales[0];
  const labels = tools.store.labels(language);
  const {cart} = await readCart(tools.context, args.cart_id);
  if (!cart)
    return {structured: {found: false, cart: null}, text: labels.cartNotFound};
  const out = cartOut(tools, cart, language, args.confirm_over_18 === true);
  return {structured: {found: true, cart: out}, text: cartText(labels, out)};
}

export class CartNotFound extends Error {}

export async function updateCart(
  tools: Tools,
  args: {
    cart_id?: string;
    lines: Array<{merchandise_id?: string; line_id?: string; quantity: number}>;
    idempotency_key?: string;
    language?: string;
    confirm_over_18?: boolean;
  },
): Promise<ToolAnswer<ToolOutput<'update_cart'>> & {refused?: string}> {
  const {context} = tools;
  const language = args.language ?? tools.store.locales[0];
  const labels = tools.store.labels(language);
  // Someone else's cart (another key, another shop) is no cart: refused, never replaced by a new one.
  let handler: CartHandler = agentCart(context, undefined);
  if (args.cart_id) {
    const read = await readCart(context, args.cart_id);
    if (!read.cart) throw new CartNotFound(labels.cartNotFound);
    handler = read.handler;
  }
  const adds = args.lines.filter((l) => l.merchandise_id && !l.line_id);
  const updates = args.lines.filter((l) => l.line_id);
  const commands: CartCommand[] = [];
  // The drawer's own checks and messages for each line (shared/cart/server/line-input.ts).
  if (adds.length)
    commands.push({
      type: 'LinesAdd',
      lines: toCartLineInputs(
        adds.map((l) => ({
          merchandiseId: l.merchandise_id,
          quantity: l.quantity,
        })),
      ),
    });
  if (updates.length)
    commands.push({
      type: 'LinesUpdate',
      lines: toCartLineUpdateInputs(
        updates.map((l) => ({id: l.line_id, quantity: l.quantity})),
      ),
    });
  if (!commands.length)
    throw new CartRequestError(
      400,
      'Each line needs a merchandise_id (to add) or a line_id (to change)',
    );
  if (!args.cart_id && commands[0].type !== 'LinesAdd')
    throw new CartNotFound(labels.cartNotFound);
  const session = {get: () => undefined} as unknown as Parameters<
    typeof executeCartCommand
  >[1]['session'];
  const errors: string[] = [];
  const warnings: string[] = [];
  for (const [index, command] of commands.entries()) {
    const key = args.idempotency_key
      ? `${args.idempotency_key}-${index}`
      : null;
    const outcome = await withAttemptKey(context.storefront, key, () =>
      executeCartCommand(
        tools.request,
        {cart: handler, session, storefront: context.storefront},
        command,
      ),
    );
    errors.push(...outcome.errors.map((e) => e.message));
    warnings.push(
      ...outcome.warnings.map((w) =>
        typeof (w as {message?: unknown})?.message === 'string'
          ? (w as {message: string}).message
          : String(w),
      ),
    );
  }
  const cart = handler.getCartId()
    ? ((await handler.get()) as CartFragment | null)
    : null;
  const out = cart
    ? cartOut(tools, cart, language, args.confirm_over_18 === true)
    : null;
  const text = [
    out ? cartText(labels, out) : labels.cartNotFound,
    ...errors,
    ...warnings,
  ].join('\n');
  return {structured: {cart: out, errors, warnings}, text};
}

export async function listOffers(
  tools: Tools,
  args: {cart_id?: string; language?: string},
): Promise<ToolAnswer<ToolOutput<'list_offers'>>> {
  const {store, context, request} = tools;
  const language = args.language ?? store.locales[0];
  const labels = store.labels(language);
  let cart: McpCart | null = null;
  if (args.cart_id) {
    const read = await readCart(context, args.cart_id);
    if (!read.cart) throw new CartNotFound(labels.cartNotFound);
    cart = cartOut(tools, read.cart, language, false);
  }
  const offers = await store.offers({language, cart, context, request});
  const text = offers.length
    ? offers
        .map((o) =>
          [
            `- ${o.code ? `${o.code}: ` : ''}${o.title} (${o.conditions})`,
            o.applies === true ? labels.offerApplies : null,
            o.amount_missing
              ? labels.offerMissing(o.amount_missing.formatted)
              : null,
          ]
            .filter(Boolean)
            .join(' · '),
        )
        .join('\n')
    : labels.noOffers;
  return {structured: {offers}, text};
}
