import {describe, expect, it} from 'vitest';
import {delivery} from './delivery.ts';
import {
  addWorkingDays,
  codDecision,
  dispatchDate,
  holidayCalendarWarning,
  isWorkingDay,
  istDate,
  promisedDate,
  zoneBetween,
  type DeliveryRules,
  type Place,
} from './delivery-rules.ts';

const rules: DeliveryRules = {
  ...delivery.gum,
  holidays: {
    everyYear: ['01-26', '12-25'],
    dated: ['2027-01-01'],
    validUntil: '2027-12-31',
  },
};
const at = (iso: string) => new Date(iso);

describe('IST dates whatever the server clock', () => {
  it('takes the IST calendar date from a UTC instant (18:30 UTC is IST midnight)', () => {
    expect(istDate(at('2026-11-30T18:29:59Z'))).toBe('2026-11-30');
    expect(istDate(at('2026-11-30T18:30:00Z'))).toBe('2026-12-01');
    expect(istDate(at('2026-12-31T19:00:00Z'))).toBe('2027-01-01');
  });

  it('gives the same answer under another TZ (the instant, not the zone, decides)', () => {
    const previous = process.env.TZ;
    process.env.TZ = 'America/Los_Angeles';
    try {
      expect(dispatchDate(at('2026-11-30T08:00:00Z'), rules)).toBe(
        '2026-11-30',
      ); // 13:30 IST Monday
    } finally {
      process.env.TZ = previous;
    }
  });
});

describe('dispatch cut-off (14:00 IST)', () => {
  it('leaves the same day before the cut-off and the next working day after it', () => {
    expect(dispatchDate(at('2026-11-30T08:29:00Z'), rules)).toBe('2026-11-30'); // Mon 13:59 IST
    expect(dispatchDate(at('2026-11-30T08:30:00Z'), rules)).toBe('2026-12-01'); // Mon 14:00 IST
  });

  it('skips Sunday: a Saturday-evening order leaves on Monday', () => {
    expect(dispatchDate(at('2026-11-28T12:00:00Z'), rules)).toBe('2026-11-30'); // Sat 17:30 IST
  });

  it('skips a listed holiday: Christmas Eve after the cut-off leaves on the 26th', () => {
    expect(dispatchDate(at('2026-12-24T10:00:00Z'), rules)).toBe('2026-12-26');
  });
});

describe('working days across month and year ends', () => {
  it('crosses a month end', () => {
    expect(addWorkingDays('2026-11-28', 3, rules)).toBe('2026-12-02'); // Sat + 3: Mon 30, Tue 1, Wed 2
  });

  it('crosses the year end, skipping Sunday 27 Dec and New Year’s Day', () => {
    expect(addWorkingDays('2026-12-24', 5, rules)).toBe('2026-12-31'); // 26, 28, 29, 30, 31 (25 and 27 skipped)
    expect(addWorkingDays('2026-12-24', 6, rules)).toBe('2027-01-02'); // then 2 Jan (1 Jan skipped)
  });

  it('promises cut-off + transit: Thursday 3 Dec for a Monday-morning order with 3 days', () => {
    expect(promisedDate(at('2026-11-30T04:00:00Z'), 3, rules)).toBe(
      '2026-12-03',
    );
  });

  it('promises into January for a late-December remote order', () => {
    expect(promisedDate(at('2026-12-29T10:00:00Z'), 8, rules)).toBe(
      '2027-01-09',
    ); // dispatch Wed 30; 31,2,4,5,6,7,8,9
  });
});

describe('holiday calendar beyond its dated list (issue 35, finding 7)', () => {
  it("keeps the stores' fixed national holidays in every year, 2028 and later included", () => {
    for (const year of [2026, 2027, 2028, 2031, 2040])
      for (const day of ['01-26', '08-15', '10-02', '12-25'])
        expect(
          isWorkingDay(`${year}-${day}`, delivery.gum),
          `${year}-${day}`,
        ).toBe(false);
    // 25 Dec 2028 is a Monday: an order on Saturday 23 Dec with 1 day in transit arrives on the 26th.
    expect(addWorkingDays('2028-12-23', 1, delivery.grooming)).toBe(
      '2028-12-26',
    );
  });

  it('warns from 60 days before the dated list runs out, and after it has', () => {
    const calendar = {everyYear: [], dated: [], validUntil: '2027-12-31'};
    expect(
      holidayCalendarWarning(calendar, at('2027-10-31T12:00:00Z')),
    ).toBeNull(); // 61 days left
    expect(
      holidayCalendarWarning(calendar, at('2027-11-01T12:00:00Z')),
    ).toMatch(/runs out on 2027-12-31 \(60 days\)/);
    expect(
      holidayCalendarWarning(calendar, at('2028-01-02T12:00:00Z')),
    ).toMatch(/ran out on 2027-12-31/);
  });
});

describe('transit bounds (issue 35, finding 6)', () => {
  it('refuses an absurd transit at once instead of walking the calendar', () => {
    for (const days of [99_999_999, Infinity, Number.NaN, 367])
      expect(() =>
        promisedDate(at('2026-11-30T04:00:00Z'), days, rules),
      ).toThrow(RangeError);
    // 30 working days, Sundays and holidays skipped: still a date, found at once.
    expect(promisedDate(at('2026-11-30T04:00:00Z'), 30, rules)).toBe(
      '2027-01-06',
    );
  });
});

const place = (district: string, state: string, circle: string): Place => ({
  district,
  state,
  circle,
});
const gurgaon = place('Gurgaon', 'Haryana', 'Haryana');

describe('zones from circle and state', () => {
  it.each([
    ['122002', place('Gurgaon', 'Haryana', 'Haryana'), 'local'],
    ['124001', place('Rohtak', 'Haryana', 'Haryana'), 'state'],
    ['110001', place('Central Delhi', 'Delhi', 'Delhi'), 'zone'],
    ['560029', place('Bangalore', 'Karnataka', 'Karnataka'), 'national'],
    ['190001', place('Srinagar', 'Jammu & Kashmir', 'Jammukashmir'), 'remote'],
    ['194101', place('Leh', 'Ladakh', 'Jammukashmir'), 'remote'],
    ['781001', place('Kamrup', 'Assam', 'Assam'), 'remote'],
  ] as const)('%s is %s', (pin, to, zone) => {
    expect(zoneBetween('122001', gurgaon, pin, to, rules)).toBe(zone);
  });
});

describe('Cash on Delivery', () => {
  const bangalore = place('Bangalore', 'Karnataka', 'Karnataka');
  const imphal = place('Imphal West', 'Manipur', 'North Eastern');
  const portBlair = place('South Andaman', 'Andaman & Nicobar', 'West Bengal');

  it('is available with the store’s fee up to the limit, and refused above it', () => {
    expect(
      codDecision(bangalore, true, rules.cod.maxOrderPaise, rules),
    ).toMatchObject({available: true, feePaise: rules.cod.feePaise});
    expect(
      codDecision(bangalore, true, rules.cod.maxOrderPaise + 1, rules),
    ).toMatchObject({available: false, reason: 'OVER_LIMIT'});
  });

  it('has a lower limit in remote regions', () => {
    expect(
      codDecision(imphal, true, rules.cod.remoteMaxOrderPaise + 1, rules),
    ).toMatchObject({available: false, reason: 'OVER_LIMIT'});
    expect(
      codDecision(imphal, true, rules.cod.remoteMaxOrderPaise, rules).available,
    ).toBe(true);
  });

  it('is refused where no courier collects cash and on the islands', () => {
    expect(codDecision(bangalore, false, 1000, rules)).toMatchObject({
      available: false,
      reason: 'NO_COD_PINCODE',
    });
    expect(codDecision(portBlair, true, null, rules)).toMatchObject({
      available: false,
      reason: 'NO_COD_PINCODE',
    });
  });
});
