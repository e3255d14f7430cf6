/**
 * Where the customer access token lives: only in the httpOnly, signed session cookie
 * (shared/hydrogen/context/session.ts). Browser JavaScript never sees it. This departs on purpose from the
 * customer's "browser storage" (docs/requirements.md, gum: data) (an XSS could read localStorage; it cannot read an httpOnly cookie).
 */
import type {HydrogenSession} from '@shopify/hydrogen';

export const CUSTOMER_ACCESS_TOKEN_KEY = 'customerAccessToken';

export interface StoredAccessToken {
  accessToken: string;
  /** ISO 8601, from the Storefront API. */
  expiresAt: string;
}

type WithSession = {session: HydrogenSession};

/** The signed-in customer's access token, or null (missing, malformed or past its expiry). */
export function getCustomerAccessToken(
  context: WithSession,
  now = new Date(),
): string | null {
  const stored = context.session.get(CUSTOMER_ACCESS_TOKEN_KEY) as
    StoredAccessToken | undefined;
  if (!stored || typeof stored.accessToken !== 'string' || !stored.accessToken)
    return null;
  if (stored.expiresAt && Date.parse(stored.expiresAt) <= now.getTime())
    return null;
  return stored.accessToken;
}

/** For the root loader: whether to show 'Order History' and 'Logout' instead of 'Login'. */
export function isLoggedIn(context: WithSession): boolean {
  return getCustomerAccessToken(context) !== null;
}

export function setCustomerAccessToken(
  context: WithSession,
  token: StoredAccessToken,
): void {
  context.session.set(CUSTOMER_ACCESS_TOKEN_KEY, token);
}

export function clearCustomerAccessToken(context: WithSession): void {
  context.session.unset(CUSTOMER_ACCESS_TOKEN_KEY);
}

/** What the root loader passes to <AccountMenu>: signed-in state and the widget's base URL. */
export function getLoginState(context: WithSession & {env: Env}) {
  return {
    isLoggedIn: isLoggedIn(context),
    widgetUrl: context.env.PUBLIC_PHONE_LOGIN_URL,
  };
}
