/**
 * GET /api/delivery?pincode=560029[&locale=hi][&scope=cart]: each store's resource route for the
 * pincode box and the cart drawer. Validates the pincode, asks the logistics provider
 * (provider.server.ts) and works the store's rules (rules.ts: dispatch cut-off, holidays, COD fee and
 * limits) into a DeliveryAnswer. With scope=cart, COD is judged against the shopper's cart total read
 * here, server-side. Messages come from the store, in the page's language.
 */
import type {WithCache} from '@shopify/hydrogen';
import type {LoaderFunctionArgs} from 'react-router';
import {toPaise} from '../money/format';
import {checkServiceability, type Serviceability} from './provider.server';
import {
  codDecision,
  isPincode,
  promisedDate,
  type DeliveryRules,
} from '../../contracts/delivery-rules';
import type {DeliveryAnswer} from './answer';
import {guardedLookup, knownPincode} from './guard.server';
import type {Decision} from '../rate-limit/limiter';

export interface DeliveryMessages {
  /** Not six digits. */
  invalid: string;
  /** Six digits starting with 0 (no Indian pincode does). */
  firstDigitZero: string;
  unserviceable: (pincode: string) => string;
  unavailable: string;
}

export interface DeliveryLoaderOptions {
  rules: DeliveryRules;
  /** The store's messages in the language of `locale` (a language code from ?locale=, or null). */
  messages: (
    locale: string | null,
  ) => DeliveryMessages | Promise<DeliveryMessages>;
}

interface LoaderContext {
  env: Env;
  withCache: WithCache;
  cart: {
    get: () => Promise<{
      cost?: {totalAmount?: {amount?: string} | null} | null;
    } | null>;
  };
}

function reply(answer: DeliveryAnswer, status: number, cacheControl: string) {
  return Response.json(answer, {
    status,
    headers: {'Cache-Control': cacheControl},
  });
}

/** The answer for one pincode at `now` (the route below; also what tests drive). */
export async function deliveryAnswer(
  {
    pincode,
    orderPaise,
    now,
  }: {pincode: string; orderPaise: number | null; now: Date},
  check: () => ReturnType<typeof checkServiceability>,
  rules: DeliveryRules,
  messages: DeliveryMessages,
): Promise<DeliveryAnswer> {
  if (!/^\d{6}$/.test(pincode))
    return {status: 'invalid', pincode, message: messages.invalid};
  if (!isPincode(pincode))
    return {status: 'invalid', pincode, message: messages.firstDigitZero};
  // Not in India Post's directory: no courier serves it, and the provider need not be asked (decision 114).
  if (!knownPincode(pincode))
    return {
      status: 'unserviceable',
      pincode,
      message: messages.unserviceable(pincode),
    };
  const found = await check();
  if (found.status === 'unserviceable')
    return {
      status: 'unserviceable',
      pincode,
      message: messages.unserviceable(pincode),
    };
  if (found.status === 'unavailable')
    return {status: 'unavailable', pincode, message: messages.unavailable};
  const place = {district: found.city, state: found.state, circle: ''};
  return {
    status: 'ok',
    pincode,
    city: found.city,
    state: found.state,
    date: promisedDate(now, found.days, rules),
    cod: codDecision(place, found.courierCod, orderPaise, rules),
  };
}

/**
 * The provider's answer for a pincode through the shopper's look-up budget and the kept answers
 * (guard.server.ts): the pincode box and the MCP tool (shared/mcp) ask the same way. Past the budget it
 * is "unavailable" with the refusal.
 */
export async function lookUpServiceability(
  args: Parameters<typeof checkServiceability>[0],
): Promise<{found: Serviceability; throttled: Decision | null}> {
  const {rules, pincode, request} = args;
  const looked = await guardedLookup(
    request,
    `${rules.warehousePincode}:${rules.parcelWeightKg}:${pincode}`,
    () => checkServiceability(args),
    (found) => found.status !== 'unavailable',
  );
  if ('answer' in looked) return {found: looked.answer, throttled: null};
  return {found: {status: 'unavailable'}, throttled: looked.throttled};
}

/**
 * The answer for `pincode` as this shopper asks it (decision 114's guard and budget): the resource route
 * below, and a product page opened with `?pincode=` (the box's GET form without JavaScript; issue 34).
 */
export function createDeliveryLookup({rules, messages}: DeliveryLoaderOptions) {
  return async function lookupDelivery(
    {request, context}: Pick<LoaderFunctionArgs, 'request' | 'context'>,
    {
      pincode: asked,
      locale,
      forCart = false,
    }: {pincode: string; locale: string | null; forCart?: boolean},
  ): Promise<{answer: DeliveryAnswer; throttled: Decision | null}> {
    const {env, withCache, cart} = context as unknown as LoaderContext;
    const pincode = asked.trim().slice(0, 12);
    const words = await messages(locale);
    const orderPaise = forCart
      ? (toPaise(
          (await cart.get().catch(() => null))?.cost?.totalAmount?.amount,
        ) ?? null)
      : null;
    let throttled: Decision | null = null;
    const answer = await deliveryAnswer(
      {pincode, orderPaise, now: new Date()},
      async () => {
        const looked = await lookUpServiceability({
          env,
          request,
          withCache,
          rules,
          pincode,
        });
        throttled = looked.throttled;
        return looked.found;
      },
      rules,
      words,
    );
    return {answer, throttled};
  };
}

export function createDeliveryLoader(options: DeliveryLoaderOptions) {
  const lookup = createDeliveryLookup(options);
  return async function deliveryLoader({request, context}: LoaderFunctionArgs) {
    const url = new URL(request.url);
    const forCart = url.searchParams.get('scope') === 'cart';
    const {answer, throttled} = await lookup(
      {request, context},
      {
        pincode: url.searchParams.get('pincode') ?? '',
        locale: url.searchParams.get('locale'),
        forCart,
      },
    );
    if (throttled)
      // Past the shopper's budget: "can't check right now" in their language, and when to try again.
      return Response.json(answer, {
        status: 429,
        headers: {
          'Cache-Control': 'private, no-store',
          'Retry-After': String((throttled as Decision).retryAfterSeconds),
        },
      });
    // The date moves at the cut-off and the cart's answer is the shopper's own: kept a minute at most, privately.
    return reply(
      answer,
      answer.status === 'invalid' ? 400 : 200,
      forCart ? 'private, no-store' : 'private, max-age=60',
    );
  };
}
