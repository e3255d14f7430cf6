/**
 * Phone-OTP login as a plain form (decision 137): `/account/login` works before hydration and without
 * JavaScript. The storefront server asks the phone-login provider for the code and checks it (server to
 * server, the merchant's API key and the shopper's buyer IP, so the provider's per-shopper limits hold),
 * then completes the login exactly as the widget's path does (`completeLoginWithToken`: decode, customer
 * access token in the httpOnly session, cart attached) and redirects to a same-origin `return_to`.
 *   POST intent=send    phone           → 200 the page with the code field
 *   POST intent=resend  phone           → 200 the same, a new code sent
 *   POST intent=verify  phone, code     → 303 return_to
 * Refusals are 4xx (503 when the provider cannot be reached) with the page and an error key the page words
 * in its language. No answer carries the code or the provider's token.
 */
import {data, redirect} from 'react-router';
import {TIMEOUTS_MS} from '../hydrogen/context/timeouts';
import {BUYER_IP_HEADER, buyerIp} from '../hydrogen/security/buyer-ip.server';
import {sameOriginPath} from '../hydrogen/security/redirect-path';
import {completeLoginWithToken, type LoginContext} from './actions.server';
import {PHONE_LOGIN_API_KEY_HEADER} from './decode.server';
import {isLoggedIn} from './session.server';
import {
  RETURN_TO_PARAM,
  type OtpFormError,
  type OtpFormState,
} from './otp-form';

export {RETURN_TO_PARAM, type OtpFormError, type OtpFormState};

interface FormOptions {
  /** The provider's merchant id (`hydrogen.config.ts` checkoutProvider.merchantId). */
  merchantId: string;
  /** Where to go when `return_to` is missing or leaves the site (the account page, in the page's language). */
  fallback: string;
}

const NO_STORE = {'Cache-Control': 'no-store'};

function returnToOf(value: unknown, request: Request, fallback: string) {
  return sameOriginPath(value, request.url) ?? fallback;
}

/** GET: the phone step; a signed-in shopper goes straight on. */
export function phoneLoginPageLoader({
  request,
  context,
  fallback,
}: {
  request: Request;
  context: Pick<LoginContext, 'session'>;
  fallback: string;
}): OtpFormState {
  const returnTo = returnToOf(
    new URL(request.url).searchParams.get(RETURN_TO_PARAM),
    request,
    fallback,
  );
  if (isLoggedIn(context)) throw redirect(returnTo);
  return {step: 'phone', phone: '', returnTo, error: null};
}

type ProviderAnswer =
  | {ok: true; token?: string}
  | {ok: false; status: number; code: string; retryAfterSeconds?: number};

/** One call to the provider's OTP API as the merchant's server, with a timeout. */
async function callProvider(
  path: 'otp' | 'verify',
  body: Record<string, string>,
  request: Request,
  env: LoginContext['env'],
  fetchImpl: typeof fetch,
): Promise<ProviderAnswer> {
  if (!env.PUBLIC_PHONE_LOGIN_URL || !env.PHONE_LOGIN_API_KEY) {
    console.error(
      '[login] PUBLIC_PHONE_LOGIN_URL or PHONE_LOGIN_API_KEY is not set',
    );
    return {ok: false, status: 503, code: 'UNAVAILABLE'};
  }
  const ip = buyerIp(request);
  let response: Response;
  try {
    response = await fetchImpl(
      `${env.PUBLIC_PHONE_LOGIN_URL.replace(/\/$/, '')}/api/${path}`,
      {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          [PHONE_LOGIN_API_KEY_HEADER]: env.PHONE_LOGIN_API_KEY,
          ...(ip ? {[BUYER_IP_HEADER]: ip} : {}),
        },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(TIMEOUTS_MS.phoneLogin),
      },
    );
  } catch (error) {
    console.error(`[login] OTP ${path} failed to reach the provider`, error);
    return {ok: false, status: 503, code: 'UNAVAILABLE'};
  }
  const answer = (await response.json().catch(() => null)) as {
    success?: boolean;
    data?: {token?: unknown};
    error?: {code?: unknown; retryAfterSeconds?: unknown};
  } | null;
  if (response.ok && answer?.success !== false) {
    const token = answer?.data?.token;
    return {ok: true, ...(typeof token === 'string' ? {token} : {})};
  }
  const code =
    typeof answer?.error?.code === 'string' ? answer.error.code : 'UNKNOWN';
  const retry = Number(
    answer?.error?.retryAfterSeconds ?? response.headers.get('Retry-After'),
  );
  if (response.status >= 500 || !answer)
    console.error(`[login] OTP ${path}: provider answered ${response.status}`);
  return {
    ok: false,
    status: response.status >= 500 || !answer ? 503 : response.status,
    code,
    ...(Number.isFinite(retry) && retry > 0 ? {retryAfterSeconds: retry} : {}),
  };
}

/** The provider's refusal codes (server/src/phone-login) as the page's error keys. */
const PROVIDER_ERRORS: Record<string, OtpFormError> = {
  INVALID_PHONE: 'invalidPhone',
  INVALID_CODE: 'invalidCode',
  WRONG_CODE: 'wrongCode',
  OTP_EXPIRED: 'expired',
  // The code burned after too many wrong guesses from everyone: a new one is needed, as when expired.
  TOO_MANY_ATTEMPTS: 'expired',
  TOO_MANY_WRONG_CODES: 'tooManyWrongCodes',
  TOO_MANY_REQUESTS: 'wait',
  THROTTLED: 'throttled',
};

function field(form: FormData, name: string, max: number): string {
  const value = form.get(name);
  return typeof value === 'string' ? value.trim().slice(0, max) : '';
}

/** POST /account/login (and /hi/account/login): see the file's comment. */
export async function phoneLoginFormAction(
  {
    request,
    context,
    merchantId,
    fallback,
  }: {request: Request; context: LoginContext} & FormOptions,
  options: {fetch?: typeof fetch} = {},
) {
  const fetchImpl = options.fetch ?? fetch;
  const type = request.headers.get('Content-Type') ?? '';
  let form: FormData | null = null;
  if (
    type.includes('application/x-www-form-urlencoded') ||
    type.includes('multipart/form-data')
  )
    form = await request.formData().catch(() => null);
  const returnTo = returnToOf(form?.get(RETURN_TO_PARAM), request, fallback);
  const answer = (state: Omit<OtpFormState, 'returnTo'>, status = 200) =>
    data<OtpFormState>(
      {...state, returnTo},
      {
        status,
        headers: {
          ...NO_STORE,
          ...(state.retryAfterSeconds
            ? {'Retry-After': String(state.retryAfterSeconds)}
            : {}),
        },
      },
    );
  if (!form)
    return answer({step: 'phone', phone: '', error: 'badRequest'}, 400);

  const intent = field(form, 'intent', 10);
  const phone = field(form, 'phone', 20);
  const refused = (
    from: 'phone' | 'code',
    result: Extract<ProviderAnswer, {ok: false}>,
  ) => {
    // An unknown merchant is this store's configuration, not the shopper's input.
    const unavailable =
      result.status === 503 ||
      result.code === 'UNKNOWN_MERCHANT' ||
      result.code === 'MERCHANT_REQUIRED';
    const error: OtpFormError = unavailable
      ? 'unavailable'
      : (PROVIDER_ERRORS[result.code] ?? 'failed');
    if (error === 'failed')
      console.error(`[login] OTP refused: ${result.status} ${result.code}`);
    // A wrong number goes back to the number; anything about the code stays on the code.
    const step = error === 'invalidPhone' ? 'phone' : from;
    return answer(
      {
        step,
        phone,
        error,
        ...(error === 'wait' && result.retryAfterSeconds
          ? {retryAfterSeconds: result.retryAfterSeconds}
          : {}),
      },
      error === 'unavailable'
        ? 503
        : result.status >= 400
          ? result.status
          : 400,
    );
  };

  if (intent === 'send' || intent === 'resend') {
    const from = intent === 'send' ? 'phone' : 'code';
    if (!phone)
      return answer({step: 'phone', phone, error: 'invalidPhone'}, 400);
    const sent = await callProvider(
      'otp',
      {merchantId, phone},
      request,
      context.env,
      fetchImpl,
    );
    if (!sent.ok) return refused(from, sent);
    return answer({step: 'code', phone, error: null, sent: true});
  }

  if (intent === 'verify') {
    const code = field(form, 'code', 12);
    if (!phone)
      return answer({step: 'phone', phone, error: 'invalidPhone'}, 400);
    if (!/^\d{6}$/.test(code))
      return answer({step: 'code', phone, error: 'invalidCode'}, 400);
    const verified = await callProvider(
      'verify',
      {merchantId, phone, code},
      request,
      context.env,
      fetchImpl,
    );
    if (!verified.ok) return refused('code', verified);
    const outcome = await completeLoginWithToken(
      verified.token,
      request,
      context,
      {fetch: fetchImpl},
    );
    if (!outcome.ok)
      return answer(
        {
          step: 'phone',
          phone,
          error: outcome.status === 429 ? 'throttled' : 'failed',
        },
        outcome.status === 429 ? 429 : 401,
      );
    return redirect(returnTo, {status: 303, headers: NO_STORE});
  }

  return answer({step: 'phone', phone, error: 'badRequest'}, 400);
}
