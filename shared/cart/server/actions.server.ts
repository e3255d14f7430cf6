/**
 * The cart core's one entry point (docs/architecture.md, "Cart core"; decision 138): cartFormAction, each
 * store's POST /cart (CartForm posts and the drawers' fetchers get React Router data; a form posted as a
 * document gets the cart page this route draws, decision 165).
 * It reads the request with readCartRequest (command.ts) and runs it with executeCartCommand (execute.ts).
 * A refused request answers its 4xx with a message; a backend failure answers 503 with a message; neither
 * carries a stack trace.
 */
import {data} from 'react-router';
import {CART_OUTAGE} from '../protocol';
import {readCartRequest, type CartRequest} from './command';
import {CartRequestError} from './errors';
import {
  executeCartCommand,
  type CartContext,
  type CartOutcome,
} from './execute';
import {withAttemptKey} from './attempt.server';

/** The errors of a refused or failed request; a 503 carries the outage code. */
function failureErrors(status: number, message: string) {
  return [status === 503 ? {code: CART_OUTAGE.code, message} : {message}];
}

interface Args {
  request: Request;
  context: CartContext;
}

type Settled =
  | {ok: true; request: CartRequest; outcome: CartOutcome}
  | {ok: false; status: number; message: string; headers: Headers};

async function settle(
  request: Request,
  context: CartContext,
): Promise<Settled> {
  let parsed: CartRequest;
  try {
    parsed = await readCartRequest(request);
  } catch (error) {
    if (error instanceof CartRequestError)
      return {
        ok: false,
        status: error.status,
        message: error.message,
        headers: new Headers(error.headers),
      };
    throw error;
  }
  try {
    const outcome = await withAttemptKey(
      context.storefront,
      parsed.attemptKey,
      () => executeCartCommand(request, context, parsed.command),
    );
    return {ok: true, request: parsed, outcome};
  } catch (error) {
    console.error(`[cart] ${parsed.command.type} failed`, error);
    return {
      ok: false,
      status: 503,
      message: CART_OUTAGE.message,
      headers: new Headers({'Retry-After': '5'}),
    };
  }
}

/** POST /cart: Hydrogen's cart route. */
export async function cartFormAction({request, context}: Args) {
  const settled = await settle(request, context);
  if (!settled.ok) {
    settled.headers.set('Cache-Control', 'no-store');
    return data(
      {
        cart: null,
        errors: failureErrors(settled.status, settled.message),
        warnings: [],
        userErrors: [],
      },
      {status: settled.status, headers: settled.headers},
    );
  }
  const {outcome, request: parsed} = settled;
  const headers = outcome.headers;
  headers.set('Cache-Control', 'no-store');
  let status = outcome.status;
  // A form posted without the page's scripts (issue 34) is answered with the cart page itself, the line in
  // it, not a 303 to it: one round trip less for a tap before hydration (decision 165).
  if (parsed.redirectTo && status < 400) {
    status = 303;
    headers.set('Location', parsed.redirectTo);
  }
  const cartId = (outcome.cart as {id?: string} | null)?.id;
  return data(
    {
      cart: outcome.cart,
      errors: outcome.errors,
      warnings: outcome.warnings,
      userErrors: outcome.errors,
      analytics: {cartId},
    },
    {status, headers},
  );
}
