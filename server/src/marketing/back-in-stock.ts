import type {Handler, Reply} from '../http/router.ts';
import {localBackendTokens, shops} from '../../../contracts/index.ts';
import {findVariantById} from '../data/catalog.ts';
import {addBackInStockSubscription} from '../data/marketing.ts';
import {buyerIp} from '../rate-limit/buyer-ip.ts';
import {allowedOrigin} from '../http/origins.ts';
import {limiter} from '../rate-limit/limits.ts';
import {keyMatches} from '../checkout-provider/auth.ts';
import {shopSecret} from '../secrets.ts';
import {checkProfile} from './profile.ts';

/**
 * Klaviyo's "Create Client Back In Stock Subscription", as the storefronts call it server-side:
 * POST /client/back-in-stock-subscriptions?company_id=<public key>, header `revision`, a JSON:API body
 * {data: {type: 'back-in-stock-subscription', attributes: {channels, profile: {data: {type: 'profile',
 * attributes: {email | phone_number}}}}, relationships: {variant: {data: {type: 'catalog-variant',
 * id: '$shopify:::$default:::<variant id>'}}}}}. 202 with no body, as Klaviyo; errors as JSON:API
 * `{errors: [{status, code, title, detail, source}]}`. A contact already waiting for the variant gets
 * the same 202 and nothing new is filed, as Klaviyo de-duplicates silently: the company id is public, so
 * any other answer would tell anyone who is waiting for what (docs/security.md, "Back-in-stock alerts").
 */

/**
 * The profile's `locale` (Klaviyo's profile attribute, 'hi-IN' or 'hi') as one of the shop's languages,
 * else 'en': the language of the alert (decision 107).
 */
function profileLanguage(attributes: unknown, shop: string): string {
  const locale = field(attributes, 'locale');
  const language =
    typeof locale === 'string' ? locale.toLowerCase().split('-')[0] : '';
  const shopLocales: readonly string[] =
    shops[shop as keyof typeof shops]?.locales ?? [];
  return language && shopLocales.includes(language) ? language : 'en';
}

export const KLAVIYO_VARIANT_PREFIX = '$shopify:::$default:::';

export function jsonApiError(
  status: number,
  code: string,
  detail: string,
  pointer?: string,
  headers?: Record<string, string>,
): Reply {
  return {
    status,
    headers: {'Content-Type': 'application/vnd.api+json', ...headers},
    body: {
      errors: [
        {
          status,
          code,
          title: TITLES[status] ?? 'Error.',
          detail,
          ...(pointer ? {source: {pointer}} : {}),
        },
      ],
    },
  };
}

const TITLES: Record<number, string> = {
  400: 'Invalid input.',
  403: 'Permission denied.',
  415: 'Unsupported media type.',
  404: 'Not found.',
  429: 'Request was throttled.',
};

/** The shop a public key (company_id) belongs to. */
function shopOfPublicKey(key: string | null): string | null {
  if (!key) return null;
  const match = Object.entries(localBackendTokens).find(
    ([, tokens]) => tokens.marketingPublicKey === key,
  );
  return match ? match[0] : null;
}

/** The header that proves the storefront's server: `Authorization: Klaviyo-API-Key <private key>`. */
const PRIVATE_KEY_SCHEME = 'Klaviyo-API-Key ';
const REFUSED_INPUT_COST = 0.2;

/** True when the request carries the shop's own private marketing key (data dir secrets). */
function isShopsServer(
  req: Parameters<Handler>[0]['req'],
  shop: string,
): boolean {
  const raw = req.headers.authorization ?? '';
  if (!raw.startsWith(PRIVATE_KEY_SCHEME)) return false;
  return keyMatches(
    raw.slice(PRIVATE_KEY_SCHEME.length).trim(),
    shopSecret(shop, 'marketingPrivateKey'),
  );
}

function throttledError(retryAfterSeconds: number): Reply {
  return jsonApiError(
    429,
    'throttled',
    `Request was throttled. Expected available in ${retryAfterSeconds} seconds.`,
    undefined,
    {
      'Retry-After': String(retryAfterSeconds),
    },
  );
}

/**
 * Sign-up limits (docs/security.md, "Identity and promotions"; decision 63). Per shopper first: the
 * forwarded Shopify-Storefront-Buyer-IP only when the caller proves to be the shop's storefront server
 * with its private key, else the connecting address, so a direct caller cannot rotate "IPs". Refused
 * input costs a fifth of a sign-up. The shop's bucket (Klaviyo's per-key limit) is charged only for a
 * sign-up the shopper's own bucket allowed, so no one client can use it up for everyone.
 */
function signUpLimit(req: Parameters<Handler>[0]['req'], shop: string) {
  const shopper = `back-in-stock:${buyerIp(req, isShopsServer(req, shop))}`;
  return {
    throttled(): Reply | null {
      const room = limiter('backInStockPerIp').check(shopper);
      return room.allowed ? null : throttledError(room.retryAfterSeconds);
    },
    chargeRefusal: () =>
      void limiter('backInStockPerIp').consume(shopper, REFUSED_INPUT_COST),
    /** Takes the shopper's token, then the shop's; a 429 when the shop as a whole is over its limit. */
    chargeSignUp(): Reply | null {
      limiter('backInStockPerIp').consume(shopper);
      const whole = limiter('backInStockPerKey').consume(
        `back-in-stock:${shop}`,
      );
      return whole.allowed ? null : throttledError(whole.retryAfterSeconds);
    },
  };
}

function field(value: unknown, key: string): unknown {
  return value && typeof value === 'object'
    ? (value as Record<string, unknown>)[key]
    : undefined;
}

/**
 * As the backend's other browser-reachable JSON APIs (docs/security.md, "Browser-reachable JSON APIs"):
 * no other site's page may send it a "simple" request. A foreign Origin is refused, and the body must be
 * JSON:API or JSON, types a browser sends cross-origin only after a preflight this route never passes.
 */
function crossSite(req: Parameters<Handler>[0]['req']): Reply | null {
  if (req.headers.origin !== undefined && !allowedOrigin(req.headers.origin)) {
    return jsonApiError(
      403,
      'permission_denied',
      'Cross-site request refused: this origin may not call this API.',
    );
  }
  const type = (req.headers['content-type'] ?? '')
    .split(';')[0]!
    .trim()
    .toLowerCase();
  if (type !== 'application/vnd.api+json' && type !== 'application/json') {
    return jsonApiError(
      415,
      'unsupported_media_type',
      'Send the request body as application/vnd.api+json.',
    );
  }
  return null;
}

/** The one message a contact gets before any alert: confirm, by link (decision 115). */
function confirmationMessage(origin: string, shop: string) {
  const brand = (shops as Record<string, {brand: string}>)[shop]?.brand ?? '';
  return {
    subject: `Confirm back-in-stock alerts from ${brand}`,
    body: (confirmUrl: string) =>
      `Someone asked ${brand} to tell this contact when a sold-out product is back. ` +
      `To get these alerts, confirm here: ${confirmUrl}\n` +
      'If it was not you, ignore this message: nothing more will be sent.',
    confirmUrl: (token: string) =>
      `${origin}/marketing/confirm?token=${encodeURIComponent(token)}`,
  };
}

export const createBackInStockSubscription: Handler = ({
  db,
  req,
  url,
  body,
  origin,
}) => {
  const refused = crossSite(req);
  if (refused) return refused;
  const shop = shopOfPublicKey(url.searchParams.get('company_id'));
  if (!shop)
    return jsonApiError(
      400,
      'invalid',
      'A valid company_id (your public API key) is required.',
      undefined,
    );
  if (!req.headers.revision)
    return jsonApiError(400, 'invalid', 'The revision header is required.');
  const limit = signUpLimit(req, shop);
  const limited = limit.throttled();
  if (limited) return limited;
  const refuse = (
    status: number,
    code: string,
    detail: string,
    pointer?: string,
  ) => {
    limit.chargeRefusal();
    return jsonApiError(status, code, detail, pointer);
  };

  const data = field(body, 'data');
  if (field(data, 'type') !== 'back-in-stock-subscription') {
    return refuse(
      400,
      'invalid',
      "data.type must be 'back-in-stock-subscription'.",
      '/data/type',
    );
  }
  const attributes = field(data, 'attributes');
  const profile = checkProfile(
    field(field(field(attributes, 'profile'), 'data'), 'attributes'),
    field(attributes, 'channels'),
  );
  if (!profile.ok)
    return refuse(400, 'invalid', profile.message, profile.pointer);

  const variant = field(field(field(data, 'relationships'), 'variant'), 'data');
  const id = field(variant, 'id');
  const numeric =
    typeof id === 'string' && id.startsWith(KLAVIYO_VARIANT_PREFIX)
      ? id.slice(KLAVIYO_VARIANT_PREFIX.length)
      : '';
  const pointer = '/data/relationships/variant/data/id';
  if (
    field(variant, 'type') !== 'catalog-variant' ||
    !/^\d{1,15}$/.test(numeric)
  ) {
    return refuse(
      400,
      'invalid',
      `The variant must be a catalog-variant id '${KLAVIYO_VARIANT_PREFIX}<variant id>'.`,
      pointer,
    );
  }
  if (!findVariantById(db, shop, Number(numeric)))
    return refuse(
      404,
      'not_found',
      'No catalog variant with this id.',
      pointer,
    );

  const overShop = limit.chargeSignUp();
  if (overShop) return overShop;
  addBackInStockSubscription(db, {
    shop,
    variantId: Number(numeric),
    channel: profile.channel,
    contact: profile.contact,
    confirmation: confirmationMessage(origin, shop),
    locale: profileLanguage(
      field(field(field(attributes, 'profile'), 'data'), 'attributes'),
      shop,
    ),
  });
  // 202 whether the contact is new, pending, confirmed or suppressed (decision 70).
  return {status: 202, body: ''};
};
