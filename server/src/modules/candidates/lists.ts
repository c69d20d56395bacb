// The pages of candidates the console lists: the segregated list (by the state of each
// candidate's latest interview), the plain list, and the trash.
import type { DataState } from '../../db/dataVersions.ts';
import type { AppDeps } from '../../types.ts';
import { meetingLink } from '../meeting/link.ts';
import { purgeAt } from '../retention/trashDates.ts';
import { candidateJson, recentInterviewJson } from './candidateJson.ts';
import * as repo from './repository.ts';
import type { SegregatedItem } from './schemas.ts';
import type { CandidateListQuery } from './search.ts';

export type Bucket = 'scheduled' | 'completed' | 'cancelled' | 'no_interview_doc';

/** The segregated list's bucket of a candidate whose latest interview has this status (none: undefined). */
export function bucketOf(status: string | undefined): Bucket {
  if (status === undefined) return 'no_interview_doc';
  return status === 'completed' || status === 'cancelled' ? status : 'scheduled';
}

/** A page of live candidates sorted by the state of their latest interview. */
export async function segregatedPage(
  deps: AppDeps,
  adminId: string,
  limit: number,
  offset: number,
  query?: CandidateListQuery,
  data?: DataState,
) {
  const { total, rows, latest } = await repo.livePage(deps.db, adminId, limit, offset, query, data);
  const segregated: Record<Bucket, SegregatedItem[]> = {
    scheduled: [],
    completed: [],
    cancelled: [],
    no_interview_doc: [],
  };
  for (const row of rows) {
    const base = candidateJson(row, deps.resumeLinks);
    const interview = latest.get(row.id);
    if (!interview) {
      segregated.no_interview_doc.push(base);
      continue;
    }
    // added to the candidate's object, not spread into a new one: V8 copies `{ ...base, more }`
    // slowly
    segregated[bucketOf(interview.status)].push(
      Object.assign(base, {
        status: interview.status,
        scheduled_time: interview.scheduled_time,
        title: interview.title,
        link: meetingLink(interview.id, deps.meetingTokens.tokenOf(interview.id)),
        interview_id: interview.id,
        int_id: interview.int_id,
      }),
    );
  }
  return { total, segregated };
}

/** A page of live candidates, each with its latest interview. */
export async function candidatePage(
  deps: AppDeps,
  adminId: string,
  limit: number,
  offset: number,
  query?: CandidateListQuery,
  data?: DataState,
) {
  const { total, rows, latest } = await repo.livePage(deps.db, adminId, limit, offset, query, data);
  const items = rows.map((row) =>
    Object.assign(candidateJson(row, deps.resumeLinks), {
      recent_interview: recentInterviewJson(latest.get(row.id)),
    }),
  );
  return { total, items };
}

/**
 * The trashed candidates, newest first: all, or one page (with the total) when asked; each says
 * when it went to the trash and when the purge deletes it for good (docs/retention.md).
 */
export async function deletedCandidates(
  deps: AppDeps,
  adminId: string,
  page?: { limit: number; offset: number },
  data?: DataState,
) {
  const { total, rows } = await repo.listDeletedCandidates(deps.db, adminId, page, data);
  const days = deps.config.dataCare.trashRetentionDays;
  const items = rows.map((row) =>
    Object.assign(candidateJson(row, deps.resumeLinks), {
      deleted_at: row.deleted_at,
      purge_at: purgeAt(row, days),
    }),
  );
  return { total, items };
}
