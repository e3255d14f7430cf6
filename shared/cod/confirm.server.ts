/**
 * The `/orders/confirm/<token>` route's server side, both stores (issue 39 item 2): reads and answers the
 * confirmation through the COD app's API (`COD_APP_URL`, server to server; decision 132). The token is
 * the capability: signed, expiring, order-bound, single use (decision 130); the API answers no contact
 * or address. Works without JavaScript: the page is a plain form, the action redirects (303) back to
 * the page, or to the checkout provider's payment page for "Pay online".
 */
import {data, redirect} from 'react-router';
import {TIMEOUTS_MS} from '../hydrogen/context/timeouts';
import type {CodLocale, CodState} from './copy';

export interface CodConfirmationView {
  order: {name: string; totalPaise: number; currency: string};
  locale: CodLocale;
  state: CodState;
  used: boolean;
  savingPaise: number;
  payOnlinePaise: number;
  paymentUrl: string | null;
}

export type CodPageData =
  | {status: 'ok'; view: CodConfirmationView}
  | {status: 'expired' | 'invalid' | 'unavailable'};

interface CodEnv {
  COD_APP_URL?: string;
}

const TOKEN = /^[\w-]{1,400}\.[\w-]{20,100}$/;

function endpoint(env: CodEnv, token: string): string | null {
  const base = env.COD_APP_URL?.replace(/\/+$/, '');
  if (!base) {
    console.error('[cod] COD_APP_URL is not set');
    return null;
  }
  return `${base}/api/confirmations/${encodeURIComponent(token)}`;
}

async function call(
  env: CodEnv,
  token: string,
  init?: {answer: string},
): Promise<{status: number; body: Record<string, unknown> | null}> {
  const url = endpoint(env, token);
  if (!url) return {status: 503, body: null};
  try {
    const response = await fetch(url, {
      method: init ? 'POST' : 'GET',
      headers: init ? {'Content-Type': 'application/json'} : undefined,
      body: init ? JSON.stringify(init) : undefined,
      signal: AbortSignal.timeout(TIMEOUTS_MS.codApp),
    });
    const body = (await response.json().catch(() => null)) as Record<
      string,
      unknown
    > | null;
    return {status: response.status, body};
  } catch (error) {
    console.error('[cod] confirmation API', error);
    return {status: 503, body: null};
  }
}

/** The page's data, with the HTTP status a shopper's browser gets (404 invalid, 410 expired, 503). */
export async function loadCodConfirmation(env: CodEnv, token: string) {
  if (!TOKEN.test(token)) return page({status: 'invalid'}, 404);
  const {status, body} = await call(env, token);
  if (status === 200 && body)
    return page({
      status: 'ok',
      view: body as unknown as CodConfirmationView,
    });
  if (status === 410) return page({status: 'expired'}, 410);
  if (status === 404) return page({status: 'invalid'}, 404);
  return page({status: 'unavailable'}, 503, {'Retry-After': '30'});
}

/** The link is one buyer's order: never kept by a shared cache (the routes pass these headers on). */
function page(body: CodPageData, status = 200, headers = {}) {
  return data<CodPageData>(body, {
    status,
    headers: {'Cache-Control': 'no-store', ...headers},
  });
}

const ANSWERS = new Set(['confirm', 'cancel', 'pay']);

/**
 * The answer from the page's form: to the payment page for "Pay online", else back to this page (303),
 * which then shows the order's state. `pagePath` is this page's own path (same-origin redirect).
 */
export async function answerCodConfirmation(
  env: CodEnv,
  request: Request,
  token: string,
  pagePath: string,
) {
  const form = await request.formData().catch(() => null);
  const answer = String(form?.get('answer') ?? '');
  if (!TOKEN.test(token) || !ANSWERS.has(answer))
    return data({error: 'invalid'}, {status: 400});
  const {status, body} = await call(env, token, {answer});
  const paymentUrl =
    typeof body?.paymentUrl === 'string' ? body.paymentUrl : null;
  if (answer === 'pay' && paymentUrl && /^https?:\/\//.test(paymentUrl))
    return redirect(paymentUrl, 303);
  if (status >= 500) return data({error: 'unavailable'}, {status: 503});
  return redirect(pagePath, 303);
}
