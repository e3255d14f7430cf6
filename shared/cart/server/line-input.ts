/**
 * What reaches the Storefront API from a cart form's lines: only CartLineInput / CartLineUpdateInput
 * fields. CartForm lines also carry `selectedVariant` (for useOptimisticCart) and a browser can send
 * anything; the API refuses a whole mutation for one unknown field, so everything else is dropped here.
 */
import type {
  AttributeInput,
  CartLineInput,
  CartLineUpdateInput,
} from '@shopify/hydrogen/storefront-api-types';
import {badRequest} from './errors';

/** Shopify's own ceiling for lines in one mutation and quantity per line. */
export const MAX_LINES_PER_REQUEST = 250;
export const MAX_QUANTITY = 1_000_000;

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function nonEmptyString(value: unknown): value is string {
  return (
    typeof value === 'string' && value.trim() !== '' && value.length <= 512
  );
}

function list(value: unknown, name: string): unknown[] {
  if (!Array.isArray(value)) throw badRequest(`${name} must be a list`);
  if (value.length === 0) throw badRequest(`${name} must not be empty`);
  if (value.length > MAX_LINES_PER_REQUEST)
    throw badRequest(`${name} has more than ${MAX_LINES_PER_REQUEST} entries`);
  return value;
}

/** Form values arrive as strings when posted without JavaScript ("2"); JSON inputs as numbers. */
function quantity(value: unknown, at: string, min: number): number | undefined {
  if (value === undefined || value === null || value === '') return undefined;
  const n =
    typeof value === 'string' && /^\d+$/.test(value.trim())
      ? Number(value)
      : value;
  if (
    typeof n !== 'number' ||
    !Number.isInteger(n) ||
    n < min ||
    n > MAX_QUANTITY
  ) {
    throw badRequest(
      `${at}.quantity must be a whole number from ${min} to ${MAX_QUANTITY}`,
    );
  }
  return n;
}

function attributes(value: unknown, at: string): AttributeInput[] | undefined {
  if (value === undefined || value === null) return undefined;
  if (!Array.isArray(value) || value.length > 250)
    throw badRequest(`${at}.attributes must be a list`);
  return value.map((attribute, i) => {
    if (
      !isObject(attribute) ||
      !nonEmptyString(attribute.key) ||
      typeof attribute.value !== 'string'
    ) {
      throw badRequest(`${at}.attributes[${i}] needs a key and a text value`);
    }
    return {key: attribute.key, value: attribute.value};
  });
}

function sellingPlanId(value: unknown, at: string): string | undefined {
  if (value === undefined || value === null || value === '') return undefined;
  if (!nonEmptyString(value))
    throw badRequest(`${at}.sellingPlanId must be an id`);
  return value;
}

/** LinesAdd: each line needs a merchandiseId; quantity defaults to 1 as Shopify's does. */
export function toCartLineInputs(lines: unknown): CartLineInput[] {
  return list(lines, 'lines').map((line, i) => {
    const at = `lines[${i}]`;
    if (!isObject(line)) throw badRequest(`${at} must be an object`);
    if (!nonEmptyString(line.merchandiseId))
      throw badRequest(`${at}.merchandiseId is required`);
    const input: CartLineInput = {
      merchandiseId: line.merchandiseId,
      quantity: quantity(line.quantity, at, 1) ?? 1,
    };
    const attrs = attributes(line.attributes, at);
    if (attrs) input.attributes = attrs;
    const plan = sellingPlanId(line.sellingPlanId, at);
    if (plan) input.sellingPlanId = plan;
    return input;
  });
}

/** LinesUpdate: each line needs its cart line id; quantity 0 removes the line (Shopify's rule). */
export function toCartLineUpdateInputs(lines: unknown): CartLineUpdateInput[] {
  return list(lines, 'lines').map((line, i) => {
    const at = `lines[${i}]`;
    if (!isObject(line)) throw badRequest(`${at} must be an object`);
    if (!nonEmptyString(line.id)) throw badRequest(`${at}.id is required`);
    const input: CartLineUpdateInput = {id: line.id};
    const qty = quantity(line.quantity, at, 0);
    if (qty !== undefined) input.quantity = qty;
    if (line.merchandiseId !== undefined) {
      if (!nonEmptyString(line.merchandiseId))
        throw badRequest(`${at}.merchandiseId must be an id`);
      input.merchandiseId = line.merchandiseId;
    }
    const attrs = attributes(line.attributes, at);
    if (attrs) input.attributes = attrs;
    const plan = sellingPlanId(line.sellingPlanId, at);
    if (plan) input.sellingPlanId = plan;
    return input;
  });
}

/** LinesRemove: a list of cart line ids. */
export function toLineIds(lineIds: unknown): string[] {
  return list(lineIds, 'lineIds').map((id, i) => {
    if (!nonEmptyString(id))
      throw badRequest(`lineIds[${i}] must be a cart line id`);
    return id;
  });
}

/** DiscountCodesUpdate: the form's single `discountCode` field plus any `discountCodes`; [] clears. */
export function toDiscountCodes(
  discountCode: unknown,
  discountCodes: unknown,
): string[] {
  const raw: unknown[] = [];
  if (discountCode !== undefined && discountCode !== null)
    raw.push(discountCode);
  if (discountCodes !== undefined && discountCodes !== null) {
    if (!Array.isArray(discountCodes))
      throw badRequest('discountCodes must be a list');
    raw.push(...discountCodes);
  }
  if (raw.length > 250) throw badRequest('Too many discount codes');
  const codes: string[] = [];
  for (const code of raw) {
    if (typeof code !== 'string' || code.length > 255)
      throw badRequest('Discount codes must be text');
    const trimmed = code.trim();
    if (
      trimmed &&
      !codes.some((c) => c.toLowerCase() === trimmed.toLowerCase())
    )
      codes.push(trimmed);
  }
  return codes;
}
