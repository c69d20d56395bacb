import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  formatDate,
  formatDateTime,
  isoWeekOf,
  isoWeekRange,
  lastIsoWeeks,
  monthRange,
  parseApiDate,
  to24h,
  weekDays,
} from '../../../src/dates/dates';

// Local time matters: run in a zone that is neither UTC nor a whole hour off it.
const originalTz = process.env.TZ;
beforeAll(() => {
  process.env.TZ = 'Asia/Kolkata';
});
afterAll(() => {
  process.env.TZ = originalTz;
});

const local = (y: number, m: number, d: number, h = 0, min = 0) => new Date(y, m - 1, d, h, min);

describe('parseApiDate', () => {
  it('reads a naive ISO string as UTC', () => {
    expect(parseApiDate('2025-03-05T15:07:00')?.toISOString()).toBe('2025-03-05T15:07:00.000Z');
    expect(parseApiDate('2025-03-05T15:07:00.123456')?.toISOString()).toBe(
      '2025-03-05T15:07:00.123Z',
    );
  });

  it('keeps an explicit offset', () => {
    expect(parseApiDate('2025-03-05T15:07:00Z')?.toISOString()).toBe('2025-03-05T15:07:00.000Z');
    expect(parseApiDate('2025-03-05T15:07:00+05:30')?.toISOString()).toBe(
      '2025-03-05T09:37:00.000Z',
    );
  });

  it('accepts Dates and timestamps, copying', () => {
    const date = new Date(Date.UTC(2025, 2, 5));
    const parsed = parseApiDate(date);
    expect(parsed).not.toBe(date);
    expect(parsed?.getTime()).toBe(date.getTime());
    expect(parseApiDate(date.getTime())?.getTime()).toBe(date.getTime());
  });

  it.each([null, undefined, '', 'not a date', '2025-13-45T99:99:00', new Date(Number.NaN)])(
    'gives null for %j',
    (value) => {
      expect(parseApiDate(value)).toBeNull();
    },
  );
});

describe('formatDateTime / formatDate', () => {
  it("formats like '5 Mar 2025, 3:07pm' in local time", () => {
    expect(formatDateTime(local(2025, 3, 5, 15, 7))).toBe('5 Mar 2025, 3:07pm');
    expect(formatDateTime(local(2025, 3, 5, 9, 5))).toBe('5 Mar 2025, 9:05am');
    expect(formatDateTime(local(2025, 12, 25, 0, 0))).toBe('25 Dec 2025, 12:00am');
    expect(formatDateTime(local(2025, 12, 25, 12, 30))).toBe('25 Dec 2025, 12:30pm');
  });

  it('shows a naive API time (UTC) in local time', () => {
    // 15:07 UTC is 20:37 in India (+05:30)
    expect(formatDateTime('2025-03-05T15:07:00')).toBe('5 Mar 2025, 8:37pm');
    expect(formatDateTime('2025-03-05T20:00:00')).toBe('6 Mar 2025, 1:30am');
  });

  it('formats the date part only', () => {
    expect(formatDate(local(2025, 3, 5, 15, 7))).toBe('5 Mar 2025');
    expect(formatDate('2025-03-05T20:00:00')).toBe('6 Mar 2025');
  });

  it.each([null, undefined, '', 'garbage'])('gives an empty string for %j', (value) => {
    expect(formatDateTime(value)).toBe('');
    expect(formatDate(value)).toBe('');
  });
});

describe('isoWeekRange / weekDays', () => {
  it('gives Monday and the Sunday six days later', () => {
    const range = isoWeekRange('2025-W10');
    expect(range?.start).toEqual(local(2025, 3, 3));
    expect(range?.end).toEqual(local(2025, 3, 9));
  });

  it('handles weeks across years', () => {
    // 2026-W01 starts on Monday 29 Dec 2025; 2020 has 53 weeks
    expect(isoWeekRange('2026-W01')?.start).toEqual(local(2025, 12, 29));
    expect(isoWeekRange('2020-W53')?.start).toEqual(local(2020, 12, 28));
    expect(isoWeekRange('2020-W53')?.end).toEqual(local(2021, 1, 3));
    expect(isoWeekRange('2025-W1')?.start).toEqual(local(2024, 12, 30));
  });

  it.each(['2025-W00', '2025-W54', '2025-W53', '2025-10', 'W10', '', 'x'])(
    'gives null for %j',
    (week) => {
      expect(isoWeekRange(week)).toBeNull();
      expect(weekDays(week)).toEqual([]);
    },
  );

  it('lists Monday to Saturday as dd/MM', () => {
    expect(weekDays('2025-W10')).toEqual(['03/03', '04/03', '05/03', '06/03', '07/03', '08/03']);
    expect(weekDays('2026-W01')).toEqual(['29/12', '30/12', '31/12', '01/01', '02/01', '03/01']);
  });
});

describe('to24h', () => {
  it.each([
    ['03:07 PM', '15:07'],
    ['3:07 pm', '15:07'],
    ['12:00 AM', '00:00'],
    ['12:30 AM', '00:30'],
    ['12:00 PM', '12:00'],
    ['12:45 pm', '12:45'],
    ['11:59 PM', '23:59'],
    ['01:00 AM', '01:00'],
    ['09:15AM', '09:15'],
    [' 7:05 p.m. ', '19:05'],
  ])('%j → %s', (input, output) => {
    expect(to24h(input)).toBe(output);
  });

  it.each(['13:00 PM', '00:30 AM', '10:60 AM', '10:5 AM', '15:07', '', 'noon'])(
    'gives null for %j',
    (input) => {
      expect(to24h(input)).toBeNull();
    },
  );

  it('gives null for a non-string', () => {
    expect(to24h(undefined as unknown as string)).toBeNull();
  });
});

describe('monthRange', () => {
  it.each([
    ['2025-03', '01-03-2025', '31-03-2025'],
    ['2025-04', '01-04-2025', '30-04-2025'],
    ['2025-02', '01-02-2025', '28-02-2025'],
    ['2024-02', '01-02-2024', '29-02-2024'],
    ['2000-02', '01-02-2000', '29-02-2000'],
    ['1900-02', '01-02-1900', '28-02-1900'],
    ['2025-12', '01-12-2025', '31-12-2025'],
    ['2025-1', '01-01-2025', '31-01-2025'],
  ])('%s → %s to %s', (month, first, last) => {
    expect(monthRange(month)).toEqual({ first, last });
  });

  it.each(['2025-00', '2025-13', '2025', '03-2025', ''])('gives null for %j', (month) => {
    expect(monthRange(month)).toBeNull();
  });
});

describe('isoWeekOf / lastIsoWeeks', () => {
  it('names the ISO week of a date', () => {
    expect(isoWeekOf(local(2025, 3, 5))).toBe('2025-W10');
    expect(isoWeekOf(local(2025, 1, 1))).toBe('2025-W01');
    expect(isoWeekOf(local(2024, 12, 30))).toBe('2025-W01');
    expect(isoWeekOf(local(2021, 1, 3))).toBe('2020-W53');
    expect(isoWeekOf('garbage')).toBe('');
  });

  it('round-trips with isoWeekRange', () => {
    for (const week of ['2025-W10', '2020-W53', '2026-W01']) {
      expect(isoWeekOf(isoWeekRange(week)!.start)).toBe(week);
      expect(isoWeekOf(isoWeekRange(week)!.end)).toBe(week);
    }
  });

  it('lists the last n weeks, oldest first, across a year end', () => {
    expect(lastIsoWeeks(3, local(2025, 1, 8))).toEqual(['2024-W52', '2025-W01', '2025-W02']);
    expect(lastIsoWeeks(1, local(2025, 3, 5))).toEqual(['2025-W10']);
  });

  it('gives [] for n < 1 or a bad date', () => {
    expect(lastIsoWeeks(0, local(2025, 3, 5))).toEqual([]);
    expect(lastIsoWeeks(-2)).toEqual([]);
    expect(lastIsoWeeks(Number.NaN)).toEqual([]);
    expect(lastIsoWeeks(2, 'garbage')).toEqual([]);
  });

  it('defaults to now', () => {
    const weeks = lastIsoWeeks(2);
    expect(weeks).toHaveLength(2);
    expect(weeks[1]).toBe(isoWeekOf(new Date()));
  });
});
