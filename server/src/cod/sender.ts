/**
 * Delivers the COD outbox (decision 131): WhatsApp template and text messages (SMS with the link when
 * WhatsApp cannot deliver) and the Admin API writes (orderUpdate tags, orderCancel). One row at a time,
 * oldest first. The attempt is counted and committed before the call; the row is marked sent after it.
 * A kill -9 between the two leaves the row pending, and the resend carries the same idempotency key
 * (`cod-outbox:<id>`), so the provider answers with the first message instead of sending a second;
 * the Admin writes are idempotent by nature (the tag set for the current state, a cancel of a cancelled
 * order). Every call has a timeout; failures retry with backoff, then the row is marked failed (the
 * claim, send and finish loop is outbox/drain.ts, shared with the review requests).
 */
import type {Db} from '../data/db.ts';
import {
  duePendingOutbox,
  findCodConfirmation,
  startOutboxAttempt,
  type CodConfirmation,
  type CodOutboxRow,
} from '../data/cod.ts';
import {finishOutboxRow} from '../data/outbox.ts';
import {drainOutbox, Permanent} from '../outbox/drain.ts';
import {findOrder} from '../data/orders.ts';
import {shops, backend, type StoreId} from '../../../contracts/index.ts';
import {shopSecret} from '../secrets.ts';
import {formatRupees} from '../../../shared/money/format.ts';
import {LOCAL_PHONE_NUMBER_IDS} from '../whatsapp/routes.ts';
import {
  CONFIRM_TEMPLATE,
  REMINDER_TEMPLATE,
  replyText,
  smsText,
  type ReplyKind,
} from './messages.ts';
import {confirmationToken, confirmationUrl, savingPaise} from './flow.ts';
import {withStateTag} from './rules.ts';

const TIMEOUT_MS = 5000;

type Env = Record<string, string | undefined>;

/** Where the COD app's providers are (docs/deploy.md): env, else this backend's stand-ins. */
export function codEndpoints(
  origin: string,
  shop: string,
  env: Env = process.env,
) {
  const SHOP = shop.toUpperCase();
  return {
    whatsapp: `${(env.WHATSAPP_API_URL ?? `${origin}/whatsapp`).replace(/\/+$/, '')}/${
      env.WHATSAPP_API_VERSION ?? 'v21.0'
    }/${env[`WHATSAPP_PHONE_NUMBER_ID_${SHOP}`] ?? LOCAL_PHONE_NUMBER_IDS[shop]}/messages`,
    sms: `${(env.SMS_API_URL ?? `${origin}/sms/v1`).replace(/\/+$/, '')}/messages`,
    admin:
      env[`SHOPIFY_ADMIN_API_URL_${SHOP}`] ??
      `${origin}/admin/api/${backend.apiVersion}/graphql.json`,
  };
}

class Undeliverable extends Error {}

/** Who a message goes to: the shop whose WhatsApp number and SMS key send it, and the shopper's phone. */
interface Recipient {
  shop: string;
  phone: string;
}

async function post(
  url: string,
  headers: Record<string, string>,
  body: unknown,
): Promise<{status: number; json: Record<string, unknown>}> {
  const response = await fetch(url, {
    method: 'POST',
    headers: {'Content-Type': 'application/json', ...headers},
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(TIMEOUT_MS),
  });
  const json = (await response.json().catch(() => ({}))) as Record<
    string,
    unknown
  >;
  return {status: response.status, json};
}

function templateParams(db: Db, row: CodConfirmation) {
  const order = findOrder(db, row.shop, row.orderId)!;
  return {
    order: order.name,
    total: formatRupees(order.totalPaise),
    store: shops[row.shop as StoreId].brand,
    saving: formatRupees(savingPaise(row)),
  };
}

async function sendWhatsApp(
  origin: string,
  row: Recipient,
  key: string,
  message: Record<string, unknown>,
): Promise<string> {
  const {status, json} = await post(
    codEndpoints(origin, row.shop).whatsapp,
    {
      Authorization: `Bearer ${shopSecret(row.shop, 'whatsappAccessToken') ?? ''}`,
    },
    {
      messaging_product: 'whatsapp',
      recipient_type: 'individual',
      to: row.phone.replace(/^\+/, ''),
      biz_opaque_callback_data: key,
      ...message,
    },
  );
  const error = json.error as {code?: number; message?: string} | undefined;
  if (status === 200) {
    const id = (json.messages as {id: string}[] | undefined)?.[0]?.id;
    if (id) return id;
  }
  // 131026 undeliverable, 131030 not in allowed list, 131047 outside the 24 h window: SMS instead.
  if (
    error?.code === 131026 ||
    error?.code === 131030 ||
    error?.code === 131047
  )
    throw new Undeliverable(error.message ?? 'undeliverable');
  if (status >= 400 && status < 500 && status !== 429)
    throw new Permanent(`WhatsApp ${status}: ${error?.message ?? 'refused'}`);
  throw new Error(`WhatsApp ${status}: ${error?.message ?? 'failed'}`);
}

async function sendSms(
  origin: string,
  row: Recipient,
  key: string,
  text: string,
): Promise<string> {
  const {status, json} = await post(
    codEndpoints(origin, row.shop).sms,
    {Authorization: `Bearer ${shopSecret(row.shop, 'smsApiKey') ?? ''}`},
    {
      to: row.phone.replace(/^\+/, ''),
      body: text,
      idempotency_key: key,
    },
  );
  if (status === 201 && typeof json.id === 'string') return json.id;
  const message =
    (json.error as {message?: string} | undefined)?.message ?? 'failed';
  if (status >= 400 && status < 500 && status !== 429)
    throw new Permanent(`SMS ${status}: ${message}`);
  throw new Error(`SMS ${status}: ${message}`);
}

async function adminGraphql(
  origin: string,
  shop: string,
  query: string,
  variables: Record<string, unknown>,
): Promise<Record<string, unknown>> {
  const {status, json} = await post(
    codEndpoints(origin, shop).admin,
    {'X-Shopify-Access-Token': shopSecret(shop, 'adminApiToken') ?? ''},
    {query, variables},
  );
  if (status !== 200 || json.errors)
    throw new (
      status >= 400 && status < 500 && status !== 429 ? Permanent : Error
    )(
      `Admin API ${status}: ${JSON.stringify(json.errors ?? json).slice(0, 200)}`,
    );
  return json.data as Record<string, unknown>;
}

const ORDER_TAGS = `query CodOrderTags($id: ID!) { order(id: $id) { id tags } }`;
const ORDER_UPDATE = `mutation CodOrderUpdate($input: OrderInput!) {
  orderUpdate(input: $input) { order { id tags } userErrors { field message } }
}`;
const ORDER_CANCEL = `mutation CodOrderCancel($orderId: ID!, $reason: OrderCancelReason!, $refund: Boolean!, $restock: Boolean!, $notifyCustomer: Boolean, $staffNote: String) {
  orderCancel(orderId: $orderId, reason: $reason, refund: $refund, restock: $restock, notifyCustomer: $notifyCustomer, staffNote: $staffNote) {
    job { id done } orderCancelUserErrors { field message code }
  }
}`;

/** Sends one item; returns the channel and the provider's id. */
async function deliverOne(
  db: Db,
  origin: string,
  item: CodOutboxRow,
): Promise<{channel: string; providerId: string | null}> {
  const row = findCodConfirmation(db, item.orderId);
  if (!row) throw new Permanent('No confirmation for this order');
  const gid = `gid://shopify/Order/${row.orderId}`;
  if (item.kind === 'tags') {
    // The tag of the state now (not the queued one): a late delivery never sets an older state's tag.
    const data = await adminGraphql(origin, row.shop, ORDER_TAGS, {id: gid});
    const tags = ((data.order as {tags?: string[]} | null)?.tags ??
      []) as string[];
    await adminGraphql(origin, row.shop, ORDER_UPDATE, {
      input: {id: gid, tags: withStateTag(tags, row.state)},
    });
    return {channel: 'admin', providerId: null};
  }
  if (item.kind === 'cancel') {
    await adminGraphql(origin, row.shop, ORDER_CANCEL, {
      orderId: gid,
      reason: item.payload.reason === 'DECLINED' ? 'DECLINED' : 'CUSTOMER',
      refund: false,
      restock: true,
      notifyCustomer: true,
      staffNote: 'COD confirmation (issue 39)',
    });
    return {channel: 'admin', providerId: null};
  }
  const p = templateParams(db, row);
  const link = confirmationUrl(row);
  let whatsapp: Record<string, unknown>;
  let sms: string;
  if (item.kind === 'reply') {
    const kind = item.payload.reply as ReplyKind;
    const url =
      typeof item.payload.url === 'string' ? item.payload.url : undefined;
    const amount = formatRupees(
      findOrder(db, row.shop, row.orderId)!.totalPaise - savingPaise(row),
    );
    const text = replyText(row.locale, kind, {...p, link: url, amount});
    whatsapp = {type: 'text', text: {preview_url: Boolean(url), body: text}};
    sms = text;
  } else {
    const token = confirmationToken(row);
    whatsapp = {
      type: 'template',
      template: {
        name: item.kind === 'reminder' ? REMINDER_TEMPLATE : CONFIRM_TEMPLATE,
        language: {code: row.locale},
        components: [
          {
            type: 'body',
            parameters: [p.order, p.total, p.store, p.saving].map((text) => ({
              type: 'text',
              text,
            })),
          },
          ...(['confirm', 'cancel', 'pay'] as const).map((answer, index) => ({
            type: 'button',
            sub_type: 'quick_reply',
            index: String(index),
            parameters: [{type: 'payload', payload: `cod:${answer}:${token}`}],
          })),
        ],
      },
    };
    sms = smsText(row.locale, {...p, link});
  }
  return sendToShopper(origin, row, `cod-outbox:${item.id}`, whatsapp, sms);
}

/**
 * One message to a shopper: WhatsApp, or the SMS text when WhatsApp cannot deliver to the number.
 * `key` is the providers' idempotency key (a resend returns the first message, decision 131).
 */
export async function sendToShopper(
  origin: string,
  to: Recipient,
  key: string,
  whatsapp: Record<string, unknown>,
  sms: string,
): Promise<{channel: 'whatsapp' | 'sms'; providerId: string}> {
  try {
    return {
      channel: 'whatsapp',
      providerId: await sendWhatsApp(origin, to, key, whatsapp),
    };
  } catch (error) {
    if (!(error instanceof Undeliverable)) throw error;
    return {channel: 'sms', providerId: await sendSms(origin, to, key, sms)};
  }
}

// One delivery at a time in this process (the worker and the test hook share it).
let previous: Promise<unknown> = Promise.resolve();

/** Delivers what is due at `now`; returns how many were sent. */
export function deliverOutbox(
  db: Db,
  origin: string,
  now: Date = new Date(),
): Promise<number> {
  const run = previous.then(() => deliverDue(db, origin, now));
  previous = run.catch(() => undefined);
  return run;
}

function deliverDue(db: Db, origin: string, now: Date): Promise<number> {
  return drainOutbox<CodOutboxRow>(
    {
      name: (item) => `[cod] outbox ${item.id}`,
      due: (at) => duePendingOutbox(db, at.toISOString()),
      // One drain at a time in this process (deliverOutbox): the claim needs no lease.
      claim: (item) => {
        startOutboxAttempt(db, item.id);
        return true;
      },
      send: (item) => deliverOne(db, origin, item),
      finish: (item, outcome) =>
        finishOutboxRow(db, 'cod_outbox', item.id, outcome),
    },
    now,
  );
}
