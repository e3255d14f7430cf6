/**
 * The COD confirmation rules (issue 39, decision 128), pure: every function takes the store's rules
 * (contracts/ `codConfirmation`) and the time it is asked at, so tests drive them with any clock.
 */
import type {CodConfirmationRules} from '../../../contracts/index.ts';
import type {CodState} from '../data/cod.ts';

const HOUR_MS = 3_600_000;

/** Why a COD order waits for the shopper's answer before it is released, or null when it does not. */
export function confirmationReason(
  rules: CodConfirmationRules,
  order: {totalPaise: number; pincode: string | null},
): 'value' | 'pincode' | null {
  if (
    order.pincode &&
    rules.highRtoPincodes.policy === 'confirm-first' &&
    rules.highRtoPincodes.pincodes.includes(order.pincode)
  )
    return 'pincode';
  if (order.totalPaise > rules.confirmAbovePaise) return 'value';
  return null;
}

/** False where the store takes prepaid orders only (a high-RTO pincode under 'prepaid-only'). */
export function codAllowedAt(
  rules: CodConfirmationRules,
  pincode: string,
): boolean {
  return !(
    rules.highRtoPincodes.policy === 'prepaid-only' &&
    rules.highRtoPincodes.pincodes.includes(pincode)
  );
}

/** True when a COD order from this phone must be verified by OTP at checkout first. */
export function otpRequired(
  rules: CodConfirmationRules,
  phone: {verified: boolean; previousCodOrders: number},
): boolean {
  return (
    rules.otpForFirstCod && !phone.verified && phone.previousCodOrders === 0
  );
}

/** What the clock does to a confirmation still awaiting an answer at `now`. */
export function dueAction(
  rules: CodConfirmationRules,
  row: {
    state: CodState;
    createdAt: string;
    remindedAt: string | null;
    needsConfirmation: boolean;
  },
  now: Date,
): 'remind' | 'cancel' | 'hold' | null {
  if (row.state !== 'awaiting') return null;
  const age = now.getTime() - Date.parse(row.createdAt);
  if (age >= rules.noAnswer.afterHours * HOUR_MS)
    return row.needsConfirmation && rules.noAnswer.action === 'cancel'
      ? 'cancel'
      : 'hold';
  if (!row.remindedAt && age >= rules.reminderAfterHours * HOUR_MS)
    return 'remind';
  return null;
}

export type Answer = 'confirm' | 'cancel' | 'pay';

/**
 * The state after a shopper's answer (decision 129). The result never depends on the order answers
 * arrive in: a cancellation wins over a confirmation whenever it came (an order cancelled in the shop
 * cannot be un-cancelled, so a confirmation must not win over it either), a payment wins over both, and
 * 'pay' alone changes nothing until the payment is captured. Returns the state and whether it changed.
 */
export function answerState(
  state: CodState,
  answer: Answer,
): {state: CodState; changed: boolean; late: boolean} {
  if (state === 'converted' || state === 'cancelled')
    return {state, changed: false, late: true};
  if (answer === 'cancel')
    return {state: 'cancelled', changed: true, late: false};
  if (answer === 'confirm')
    return state === 'confirmed'
      ? {state, changed: false, late: false}
      : {state: 'confirmed', changed: true, late: false};
  return {state, changed: false, late: false};
}

/** The tag each state carries on the order (orderUpdate tags). */
export const STATE_TAGS: Record<CodState, string> = {
  awaiting: 'COD-Awaiting',
  confirmed: 'COD-Confirmed',
  cancelled: 'COD-Cancelled',
  converted: 'COD-Converted',
  unconfirmed: 'COD-Unconfirmed',
};

/** The order's tags with its COD tag set to the state's (other COD-* tags removed, the merchant's kept). */
export function withStateTag(
  tags: readonly string[],
  state: CodState,
): string[] {
  const others = tags.filter((t) => !/^COD-/.test(t));
  return [...others, STATE_TAGS[state]];
}

/** True when a webhook message sent at `sentAt` is too old to act on at `now`. */
export function isStale(
  rules: CodConfirmationRules,
  sentAt: Date,
  now: Date,
): boolean {
  return now.getTime() - sentAt.getTime() > rules.webhookMaxAgeMinutes * 60_000;
}
