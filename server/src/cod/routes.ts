/**
 * The COD confirmation app's HTTP side (issue 39; decision 132: it runs as this small service, not in
 * the storefronts' workers, because it needs a clock, an outbox and a database of its own):
 * - POST /cod/webhooks/whatsapp: Meta's webhooks. The X-Hub-Signature-256 over the raw body must verify
 *   with a shop's app secret (401 otherwise); then each button message is handled once (its id is
 *   recorded: a replay is ignored), a stale one (older than the store's webhookMaxAgeMinutes) or one
 *   for an unknown order is ignored; the answer goes through flow.ts. 200 for every signed delivery,
 *   as Meta expects (anything else is retried).
 * - GET/POST /cod/api/confirmations/:token: the storefronts' confirmation page, server to server. The
 *   token is the capability (signed, expiring, order-bound, single use); the answer names no contact
 *   or address, only the order's name, total, language and state.
 * - GET /admin/api/:version/cod/outbox.json: the merchant's view of what was queued and sent.
 * - With PROVIDER_TEST_FAULTS=1: POST /cod/__test/tick {at} runs the clock at `at`, then the sender.
 */
import type {Handler, Route} from '../http/router.ts';
import {
  shops,
  codConfirmation,
  type StoreId,
} from '../../../contracts/index.ts';
import {keyMatches} from '../checkout-provider/auth.ts';
import {shopSecret} from '../secrets.ts';
import {ADMIN_TOKEN_HEADER} from '../marketing/admin.ts';
import {faultsEnabled} from '../checkout-provider/faults.ts';
import {hubSignature, LOCAL_PHONE_NUMBER_IDS} from '../whatsapp/routes.ts';
import {
  findCodConfirmation,
  listCodOutbox,
  recordWebhookEvent,
} from '../data/cod.ts';
import {findOrder} from '../data/orders.ts';
import {findPaymentLink} from '../data/payment-links.ts';
import {transaction} from '../data/db.ts';
import {answer, isCodStore, paymentPageUrl, savingPaise, tick} from './flow.ts';
import {isStale, type Answer} from './rules.ts';
import {peekToken, verifyToken} from './tokens.ts';
import {deliverOutbox} from './sender.ts';
import {timingSafeEqual} from 'node:crypto';

function field(value: unknown, key: string): unknown {
  return value && typeof value === 'object'
    ? (value as Record<string, unknown>)[key]
    : undefined;
}

function list(value: unknown): unknown[] {
  return Array.isArray(value) ? value : [];
}

/** The shop whose app secret signed `raw`, or null. */
function signedBy(raw: Buffer, header: string): string | null {
  if (!/^sha256=[0-9a-f]{64}$/.test(header)) return null;
  const given = Buffer.from(header);
  for (const shop of Object.keys(shops)) {
    const secret = shopSecret(shop, 'whatsappAppSecret');
    if (!secret) continue;
    const expected = Buffer.from(hubSignature(secret, raw));
    if (expected.length === given.length && timingSafeEqual(expected, given))
      return shop;
  }
  return null;
}

const ANSWERS: readonly Answer[] = ['confirm', 'cancel', 'pay'];

/** The WhatsApp webhook receiver. */
export const whatsappWebhook: Handler = (ctx) => {
  const header = String(ctx.req.headers['x-hub-signature-256'] ?? '');
  const shop = signedBy(ctx.rawBody ?? Buffer.alloc(0), header);
  if (!shop || !isCodStore(shop))
    return {status: 401, body: {error: {message: 'Invalid signature'}}};
  const rules = codConfirmation[shop];
  const now = new Date();
  const outcomes: string[] = [];
  for (const entry of list(field(ctx.body, 'entry')))
    for (const change of list(field(entry, 'changes'))) {
      const value = field(change, 'value');
      // A number of another shop (its app secret did not sign this): not ours to act on.
      if (
        String(field(field(value, 'metadata'), 'phone_number_id')) !==
        (process.env[`WHATSAPP_PHONE_NUMBER_ID_${shop.toUpperCase()}`] ??
          LOCAL_PHONE_NUMBER_IDS[shop])
      )
        continue;
      for (const message of list(field(value, 'messages'))) {
        const id = String(field(message, 'id') ?? '');
        if (!id || id.length > 200) continue;
        const payload = String(
          field(field(message, 'button'), 'payload') ??
            field(field(field(message, 'interactive'), 'button_reply'), 'id') ??
            '',
        );
        const sentAt = new Date(Number(field(message, 'timestamp')) * 1000);
        const [prefix, choice, token] = payload.split(':');
        const claims = token ? peekToken(token) : null;
        const check = token
          ? verifyToken(shopSecret(shop, 'codLinkSecret'), token, now)
          : null;
        const row =
          check && check.ok && claims?.shop === shop
            ? findCodConfirmation(ctx.db, claims.orderId)
            : null;
        let outcome: string;
        if (Number.isNaN(sentAt.getTime()) || isStale(rules, sentAt, now))
          outcome = 'stale';
        else if (
          prefix !== 'cod' ||
          !ANSWERS.includes(choice as Answer) ||
          !row ||
          row.tokenNonce !== claims?.nonce ||
          String(field(message, 'from')) !== row.phone.replace(/^\+/, '')
        )
          outcome = 'unknown';
        else outcome = 'answer';
        // Recorded first, in the answer's transaction: a replay (or a retry after a crash) is a no-op.
        const result = transaction(ctx.db, () => {
          if (
            !recordWebhookEvent(ctx.db, {
              messageId: id,
              orderId: row?.orderId ?? null,
              outcome,
              at: now.toISOString(),
            })
          )
            return 'replay';
          if (outcome !== 'answer') return outcome;
          return answer(ctx.db, {
            orderId: row!.orderId,
            answer: choice as Answer,
            via: 'whatsapp',
            at: sentAt,
            now,
            origin: ctx.origin,
            replyKey: id,
          }).outcome;
        });
        outcomes.push(result);
      }
    }
  return {body: {received: outcomes}};
};

type TokenFailure = {
  status: number;
  body: {error: {code: string; message: string}};
};

/** The confirmation a token names, or the 4xx for it. */
function confirmationOf(
  ctx: Parameters<Handler>[0],
  now: Date,
): {row: NonNullable<ReturnType<typeof findCodConfirmation>>} | TokenFailure {
  const token = ctx.params.token ?? '';
  const claims = peekToken(token);
  const notFound: TokenFailure = {
    status: 404,
    body: {
      error: {
        code: 'not_found',
        message: 'This confirmation link is not valid.',
      },
    },
  };
  if (!claims || !isCodStore(claims.shop)) return notFound;
  const check = verifyToken(
    shopSecret(claims.shop, 'codLinkSecret'),
    token,
    now,
  );
  if (!check.ok)
    return check.error === 'expired'
      ? {
          status: 410,
          body: {
            error: {
              code: 'expired',
              message: 'This confirmation link has expired.',
            },
          },
        }
      : notFound;
  const row = findCodConfirmation(ctx.db, claims.orderId);
  if (!row || row.shop !== claims.shop || row.tokenNonce !== claims.nonce)
    return notFound;
  return {row};
}

function view(
  ctx: Parameters<Handler>[0],
  row: NonNullable<ReturnType<typeof findCodConfirmation>>,
) {
  const order = findOrder(ctx.db, row.shop, row.orderId)!;
  const link = row.paymentLinkId
    ? findPaymentLink(ctx.db, row.paymentLinkId)
    : null;
  const saving = row.state === 'converted' ? 0 : savingPaise(row);
  return {
    order: {
      name: order.name,
      totalPaise: order.totalPaise,
      currency: order.currency,
    },
    locale: row.locale,
    state: row.state,
    used: row.tokenUsedAt !== null,
    savingPaise: saving,
    payOnlinePaise: order.totalPaise - saving,
    paymentUrl:
      link?.status === 'created' && row.state !== 'cancelled'
        ? paymentPageUrl(ctx.origin, link)
        : null,
  };
}

const readConfirmation: Handler = (ctx) => {
  const found = confirmationOf(ctx, new Date());
  if ('status' in found) return found;
  return {body: view(ctx, found.row)};
};

const answerConfirmation: Handler = (ctx) => {
  const now = new Date();
  const found = confirmationOf(ctx, now);
  if ('status' in found) return found;
  const choice = String(field(ctx.body, 'answer') ?? '');
  if (!ANSWERS.includes(choice as Answer))
    return {
      status: 400,
      body: {
        error: {
          code: 'invalid',
          message: 'answer must be confirm, cancel or pay.',
        },
      },
    };
  const result = answer(ctx.db, {
    orderId: found.row.orderId,
    answer: choice as Answer,
    via: 'link',
    at: now,
    now,
    origin: ctx.origin,
  });
  const now2 = view(ctx, findCodConfirmation(ctx.db, found.row.orderId)!);
  return {
    status:
      (result.outcome === 'used' || result.outcome === 'late') &&
      !result.paymentUrl
        ? 409
        : 200,
    body: {
      ...now2,
      outcome: result.outcome,
      paymentUrl: result.paymentUrl ?? now2.paymentUrl,
    },
  };
};

function adminShop(ctx: Parameters<Handler>[0]): string | null {
  const raw = ctx.req.headers[ADMIN_TOKEN_HEADER];
  const token = (Array.isArray(raw) ? raw[0] : raw) ?? '';
  if (!token) return null;
  return (
    Object.keys(shops).find((shop) =>
      keyMatches(token, shopSecret(shop, 'adminApiToken')),
    ) ?? null
  );
}

/** GET /admin/api/:version/cod/outbox.json[?order=<id>]: the token's shop's COD messages and writes. */
const readCodOutbox: Handler = (ctx) => {
  const shop = adminShop(ctx);
  if (!shop)
    return {
      status: 401,
      body: {
        errors:
          '[API] Invalid API key or access token (unrecognized login or wrong password)',
      },
    };
  const order = ctx.url.searchParams.get('order');
  return {
    body: {
      shop,
      items: listCodOutbox(
        ctx.db,
        shop,
        order && /^\d{1,15}$/.test(order) ? Number(order) : undefined,
      ),
    },
  };
};

/** POST /cod/__test/tick {at}: the clock at `at` (test hook), then the outbox. */
const testTick: Handler = async (ctx) => {
  const at = new Date(String(field(ctx.body, 'at') ?? ''));
  if (Number.isNaN(at.getTime()))
    return {status: 400, body: {error: {message: 'at must be an ISO date'}}};
  const phone = field(ctx.body, 'phone');
  const done = tick(ctx.db, at, phone ? String(phone) : undefined);
  await deliverOutbox(ctx.db, ctx.origin, at);
  return {body: done};
};

export const codRoutes: Route[] = [
  {method: 'POST', path: '/cod/webhooks/whatsapp', handler: whatsappWebhook},
  {
    method: 'GET',
    path: '/cod/api/confirmations/:token',
    handler: readConfirmation,
  },
  {
    method: 'POST',
    path: '/cod/api/confirmations/:token',
    handler: answerConfirmation,
  },
  {
    method: 'GET',
    path: '/admin/api/:version/cod/outbox.json',
    handler: readCodOutbox,
  },
  {
    method: 'POST',
    path: '/cod/__test/tick',
    handler: testTick,
    enabled: faultsEnabled,
  },
];

export type {StoreId};
