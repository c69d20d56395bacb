import { afterEach, describe, expect, it } from 'vitest';
import type { DashboardSummary } from '../../../src/dataProvider/types';
import { interviewsPerWeek } from '../../../src/dashboard/dashboardData';
import { summaryFigures } from '../../../src/dashboard/summaryFigures';
import { weekBoundaries } from '../../../src/dashboard/summaryRequest';

const originalTz = process.env.TZ;
afterEach(() => {
  if (originalTz === undefined) delete process.env.TZ;
  else process.env.TZ = originalTz;
});

const HOUR = 3_600_000;
const local = (d: Date) => [d.getDay(), d.getHours(), d.getMinutes(), d.getSeconds()];

describe('weekBoundaries', () => {
  it('gives the Mondays of the last 8 local ISO weeks and the Monday after, at local midnight', () => {
    process.env.TZ = 'Asia/Kolkata';
    // Sunday 23:30 UTC is already Monday 05:00 in Kolkata: the current week starts that Monday
    const now = new Date('2025-03-09T23:30:00Z');
    const bounds = weekBoundaries(now);
    expect(bounds.map((d) => d.toISOString())).toEqual([
      '2025-01-19T18:30:00.000Z',
      '2025-01-26T18:30:00.000Z',
      '2025-02-02T18:30:00.000Z',
      '2025-02-09T18:30:00.000Z',
      '2025-02-16T18:30:00.000Z',
      '2025-02-23T18:30:00.000Z',
      '2025-03-02T18:30:00.000Z',
      '2025-03-09T18:30:00.000Z',
      '2025-03-16T18:30:00.000Z',
    ]);
    expect(bounds[7]!.getTime()).toBeLessThanOrEqual(now.getTime());
    expect(bounds[8]!.getTime()).toBeGreaterThan(now.getTime());
  });

  it('keeps local midnight across a daylight-saving change (a week of 167 hours)', () => {
    process.env.TZ = 'Europe/Berlin';
    const bounds = weekBoundaries(new Date('2025-04-02T12:00:00Z'), 3);
    for (const monday of bounds) expect(local(monday)).toEqual([1, 0, 0, 0]);
    const lengths = bounds.slice(1).map((d, i) => (d.getTime() - bounds[i]!.getTime()) / HOUR);
    expect(lengths).toEqual([168, 167, 168]);
  });

  it('is the start of the same weeks the records were counted in', () => {
    process.env.TZ = 'America/St_Johns';
    const now = new Date('2025-11-05T03:00:00Z');
    const bounds = weekBoundaries(now);
    const weeks = interviewsPerWeek([], now);
    expect(summaryFigures(summary(), bounds).perWeek).toEqual(weeks);
  });

  it('gives nothing for an invalid date or no weeks', () => {
    expect(weekBoundaries(new Date('nope'))).toEqual([]);
    expect(weekBoundaries(new Date(), 0)).toEqual([]);
    expect(weekBoundaries(new Date(), 2.7)).toHaveLength(3);
  });
});

function summary(overrides: Partial<DashboardSummary> = {}): DashboardSummary {
  return {
    stats: {
      total_interviews: 0,
      scheduled_interviews: 0,
      completed_interviews: 0,
      cancelled_interviews: 0,
      total_candidates: 0,
      hired_candidates: 0,
    },
    by_status: { scheduled: 0, in_progress: 0, completed: 0, cancelled: 0 },
    per_week: [],
    by_difficulty: [],
    upcoming: [],
    latest_completed: [],
    ...overrides,
  };
}

describe('summaryFigures', () => {
  it('names each week after its boundary and takes its counts in order', () => {
    process.env.TZ = 'UTC';
    const bounds = weekBoundaries(new Date('2025-03-05T12:00:00Z'), 2);
    const figures = summaryFigures(
      summary({
        per_week: [
          { scheduled: 1, in_progress: 2, completed: 3, cancelled: 4, total: 10 },
          { scheduled: 0, in_progress: 0, completed: 1, cancelled: 0, total: 1 },
        ],
      }),
      bounds,
    );
    expect(figures.perWeek).toEqual([
      {
        week: '2025-W09',
        label: '24 Feb',
        scheduled: 1,
        in_progress: 2,
        completed: 3,
        cancelled: 4,
        total: 10,
      },
      {
        week: '2025-W10',
        label: '3 Mar',
        scheduled: 0,
        in_progress: 0,
        completed: 1,
        cancelled: 0,
        total: 1,
      },
    ]);
  });

  it('counts a week the answer lacks as empty', () => {
    const bounds = weekBoundaries(new Date(), 3);
    const weeks = summaryFigures(summary({ per_week: [] }), bounds).perWeek;
    expect(weeks.map((w) => w.total)).toEqual([0, 0, 0]);
  });

  it('passes the states and lists through and sorts the domains as the chart did', () => {
    const upcoming = [{ id: 'a', status: 'scheduled' as const }];
    const latest = [{ id: 'b', status: 'completed' as const }];
    const by_status = { scheduled: 1, in_progress: 2, completed: 3, cancelled: 4 };
    const row = (domain: string) => ({ domain, easy: 1, medium: 0, hard: 0, total: 1 });
    const input = summary({
      by_status,
      upcoming,
      latest_completed: latest,
      by_difficulty: [row('react'), row('Backend'), row('API')],
    });
    const figures = summaryFigures(input, weekBoundaries(new Date()));
    expect(figures.byStatus).toEqual(by_status);
    expect(figures.upcoming).toBe(upcoming);
    expect(figures.completed).toBe(latest);
    expect(figures.byDifficulty.map((d) => d.domain)).toEqual(['API', 'Backend', 'react']);
    // the answer itself is left as it was
    expect(input.by_difficulty.map((d) => d.domain)).toEqual(['react', 'Backend', 'API']);
  });
});
