/**
 * Route handlers both storefronts mount (thin route files call these):
 *   POST /api/kwikpass/decode-token  {kpToken} → decode → access token → session cookie →
 *                                    {success, data: {customer: {firstName, lastName, isNewCustomer}}, error: {message}}
 *   POST /api/login                  {kpToken} → decode → access token → session cookie → {ok, method}
 * The decoded record's secrets (password, multipassToken, activation URL) stay on the server: both
 * routes complete the login here and the browser only gets what it shows (docs/security.md).
 *   POST /account/logout             → delete the token (best effort), detach the cart (or drop its
 *                                      cookie), clear the session, redirect to /
 */
import {data, redirect} from 'react-router';
import type {HydrogenSession} from '@shopify/hydrogen';
import {
  decodeLoginToken,
  type DecodedCustomer,
  type DecodeOptions,
} from './decode.server';
import {
  obtainCustomerAccessToken,
  type MutatingStorefront,
} from './access-token.server';
import {
  clearCustomerAccessToken,
  getCustomerAccessToken,
  setCustomerAccessToken,
} from './session.server';
import {CUSTOMER_ACCESS_TOKEN_DELETE_MUTATION} from './queries';
import {buyerIp} from '../hydrogen/security/buyer-ip.server';
import {
  attachCustomerToCart,
  detachCustomerFromCart,
  type BuyerCart,
} from '../cart/server/buyer';
import {clearCartCookie} from '../cart/server/cookie';

export interface LoginContext {
  session: HydrogenSession;
  storefront: MutatingStorefront;
  env: DecodeOptions['env'];
  /** Hydrogen's cart handler: the cart is tied to the customer after login and let go on logout. */
  cart?: BuyerCart;
}

export interface LoginResult {
  ok: boolean;
  /** THROTTLED: too many attempts; the page says so in the shopper's language. */
  code?: 'THROTTLED';
  /** How the widget verified the shopper (recorded as customer_logged_in {method}). */
  method?: 'phone';
  error?: string;
}

/** Shown to the shopper when login fails; the reason itself is only logged (docs/requirements.md, gum: errors). */
export const LOGIN_FAILED_MESSAGE = 'Login failed. Please try again.';
/** When the login or token service is rate-limiting this shopper (429). */
export const LOGIN_THROTTLED_MESSAGE =
  'Too many login attempts. Please wait a few minutes and try again.';

async function readToken(request: Request): Promise<unknown> {
  const type = request.headers.get('Content-Type') ?? '';
  try {
    if (type.includes('application/json')) {
      const body = (await request.json()) as {
        kpToken?: unknown;
        token?: unknown;
      };
      return body?.kpToken ?? body?.token;
    }
    const form = await request.formData();
    return form.get('kpToken') ?? form.get('token');
  } catch {
    return undefined;
  }
}

/** What the browser may see of a decoded customer: the name it greets, never a credential. */
export interface DisplayedCustomer {
  firstName: string | null;
  lastName: string | null;
  isNewCustomer?: boolean;
}

export type DecodeTokenAnswer =
  | {success: true; data: {customer: DisplayedCustomer}; error: null}
  | {success: false; data: {customer: null}; error: {message: string}};

export function toDisplayedCustomer(
  customer: DecodedCustomer,
): DisplayedCustomer {
  return {
    firstName: customer.firstName ?? null,
    lastName: customer.lastName ?? null,
    ...(customer.isNewCustomer === undefined
      ? {}
      : {isNewCustomer: customer.isNewCustomer}),
  };
}

export type LoginOutcome =
  | {ok: true; customer: DecodedCustomer}
  | {ok: false; status: number; message: string};

/**
 * Decodes the widget's token and exchanges the record for a customer access token, stored only in
 * the httpOnly session; the cart is tied to the customer. Failure reasons are logged, not returned.
 */
async function completeLogin(
  request: Request,
  context: LoginContext,
  options: {fetch?: typeof fetch},
): Promise<LoginOutcome> {
  return completeLoginWithToken(
    await readToken(request),
    request,
    context,
    options,
  );
}

/** The same completion for a token the storefront server verified itself (the no-JS form, decision 137). */
export async function completeLoginWithToken(
  token: unknown,
  request: Request,
  context: LoginContext,
  options: {fetch?: typeof fetch},
): Promise<LoginOutcome> {
  const decoded = await decodeLoginToken(token, {
    env: context.env,
    fetch: options.fetch,
    buyerIp: buyerIp(request),
  });
  if (!decoded.success && decoded.throttled)
    return {ok: false, status: 429, message: LOGIN_THROTTLED_MESSAGE};
  // The provider's refusal ('kpToken is required', 'Login token has already been used') names no secret.
  if (!decoded.success)
    return {ok: false, status: 400, message: decoded.error.message};
  const result = await obtainCustomerAccessToken(
    context.storefront,
    decoded.data.customer,
  );
  if (!result.ok && result.throttled)
    return {ok: false, status: 429, message: LOGIN_THROTTLED_MESSAGE};
  if (!result.ok)
    return {ok: false, status: 401, message: LOGIN_FAILED_MESSAGE};

  setCustomerAccessToken(context, result.token);
  // The cart the shopper already has becomes theirs, so its order shows in /account.
  await attachCustomerToCart(context.cart, result.token.accessToken);
  return {ok: true, customer: decoded.data.customer};
}

export async function decodeTokenAction(
  {request, context}: {request: Request; context: LoginContext},
  options: {fetch?: typeof fetch} = {},
) {
  const fail = (status: number, message: string) =>
    data<DecodeTokenAnswer>(
      {success: false, data: {customer: null}, error: {message}},
      {status, headers: {'Cache-Control': 'no-store'}},
    );
  if (request.method !== 'POST') return fail(405, 'Method not allowed');
  if (!isSameOriginJson(request))
    return fail(
      403,
      'Send {kpToken} as application/json from the store’s own pages',
    );
  const outcome = await completeLogin(request, context, options);
  if (!outcome.ok) return fail(outcome.status, outcome.message);
  return data<DecodeTokenAnswer>(
    {
      success: true,
      data: {customer: toDisplayedCustomer(outcome.customer)},
      error: null,
    },
    {headers: {'Cache-Control': 'no-store'}},
  );
}

/**
 * Login CSRF guard: the widget posts JSON from our own pages. A cross-site HTML form cannot send
 * `application/json` without a CORS preflight, and a browser's Origin header must be ours.
 */
function isSameOriginJson(request: Request): boolean {
  if (!(request.headers.get('Content-Type') ?? '').includes('application/json'))
    return false;
  const origin = request.headers.get('Origin');
  return !origin || origin === new URL(request.url).origin;
}

export async function loginAction(
  {request, context}: {request: Request; context: LoginContext},
  options: {fetch?: typeof fetch} = {},
) {
  if (request.method !== 'POST')
    return data<LoginResult>(
      {ok: false, error: 'Method not allowed'},
      {status: 405},
    );
  if (!isSameOriginJson(request))
    return data<LoginResult>(
      {ok: false, error: LOGIN_FAILED_MESSAGE},
      {status: 403},
    );
  const outcome = await completeLogin(request, context, options);
  if (!outcome.ok && outcome.status === 429) {
    return data<LoginResult>(
      {ok: false, code: 'THROTTLED', error: LOGIN_THROTTLED_MESSAGE},
      {status: 429, headers: {'Retry-After': '60'}},
    );
  }
  if (!outcome.ok)
    return data<LoginResult>(
      {ok: false, error: LOGIN_FAILED_MESSAGE},
      {status: 401},
    );
  return data<LoginResult>(
    {ok: true, method: 'phone'},
    {headers: {'Cache-Control': 'no-store'}},
  );
}

/** `home` / `account`: those pages in the shopper's language (`/hi`, `/hi/account` on Hindi pages). */
export async function logoutAction({
  request,
  context,
  home = '/',
}: {
  request: Request;
  context: LoginContext;
  home?: string;
}) {
  const token = getCustomerAccessToken(context);
  if (token) {
    await context.storefront
      .mutate(CUSTOMER_ACCESS_TOKEN_DELETE_MUTATION, {
        variables: {customerAccessToken: token},
      })
      .catch((error: unknown) =>
        console.error('[login] customerAccessTokenDelete failed', error),
      );
  }
  // The cart (and its items) stays with the browser but no longer names the customer; when the
  // backend cannot confirm that, the browser lets go of the cart (its items stay with the customer).
  const detached = await detachCustomerFromCart(context.cart);
  clearCustomerAccessToken(context);
  return redirect(
    home,
    detached ? undefined : {headers: {'Set-Cookie': clearCartCookie(request)}},
  );
}

/** GET /account/logout does not log out (a link or prefetch must not sign anyone out). */
export function logoutLoader() {
  return redirect('/account');
}
