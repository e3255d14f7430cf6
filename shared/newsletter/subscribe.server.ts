import type {ActionFunctionArgs} from 'react-router';
import {data, redirect} from 'react-router';
import {buyerIpHeaders} from '../hydrogen/security/buyer-ip.server';
import {
  isThrottledAnswer,
  retryAfterHeaders,
} from '../hydrogen/security/throttle';
import {NEWSLETTER_MESSAGES, type NewsletterResult} from './constants';
import {TIMEOUTS_MS} from '../hydrogen/context/timeouts';
import {
  isDocumentRequest,
  pageBehind,
} from '../hydrogen/context/document-request';
import {NEWSLETTER_OUTCOME_PARAM} from './constants';

const MAX_EMAIL_LENGTH = 254;

async function readEmail(request: Request): Promise<unknown> {
  const type = request.headers.get('Content-Type') ?? '';
  if (type.includes('application/json')) {
    const body = (await request.json().catch(() => null)) as {
      email?: unknown;
    } | null;
    return body?.email;
  }
  const form = await request.formData().catch(() => null);
  return form?.get('email');
}

/**
 * The shopper's IP, and the private Storefront API token that makes the list trust it (as the Storefront
 * API does; docs/security.md, "Identity and promotions"). The list stands in for Shopify's own
 * sign-up: a third-party list would get its own key instead, never the private token.
 */
function storefrontServerHeaders(
  env: Env,
  request: Request,
): Record<string, string> {
  const token = env.PRIVATE_STOREFRONT_API_TOKEN;
  return {
    ...buyerIpHeaders(request),
    ...(token ? {'Shopify-Storefront-Private-Token': token} : {}),
  };
}

/**
 * Action for POST /api/newsletter/subscribe ({email} as form data or JSON). Checks presence here and
 * forwards to the newsletter list server-side (env.NEWSLETTER_API_URL + '/subscribe', with the shop
 * id), which owns the address rules; its message is passed on when it refuses.
 */
export function createNewsletterAction({shop}: {shop: string}) {
  const subscribe = subscribeAction(shop);
  /**
   * The form posted as a document (before hydration, or without JavaScript; issue 34): back to its page
   * with the outcome in the address, which the form shows.
   */
  return async function newsletterAction(args: ActionFunctionArgs) {
    const answer = await subscribe(args);
    if (!isDocumentRequest(args.request)) return answer;
    const result = answer.data;
    const outcome = result.ok
      ? 'subscribed'
      : result.code === 'THROTTLED'
        ? 'throttled'
        : 'failed';
    return redirect(
      pageBehind(args.request, '/', {[NEWSLETTER_OUTCOME_PARAM]: outcome}),
      {status: 303, headers: answer.init?.headers},
    );
  };
}

function subscribeAction(shop: string) {
  return async function newsletterAction({
    request,
    context,
  }: ActionFunctionArgs) {
    if (request.method !== 'POST') {
      return data<NewsletterResult>(
        {ok: false, error: 'Method not allowed'},
        {status: 405, headers: {Allow: 'POST'}},
      );
    }
    const raw = await readEmail(request);
    const email = typeof raw === 'string' ? raw.trim() : '';
    if (!email)
      return data<NewsletterResult>(
        {ok: false, error: NEWSLETTER_MESSAGES.required},
        {status: 400},
      );
    if (email.length > MAX_EMAIL_LENGTH) {
      return data<NewsletterResult>(
        {ok: false, error: 'Email address is too long'},
        {status: 400},
      );
    }

    const base = context.env.NEWSLETTER_API_URL;
    if (!base) {
      console.error('[newsletter] NEWSLETTER_API_URL is not set');
      return data<NewsletterResult>(
        {ok: false, error: NEWSLETTER_MESSAGES.failed},
        {status: 500},
      );
    }

    let response: Response;
    try {
      response = await fetch(`${base.replace(/\/+$/, '')}/subscribe`, {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          Accept: 'application/json',
          ...storefrontServerHeaders(context.env, request),
        },
        body: JSON.stringify({shop, email}),
        signal: AbortSignal.timeout(TIMEOUTS_MS.newsletter),
      });
    } catch (error) {
      console.error('[newsletter] list unreachable', error);
      return data<NewsletterResult>(
        {ok: false, error: NEWSLETTER_MESSAGES.network},
        {status: 502},
      );
    }

    const body = (await response.json().catch(() => null)) as {
      email?: string;
      error?: {message?: string};
      message?: string;
    } | null;
    if (isThrottledAnswer(response.status, body)) {
      return data<NewsletterResult>(
        {ok: false, code: 'THROTTLED', error: NEWSLETTER_MESSAGES.throttled},
        {status: 429, headers: retryAfterHeaders(response)},
      );
    }
    if (!response.ok) {
      const message =
        body?.error?.message ??
        (response.status < 500 ? body?.message : undefined) ??
        NEWSLETTER_MESSAGES.failed;
      return data<NewsletterResult>(
        {ok: false, error: message},
        {status: response.status >= 500 ? 502 : 400},
      );
    }
    return data<NewsletterResult>({
      ok: true,
      message: NEWSLETTER_MESSAGES.success,
      email: body?.email ?? email,
    });
  };
}
