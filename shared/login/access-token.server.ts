/**
 * Gets a customer access token for a decoded customer record, one of three ways (docs/requirements.md, gum: behaviour):
 *   1. email + password             → customerAccessTokenCreate
 *   2. multipassToken               → customerAccessTokenCreateWithMultipass
 *   3. accountActivationUrl + password → customerActivateByUrl, then log in
 * On any failure: no token, the reason is logged, nothing is shown to the shopper.
 */
import type {Storefront} from '@shopify/hydrogen';
import type {DecodedCustomer} from './decode.server';
import {
  CUSTOMER_ACCESS_TOKEN_CREATE_MUTATION,
  CUSTOMER_ACCESS_TOKEN_CREATE_WITH_MULTIPASS_MUTATION,
  CUSTOMER_ACTIVATE_BY_URL_MUTATION,
} from './queries';
import type {StoredAccessToken} from './session.server';
import {hasThrottledError} from '../hydrogen/security/throttle';

const THROTTLED_RESULT = {
  ok: false,
  reason: 'THROTTLED: login attempt limit exceeded',
  throttled: true,
} as const;

export type LoginMethod = 'password' | 'multipass' | 'activation';

export type AccessTokenResult =
  | {ok: true; token: StoredAccessToken; method: LoginMethod}
  /** `throttled`: the Storefront API refused with THROTTLED (too many failed logins). */
  | {ok: false; reason: string; throttled?: boolean};

type UserError = {
  code?: string | null;
  field?: readonly string[] | null;
  message: string;
};
type TokenPayload =
  | {
      customerAccessToken?: {accessToken: string; expiresAt: string} | null;
      customerUserErrors: readonly UserError[];
    }
  | null
  | undefined;

/** The storefront client's mutate (a fake in tests). */
export type MutatingStorefront = Pick<Storefront, 'mutate'>;

function fromPayload(
  payload: TokenPayload,
  method: LoginMethod,
  what: string,
): AccessTokenResult {
  const errors = payload?.customerUserErrors ?? [];
  const token = payload?.customerAccessToken;
  if (errors.length || !token?.accessToken) {
    const reason =
      errors.map((e) => `${e.code ?? 'ERROR'}: ${e.message}`).join('; ') ||
      'no access token returned';
    console.error(`[login] ${what} failed: ${reason}`);
    return {ok: false, reason};
  }
  return {
    ok: true,
    method,
    token: {accessToken: token.accessToken, expiresAt: token.expiresAt},
  };
}

async function attempt<T>(
  what: string,
  work: () => Promise<T>,
): Promise<T | {ok: false; reason: string}> {
  try {
    return await work();
  } catch (error) {
    console.error(`[login] ${what} threw`, error);
    return {
      ok: false,
      reason: error instanceof Error ? error.message : String(error),
    };
  }
}

export async function loginWithPassword(
  storefront: MutatingStorefront,
  email: string,
  password: string,
) {
  if (!email || !password) {
    console.error(
      '[login] customerAccessTokenCreate needs both email and password',
    );
    return {ok: false, reason: 'email and password are required'} as const;
  }
  return attempt('customerAccessTokenCreate', async () => {
    const data = await storefront.mutate(
      CUSTOMER_ACCESS_TOKEN_CREATE_MUTATION,
      {variables: {input: {email, password}}},
    );
    if (hasThrottledError(data)) return THROTTLED_RESULT;
    return fromPayload(
      data?.customerAccessTokenCreate,
      'password',
      'customerAccessTokenCreate',
    );
  });
}

export async function loginWithMultipass(
  storefront: MutatingStorefront,
  multipassToken: string,
) {
  return attempt('customerAccessTokenCreateWithMultipass', async () => {
    const data = await storefront.mutate(
      CUSTOMER_ACCESS_TOKEN_CREATE_WITH_MULTIPASS_MUTATION,
      {variables: {multipassToken}},
    );
    if (hasThrottledError(data)) return THROTTLED_RESULT;
    return fromPayload(
      data?.customerAccessTokenCreateWithMultipass,
      'multipass',
      'customerAccessTokenCreateWithMultipass',
    );
  });
}

export async function activateAndLogin(
  storefront: MutatingStorefront,
  activationUrl: string,
  password: string,
  email?: string,
): Promise<AccessTokenResult> {
  if (!activationUrl || !password) {
    console.error(
      '[login] customerActivateByUrl needs the activation URL and a password',
    );
    return {ok: false, reason: 'activation URL and password are required'};
  }
  return attempt('customerActivateByUrl', async () => {
    const data = await storefront.mutate(CUSTOMER_ACTIVATE_BY_URL_MUTATION, {
      variables: {activationUrl, password},
    });
    if (hasThrottledError(data)) return THROTTLED_RESULT;
    const payload = data?.customerActivateByUrl;
    const errors = payload?.customerUserErrors ?? [];
    if (errors.length || !payload?.customer?.id) {
      const reason =
        errors.map((e) => `${e.code ?? 'ERROR'}: ${e.message}`).join('; ') ||
        'account not activated';
      console.error(`[login] customerActivateByUrl failed: ${reason}`);
      return {ok: false, reason} as const;
    }
    // Activated: log in with the credentials (spec), or use the token activation already issued.
    if (email) {
      const login = await loginWithPassword(storefront, email, password);
      return login.ok ? {...login, method: 'activation' as const} : login;
    }
    return fromPayload(payload, 'activation', 'customerActivateByUrl');
  });
}

/**
 * Picks the way from the record's shape, in the order docs/requirements.md (gum: behaviour) gives: 1 email + password,
 * 2 Multipass, 3 activation URL + password. A record carrying an activation URL is an account still
 * to activate: its password is the one to set, so it never goes to 1.
 */
export async function obtainCustomerAccessToken(
  storefront: MutatingStorefront,
  customer: DecodedCustomer,
): Promise<AccessTokenResult> {
  if (customer.email && customer.password && !customer.accountActivationUrl) {
    return loginWithPassword(storefront, customer.email, customer.password);
  }
  if (customer.multipassToken)
    return loginWithMultipass(storefront, customer.multipassToken);
  if (customer.accountActivationUrl && customer.password) {
    return activateAndLogin(
      storefront,
      customer.accountActivationUrl,
      customer.password,
      customer.email,
    );
  }
  console.error(
    '[login] decoded customer has no email+password, multipassToken or activation URL',
  );
  return {ok: false, reason: 'no way to log this customer in'};
}
