import {describe, expect, it} from 'vitest';
import {delivery} from '../../../contracts/index.ts';
import {warnOfHolidayCalendar} from '../../src/boot.ts';

const DAY_MS = 86_400_000;

/** Noon IST, `days` before the date. */
const before = (date: string, days: number) =>
  new Date(Date.parse(`${date}T06:30:00Z`) - days * DAY_MS);

describe('the start-up check of the dated holidays (issue 35, finding 7)', () => {
  it('warns for each store from 60 days before its dated holidays run out, naming the date and the runbook', () => {
    for (const [shop, rules] of Object.entries(delivery)) {
      const lines: string[] = [];
      warnOfHolidayCalendar(before(rules.holidays.validUntil, 61), (l) =>
        lines.push(l),
      );
      expect(lines.filter((l) => l.includes(shop))).toEqual([]);
      warnOfHolidayCalendar(before(rules.holidays.validUntil, 60), (l) =>
        lines.push(l),
      );
      expect(lines.filter((l) => l.includes(`${shop}:`))).toEqual([
        expect.stringMatching(
          new RegExp(
            `runs out on ${rules.holidays.validUntil} \\(60 days\\).*docs/runbook.md`,
          ),
        ),
      ]);
    }
  });

  it('is quiet today, and the fixed national holidays need no dated list', () => {
    const lines: string[] = [];
    warnOfHolidayCalendar(new Date('2026-12-02T00:00:00Z'), (l) =>
      lines.push(l),
    );
    expect(lines).toEqual([]);
    for (const rules of Object.values(delivery))
      expect(rules.holidays.everyYear).toEqual(
        expect.arrayContaining(['01-26', '08-15', '10-02', '12-25']),
      );
  });
});
