/**
 * The messaging services the COD app uses, played locally (issue 39; decision 131):
 * - WhatsApp Business Cloud API: POST /whatsapp/v{N}/{phone-number-id}/messages with
 *   `Authorization: Bearer <access token>`, a template message (name, language, body parameters,
 *   quick-reply button payloads) or a text message; answers Graph's {messaging_product, contacts,
 *   messages: [{id: 'wamid.…'}]} or Graph's {error: {message, type, code, fbtrace_id}}. A number not on
 *   WhatsApp (the stand-in's: +91 6000 0xxxxx) gets error 131026, "Message undeliverable".
 * - An SMS gateway: POST /sms/v1/messages {to, body} with `Authorization: Bearer <key>`.
 * Both keep what they accepted (data/messaging.ts). `biz_opaque_callback_data` / `idempotency_key`
 * (the COD outbox id) make a resend after a crash return the first message instead of a second one.
 * With PROVIDER_TEST_FAULTS=1, /whatsapp/__test/* lists messages and plays a shopper's button tap: the
 * stand-in posts the webhook Meta would, signed with the app secret, to the receiver; and `hold` makes
 * it keep the answer to a message it accepted for a number, so a test can kill -9 the sender mid-send.
 */
import {createHmac, randomBytes} from 'node:crypto';
import type {Handler, Reply, Route} from '../http/router.ts';
import {shops} from '../../../contracts/index.ts';
import {keyMatches} from '../checkout-provider/auth.ts';
import {shopSecret} from '../secrets.ts';
import {
  findSentMessage,
  listSentMessages,
  storeSentMessage,
  type SentMessage,
} from '../data/messaging.ts';
import {faultsEnabled} from '../checkout-provider/faults.ts';
import {TEMPLATES, fill, parameterCount} from '../cod/messages.ts';
import {nowIso} from '../data/db.ts';

/** Each shop's local WhatsApp phone-number id (a real one comes from Meta's WhatsApp Manager). */
export const LOCAL_PHONE_NUMBER_IDS: Record<string, string> = {
  grooming: '100000000000001',
  gum: '100000000000002',
};

/** Numbers the stand-in treats as not on WhatsApp (the SMS fallback's test numbers). */
export function notOnWhatsApp(waId: string): boolean {
  return /^916000\d{6}$/.test(waId);
}

function graphError(
  status: number,
  code: number,
  message: string,
  type = 'OAuthException',
): Reply {
  return {
    status,
    body: {
      error: {
        message,
        type,
        code,
        fbtrace_id: randomBytes(8).toString('base64url'),
      },
    },
  };
}

function bearer(req: Parameters<Handler>[0]['req']): string {
  const raw = req.headers.authorization ?? '';
  return raw.startsWith('Bearer ') ? raw.slice(7).trim() : '';
}

function field(value: unknown, key: string): unknown {
  return value && typeof value === 'object'
    ? (value as Record<string, unknown>)[key]
    : undefined;
}

/** Numbers whose accepted messages get no answer (test hook): the sender is then mid-send until it dies. */
const held = new Set<string>();

const sendMessage: Handler = async (ctx) => {
  if (!/^v\d{1,2}\.\d$/.test(ctx.params.version ?? ''))
    return graphError(400, 2500, 'Unknown path components');
  const shop = Object.keys(shops).find(
    (id) => LOCAL_PHONE_NUMBER_IDS[id] === ctx.params.phoneNumberId,
  );
  const token = bearer(ctx.req);
  if (!token)
    return graphError(
      401,
      190,
      'An access token is required to request this resource.',
    );
  if (!shop || !keyMatches(token, shopSecret(shop, 'whatsappAccessToken')))
    return graphError(
      401,
      190,
      'Invalid OAuth access token - Cannot parse access token',
    );
  const body = ctx.body;
  if (field(body, 'messaging_product') !== 'whatsapp')
    return graphError(
      400,
      100,
      '(#100) The parameter messaging_product is required.',
      'OAuthException',
    );
  const to = String(field(body, 'to') ?? '').replace(/^\+/, '');
  if (!/^91[6-9]\d{9}$/.test(to))
    return graphError(400, 100, '(#100) Invalid parameter: to');
  const type = field(body, 'type');
  let rendered: Pick<SentMessage, 'template' | 'language' | 'body' | 'buttons'>;
  if (type === 'template') {
    const template = field(body, 'template');
    const name = String(field(template, 'name') ?? '');
    const language = String(field(field(template, 'language'), 'code') ?? '');
    const registered = TEMPLATES[name]?.[language as 'en' | 'hi'];
    if (!registered)
      return graphError(
        404,
        132001,
        `(#132001) Template name does not exist in the translation: ${name} (${language})`,
      );
    const components = field(template, 'components');
    const list = Array.isArray(components) ? components : [];
    const bodyParams = (
      (field(
        list.find((c) => field(c, 'type') === 'body'),
        'parameters',
      ) as unknown[]) ?? []
    ).map((p) => String(field(p, 'text') ?? ''));
    if (bodyParams.length !== parameterCount(registered.body))
      return graphError(
        400,
        132000,
        '(#132000) Number of parameters does not match the expected number of params',
      );
    const payloads = registered.buttons.map((_, index) => {
      const button = list.find(
        (c) =>
          field(c, 'type') === 'button' &&
          String(field(c, 'index')) === String(index),
      );
      const parameters = field(button, 'parameters');
      return Array.isArray(parameters)
        ? String(field(parameters[0], 'payload') ?? '')
        : '';
    });
    if (payloads.some((p) => !p || p.length > 1000))
      return graphError(
        400,
        131008,
        '(#131008) Required parameter is missing: button payload',
      );
    rendered = {
      template: name,
      language,
      body: fill(registered.body, bodyParams),
      buttons: registered.buttons.map((text, i) => ({
        text: fill(text, bodyParams),
        payload: payloads[i]!,
      })),
    };
  } else if (type === 'text') {
    const text = String(field(field(body, 'text'), 'body') ?? '');
    if (!text || text.length > 4096)
      return graphError(400, 100, '(#100) Invalid parameter: text.body');
    rendered = {template: null, language: null, body: text, buttons: []};
  } else return graphError(400, 100, '(#100) Invalid parameter: type');
  if (notOnWhatsApp(to))
    return graphError(
      400,
      131026,
      '(#131026) Message undeliverable',
      'OAuthException',
    );
  const key = field(body, 'biz_opaque_callback_data');
  const stored = storeSentMessage(ctx.db, {
    id: `wamid.${randomBytes(18).toString('base64url')}`,
    channel: 'whatsapp',
    shop,
    recipient: to,
    ...rendered,
    idempotencyKey: typeof key === 'string' && key ? key.slice(0, 512) : null,
    createdAt: nowIso(),
  });
  // Accepted and stored, but the answer never comes: a crash now is the outbox's worst moment.
  if (held.has(to)) await new Promise(() => {});
  return {
    body: {
      messaging_product: 'whatsapp',
      contacts: [{input: String(field(body, 'to')), wa_id: to}],
      messages: [{id: stored.id, message_status: 'accepted'}],
    },
  };
};

const sendSms: Handler = (ctx) => {
  const token = bearer(ctx.req);
  const shop = Object.keys(shops).find((id) =>
    keyMatches(token, shopSecret(id, 'smsApiKey')),
  );
  if (!token || !shop)
    return {status: 401, body: {error: {message: 'Invalid API key'}}};
  const to = String(field(ctx.body, 'to') ?? '').replace(/^\+/, '');
  const text = String(field(ctx.body, 'body') ?? '');
  if (!/^91[6-9]\d{9}$/.test(to))
    return {
      status: 400,
      body: {
        error: {message: 'to must be an Indian mobile number (91XXXXXXXXXX)'},
      },
    };
  if (!text || text.length > 1000)
    return {
      status: 400,
      body: {error: {message: 'body must be 1 to 1000 characters'}},
    };
  const key = field(ctx.body, 'idempotency_key');
  const stored = storeSentMessage(ctx.db, {
    id: `sms.${randomBytes(12).toString('base64url')}`,
    channel: 'sms',
    shop,
    recipient: to,
    template: null,
    language: null,
    body: text,
    buttons: [],
    idempotencyKey: typeof key === 'string' && key ? key.slice(0, 512) : null,
    createdAt: nowIso(),
  });
  return {status: 201, body: {id: stored.id, status: 'queued'}};
};

/** The receiver the stand-in posts webhooks to (Meta's app dashboard setting). */
export function webhookUrl(origin: string): string {
  return process.env.COD_WEBHOOK_URL ?? `${origin}/cod/webhooks/whatsapp`;
}

/** Meta's X-Hub-Signature-256 over the raw body. */
export function hubSignature(secret: string, raw: string | Buffer): string {
  return `sha256=${createHmac('sha256', secret).update(raw).digest('hex')}`;
}

/** The webhook Meta posts when a shopper taps a quick reply of `message`. */
export function buttonWebhook(
  message: SentMessage,
  buttonIndex: number,
  at: Date,
  inboundId = `wamid.${randomBytes(18).toString('base64url')}`,
) {
  const button = message.buttons[buttonIndex]!;
  return {
    object: 'whatsapp_business_account',
    entry: [
      {
        id: '200000000000001',
        changes: [
          {
            field: 'messages',
            value: {
              messaging_product: 'whatsapp',
              metadata: {
                display_phone_number: '918000000000',
                phone_number_id: LOCAL_PHONE_NUMBER_IDS[message.shop],
              },
              contacts: [
                {profile: {name: 'Shopper'}, wa_id: message.recipient},
              ],
              messages: [
                {
                  context: {from: '918000000000', id: message.id},
                  from: message.recipient,
                  id: inboundId,
                  timestamp: String(Math.floor(at.getTime() / 1000)),
                  type: 'button',
                  button: {payload: button.payload, text: button.text},
                },
              ],
            },
          },
        ],
      },
    ],
  };
}

/** GET /whatsapp/__test/messages?shop=&to=: what the stand-ins accepted for a number (test hook). */
const testMessages: Handler = (ctx) => {
  const shop = ctx.url.searchParams.get('shop') ?? '';
  const to = (ctx.url.searchParams.get('to') ?? '').replace(/^\+/, '');
  return {body: {messages: listSentMessages(ctx.db, shop, to || undefined)}};
};

/**
 * POST /whatsapp/__test/tap {messageId, button (0 confirm, 1 cancel, 2 pay), at?, inboundId?}: the
 * shopper taps a quick reply; the stand-in signs and posts Meta's webhook to the receiver and answers
 * the receiver's status.
 */
const testTap: Handler = async (ctx) => {
  const message = findSentMessage(
    ctx.db,
    String(field(ctx.body, 'messageId') ?? ''),
  );
  const index = Number(field(ctx.body, 'button'));
  if (!message || !message.buttons[index])
    return {status: 404, body: {error: {message: 'No such message or button'}}};
  const at = field(ctx.body, 'at');
  const inbound = field(ctx.body, 'inboundId');
  const payload = JSON.stringify(
    buttonWebhook(
      message,
      index,
      typeof at === 'string' ? new Date(at) : new Date(),
      typeof inbound === 'string' && inbound ? inbound : undefined,
    ),
  );
  const secret = shopSecret(message.shop, 'whatsappAppSecret') ?? '';
  const response = await fetch(webhookUrl(ctx.origin), {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      'X-Hub-Signature-256': hubSignature(secret, payload),
    },
    body: payload,
    signal: AbortSignal.timeout(5000),
  });
  return {body: {status: response.status}};
};

/** POST /whatsapp/__test/hold {to}: messages accepted for this number get no answer (test hook). */
const testHold: Handler = (ctx) => {
  const to = String(field(ctx.body, 'to') ?? '').replace(/^\+/, '');
  if (!/^91[6-9]\d{9}$/.test(to))
    return {status: 400, body: {error: {message: 'to: 91XXXXXXXXXX'}}};
  held.add(to);
  return {body: {held: [...held]}};
};

export const messagingRoutes: Route[] = [
  {
    method: 'POST',
    path: '/whatsapp/:version/:phoneNumberId/messages',
    handler: sendMessage,
  },
  {method: 'POST', path: '/sms/v1/messages', handler: sendSms},
  {
    method: 'GET',
    path: '/whatsapp/__test/messages',
    handler: testMessages,
    enabled: faultsEnabled,
  },
  {
    method: 'POST',
    path: '/whatsapp/__test/tap',
    handler: testTap,
    enabled: faultsEnabled,
  },
  {
    method: 'POST',
    path: '/whatsapp/__test/hold',
    handler: testHold,
    enabled: faultsEnabled,
  },
];
