// GET /admin/dashboard_summary: the reference server's extension that answers the dashboard in one
// call. The platform lacks it; its answer then reads as null and the dashboard falls back to the
// calls of the contract.
import { HttpError } from 'ra-core';
import { isEnvelope, isPlainObject, parseJson } from './envelope';
import { summaryUrl } from '../dashboard/summaryRequest';
import { asList, type Client } from './httpClient';
import { objectOf, withId, type Json } from './records';
import {
  DIFFICULTIES,
  INTERVIEW_STATUSES,
  type DashboardStats,
  type DashboardSummary,
  type Interview,
} from './types';
import { UNSUPPORTED } from './unsupported';

const STAT_FIELDS: (keyof DashboardStats)[] = [
  'total_interviews',
  'scheduled_interviews',
  'completed_interviews',
  'cancelled_interviews',
  'total_candidates',
  'hired_candidates',
];

/** A count from the API: a number or a numeric string, else 0. */
function countOf(value: unknown): number {
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof n === 'number' && Number.isFinite(n) ? n : 0;
}

function countsOf<K extends string>(keys: readonly K[], record: Json): Record<K, number> {
  const counts = {} as Record<K, number>;
  for (const key of keys) counts[key] = countOf(record[key]);
  return counts;
}

/** The six numbers of the dashboard (missing ones are 0). */
export function toDashboardStats(value: unknown): DashboardStats {
  return countsOf(STAT_FIELDS, objectOf(value));
}

/** The summary from its answer's data; null when it is not one (no `stats` or `per_week`). */
export function toDashboardSummary(value: unknown): DashboardSummary | null {
  if (!isPlainObject(value) || !isPlainObject(value.stats) || !Array.isArray(value.per_week)) {
    return null;
  }
  return {
    stats: toDashboardStats(value.stats),
    by_status: countsOf(INTERVIEW_STATUSES, objectOf(value.by_status)),
    per_week: value.per_week.map((week) => ({
      ...countsOf(INTERVIEW_STATUSES, objectOf(week)),
      total: countOf(objectOf(week).total),
    })),
    by_difficulty: asList(value.by_difficulty).map((row) => {
      const record = objectOf(row);
      return {
        domain: typeof record.domain === 'string' ? record.domain : '',
        ...countsOf(DIFFICULTIES, record),
        total: countOf(record.total),
      };
    }),
    upcoming: asList(value.upcoming).map((i) => withId<Interview>(i)),
    latest_completed: asList(value.latest_completed).map((i) => withId<Interview>(i)),
  };
}

/**
 * Asks for the summary of the weeks between `weeks` (increasing instants). Null when the API
 * does not offer it: 404, 405 or 501, or an answer that is not the envelope of a summary.
 */
export async function readDashboardSummary(
  client: Client,
  adminUrl: string,
  weeks: readonly Date[],
  signal?: AbortSignal,
): Promise<DashboardSummary | null> {
  try {
    const { body, json } = await client(summaryUrl(adminUrl, weeks), { signal });
    return isEnvelope(parseJson(body)) ? toDashboardSummary(json) : null;
  } catch (error) {
    if (error instanceof HttpError && UNSUPPORTED.has(error.status)) return null;
    throw error;
  }
}
