/**
 * Runs one checked cart command through Hydrogen's cart handler (context.cart), with the signed-in
 * customer attached to every cart it creates and recovery from a cart that is gone (recovery.ts).
 * Answers what the routes send back: the cart, errors, warnings, a status and cookie headers.
 */
import type {HydrogenCart, HydrogenSession} from '@shopify/hydrogen';
import type {CartCommand} from './command';
import type {StorefrontMutator} from './attempt.server';
import {clearCartCookie} from './cookie';
import {sessionBuyerIdentity} from './buyer';
import {isCartGone, recoveryFor, type MutationResultLike} from './recovery';
import {THROTTLED} from '../../hydrogen/security/throttle';

/** Hydrogen's cart handler, as far as this module uses it. */
export type CartHandler = Pick<
  HydrogenCart,
  | 'get'
  | 'getCartId'
  | 'setCartId'
  | 'create'
  | 'addLines'
  | 'updateLines'
  | 'removeLines'
  | 'updateDiscountCodes'
  | 'updateBuyerIdentity'
>;

export interface CartContext {
  cart: CartHandler;
  session: HydrogenSession;
  /** The client the cart handler mutates through (attempt.server.ts names each attempt on it). */
  storefront?: StorefrontMutator;
}

export interface CartUserErrorLike {
  code?: string | null;
  field?: string[] | null;
  message: string;
}

export interface CartOutcome {
  status: number;
  cart: unknown;
  errors: CartUserErrorLike[];
  warnings: unknown[];
  headers: Headers;
  /** True when the cookie's cart was gone and a new one was made (or the cookie forgotten). */
  recovered: boolean;
}

/** The message a shopper reads when a change applied to a cart that no longer exists. */
export const CART_GONE_MESSAGE =
  'This cart is no longer available. Please add the items again.';

type Result = MutationResultLike & {
  cart?: {id?: string} | null;
  warnings?: unknown[] | null;
  userErrors?: CartUserErrorLike[] | null;
};

export async function executeCartCommand(
  request: Request,
  context: CartContext,
  command: CartCommand,
): Promise<CartOutcome> {
  const {cart} = context;
  const headers = new Headers();

  if (command.type === 'ClearCart') {
    headers.append('Set-Cookie', clearCartCookie(request));
    return {
      status: 200,
      cart: null,
      errors: [],
      warnings: [],
      headers,
      recovered: false,
    };
  }

  if (command.type === 'PrepareCheckout') {
    const current = cart.getCartId() ? await cart.get() : null;
    if (!current) {
      if (cart.getCartId())
        headers.append('Set-Cookie', clearCartCookie(request));
      return {
        status: 404,
        cart: null,
        errors: [{message: 'No cart available to create checkout'}],
        warnings: [],
        headers,
        recovered: Boolean(cart.getCartId()),
      };
    }
    const identity = sessionBuyerIdentity(context);
    if (!identity.customerAccessToken)
      return {
        status: 200,
        cart: current,
        errors: [],
        warnings: [],
        headers,
        recovered: false,
      };
    return finish(
      cart,
      (await cart.updateBuyerIdentity(identity)) as Result,
      headers,
      false,
    );
  }

  const create = async (): Promise<Result> => {
    const buyerIdentity = sessionBuyerIdentity(
      context,
      command.type === 'BuyerIdentityUpdate' ? command.buyerIdentity : {},
    );
    switch (command.type) {
      case 'LinesAdd':
        return (await cart.create({
          lines: command.lines,
          buyerIdentity,
        })) as Result;
      case 'DiscountCodesUpdate':
        return (await cart.create({
          discountCodes: command.discountCodes,
          buyerIdentity,
        })) as Result;
      default:
        return (await cart.create({buyerIdentity})) as Result;
    }
  };

  const mutate = async (): Promise<Result> => {
    switch (command.type) {
      case 'LinesAdd':
        return (await cart.addLines(command.lines)) as Result;
      case 'LinesUpdate':
        return (await cart.updateLines(command.lines)) as Result;
      case 'LinesRemove':
        return (await cart.removeLines(command.lineIds)) as Result;
      case 'DiscountCodesUpdate':
        return (await cart.updateDiscountCodes(
          command.discountCodes,
        )) as Result;
      case 'BuyerIdentityUpdate':
        return (await cart.updateBuyerIdentity(
          sessionBuyerIdentity(context, command.buyerIdentity),
        )) as Result;
    }
  };

  const decision = recoveryFor(command);
  if (!cart.getCartId()) {
    // No cart yet: the changes that make sense on an empty cart create one (with the customer).
    if (decision === 'create')
      return finish(cart, await create(), headers, false);
    return {
      status: 200,
      cart: null,
      errors: [{message: CART_GONE_MESSAGE}],
      warnings: [],
      headers,
      recovered: false,
    };
  }

  const result = await mutate();
  if (!isCartGone(result)) return finish(cart, result, headers, false);

  // The cookie names a completed or vanished cart.
  if (decision === 'create') {
    const created = await create();
    if (!created?.cart) headers.append('Set-Cookie', clearCartCookie(request));
    return finish(cart, created, headers, true);
  }
  headers.append('Set-Cookie', clearCartCookie(request));
  // 200 with no cart: the page revalidates and shows an empty cart instead of the gone one.
  return {
    status: 200,
    cart: null,
    errors: [{message: CART_GONE_MESSAGE}],
    warnings: [],
    headers,
    recovered: true,
  };
}

function finish(
  cart: CartHandler,
  result: Result,
  headers: Headers,
  recovered: boolean,
): CartOutcome {
  const id = result?.cart?.id;
  if (id)
    for (const [name, value] of cart.setCartId(id)) headers.append(name, value);
  const errors = [
    ...((result?.userErrors as CartUserErrorLike[] | null) ?? []),
    ...graphQLErrors(result?.errors),
  ];
  const throttled = errors.some((error) => error.code === THROTTLED);
  const status = throttled ? 429 : errors.length && !result?.cart ? 400 : 200;
  return {
    status,
    cart: result?.cart ?? null,
    errors,
    warnings: result?.warnings ?? [],
    headers,
    recovered,
  };
}

/** GraphQL-level errors (Hydrogen passes them as `errors`) as readable messages. */
function graphQLErrors(errors: unknown): CartUserErrorLike[] {
  if (!errors) return [];
  const list = Array.isArray(errors) ? errors : [errors];
  return list.map((error) => {
    const message =
      typeof (error as {message?: unknown})?.message === 'string'
        ? (error as {message: string}).message
        : 'The cart could not be updated';
    // THROTTLED (too many unknown discount codes) is kept as a code so the page can say so in the shopper's language.
    const code =
      (error as {extensions?: {code?: unknown}})?.extensions?.code === THROTTLED
        ? THROTTLED
        : null;
    return code ? {code, message} : {message};
  });
}
