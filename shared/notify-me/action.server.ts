import type {ActionFunctionArgs} from 'react-router';
import {data, redirect} from 'react-router';
import {
  isDocumentRequest,
  pageBehind,
} from '../hydrogen/context/document-request';
import {
  NOTIFY_ME_MESSAGES,
  NOTIFY_ME_OUTCOME_PARAM,
  type NotifyMeCode,
  type NotifyMeResult,
} from './constants';
import {parseContact} from './contact';
import {catalogVariantId, subscribeBackInStock} from './marketing.server';

function answer(
  ok: boolean,
  code: NotifyMeCode,
  status: number,
  headers?: Record<string, string>,
) {
  return data<NotifyMeResult>(
    {ok, code, message: NOTIFY_ME_MESSAGES[code]},
    {status, headers},
  );
}

/**
 * POST /api/notify-me {variantId, contact}: checks the contact (e-mail or Indian mobile) and asks the
 * marketing service to alert it when the variant is back. Cross-site posts never get here (the request
 * handler's Origin check, shared/hydrogen/security/csrf.ts); the service rate-limits per shopper (forwarded IP).
 * The answer carries a code the form turns into the page's language, never the contact.
 */
export async function notifyMeAction(args: ActionFunctionArgs) {
  const answered = await notifyMe(args);
  if (!isDocumentRequest(args.request)) return answered;
  // Posted as a document (before hydration or without JavaScript; issue 34, decision 112): back to the
  // product page with the outcome's code in the address, which the form shows in the page's language.
  return redirect(
    pageBehind(args.request, '/', {
      [NOTIFY_ME_OUTCOME_PARAM]: answered.data.code,
    }),
    {status: 303, headers: answered.init?.headers},
  );
}

async function notifyMe({request, context}: ActionFunctionArgs) {
  if (request.method !== 'POST')
    return data<NotifyMeResult>(
      {ok: false, code: 'failed', message: 'Method not allowed'},
      {status: 405, headers: {Allow: 'POST'}},
    );
  const form = await request.formData().catch(() => null);
  const variantId = form?.get('variantId');
  // A malformed id is a broken form, not the shopper's mistake: never blame their contact for it.
  if (typeof variantId !== 'string' || !catalogVariantId(variantId))
    return answer(false, 'failed', 400);
  const check = parseContact(form?.get('contact'));
  if (!check.ok) return answer(false, check.reason, 400);

  // The page's language ('hi' on /hi pages): the alert's (decision 107). Anything else is left out.
  const language = form?.get('language');
  const outcome = await subscribeBackInStock(context.env, request, {
    variantGid: variantId,
    contact: check.contact,
    language:
      typeof language === 'string' && /^[a-z]{2}$/.test(language)
        ? language
        : undefined,
  });
  switch (outcome.status) {
    // A repeat answers as a first sign-up: the form must not tell anyone whether a contact was waiting.
    case 'created':
    case 'duplicate':
      return answer(true, 'subscribed', 200);
    case 'invalid':
      return answer(false, 'invalid', 400);
    case 'unknown-variant':
      return answer(false, 'gone', 404);
    case 'throttled':
      return answer(false, 'throttled', 429, outcome.headers);
    default:
      return answer(false, 'failed', 502);
  }
}
