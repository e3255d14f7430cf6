/**
 * Why the checkout provider refuses a code that sits on the cart unapplied: the /cart page's status line.
 * A code posted there (before hydration, or without JavaScript) goes onto the cart without the drawer's
 * check, so the page asks the provider afterwards, as the drawer does before (GET the cart, a request id,
 * POST the validation), and says its `errorMessage` ("Add items worth ₹800.00 more to use FLAT100").
 * Any failure, or no answer within TIMEOUTS_MS.couponRefusal, answers null: the page then says the spec's
 * fallback, "Invalid coupon code".
 */
import {TIMEOUTS_MS} from '@shared/hydrogen/context/timeouts';
import {camelize, isObject} from '../convert';
import {
  callProvider,
  providerConfig,
  type ProviderConfig,
} from '../checkout/provider.server';

interface Args {
  env: Parameters<typeof providerConfig>[0];
  /** The session's own cart id (its cookie's, with the key). */
  cartId: string;
  code: string;
  buyerIp?: string;
}

export async function couponRefusal(args: Args): Promise<string | null> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<null>((resolve) => {
    timer = setTimeout(() => resolve(null), TIMEOUTS_MS.couponRefusal);
  });
  try {
    return await Promise.race([askProvider(args), late]);
  } finally {
    clearTimeout(timer);
  }
}

async function askProvider({
  env,
  cartId,
  code,
  buyerIp,
}: Args): Promise<string | null> {
  try {
    const config: ProviderConfig = providerConfig(env);
    const ask = {cartToken: cartId, buyerIp};
    // The cart and a request id do not depend on each other: one round trip for both.
    const [cart, request] = await Promise.all([
      callProvider(config, `/api/carts/${encodeURIComponent(cartId)}`, ask),
      callProvider(config, '/api/discount/request', ask),
    ]);
    const data = cart.body?.data;
    const requestId = isObject(request.body?.data)
      ? request.body.data.requestId
      : null;
    if (cart.status !== 200 || !isObject(data) || typeof requestId !== 'string')
      return null;
    // Validated alone, as the drawer does: the cart's own codes are emptied.
    const {status, body} = await callProvider(
      config,
      '/api/discount/validate',
      {
        ...ask,
        method: 'POST',
        body: {
          cart: {...camelize<Record<string, unknown>>(data), discountCodes: []},
          couponCode: code,
          requestId,
        },
      },
    );
    const answer = isObject(body?.data) ? body.data : null;
    if (status >= 500 || !answer || answer.isValid !== false) return null;
    const reason = answer.errorMessage || body?.message;
    return typeof reason === 'string' && reason.trim() ? reason : null;
  } catch (error) {
    console.error(
      '[cart] the provider could not say why a code is refused',
      error,
    );
    return null;
  }
}
