/**
 * The Storefront API cart: cart(id) and the cart mutations Hydrogen's cart handler sends.
 *
 * Ids: `gid://shopify/Cart/<token>?key=<secret>` (Hydrogen keeps `<token>?key=<secret>` in its cookie and
 * rebuilds the gid). Reads and mutations need the right key, as Shopify's do: without it a read answers
 * null and a mutation "The specified cart does not exist." (docs/security.md, "Carts").
 * The customer a cart belongs to (`buyerIdentity.customer`, and the email/phone taken from that customer)
 * is shown only to a caller that presents that customer's access token: `@inContext(buyer:
 * {customerAccessToken:})` on the operation, or the token given in this very mutation's buyer identity.
 * Line ids: `gid://shopify/CartLine/<n>?cart=<token>`.
 * Mutations validate every input first and change nothing when there is a user error.
 */
import {createHash, timingSafeEqual} from 'node:crypto';
import type {IResolvers} from '@graphql-tools/utils';
import {
  addCartLine,
  createCart,
  findCart,
  findCartLine,
  findMerchandise,
  listCartLines,
  priceCart,
  removeCartLine,
  updateCart,
  updateCartLine,
  type Attribute,
  type BuyerIdentity,
  type Cart,
  type PricedCart,
} from '../../data/carts.ts';
import {findCustomerByAccessToken, findCustomerById} from '../../data/customers.ts';
import {findDiscountByCode} from '../../data/discounts.ts';
import {countDiscountGuesses} from '../throttle.ts';
import type {IneligibleReason} from '../../discounts/engine.ts';
import type {ApiContext} from '../context.ts';
import {fromGid, numericId, toGid} from '../ids.ts';
import {money} from '../money.ts';
import {emptyConnection, paginate, variantView, type PageArgs} from './commerce-views.ts';
import {customerView} from './customer.ts';

type CartErrorCode =
  | 'INVALID'
  | 'INVALID_MERCHANDISE_LINE'
  | 'LESS_THAN'
  | 'MAXIMUM_EXCEEDED'
  | 'NOTE_TOO_LONG'
  | 'INVALID_DELIVERY_GROUP'
  | 'MISSING_DISCOUNT_CODE';

type CartWarningCode =
  | 'DISCOUNT_NOT_FOUND'
  | 'DISCOUNT_CURRENTLY_INACTIVE'
  | 'DISCOUNT_NO_ENTITLED_LINE_ITEMS'
  | 'DISCOUNT_PURCHASE_NOT_IN_RANGE'
  | 'DISCOUNT_QUANTITY_NOT_IN_RANGE'
  | 'DISCOUNT_CODE_NOT_HONOURED'
  | 'MERCHANDISE_NOT_ENOUGH_STOCK'
  | 'MERCHANDISE_OUT_OF_STOCK';

interface CartUserError {
  code: CartErrorCode;
  field: string[] | null;
  message: string;
}

interface CartWarning {
  code: CartWarningCode;
  message: string;
  target: string;
}

/** Limits Shopify enforces on carts. */
const MAX_LINE_QUANTITY = 1_000_000;
const MAX_LINES = 500;
const MAX_NOTE_LENGTH = 5000;

export function cartGid(cart: Pick<Cart, 'id' | 'secret'>): string {
  return `gid://shopify/Cart/${cart.id}?key=${cart.secret}`;
}

export function checkoutUrl(ctx: ApiContext, cart: Pick<Cart, 'id' | 'secret' | 'shop'>): string {
  return `${ctx.origin.replace(/\/$/, '')}/checkouts/cn/${cart.id}?key=${cart.secret}&shop=${cart.shop}`;
}

/** `gid://shopify/Cart/<token>[?key=<secret>]` → parts, or null. */
export function parseCartId(gid: string): {token: string; key: string | null} | null {
  const token = fromGid(gid ?? '', 'Cart');
  if (!token || !/^[A-Za-z0-9_-]+$/.test(token)) return null;
  const query = gid.includes('?') ? gid.slice(gid.indexOf('?') + 1) : '';
  const key = new URLSearchParams(query).get('key');
  return {token, key};
}

/** This shop's open cart for an id carrying the cart's key; null otherwise (reads and writes alike). */
function resolveCart(ctx: ApiContext, gid: string): Cart | null {
  const parsed = parseCartId(gid);
  if (!parsed || !parsed.key) return null;
  const cart = findCart(ctx.db, parsed.token);
  if (!cart || cart.shop !== ctx.shop.id || cart.completedAt) return null;
  return sameSecret(parsed.key, cart.secret) ? cart : null;
}

/** Constant-time comparison of a presented cart key with the stored one. */
function sameSecret(given: string, expected: string): boolean {
  const a = createHash('sha256').update(given).digest();
  const b = createHash('sha256').update(expected).digest();
  return timingSafeEqual(a, b);
}

/**
 * The cart's customer, when the caller has shown that customer's access token (see the header comment);
 * `presentedCustomerId` is the customer whose token this mutation's input carried.
 */
function visibleCustomer(ctx: ApiContext, customerId: number | null | undefined, presentedCustomerId?: number | null) {
  if (!customerId) return null;
  const shown =
    presentedCustomerId === customerId ||
    (ctx.buyerAccessToken ? findCustomerByAccessToken(ctx.db, ctx.shop.id, ctx.buyerAccessToken)?.id === customerId : false);
  return shown ? findCustomerById(ctx.db, ctx.shop.id, customerId) : null;
}

function lineGid(cartToken: string, lineId: number): string {
  return `gid://shopify/CartLine/${lineId}?cart=${cartToken}`;
}

function parseLineId(gid: string, cartToken: string): number | null {
  const id = numericId(gid ?? '', 'CartLine');
  if (id === null) return null;
  const query = gid.includes('?') ? gid.slice(gid.indexOf('?') + 1) : '';
  const cart = new URLSearchParams(query).get('cart');
  return cart === null || cart === cartToken ? id : null;
}

const WARNING_BY_REASON: Record<IneligibleReason, CartWarningCode> = {
  INACTIVE: 'DISCOUNT_CURRENTLY_INACTIVE',
  EMPTY_CART: 'DISCOUNT_NO_ENTITLED_LINE_ITEMS',
  NO_ENTITLED_LINES: 'DISCOUNT_NO_ENTITLED_LINE_ITEMS',
  MIN_SUBTOTAL_NOT_MET: 'DISCOUNT_PURCHASE_NOT_IN_RANGE',
  MIN_QUANTITY_NOT_MET: 'DISCOUNT_QUANTITY_NOT_IN_RANGE',
  GIFT_UNAVAILABLE: 'DISCOUNT_CURRENTLY_INACTIVE',
};

/** A warning for every code on the cart that does not apply to its current contents. */
function discountWarnings(priced: PricedCart): CartWarning[] {
  const target = cartGid(priced.cart);
  const warnings: CartWarning[] = [];
  for (const result of priced.codes) {
    if (result.applied) continue;
    const code = result.code;
    if (!result.discount) {
      warnings.push({code: 'DISCOUNT_NOT_FOUND', message: `Discount code "${code}" is not valid.`, target});
      continue;
    }
    const evaluation = result.evaluation!;
    if (evaluation.applicable) {
      warnings.push({
        code: 'DISCOUNT_CODE_NOT_HONOURED',
        message: `Discount code "${code}" cannot be combined with the other discount on this cart.`,
        target,
      });
      continue;
    }
    const reason = evaluation.reason!;
    let message: string;
    if (reason === 'MIN_SUBTOTAL_NOT_MET') {
      message = `Add ${money(evaluation.subtotalMissingPaise, priced.currency).amount} ${priced.currency} more to use discount code "${code}".`;
    } else if (reason === 'MIN_QUANTITY_NOT_MET') {
      const n = evaluation.itemCountMissing;
      message = `Add ${n} more item${n === 1 ? '' : 's'} to use discount code "${code}".`;
    } else if (reason === 'GIFT_UNAVAILABLE') {
      message = `The free gift of discount code "${code}" is out of stock.`;
    } else if (reason === 'INACTIVE') {
      message = `Discount code "${code}" is not active.`;
    } else {
      message = `Discount code "${code}" does not apply to the items in your cart.`;
    }
    warnings.push({code: WARNING_BY_REASON[reason], message, target});
  }
  return warnings;
}

/** The Cart object as the schema wants it, with every non-null field filled. */
export function cartView(ctx: ApiContext, cartId: string, presentedCustomerId?: number | null) {
  const priced = priceCart(ctx.db, cartId, ctx.locale);
  if (!priced) return null;
  const {cart} = priced;
  const currency = ctx.shop.currency;
  const applied = priced.applied;
  const discountApplication = applied?.discount
    ? {
        allocationMethod: 'ACROSS',
        targetSelection: applied.discount.productIds.length ? 'ENTITLED' : 'ALL',
        targetType: 'LINE_ITEM',
        value:
          applied.discount.valueType === 'fixed_amount'
            ? {__typename: 'MoneyV2', ...money(applied.discount.value, currency)}
            : {__typename: 'PricingPercentageValue', percentage: applied.discount.value / 100},
      }
    : null;
  const codeAllocation = (paise: number) => ({
    __typename: 'CartCodeDiscountAllocation',
    code: applied!.discount!.code,
    discountedAmount: money(paise, currency),
    targetType: 'LINE_ITEM',
    discountApplication,
  });

  const lines = priced.lines.map((pl) => {
    const cost = {
      amountPerQuantity: money(pl.unitPricePaise, currency),
      compareAtAmountPerQuantity:
        pl.compareAtPaise !== null && pl.compareAtPaise > pl.unitPricePaise ? money(pl.compareAtPaise, currency) : null,
      subtotalAmount: money(pl.subtotalPaise, currency),
      totalAmount: money(pl.totalPaise, currency),
    };
    return {
      __typename: 'CartLine',
      key: pl.line.id,
      id: lineGid(cart.id, pl.line.id),
      quantity: pl.line.quantity,
      attributes: pl.line.attributes,
      attribute: ({key}: {key: string}) => pl.line.attributes.find((a) => a.key === key) ?? null,
      cost,
      estimatedCost: {
        amount: cost.totalAmount,
        compareAtAmount: cost.compareAtAmountPerQuantity,
        subtotalAmount: cost.subtotalAmount,
        totalAmount: cost.totalAmount,
      },
      discountAllocations: applied && pl.discountPaise > 0 ? [codeAllocation(pl.discountPaise)] : [],
      merchandise: variantView(ctx, pl.line.merchandise),
      sellingPlanAllocation: null,
      parentRelationship: null,
      // A free-gift line comes and goes with its code; the shopper cannot change it.
      instructions: {canRemove: !pl.gift, canUpdateQuantity: !pl.gift},
    };
  });

  const subtotal = money(priced.subtotalPaise, currency);
  const total = money(priced.totalPaise, currency);
  const buyer = cart.buyerIdentity;
  const customer = visibleCustomer(ctx, buyer.customerId, presentedCustomerId);
  const countryCode = buyer.countryCode ?? (ctx.country && ctx.country !== 'ZZ' ? ctx.country : 'IN');

  return {
    __typename: 'Cart',
    id: cartGid(cart),
    checkoutUrl: checkoutUrl(ctx, cart),
    createdAt: cart.createdAt,
    updatedAt: cart.updatedAt,
    totalQuantity: priced.totalQuantity,
    note: cart.note === '' ? null : cart.note,
    attributes: cart.attributes,
    attribute: ({key}: {key: string}) => cart.attributes.find((a) => a.key === key) ?? null,
    buyerIdentity: {
      email: buyer.email ?? customer?.email ?? null,
      phone: buyer.phone ?? customer?.phone ?? null,
      countryCode,
      customer: customer ? customerView(ctx, customer) : null,
      deliveryAddressPreferences: [],
      preferences: null,
      purchasingCompany: null,
    },
    discountCodes: priced.codes.map((c) => ({code: c.code, applicable: c.applied})),
    discountAllocations: applied && priced.discountPaise > 0 ? [codeAllocation(priced.discountPaise)] : [],
    appliedGiftCards: [],
    cost: {
      subtotalAmount: subtotal,
      subtotalAmountEstimated: false,
      totalAmount: total,
      totalAmountEstimated: false,
      checkoutChargeAmount: total,
      totalTaxAmount: null,
      totalTaxAmountEstimated: false,
      totalDutyAmount: null,
      totalDutyAmountEstimated: false,
    },
    estimatedCost: {
      subtotalAmount: subtotal,
      totalAmount: total,
      checkoutChargeAmount: total,
      totalTaxAmount: null,
      totalDutyAmount: null,
    },
    delivery: {addresses: []},
    deliveryGroups: emptyConnection(),
    // Cart lines pagination is inline (commerce-views.paginate); cursors carry the line id.
    lines: (args: PageArgs) => paginate(lines, args ?? {}, (line) => line.key),
    metafield: null,
    metafields: (args: {identifiers: unknown[]}) => (args?.identifiers ?? []).map(() => null),
    /** For payload warnings; not a schema field. */
    _priced: priced,
  };
}

/** Codes newly put on a cart that no discount of this shop has (guesses, for the rate limit). */
function unknownCodes(ctx: ApiContext, codes: readonly string[], already: readonly string[]): number {
  const known = new Set(already.map((c) => c.toLowerCase()));
  const fresh = new Set(codes.map((c) => c.trim().toLowerCase()).filter((c) => c && !known.has(c)));
  return [...fresh].filter((code) => !findDiscountByCode(ctx.db, ctx.shop.id, code)).length;
}

const CART_NOT_FOUND: CartUserError = {code: 'INVALID', field: ['cartId'], message: 'The specified cart does not exist.'};

function payload(
  ctx: ApiContext,
  cartId: string | null,
  userErrors: CartUserError[],
  extraWarnings: CartWarning[] = [],
  presentedCustomerId?: number | null,
) {
  const cart = cartId ? cartView(ctx, cartId, presentedCustomerId) : null;
  const warnings = [...extraWarnings, ...(cart ? discountWarnings(cart._priced) : [])];
  return {cart, userErrors, warnings};
}

interface LineInput {
  merchandiseId: string;
  quantity?: number | null;
  attributes?: Attribute[] | null;
  sellingPlanId?: string | null;
}

interface PlannedAdd {
  variantId: number;
  quantity: number;
  attributes: Attribute[];
  merchandiseGid: string;
}

/** Validates lines to add; returns the plan or user errors (field paths under `root`). */
function planAdds(ctx: ApiContext, lines: readonly LineInput[], root: string[]): {plan: PlannedAdd[]; errors: CartUserError[]} {
  const plan: PlannedAdd[] = [];
  const errors: CartUserError[] = [];
  lines.forEach((line, i) => {
    const field = [...root, String(i)];
    const quantity = line.quantity ?? 1;
    const variantId = numericId(line.merchandiseId ?? '', 'ProductVariant');
    const merchandise = variantId !== null ? findMerchandise(ctx.db, ctx.shop.id, variantId) : null;
    if (!merchandise) {
      errors.push({
        code: 'INVALID',
        field: [...field, 'merchandiseId'],
        message: `The merchandise with id ${line.merchandiseId} does not exist.`,
      });
      return;
    }
    if (line.sellingPlanId) {
      errors.push({code: 'INVALID', field: [...field, 'sellingPlanId'], message: 'The selling plan does not exist.'});
      return;
    }
    if (quantity < 0) {
      errors.push({code: 'LESS_THAN', field: [...field, 'quantity'], message: 'The quantity must be greater than 0.'});
      return;
    }
    if (quantity === 0) {
      errors.push({code: 'INVALID', field: [...field, 'quantity'], message: 'The quantity must be greater than 0.'});
      return;
    }
    if (quantity > MAX_LINE_QUANTITY) {
      errors.push({
        code: 'MAXIMUM_EXCEEDED',
        field: [...field, 'quantity'],
        message: `The quantity must be at most ${MAX_LINE_QUANTITY}.`,
      });
      return;
    }
    plan.push({variantId: merchandise.variantId, quantity, attributes: line.attributes ?? [], merchandiseGid: line.merchandiseId});
  });
  return {plan, errors};
}

/**
 * Applies planned adds with stock rules: unavailable merchandise is not added (MERCHANDISE_OUT_OF_STOCK);
 * a quantity above what is in stock is cut down to it (MERCHANDISE_NOT_ENOUGH_STOCK).
 */
function applyAdds(ctx: ApiContext, cartId: string, plan: readonly PlannedAdd[]): CartWarning[] {
  const warnings: CartWarning[] = [];
  for (const add of plan) {
    const m = findMerchandise(ctx.db, ctx.shop.id, add.variantId)!;
    if (!m.availableForSale || m.quantityAvailable <= 0) {
      warnings.push({
        code: 'MERCHANDISE_OUT_OF_STOCK',
        message: `${m.productTitle} is out of stock and was not added to your cart.`,
        target: toGid('ProductVariant', m.variantId),
      });
      continue;
    }
    const inCart = listCartLines(ctx.db, cartId)
      .filter((l) => l.merchandise.variantId === add.variantId)
      .reduce((sum, l) => sum + l.quantity, 0);
    const room = Math.max(0, m.quantityAvailable - inCart);
    const quantity = Math.min(add.quantity, room);
    if (quantity <= 0) {
      warnings.push({
        code: 'MERCHANDISE_NOT_ENOUGH_STOCK',
        message: `All ${m.quantityAvailable} in stock of ${m.productTitle} are already in your cart.`,
        target: toGid('ProductVariant', m.variantId),
      });
      continue;
    }
    const lineId = addCartLine(ctx.db, cartId, add.variantId, quantity, add.attributes);
    if (quantity < add.quantity) {
      warnings.push({
        code: 'MERCHANDISE_NOT_ENOUGH_STOCK',
        message: `Only ${quantity} item${quantity === 1 ? '' : 's'} of ${m.productTitle} could be added to your cart due to availability.`,
        target: lineGid(cartId, lineId),
      });
    }
  }
  return warnings;
}

interface BuyerIdentityInput {
  email?: string | null;
  phone?: string | null;
  countryCode?: string | null;
  customerAccessToken?: string | null;
  companyLocationId?: string | null;
  preferences?: unknown;
}

const EMAIL_RE = /^[^@\s]+@[^@\s]+\.[^@\s]+$/;

/** Merges a buyer identity input into the stored one, or returns user errors. */
function mergeBuyerIdentity(
  ctx: ApiContext,
  current: BuyerIdentity,
  input: BuyerIdentityInput,
  root: string[],
): {buyer: BuyerIdentity; errors: CartUserError[]; presentedCustomerId: number | null} {
  const errors: CartUserError[] = [];
  const buyer: BuyerIdentity = {...current};
  let presentedCustomerId: number | null = null;
  if (input.email !== undefined) {
    const email = input.email?.trim() || null;
    if (email && !EMAIL_RE.test(email)) errors.push({code: 'INVALID', field: [...root, 'email'], message: 'Email is invalid'});
    buyer.email = email;
  }
  if (input.phone !== undefined) {
    const phone = input.phone?.replace(/[\s-]/g, '') || null;
    if (phone && !/^\+?[1-9]\d{6,14}$/.test(phone)) errors.push({code: 'INVALID', field: [...root, 'phone'], message: 'Phone is invalid'});
    buyer.phone = phone;
  }
  if (input.countryCode !== undefined) buyer.countryCode = input.countryCode ?? null;
  // The customer is tied to the token given with each update: an update without one (null or absent)
  // detaches the customer, as Shopify's does; that is how a logout lets go of the cart.
  if (input.customerAccessToken) {
    const customer = findCustomerByAccessToken(ctx.db, ctx.shop.id, input.customerAccessToken);
    if (!customer) {
      errors.push({
        code: 'INVALID',
        field: [...root, 'customerAccessToken'],
        message: 'The customer access token is invalid or has expired.',
      });
    } else {
      buyer.customerId = customer.id;
      presentedCustomerId = customer.id;
    }
  } else {
    buyer.customerId = null;
  }
  if (input.companyLocationId) {
    errors.push({code: 'INVALID', field: [...root, 'companyLocationId'], message: 'Company locations are not supported.'});
  }
  return {buyer, errors, presentedCustomerId};
}

function validAttributes(attributes: readonly Attribute[], root: string[]): CartUserError[] {
  return attributes.flatMap((a, i) =>
    a.key.trim() === '' ? [{code: 'INVALID' as const, field: [...root, String(i), 'key'], message: 'Attribute key is blank.'}] : [],
  );
}

export const cartResolvers: IResolvers<unknown, ApiContext> = {
  QueryRoot: {
    cart: (_root, {id}: {id: string}, ctx: ApiContext) => {
      const cart = resolveCart(ctx, id);
      return cart ? cartView(ctx, cart.id) : null;
    },
  },
  Mutation: {
    cartCreate: (
      _root,
      {input}: {input?: {lines?: LineInput[]; discountCodes?: string[]; note?: string | null; attributes?: Attribute[]; buyerIdentity?: BuyerIdentityInput; giftCardCodes?: string[]}},
      ctx: ApiContext,
    ) => {
      const data = input ?? {};
      const errors: CartUserError[] = [];
      const {plan, errors: lineErrors} = planAdds(ctx, data.lines ?? [], ['input', 'lines']);
      errors.push(...lineErrors);
      const {buyer, errors: buyerErrors, presentedCustomerId} = mergeBuyerIdentity(ctx, {}, data.buyerIdentity ?? {}, ['input', 'buyerIdentity']);
      errors.push(...buyerErrors);
      errors.push(...validAttributes(data.attributes ?? [], ['input', 'attributes']));
      if ((data.note ?? '').length > MAX_NOTE_LENGTH) {
        errors.push({code: 'NOTE_TOO_LONG', field: ['input', 'note'], message: 'The note is too long.'});
      }
      if ((data.giftCardCodes ?? []).length) {
        errors.push({code: 'INVALID', field: ['input', 'giftCardCodes'], message: 'Gift cards are not accepted by this store.'});
      }
      if (plan.length > MAX_LINES) errors.push({code: 'INVALID', field: ['input', 'lines'], message: 'Too many lines.'});
      if (errors.length) return {cart: null, userErrors: errors, warnings: []};
      countDiscountGuesses(ctx, unknownCodes(ctx, data.discountCodes ?? [], []));
      if (!buyer.countryCode && ctx.country && ctx.country !== 'ZZ') buyer.countryCode = ctx.country;
      const cart = createCart(ctx.db, ctx.shop.id, {
        note: data.note ?? '',
        attributes: data.attributes ?? [],
        discountCodes: data.discountCodes ?? [],
        buyerIdentity: buyer,
      });
      const warnings = applyAdds(ctx, cart.id, plan);
      return payload(ctx, cart.id, [], warnings, presentedCustomerId);
    },

    cartLinesAdd: (_root, {cartId, lines}: {cartId: string; lines: LineInput[]}, ctx: ApiContext) => {
      const cart = resolveCart(ctx, cartId);
      if (!cart) return {cart: null, userErrors: [CART_NOT_FOUND], warnings: []};
      const {plan, errors} = planAdds(ctx, lines ?? [], ['lines']);
      if (errors.length) return payload(ctx, cart.id, errors);
      const warnings = applyAdds(ctx, cart.id, plan);
      updateCart(ctx.db, cart.id, {});
      return payload(ctx, cart.id, [], warnings);
    },

    cartLinesUpdate: (
      _root,
      {cartId, lines}: {cartId: string; lines: {id: string; quantity?: number | null; merchandiseId?: string | null; attributes?: Attribute[] | null; sellingPlanId?: string | null}[]},
      ctx: ApiContext,
    ) => {
      const cart = resolveCart(ctx, cartId);
      if (!cart) return {cart: null, userErrors: [CART_NOT_FOUND], warnings: []};
      const errors: CartUserError[] = [];
      const plan: {lineId: number; quantity?: number; variantId?: number; attributes?: Attribute[]}[] = [];
      (lines ?? []).forEach((input, i) => {
        const field = ['lines', String(i)];
        const lineId = parseLineId(input.id, cart.id);
        const line = lineId !== null ? findCartLine(ctx.db, cart.id, lineId) : null;
        if (!line) {
          errors.push({
            code: 'INVALID_MERCHANDISE_LINE',
            field: [...field, 'id'],
            message: `The merchandise line with id ${input.id} does not exist.`,
          });
          return;
        }
        let variantId: number | undefined;
        if (input.merchandiseId) {
          const id = numericId(input.merchandiseId, 'ProductVariant');
          const m = id !== null ? findMerchandise(ctx.db, ctx.shop.id, id) : null;
          if (!m) {
            errors.push({
              code: 'INVALID',
              field: [...field, 'merchandiseId'],
              message: `The merchandise with id ${input.merchandiseId} does not exist.`,
            });
            return;
          }
          variantId = m.variantId;
        }
        if (typeof input.quantity === 'number' && input.quantity < 0) {
          errors.push({code: 'LESS_THAN', field: [...field, 'quantity'], message: 'The quantity must be 0 or more.'});
          return;
        }
        if (typeof input.quantity === 'number' && input.quantity > MAX_LINE_QUANTITY) {
          errors.push({code: 'MAXIMUM_EXCEEDED', field: [...field, 'quantity'], message: `The quantity must be at most ${MAX_LINE_QUANTITY}.`});
          return;
        }
        plan.push({
          lineId: line.id,
          quantity: typeof input.quantity === 'number' ? input.quantity : undefined,
          variantId,
          attributes: input.attributes ?? undefined,
        });
      });
      if (errors.length) return payload(ctx, cart.id, errors);
      const warnings: CartWarning[] = [];
      for (const change of plan) {
        const line = findCartLine(ctx.db, cart.id, change.lineId);
        if (!line) continue; // removed by an earlier entry of the same call
        let quantity = change.quantity;
        const variantId = change.variantId ?? line.variantId;
        if (quantity !== undefined && quantity > 0) {
          const m = findMerchandise(ctx.db, ctx.shop.id, variantId)!;
          const elsewhere = listCartLines(ctx.db, cart.id)
            .filter((l) => l.id !== line.id && l.merchandise.variantId === variantId)
            .reduce((sum, l) => sum + l.quantity, 0);
          const room = m.availableForSale ? Math.max(0, m.quantityAvailable - elsewhere) : 0;
          if (quantity > room) {
            warnings.push(
              room > 0
                ? {
                    code: 'MERCHANDISE_NOT_ENOUGH_STOCK',
                    message: `Only ${room} item${room === 1 ? '' : 's'} of ${m.productTitle} are available.`,
                    target: lineGid(cart.id, line.id),
                  }
                : {
                    code: 'MERCHANDISE_OUT_OF_STOCK',
                    message: `${m.productTitle} is out of stock and was removed from your cart.`,
                    target: lineGid(cart.id, line.id),
                  },
            );
            quantity = room;
          }
        }
        updateCartLine(ctx.db, cart.id, line.id, {quantity, variantId: change.variantId, attributes: change.attributes});
      }
      updateCart(ctx.db, cart.id, {});
      return payload(ctx, cart.id, [], warnings);
    },

    cartLinesRemove: (_root, {cartId, lineIds}: {cartId: string; lineIds: string[]}, ctx: ApiContext) => {
      const cart = resolveCart(ctx, cartId);
      if (!cart) return {cart: null, userErrors: [CART_NOT_FOUND], warnings: []};
      const ids: number[] = [];
      const errors: CartUserError[] = [];
      (lineIds ?? []).forEach((gid, i) => {
        const id = parseLineId(gid, cart.id);
        if (id === null || !findCartLine(ctx.db, cart.id, id)) {
          errors.push({
            code: 'INVALID_MERCHANDISE_LINE',
            field: ['lineIds', String(i)],
            message: `The merchandise line with id ${gid} does not exist.`,
          });
        } else {
          ids.push(id);
        }
      });
      if (errors.length) return payload(ctx, cart.id, errors);
      for (const id of ids) removeCartLine(ctx.db, cart.id, id);
      updateCart(ctx.db, cart.id, {});
      return payload(ctx, cart.id, []);
    },

    cartDiscountCodesUpdate: (_root, {cartId, discountCodes}: {cartId: string; discountCodes: string[]}, ctx: ApiContext) => {
      const cart = resolveCart(ctx, cartId);
      if (!cart) return {cart: null, userErrors: [CART_NOT_FOUND], warnings: []};
      countDiscountGuesses(ctx, unknownCodes(ctx, discountCodes ?? [], cart.discountCodes));
      updateCart(ctx.db, cart.id, {discountCodes: discountCodes ?? []});
      return payload(ctx, cart.id, []);
    },

    cartBuyerIdentityUpdate: (
      _root,
      {cartId, buyerIdentity}: {cartId: string; buyerIdentity: BuyerIdentityInput},
      ctx: ApiContext,
    ) => {
      const cart = resolveCart(ctx, cartId);
      if (!cart) return {cart: null, userErrors: [CART_NOT_FOUND], warnings: []};
      const {buyer, errors, presentedCustomerId} = mergeBuyerIdentity(ctx, cart.buyerIdentity, buyerIdentity ?? {}, ['buyerIdentity']);
      if (errors.length) return payload(ctx, cart.id, errors);
      updateCart(ctx.db, cart.id, {buyerIdentity: buyer});
      return payload(ctx, cart.id, [], [], presentedCustomerId);
    },

    cartAttributesUpdate: (_root, {cartId, attributes}: {cartId: string; attributes: Attribute[]}, ctx: ApiContext) => {
      const cart = resolveCart(ctx, cartId);
      if (!cart) return {cart: null, userErrors: [CART_NOT_FOUND], warnings: []};
      const errors = validAttributes(attributes ?? [], ['attributes']);
      if (errors.length) return payload(ctx, cart.id, errors);
      updateCart(ctx.db, cart.id, {attributes: attributes ?? []});
      return payload(ctx, cart.id, []);
    },

    cartNoteUpdate: (_root, {cartId, note}: {cartId: string; note: string}, ctx: ApiContext) => {
      const cart = resolveCart(ctx, cartId);
      if (!cart) return {cart: null, userErrors: [CART_NOT_FOUND], warnings: []};
      if ((note ?? '').length > MAX_NOTE_LENGTH) {
        return payload(ctx, cart.id, [{code: 'NOTE_TOO_LONG', field: ['note'], message: 'The note is too long.'}]);
      }
      updateCart(ctx.db, cart.id, {note: note ?? ''});
      return payload(ctx, cart.id, []);
    },

    cartGiftCardCodesUpdate: (_root, {cartId, giftCardCodes}: {cartId: string; giftCardCodes: string[]}, ctx: ApiContext) => {
      const cart = resolveCart(ctx, cartId);
      if (!cart) return {cart: null, userErrors: [CART_NOT_FOUND], warnings: []};
      const codes = (giftCardCodes ?? []).filter((c) => c.trim() !== '');
      if (!codes.length) return payload(ctx, cart.id, []);
      return payload(
        ctx,
        cart.id,
        codes.map((_code, i) => ({code: 'INVALID' as const, field: ['giftCardCodes', String(i)], message: 'Gift card code is invalid.'})),
      );
    },

    cartGiftCardCodesAdd: (_root, {cartId, giftCardCodes}: {cartId: string; giftCardCodes: string[]}, ctx: ApiContext) => {
      const cart = resolveCart(ctx, cartId);
      if (!cart) return {cart: null, userErrors: [CART_NOT_FOUND], warnings: []};
      return payload(
        ctx,
        cart.id,
        (giftCardCodes ?? []).map((_code, i) => ({
          code: 'INVALID' as const,
          field: ['giftCardCodes', String(i)],
          message: 'Gift card code is invalid.',
        })),
      );
    },

    cartGiftCardCodesRemove: (_root, {cartId}: {cartId: string}, ctx: ApiContext) => {
      const cart = resolveCart(ctx, cartId);
      if (!cart) return {cart: null, userErrors: [CART_NOT_FOUND], warnings: []};
      return payload(ctx, cart.id, []);
    },

    cartSelectedDeliveryOptionsUpdate: (_root, {cartId, selectedDeliveryOptions}: {cartId: string; selectedDeliveryOptions: unknown[]}, ctx: ApiContext) => {
      const cart = resolveCart(ctx, cartId);
      if (!cart) return {cart: null, userErrors: [CART_NOT_FOUND], warnings: []};
      // Carts here have no delivery groups (shipping is settled by the checkout provider).
      return payload(
        ctx,
        cart.id,
        (selectedDeliveryOptions ?? []).map((_option, i) => ({
          code: 'INVALID_DELIVERY_GROUP' as const,
          field: ['selectedDeliveryOptions', String(i), 'deliveryGroupId'],
          message: 'The delivery group does not exist.',
        })),
      );
    },
  },
};
