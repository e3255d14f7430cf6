import {describe, expect, it} from 'vitest';
import {currentYear, formatCalendarDate, formatDate} from './format';

/**
 * One formatter for every date a shopper sees (decision 104): IST whatever the process's time zone,
 * so server (UTC) and browser (anywhere) render the same text.
 */
describe('formatDate', () => {
  it('gives the IST date of an instant: 23:10 UTC on 1 Dec is 2 Dec in India', () => {
    // 04:40 IST on 2 Dec, the order of the report.
    expect(formatDate('2026-12-01T23:10:00Z', 'en-IN')).toBe('2 Dec 2026');
    expect(formatDate('2026-12-01T23:10:00Z', 'en-IN', 'long')).toBe(
      '2 December 2026',
    );
    expect(formatDate('2026-12-01T23:10:00Z', 'hi-IN')).toMatch(/^2 दिस/);
    expect(formatDate('2026-12-01T18:29:59Z', 'en-IN')).toBe('1 Dec 2026');
    expect(formatDate('not a date', 'en-IN')).toBe('');
  });

  it('does not depend on the time zone of the process that renders it', () => {
    const before = formatDate('2026-12-01T23:10:00Z', 'en-IN');
    const original = process.env.TZ;
    try {
      for (const tz of ['UTC', 'America/Los_Angeles', 'Pacific/Kiritimati']) {
        process.env.TZ = tz;
        expect(formatDate('2026-12-01T23:10:00Z', 'en-IN')).toBe(before);
      }
    } finally {
      process.env.TZ = original;
    }
  });
});

describe('formatCalendarDate', () => {
  it('shows the calendar date as given, with its weekday', () => {
    expect(formatCalendarDate('2026-12-03', 'en-IN')).toBe('Thu, 3 Dec');
  });
});

describe('currentYear', () => {
  it('turns over at midnight in India, not in UTC', () => {
    expect(currentYear(new Date('2026-12-31T18:29:59Z'))).toBe(2026);
    expect(currentYear(new Date('2026-12-31T18:30:00Z'))).toBe(2027);
  });
});
