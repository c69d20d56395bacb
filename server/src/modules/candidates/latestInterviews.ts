// The latest interview (by creation, then id) of each candidate of a page: SQLite reads them in
// a query of their own, PostgreSQL in the page's own query (a lateral join, latestOf).
import { sql, type Expression } from 'kysely';
import { isPostgres, type Db } from '../../db/engine.ts';
import type { InterviewRow } from '../../db/schema.ts';

export type LatestInterview = Pick<
  InterviewRow,
  'id' | 'candidate_id' | 'int_id' | 'title' | 'scheduled_time' | 'status'
>;

/**
 * The latest interview (by creation, then id) of each of the given candidates of the admin, in
 * one query: for each candidate one descent of the (candidate_id, created_at, id) index. The
 * query names no admin column, so no engine can prefer an admin-wide index over that one; the
 * candidates are the admin's (the callers read them so) and the rows are checked once more.
 */
export async function latestInterviews(
  db: Db,
  adminId: string,
  candidateIds: string[],
): Promise<Map<string, LatestInterview>> {
  if (candidateIds.length === 0) return new Map<string, LatestInterview>();
  if (isPostgres(db)) return latestOnPostgres(db, adminId, candidateIds);
  const out = new Map<string, LatestInterview>();
  for (const { admin_id, ...row } of await latestOnSqlite(db, candidateIds)) {
    if (admin_id === adminId) out.set(row.candidate_id, row);
  }
  return out;
}

/**
 * SQLite: the interviews of the candidates that are their candidate's latest (a descent of the
 * index per interview, for the subquery).
 */
const latestOnSqlite = (db: Db, candidateIds: string[]) =>
  db
    .selectFrom('interviews as i')
    .select(['i.id', 'i.admin_id', 'i.candidate_id', 'i.int_id', 'i.title'])
    .select(['i.scheduled_time', 'i.status'])
    .where('i.candidate_id', 'in', candidateIds)
    .where((eb) =>
      eb(
        'i.id',
        '=',
        eb
          .selectFrom('interviews as j')
          .select('j.id')
          .whereRef('j.candidate_id', '=', 'i.candidate_id')
          .orderBy('j.created_at', 'desc')
          .orderBy('j.id', 'desc')
          .limit(1),
      ),
    )
    .execute();

/**
 * PostgreSQL: for each id of one array parameter, its latest interview (latestOf, a lateral
 * join), rather than SQLite's shape (a bitmap scan of the index for 100 parameters, then the
 * subquery for each row found), which PostgreSQL plans and runs more slowly.
 */
async function latestOnPostgres(db: Db, adminId: string, candidateIds: string[]) {
  const rows = await db
    .selectFrom(sql<{ c: string }>`unnest(cast(${candidateIds} as text[]))`.as('c'))
    .crossJoinLateral(latestOf(db, sql.ref('c')))
    .select('c')
    .selectAll('l')
    .execute();
  return latestByCandidate(adminId, rows, (row) => row.c);
}

/**
 * The latest interview of the candidate `candidateId` names (PostgreSQL, in a lateral join): the
 * first row of the (candidate_id, created_at, id) index from its end, its columns named
 * `latest_…` so that they sit beside a candidate's own in one row.
 */
export const latestOf = (db: Db, candidateId: Expression<string>) =>
  db
    .selectFrom('interviews as j')
    .select(['j.id as latest_id', 'j.admin_id as latest_admin_id', 'j.int_id as latest_int_id'])
    .select(['j.title as latest_title', 'j.scheduled_time as latest_scheduled_time'])
    .select('j.status as latest_status')
    .where('j.candidate_id', '=', candidateId)
    .orderBy('j.created_at', 'desc')
    .orderBy('j.id', 'desc')
    .limit(1)
    .as('l');

/** The latest interview's columns in a row of a read that joined latestOf (none: nulls). */
export interface LatestColumns {
  latest_id: string | null;
  latest_admin_id: string | null;
  latest_int_id: string | null;
  latest_title: string | null;
  latest_scheduled_time: string | null;
  latest_status: LatestInterview['status'] | null;
}

/**
 * The latest interviews that rows of a read joined with latestOf carry, by the candidate
 * `candidateOf` names: those there are, and only the admin's.
 */
export function latestByCandidate<R extends Partial<LatestColumns>>(
  adminId: string,
  rows: R[],
  candidateOf: (row: R) => string,
): Map<string, LatestInterview> {
  const out = new Map<string, LatestInterview>();
  for (const row of rows) {
    if (!row.latest_id || row.latest_admin_id !== adminId) continue;
    const candidateId = candidateOf(row);
    out.set(candidateId, {
      id: row.latest_id,
      candidate_id: candidateId,
      int_id: row.latest_int_id!,
      title: row.latest_title!,
      scheduled_time: row.latest_scheduled_time!,
      status: row.latest_status!,
    });
  }
  return out;
}
