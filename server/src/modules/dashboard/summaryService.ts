// The dashboard summary: the six numbers, the interviews by state and per week, the questions by
// difficulty per domain, and the two short lists. The client sends the week boundaries it wants
// (its local ISO weeks, as instants), so no time zone is known or needed here.
import type { AdminCounts } from '../../db/adminCounts.ts';
import type { Db } from '../../db/engine.ts';
import { badRequest } from '../../errors.ts';
import { parseJsonList } from '../../lib/jsonList.ts';
import * as repo from './summaryRepository.ts';
import type {
  DomainJson,
  ListedInterview,
  StatusCounts,
  SummaryJson,
  WeekJson,
} from './summarySchemas.ts';
import { grouped } from '../../lib/numbers.ts';

/** A year and then some: 53 ISO weeks need 54 boundaries. */
export const MAX_BOUNDARIES = 54;

const INSTANT =
  /^(\d{4})-(\d{2})-(\d{2})T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,9})?)?(?:Z|[+-]\d{2}:?\d{2})$/i;
const DIFFICULTIES = ['easy', 'medium', 'hard'] as const;

/** True when the date part names a day of the calendar (Date rolls 30 February into March). */
function isCalendarDay(year: number, month: number, day: number): boolean {
  const date = new Date(0);
  date.setUTCFullYear(year, month - 1, day);
  return date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** One boundary as toISOString writes it (the stored form of scheduled_time); else 400. */
function parseInstant(raw: string): string {
  const value = raw.trim();
  const match = INSTANT.exec(value);
  const date = match && isCalendarDay(+match[1]!, +match[2]!, +match[3]!) && new Date(value);
  const year = date ? date.getUTCFullYear() : NaN;
  if (!date || !(year >= 1 && year <= 9999)) {
    throw badRequest(
      'weeks must be ISO 8601 instants with an offset within the years 0001 to 9999, e.g. 2025-03-03T00:00:00.000Z',
    );
  }
  return date.toISOString();
}

/** `weeks`: comma-separated increasing instants, from 2 to MAX_BOUNDARIES of them. */
export function parseWeekBounds(weeks: string | undefined): string[] {
  if (weeks === undefined || weeks.trim() === '') {
    throw badRequest('weeks is required: the week boundaries as comma-separated ISO 8601 instants');
  }
  const parts = weeks.split(',');
  if (parts.length < 2 || parts.length > MAX_BOUNDARIES) {
    throw badRequest(`weeks must list from 2 to ${grouped(MAX_BOUNDARIES)} instants`);
  }
  const bounds = parts.map(parseInstant);
  for (let i = 1; i < bounds.length; i++) {
    if (bounds[i]! <= bounds[i - 1]!) throw badRequest('weeks must be in increasing order');
  }
  return bounds;
}

const noCounts = (): StatusCounts => ({ scheduled: 0, in_progress: 0, completed: 0, cancelled: 0 });

function perWeek(bounds: readonly string[], counts: repo.WeekStatusCount[]): WeekJson[] {
  const weeks = bounds
    .slice(0, -1)
    .map((start, i): WeekJson => ({ start, end: bounds[i + 1]!, ...noCounts(), total: 0 }));
  for (const { week, status, n } of counts) {
    const bucket = weeks[week];
    if (!bucket || !(status in bucket)) continue;
    bucket[status] += n;
    bucket.total += n;
  }
  return weeks;
}

/** Questions per difficulty; one of another difficulty counts in the total only. */
function byDifficulty(sets: { domain: string; questions: string }[]): DomainJson[] {
  return sets.map(({ domain, questions }) => {
    const row: DomainJson = { domain, easy: 0, medium: 0, hard: 0, total: 0 };
    for (const question of parseJsonList<{ difficulty?: unknown }>(questions)) {
      const level = DIFFICULTIES.find((d) => d === question?.difficulty);
      if (level) row[level] += 1;
      row.total += 1;
    }
    return row;
  });
}

const listed = (row: repo.ListedInterviewRow): ListedInterview => ({
  id: row.id,
  int_id: row.int_id,
  title: row.title,
  scheduled_time: row.scheduled_time,
  status: row.status,
  agent_voice: row.agent_voice,
  score: row.score,
  selected: row.selected === 1,
  candidate: { name: row.name },
});

/** The six numbers of the dashboard from the admin's counts (in progress counts as scheduled). */
export function statsFromCounts(counts: AdminCounts) {
  return {
    total_interviews: counts.interviews_total,
    scheduled_interviews: counts.interviews_scheduled + counts.interviews_in_progress,
    completed_interviews: counts.interviews_completed,
    cancelled_interviews: counts.interviews_cancelled,
    total_candidates: counts.candidates_live,
    hired_candidates: counts.interviews_hired,
  };
}

export async function dashboardSummary(
  db: Db,
  adminId: string,
  bounds: readonly string[],
  counts: AdminCounts,
): Promise<SummaryJson> {
  const [weekCounts, sets, upcoming, latest] = await Promise.all([
    repo.countByWeek(db, adminId, bounds),
    repo.trainingQuestions(db, adminId),
    repo.firstByTime(db, adminId, 'scheduled', 'asc'),
    repo.firstByTime(db, adminId, 'completed', 'desc'),
  ]);
  return {
    stats: statsFromCounts(counts),
    // the stats count in-progress interviews as scheduled; the counts the triggers keep split them
    by_status: {
      scheduled: counts.interviews_scheduled,
      in_progress: counts.interviews_in_progress,
      completed: counts.interviews_completed,
      cancelled: counts.interviews_cancelled,
    },
    per_week: perWeek(bounds, weekCounts),
    by_difficulty: byDifficulty(sets),
    upcoming: upcoming.map(listed),
    latest_completed: latest.map(listed),
  };
}
