/**
 * The unsubscribe link in every back-in-stock message: GET shows a page with one button (mail
 * scanners follow links, so a GET changes nothing), its POST ends the contact's waiting alerts in
 * that shop. The token is the only credential; an unknown one gets a 404 page.
 */
import type {Handler, Reply} from '../http/router.ts';
import {
  confirmConsent,
  findConsentByToken,
  findSubscriptionByToken,
  unsubscribeContact,
} from '../data/marketing.ts';
import {escapeHtml, htmlPageHeaders, scriptNonce} from '../http/html.ts';

function page(status: number, title: string, inner: string): Reply {
  return {
    status,
    headers: htmlPageHeaders(scriptNonce(), []),
    body: `<!doctype html><html lang="en"><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(title)}</title><body style="font-family:system-ui,sans-serif;max-width:32rem;margin:3rem auto;padding:0 1rem"><h1>${escapeHtml(title)}</h1>${inner}</body></html>`,
  };
}

function tokenOf(value: unknown): string {
  return typeof value === 'string' && /^[A-Za-z0-9_-]{16,64}$/.test(value)
    ? value
    : '';
}

export const unsubscribePage: Handler = ({db, url}) => {
  const token = tokenOf(url.searchParams.get('token'));
  if (!token || !findSubscriptionByToken(db, token))
    return page(
      404,
      'Link not recognised',
      '<p>This unsubscribe link is not valid.</p>',
    );
  return page(
    200,
    'Stop back-in-stock alerts?',
    `<form method="post" action="/marketing/unsubscribe"><input type="hidden" name="token" value="${escapeHtml(token)}"><button type="submit">Unsubscribe</button></form>`,
  );
};

export const unsubscribe: Handler = ({db, body}) => {
  const token = tokenOf((body as {token?: unknown} | undefined)?.token);
  if (!token || !findSubscriptionByToken(db, token))
    return page(
      404,
      'Link not recognised',
      '<p>This unsubscribe link is not valid.</p>',
    );
  unsubscribeContact(db, token);
  return page(
    200,
    'You are unsubscribed',
    '<p>We will not send you back-in-stock alerts for this shop any more.</p>',
  );
};

/**
 * The link in the confirmation message (decision 115): GET shows a page with a button (a scanner that
 * follows the link confirms nothing), its POST confirms the contact's alerts in that shop, also after
 * an unsubscribe (a new message, a new token: the person asked again themselves).
 */
export const confirmPage: Handler = ({db, url}) => {
  const token = tokenOf(url.searchParams.get('token'));
  if (!token || !findConsentByToken(db, token))
    return page(
      404,
      'Link not recognised',
      '<p>This confirmation link is not valid.</p>',
    );
  return page(
    200,
    'Get back-in-stock alerts?',
    `<form method="post" action="/marketing/confirm"><input type="hidden" name="token" value="${escapeHtml(token)}"><button type="submit">Yes, send me alerts</button></form>`,
  );
};

export const confirm: Handler = ({db, body}) => {
  const token = tokenOf((body as {token?: unknown} | undefined)?.token);
  if (!token || !confirmConsent(db, token))
    return page(
      404,
      'Link not recognised',
      '<p>This confirmation link is not valid.</p>',
    );
  return page(
    200,
    'Alerts confirmed',
    '<p>We will tell you once when a product you asked about is back in stock. Every alert has a link to stop them.</p>',
  );
};
