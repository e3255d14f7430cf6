/**
 * A cart request read and checked: the CartForm body (`cartFormInput` JSON plus plain form fields)
 * becomes one typed command, or a CartRequestError (405 for a method other than POST, 400 for a body
 * that is not a form, not CartForm JSON, an unknown action or inputs of the wrong shape).
 */
import {CartForm} from '@shopify/hydrogen';
import type {
  CartBuyerIdentityInput,
  CartLineInput,
  CartLineUpdateInput,
  CountryCode,
} from '@shopify/hydrogen/storefront-api-types';
import {
  ATTEMPT_KEY_FIELD,
  ATTEMPT_KEY_PATTERN,
  DRAWER_ACTIONS,
} from '../protocol';
import {badRequest, CartRequestError} from './errors';
import {
  toCartLineInputs,
  toCartLineUpdateInputs,
  toDiscountCodes,
  toLineIds,
} from './line-input';
import {safeRedirectPath} from './redirect';
import {discardBody} from '../../hydrogen/security/bad-request.server';

export type CartCommand =
  | {type: 'LinesAdd'; lines: CartLineInput[]}
  | {type: 'LinesUpdate'; lines: CartLineUpdateInput[]}
  | {type: 'LinesRemove'; lineIds: string[]}
  | {type: 'DiscountCodesUpdate'; discountCodes: string[]}
  | {type: 'BuyerIdentityUpdate'; buyerIdentity: CartBuyerIdentityInput}
  /** Forget the cart cookie (the drawer, after an order was placed). */
  | {type: 'ClearCart'}
  /** Attach the signed-in customer before the checkout opens. */
  | {type: 'PrepareCheckout'};

export interface CartRequest {
  command: CartCommand;
  /** Names this attempt of the change: its retry is applied once (protocol.ts, form-feedback.tsx; issue 21 item 10). */
  attemptKey: string | null;
  /** A same-origin path to send the browser to afterwards (303), or null. */
  redirectTo: string | null;
}

const FORM_TYPES = ['application/x-www-form-urlencoded', 'multipart/form-data'];

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Parses and checks the request; throws CartRequestError. */
export async function readCartRequest(request: Request): Promise<CartRequest> {
  if (request.method !== 'POST') {
    await discardBody(request);
    throw new CartRequestError(405, 'Cart changes are POST requests', {
      Allow: 'POST',
    });
  }
  const type = (request.headers.get('Content-Type') ?? '').toLowerCase();
  if (!FORM_TYPES.some((t) => type.startsWith(t))) {
    await discardBody(request);
    throw badRequest('Expected a cart form (CartForm form data)');
  }

  let formData: FormData;
  try {
    formData = await request.formData();
  } catch {
    throw badRequest('The cart form could not be read');
  }
  const input = formInput(formData);
  const redirectValue = formData.get('redirectTo');
  const redirectTo =
    redirectValue === null || redirectValue === ''
      ? null
      : safeRedirectPath(redirectValue, request.url);
  if (redirectValue !== null && redirectValue !== '' && !redirectTo)
    throw badRequest('redirectTo must be a path on this site');
  const attemptKey = formData.get(ATTEMPT_KEY_FIELD);
  if (
    attemptKey !== null &&
    (typeof attemptKey !== 'string' || !ATTEMPT_KEY_PATTERN.test(attemptKey))
  ) {
    throw badRequest('attemptKey must be 8 to 64 letters, digits, - or _');
  }
  return {
    command: toCommand(input.action, input.inputs),
    redirectTo,
    attemptKey,
  };
}

/** CartForm.getFormInput, refusing what would make it throw or yield a non-object. */
function formInput(formData: FormData): {
  action: unknown;
  inputs: Record<string, unknown>;
} {
  const raw = formData.get(CartForm.INPUT_NAME);
  if (typeof raw !== 'string')
    throw badRequest(`${CartForm.INPUT_NAME} is required`);
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    throw badRequest(`${CartForm.INPUT_NAME} is not valid JSON`);
  }
  if (!isObject(parsed))
    throw badRequest(
      `${CartForm.INPUT_NAME} must be an object with action and inputs`,
    );
  if (parsed.inputs !== undefined && !isObject(parsed.inputs))
    throw badRequest('inputs must be an object');
  const {inputs} = CartForm.getFormInput(formData) as {
    inputs: Record<string, unknown>;
  };
  return {action: parsed.action, inputs};
}

export function toCommand(
  action: unknown,
  inputs: Record<string, unknown>,
): CartCommand {
  if (typeof action !== 'string' || !action)
    throw badRequest('No cart action given');
  switch (action) {
    case CartForm.ACTIONS.LinesAdd:
      return {type: 'LinesAdd', lines: toCartLineInputs(inputs.lines)};
    case CartForm.ACTIONS.LinesUpdate:
      return {type: 'LinesUpdate', lines: toCartLineUpdateInputs(inputs.lines)};
    case CartForm.ACTIONS.LinesRemove:
      return {type: 'LinesRemove', lineIds: toLineIds(inputs.lineIds)};
    case CartForm.ACTIONS.DiscountCodesUpdate:
      return {
        type: 'DiscountCodesUpdate',
        discountCodes: toDiscountCodes(
          inputs.discountCode,
          inputs.discountCodes,
        ),
      };
    case CartForm.ACTIONS.BuyerIdentityUpdate:
      return {
        type: 'BuyerIdentityUpdate',
        buyerIdentity: toBuyerIdentity(inputs.buyerIdentity),
      };
    case DRAWER_ACTIONS.ClearCart:
      return {type: 'ClearCart'};
    case DRAWER_ACTIONS.PrepareCheckout:
      return {type: 'PrepareCheckout'};
    default:
      throw badRequest(`Unsupported cart action ${action.slice(0, 64)}`);
  }
}

/**
 * Only the country can be chosen by the browser; the customer comes from the session (a token in a
 * form would let a page tie carts to whoever's token it holds).
 */
function toBuyerIdentity(value: unknown): CartBuyerIdentityInput {
  if (!isObject(value)) throw badRequest('buyerIdentity must be an object');
  const identity: CartBuyerIdentityInput = {};
  if (value.countryCode !== undefined) {
    if (
      typeof value.countryCode !== 'string' ||
      !/^[A-Z]{2}$/.test(value.countryCode)
    )
      throw badRequest('buyerIdentity.countryCode must be a country code');
    identity.countryCode = value.countryCode as CountryCode;
  }
  return identity;
}
