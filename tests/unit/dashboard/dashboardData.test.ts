import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Interview, TrainingSet } from '../../../src/dataProvider/types';
import {
  countByStatus,
  formatScore,
  interviewsPerWeek,
  latestCompleted,
  nextScheduled,
  questionsByDifficulty,
  statCards,
} from '../../../src/dashboard/dashboardData';

// ISO weeks are local: run in a zone where a UTC Sunday evening is already Monday.
const originalTz = process.env.TZ;
beforeAll(() => {
  process.env.TZ = 'Asia/Kolkata';
});
afterAll(() => {
  process.env.TZ = originalTz;
});

let next = 0;
function interview(status: Interview['status'], scheduled_time?: string, extra = {}): Interview {
  next += 1;
  return { id: `i${next}`, status, scheduled_time, ...extra };
}

describe('statCards', () => {
  it('gives the six counts in order, each linking to its list', () => {
    const cards = statCards({
      total_candidates: 60,
      total_interviews: 71,
      scheduled_interviews: 18,
      completed_interviews: 28,
      cancelled_interviews: 25,
      hired_candidates: 9,
    });
    expect(cards).toEqual([
      { key: 'candidates', value: 60, to: '/manage-candidate' },
      { key: 'interviews', value: 71, to: '/interviews' },
      { key: 'scheduled', value: 18, to: '/scheduled-interviews' },
      { key: 'completed', value: 28, to: '/interviews-history' },
      { key: 'cancelled', value: 25, to: '/interviews-history' },
      { key: 'hired', value: 9, to: '/interviews-history' },
    ]);
  });
});

describe('countByStatus', () => {
  it('counts each of the four states and ignores anything else', () => {
    const list = [
      interview('scheduled'),
      interview('scheduled'),
      interview('in_progress'),
      interview('completed'),
      interview('cancelled'),
      interview('cancelled'),
      interview('cancelled'),
      interview(undefined),
      interview('archived' as Interview['status']),
    ];
    expect(countByStatus(list)).toEqual({
      scheduled: 2,
      in_progress: 1,
      completed: 1,
      cancelled: 3,
    });
  });

  it('is all zeros for no interviews', () => {
    expect(countByStatus([])).toEqual({ scheduled: 0, in_progress: 0, completed: 0, cancelled: 0 });
  });
});

describe('interviewsPerWeek', () => {
  // Wednesday 19 November 2025, 10:00 in Kolkata: ISO week 2025-W47 (17 to 23 November)
  const now = new Date(2025, 10, 19, 10, 0);

  it('has the last 8 ISO weeks, oldest first, labelled by their Monday', () => {
    const weeks = interviewsPerWeek([], now);
    expect(weeks.map((w) => w.week)).toEqual([
      '2025-W40',
      '2025-W41',
      '2025-W42',
      '2025-W43',
      '2025-W44',
      '2025-W45',
      '2025-W46',
      '2025-W47',
    ]);
    expect(weeks[0]!.label).toBe('29 Sep');
    expect(weeks[7]!.label).toBe('17 Nov');
    expect(weeks.every((w) => w.total === 0)).toBe(true);
  });

  it('buckets by scheduled time in local time, per state, leaving out other weeks', () => {
    const list = [
      // Sunday 16 Nov 20:00 UTC is Monday 17 Nov 01:30 in Kolkata: week 47, not 46
      interview('completed', '2025-11-16T20:00:00Z'),
      // naive: read as UTC
      interview('cancelled', '2025-11-18T09:00:00'),
      interview('scheduled', '2025-11-23T12:00:00Z'),
      interview('in_progress', '2025-11-10T08:00:00Z'),
      interview('completed', '2025-09-29T05:00:00Z'),
      // before the first week (Sunday 28 Sept in Kolkata), after the last, or no time
      interview('completed', '2025-09-28T10:00:00Z'),
      interview('scheduled', '2025-11-23T19:00:00Z'),
      interview('scheduled'),
      interview('scheduled', 'not a date'),
    ];
    const weeks = interviewsPerWeek(list, now);
    const byWeek = Object.fromEntries(weeks.map((w) => [w.week, w]));
    expect(byWeek['2025-W47']).toMatchObject({
      total: 3,
      completed: 1,
      cancelled: 1,
      scheduled: 1,
      in_progress: 0,
    });
    expect(byWeek['2025-W46']).toMatchObject({ total: 1, in_progress: 1 });
    expect(byWeek['2025-W40']).toMatchObject({ total: 1, completed: 1 });
    expect(weeks.reduce((sum, w) => sum + w.total, 0)).toBe(5);
  });

  it('takes another number of weeks', () => {
    expect(interviewsPerWeek([], now, 2).map((w) => w.week)).toEqual(['2025-W46', '2025-W47']);
  });
});

describe('questionsByDifficulty', () => {
  it('counts each difficulty per domain, domains alphabetically', () => {
    const sets: TrainingSet[] = [
      {
        id: 't1',
        domain: 'frontend',
        questions: [
          { question: 'a', difficulty: 'easy', tags: [] },
          { question: 'b', difficulty: 'hard', tags: [] },
        ],
      },
      {
        id: 't2',
        domain: 'Backend',
        questions: [
          { question: 'a', difficulty: 'medium', tags: [] },
          { question: 'b', difficulty: 'medium', tags: [] },
          { question: 'c', difficulty: 'easy', tags: [] },
          { question: 'd', difficulty: 'expert' as 'hard', tags: [] },
        ],
      },
      { id: 't3', domain: 'DevOps', questions: [] },
    ];
    expect(questionsByDifficulty(sets)).toEqual([
      { domain: 'Backend', easy: 1, medium: 2, hard: 0, total: 4 },
      { domain: 'DevOps', easy: 0, medium: 0, hard: 0, total: 0 },
      { domain: 'frontend', easy: 1, medium: 0, hard: 1, total: 2 },
    ]);
  });
});

describe('nextScheduled and latestCompleted', () => {
  const list = [
    interview('scheduled', '2025-11-25T10:00:00Z', { id: 's3' }),
    interview('scheduled', '2025-11-20T10:00:00Z', { id: 's1' }),
    interview('in_progress', '2025-11-19T10:00:00Z', { id: 'p1' }),
    interview('scheduled', undefined, { id: 's-none' }),
    interview('scheduled', '2025-11-21T10:00:00Z', { id: 's2' }),
    interview('completed', '2025-11-01T10:00:00Z', { id: 'c2', score: 3.5 }),
    interview('completed', '2025-11-10T10:00:00Z', { id: 'c1', score: 4.2 }),
    interview('completed', '2025-10-01T10:00:00Z', { id: 'c3', score: null }),
    interview('cancelled', '2025-11-18T10:00:00Z', { id: 'x1' }),
  ];

  it('lists scheduled interviews soonest first, without a time last', () => {
    expect(nextScheduled(list).map((i) => i.id)).toEqual(['s1', 's2', 's3', 's-none']);
    expect(nextScheduled(list, 2).map((i) => i.id)).toEqual(['s1', 's2']);
  });

  it('lists completed interviews latest first', () => {
    expect(latestCompleted(list).map((i) => i.id)).toEqual(['c1', 'c2', 'c3']);
    expect(latestCompleted(list, 1).map((i) => i.id)).toEqual(['c1']);
  });

  it('keeps at most five by default', () => {
    const many = Array.from({ length: 8 }, (_, d) =>
      interview('scheduled', `2025-12-0${d + 1}T10:00:00Z`),
    );
    expect(nextScheduled(many)).toHaveLength(5);
    expect(nextScheduled(many)[0]).toBe(many[0]);
  });
});

describe('formatScore', () => {
  it('shows one decimal, nothing for a missing score', () => {
    expect(formatScore(4)).toBe('4.0');
    expect(formatScore(3.46)).toBe('3.5');
    expect(formatScore(null)).toBe('');
    expect(formatScore(undefined)).toBe('');
    expect(formatScore(Number.NaN)).toBe('');
  });
});
