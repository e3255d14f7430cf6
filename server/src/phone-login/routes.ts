import type {Handler, Reply, Route} from '../http/router.ts';
import {widgetScript} from './widget.ts';
import {limitOtpSends} from './send-limit.ts';
import {limitOtpGuesses} from './guess-limit.ts';
import {
  API_KEY_HEADER,
  decodeLoginToken,
  PhoneLoginError,
  requestOtp,
  verifyOtp,
} from './service.ts';

export {API_KEY_HEADER} from './service.ts';

function fields(body: unknown): Record<string, unknown> {
  return body && typeof body === 'object'
    ? (body as Record<string, unknown>)
    : {};
}

/** Replies `{success, data}` or `{success: false, error: {code, message}}` with the error's status. */
function guarded(work: Handler): Handler {
  return async (ctx): Promise<Reply> => {
    try {
      return await work(ctx);
    } catch (error) {
      if (error instanceof PhoneLoginError) {
        return {
          status: error.status,
          body: {
            success: false,
            error: {code: error.code, message: error.message},
          },
        };
      }
      throw error;
    }
  };
}

const widget: Handler = ({origin}) => ({
  headers: {
    'Content-Type': 'application/javascript; charset=utf-8',
    'Cache-Control': 'public, max-age=300',
  },
  body: widgetScript(origin),
});

/** Never answers the code itself (docs/security.md, "One-time codes"). */
const otp: Handler = guarded(({db, body}) => {
  const sent = requestOtp(db, fields(body));
  return {
    body: {success: true, data: {phone: sent.phone, expiresAt: sent.expiresAt}},
  };
});

const verify: Handler = guarded(({db, body}) => {
  const verified = verifyOtp(db, fields(body));
  return {
    body: {
      success: true,
      data: {
        token: verified.token,
        expiresAt: verified.expiresAt,
        method: 'phone',
      },
    },
  };
});

const decode: Handler = guarded(({db, req, body, origin}) => {
  const header = req.headers[API_KEY_HEADER];
  const apiKey = Array.isArray(header) ? header[0] : header;
  const customer = decodeLoginToken(db, {
    apiKey: apiKey ?? null,
    kpToken: fields(body).kpToken,
    origin,
  });
  return {body: {success: true, data: {customer}}};
});

export const phoneLoginRoutes: Route[] = [
  {method: 'GET', path: '/phone-login/widget.js', cors: true, handler: widget},
  {
    method: 'POST',
    path: '/phone-login/api/otp',
    cors: true,
    jsonOnly: true,
    handler: limitOtpSends(otp),
  },
  {
    method: 'POST',
    path: '/phone-login/api/verify',
    cors: true,
    jsonOnly: true,
    handler: limitOtpGuesses(verify),
  },
  // Server to server only: no CORS, so a browser page cannot call it.
  {method: 'POST', path: '/phone-login/api/decode', handler: decode},
];
