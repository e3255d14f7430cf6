/**
 * The delivery promise's rules (issue 23; decision 69), pure and
 * store-neutral: each store's numbers come from `delivery` (delivery.ts). The one place a promised date
 * is computed (`promisedDate`, decision 145): the logistics stand-in (zones, transit, its couriers'
 * etd), the storefronts' adapter (the pincode box's date, COD) and the checkout (the order's promise
 * and COD again, server-side) all call it.
 *
 * Dates are IST calendar dates ('YYYY-MM-DD') whatever the clock's zone: India has one zone, UTC+5:30,
 * with no daylight saving, so IST is the UTC clock moved by 330 minutes.
 */
import type {DeliveryRules} from './delivery.ts';

export type {DeliveryRules};

/** Where a pincode is, as India Post files it. */
export interface Place {
  district: string;
  state: string;
  circle: string;
}

export type Zone = 'local' | 'state' | 'zone' | 'national' | 'remote';

const IST_OFFSET_MS = 330 * 60_000;
const DAY_MS = 86_400_000;

/** Six digits, the first not 0: the shape of every Indian pincode. */
export function isPincode(value: string): boolean {
  return /^[1-9]\d{5}$/.test(value);
}

export function isRemote(place: Place, rules: DeliveryRules): boolean {
  return rules.remoteStates.includes(place.state);
}

/** The zone a parcel travels from the warehouse's place to `to` (remote regions first). */
export function zoneBetween(
  fromPincode: string,
  from: Place,
  toPincode: string,
  to: Place,
  rules: DeliveryRules,
): Zone {
  if (isRemote(to, rules)) return 'remote';
  if (from.district === to.district && from.state === to.state) return 'local';
  if (from.state === to.state || from.circle === to.circle) return 'state';
  if (fromPincode[0] === toPincode[0]) return 'zone';
  return 'national';
}

/** The IST calendar date at `now`. */
export function istDate(now: Date): string {
  return new Date(now.getTime() + IST_OFFSET_MS).toISOString().slice(0, 10);
}

/** Minutes past IST midnight at `now`. */
function istMinutes(now: Date): number {
  const shifted = new Date(now.getTime() + IST_OFFSET_MS);
  return shifted.getUTCHours() * 60 + shifted.getUTCMinutes();
}

function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS)
    .toISOString()
    .slice(0, 10);
}

/** Not a Sunday and not one of the store's holidays (a fixed-date one in any year, or a dated one). */
export function isWorkingDay(date: string, rules: DeliveryRules): boolean {
  return (
    new Date(`${date}T00:00:00Z`).getUTCDay() !== 0 &&
    !rules.holidays.everyYear.includes(date.slice(5)) &&
    !rules.holidays.dated.includes(date)
  );
}

/** How long before the dated holidays run out the start-up check warns. */
export const HOLIDAY_WARNING_DAYS = 60;

/**
 * A warning when `calendar`'s dated holidays run out within HOLIDAY_WARNING_DAYS of `now` (or already
 * have), else null: promises past `validUntil` would skip Sundays and fixed holidays only.
 */
export function holidayCalendarWarning(
  calendar: DeliveryRules['holidays'],
  now: Date,
): string | null {
  const today = istDate(now);
  const left = Math.round(
    (Date.parse(`${calendar.validUntil}T00:00:00Z`) -
      Date.parse(`${today}T00:00:00Z`)) /
      DAY_MS,
  );
  if (!(left <= HOLIDAY_WARNING_DAYS)) return null;
  return left < 0
    ? `The dated holiday list ran out on ${calendar.validUntil}: add the coming festivals to contracts/delivery.ts holidays (docs/runbook.md, "Holiday calendar").`
    : `The dated holiday list runs out on ${calendar.validUntil} (${left} days): add the coming festivals to contracts/delivery.ts holidays (docs/runbook.md, "Holiday calendar").`;
}

/**
 * The most calendar days any date walk here takes: a promise past it is a broken input, refused rather
 * than stepped through day by day (issue 35, finding 6: "Infinity" days stalled a worker for seconds).
 */
export const MAX_CALENDAR_DAYS = 366;

function nextWorkingDay(date: string, rules: DeliveryRules): string {
  let day = date;
  for (let steps = 0; !isWorkingDay(day, rules); steps += 1) {
    if (steps >= MAX_CALENDAR_DAYS)
      throw new RangeError('No working day within a year');
    day = addDays(day, 1);
  }
  return day;
}

/** The day an order placed at `now` leaves: today before the cut-off on a working day, else the next working day. */
export function dispatchDate(now: Date, rules: DeliveryRules): string {
  const [hours, minutes] = rules.dispatchCutoffIst.split(':').map(Number);
  const today = istDate(now);
  const beforeCutoff = istMinutes(now) < hours! * 60 + (minutes ?? 0);
  return nextWorkingDay(beforeCutoff ? today : addDays(today, 1), rules);
}

/** `date` plus `days` working days (Sundays and holidays skipped). */
export function addWorkingDays(
  date: string,
  days: number,
  rules: DeliveryRules,
): string {
  if (!Number.isFinite(days) || days > MAX_CALENDAR_DAYS)
    throw new RangeError(`Transit of ${days} days is out of bounds`);
  let day = date;
  for (let left = Math.max(0, Math.ceil(days)), steps = 0; left > 0;) {
    if ((steps += 1) > MAX_CALENDAR_DAYS * 2)
      throw new RangeError('Too few working days in the calendar');
    day = addDays(day, 1);
    if (isWorkingDay(day, rules)) left -= 1;
  }
  return day;
}

/** The date a parcel ordered at `now` arrives after `transitDays` working days in transit. */
export function promisedDate(
  now: Date,
  transitDays: number,
  rules: DeliveryRules,
): string {
  return addWorkingDays(dispatchDate(now, rules), transitDays, rules);
}

export type CodRefusal = 'NO_COD_PINCODE' | 'OVER_LIMIT';

export interface CodDecision {
  available: boolean;
  /** Why not, when not. */
  reason: CodRefusal | null;
  feePaise: number;
  /** The highest order total COD is taken for at this pincode. */
  limitPaise: number;
}

/**
 * Whether an order of `orderPaise` may be paid cash on delivery: the courier must collect cash at the
 * pincode (`courierCod`), the region must not be prepaid-only and the order must be within the limit
 * (lower in remote regions). `orderPaise` null: the pincode alone (product page).
 */
export function codDecision(
  place: Place,
  courierCod: boolean,
  orderPaise: number | null,
  rules: DeliveryRules,
): CodDecision {
  const limitPaise = isRemote(place, rules)
    ? rules.cod.remoteMaxOrderPaise
    : rules.cod.maxOrderPaise;
  const base = {feePaise: rules.cod.feePaise, limitPaise};
  if (!courierCod || rules.cod.unavailableStates.includes(place.state))
    return {...base, available: false, reason: 'NO_COD_PINCODE'};
  if (orderPaise !== null && orderPaise > limitPaise)
    return {...base, available: false, reason: 'OVER_LIMIT'};
  return {...base, available: true, reason: null};
}
