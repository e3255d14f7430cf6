/**
 * Input validation for the cart mutations: each check turns input into a plan to apply, or into user
 * errors with field paths under `root`. Mutations validate every input first and change nothing when
 * there is a user error.
 */
import {
  findCartLine,
  findMerchandise,
  type Attribute,
  type BuyerIdentity,
} from '../../data/carts.ts';
import {findCustomerByAccessToken} from '../../data/customers.ts';
import {findDiscountByCode} from '../../data/discounts.ts';
import {customerTokenHash} from '../../customers/cart-session.ts';
import type {ApiContext} from '../context.ts';
import {numericId} from '../ids.ts';
import {
  MAX_LINE_QUANTITY,
  MAX_NOTE_LENGTH,
  type CartUserError,
} from './errors.ts';
import {parseLineId} from './ids.ts';

export interface LineInput {
  merchandiseId: string;
  quantity?: number | null;
  attributes?: Attribute[] | null;
  sellingPlanId?: string | null;
}

/** This shop's variant for a `merchandiseId` input, or null. */
function findMerchandiseInput(
  ctx: ApiContext,
  merchandiseId: string | null | undefined,
) {
  const variantId = numericId(merchandiseId ?? '', 'ProductVariant');
  return variantId !== null
    ? findMerchandise(ctx.db, ctx.shop.id, variantId)
    : null;
}

const unknownMerchandise = (
  merchandiseId: string | null | undefined,
  field: string[],
): CartUserError => ({
  code: 'INVALID',
  field: [...field, 'merchandiseId'],
  message: `The merchandise with id ${merchandiseId} does not exist.`,
});

export interface PlannedAdd {
  variantId: number;
  quantity: number;
  attributes: Attribute[];
  merchandiseGid: string;
}

/** Validates lines to add; returns the plan or user errors. */
export function planAdds(
  ctx: ApiContext,
  lines: readonly LineInput[],
  root: string[],
): {plan: PlannedAdd[]; errors: CartUserError[]} {
  const plan: PlannedAdd[] = [];
  const errors: CartUserError[] = [];
  lines.forEach((line, i) => {
    const field = [...root, String(i)];
    const quantity = line.quantity ?? 1;
    const merchandise = findMerchandiseInput(ctx, line.merchandiseId);
    if (!merchandise) {
      errors.push(unknownMerchandise(line.merchandiseId, field));
      return;
    }
    if (line.sellingPlanId) {
      errors.push({
        code: 'INVALID',
        field: [...field, 'sellingPlanId'],
        message: 'The selling plan does not exist.',
      });
      return;
    }
    if (quantity < 0) {
      errors.push({
        code: 'LESS_THAN',
        field: [...field, 'quantity'],
        message: 'The quantity must be greater than 0.',
      });
      return;
    }
    if (quantity === 0) {
      errors.push({
        code: 'INVALID',
        field: [...field, 'quantity'],
        message: 'The quantity must be greater than 0.',
      });
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
    plan.push({
      variantId: merchandise.variantId,
      quantity,
      attributes: line.attributes ?? [],
      merchandiseGid: line.merchandiseId,
    });
  });
  return {plan, errors};
}

export interface LineUpdateInput {
  id: string;
  quantity?: number | null;
  merchandiseId?: string | null;
  attributes?: Attribute[] | null;
  sellingPlanId?: string | null;
}

export interface PlannedUpdate {
  lineId: number;
  quantity?: number;
  variantId?: number;
  attributes?: Attribute[];
}

/** Validates line updates of one cart; returns the plan or user errors (field paths under `lines`). */
export function planUpdates(
  ctx: ApiContext,
  cartToken: string,
  lines: readonly LineUpdateInput[],
): {plan: PlannedUpdate[]; errors: CartUserError[]} {
  const errors: CartUserError[] = [];
  const plan: PlannedUpdate[] = [];
  lines.forEach((input, i) => {
    const field = ['lines', String(i)];
    const lineId = parseLineId(input.id, cartToken);
    const line =
      lineId !== null ? findCartLine(ctx.db, cartToken, lineId) : null;
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
      const m = findMerchandiseInput(ctx, input.merchandiseId);
      if (!m) {
        errors.push(unknownMerchandise(input.merchandiseId, field));
        return;
      }
      variantId = m.variantId;
    }
    if (typeof input.quantity === 'number' && input.quantity < 0) {
      errors.push({
        code: 'LESS_THAN',
        field: [...field, 'quantity'],
        message: 'The quantity must be 0 or more.',
      });
      return;
    }
    if (
      typeof input.quantity === 'number' &&
      input.quantity > MAX_LINE_QUANTITY
    ) {
      errors.push({
        code: 'MAXIMUM_EXCEEDED',
        field: [...field, 'quantity'],
        message: `The quantity must be at most ${MAX_LINE_QUANTITY}.`,
      });
      return;
    }
    plan.push({
      lineId: line.id,
      quantity: typeof input.quantity === 'number' ? input.quantity : undefined,
      variantId,
      attributes: input.attributes ?? undefined,
    });
  });
  return {plan, errors};
}

/** Line ids of one cart to remove; returns their numbers or user errors (field paths under `lineIds`). */
export function planRemoves(
  ctx: ApiContext,
  cartToken: string,
  lineIds: readonly string[],
): {ids: number[]; errors: CartUserError[]} {
  const ids: number[] = [];
  const errors: CartUserError[] = [];
  lineIds.forEach((gid, i) => {
    const id = parseLineId(gid, cartToken);
    if (id === null || !findCartLine(ctx.db, cartToken, id)) {
      errors.push({
        code: 'INVALID_MERCHANDISE_LINE',
        field: ['lineIds', String(i)],
        message: `The merchandise line with id ${gid} does not exist.`,
      });
    } else {
      ids.push(id);
    }
  });
  return {ids, errors};
}

export interface BuyerIdentityInput {
  email?: string | null;
  phone?: string | null;
  countryCode?: string | null;
  customerAccessToken?: string | null;
  companyLocationId?: string | null;
  preferences?: unknown;
}

const EMAIL_RE = /^[^@\s]+@[^@\s]+\.[^@\s]+$/;

/**
 * Merges a buyer identity input into the stored one, or returns user errors. `presentedCustomerId` is
 * the customer whose access token the input carried (the cart view may show that customer).
 */
export function mergeBuyerIdentity(
  ctx: ApiContext,
  current: BuyerIdentity,
  input: BuyerIdentityInput,
  root: string[],
): {
  buyer: BuyerIdentity;
  errors: CartUserError[];
  presentedCustomerId: number | null;
} {
  const errors: CartUserError[] = [];
  const buyer: BuyerIdentity = {...current};
  let presentedCustomerId: number | null = null;
  if (input.email !== undefined) {
    const email = input.email?.trim() || null;
    if (email && !EMAIL_RE.test(email))
      errors.push({
        code: 'INVALID',
        field: [...root, 'email'],
        message: 'Email is invalid',
      });
    buyer.email = email;
  }
  if (input.phone !== undefined) {
    const phone = input.phone?.replace(/[\s-]/g, '') || null;
    if (phone && !/^\+?[1-9]\d{6,14}$/.test(phone))
      errors.push({
        code: 'INVALID',
        field: [...root, 'phone'],
        message: 'Phone is invalid',
      });
    buyer.phone = phone;
  }
  if (input.countryCode !== undefined)
    buyer.countryCode = input.countryCode ?? null;
  // The customer is tied to the token given with each update: an update without one (null or absent)
  // detaches the customer, as Shopify's does; that is how a logout lets go of the cart.
  if (input.customerAccessToken) {
    const customer = findCustomerByAccessToken(
      ctx.db,
      ctx.shop.id,
      input.customerAccessToken,
    );
    if (!customer) {
      errors.push({
        code: 'INVALID',
        field: [...root, 'customerAccessToken'],
        message: 'The customer access token is invalid or has expired.',
      });
    } else {
      buyer.customerId = customer.id;
      buyer.customerTokenHash = customerTokenHash(input.customerAccessToken);
      presentedCustomerId = customer.id;
    }
  } else {
    buyer.customerId = null;
    buyer.customerTokenHash = null;
  }
  if (input.companyLocationId) {
    errors.push({
      code: 'INVALID',
      field: [...root, 'companyLocationId'],
      message: 'Company locations are not supported.',
    });
  }
  return {buyer, errors, presentedCustomerId};
}

export function validAttributes(
  attributes: readonly Attribute[],
  root: string[],
): CartUserError[] {
  return attributes.flatMap((a, i) =>
    a.key.trim() === ''
      ? [
          {
            code: 'INVALID' as const,
            field: [...root, String(i), 'key'],
            message: 'Attribute key is blank.',
          },
        ]
      : [],
  );
}

export function noteErrors(
  note: string | null | undefined,
  field: string[],
): CartUserError[] {
  return (note ?? '').length > MAX_NOTE_LENGTH
    ? [{code: 'NOTE_TOO_LONG', field, message: 'The note is too long.'}]
    : [];
}

/** Codes newly put on a cart that no discount of this shop has (guesses, for the rate limit). */
export function unknownCodes(
  ctx: ApiContext,
  codes: readonly string[],
  already: readonly string[],
): number {
  const known = new Set(already.map((c) => c.toLowerCase()));
  const fresh = new Set(
    codes.map((c) => c.trim().toLowerCase()).filter((c) => c && !known.has(c)),
  );
  return [...fresh].filter(
    (code) => !findDiscountByCode(ctx.db, ctx.shop.id, code),
  ).length;
}
