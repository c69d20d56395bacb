import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import { lockKey } from '../../db/keyLocks.ts';
import { ownedTable } from '../../db/ownedTable.ts';
import { forUpdate } from '../../db/rowLocks.ts';
import type { InterviewRow } from '../../db/schema.ts';

export type LatestInterview = Pick<
  InterviewRow,
  'id' | 'candidate_id' | 'int_id' | 'title' | 'scheduled_time' | 'status'
>;

/** Row access to the admin's candidates by id. */
export const candidates = ownedTable('candidates');

/**
 * True when another live candidate of the admin has this email (any case). In a transaction the
 * email stays locked until it ends: of two writes of one email, the second sees the first.
 */
export async function emailTaken(db: Db, adminId: string, email: string, exceptId?: string) {
  if (!email) return false;
  await lockKey(db, `candidate-email:${adminId}:${email.toLowerCase()}`);
  let query = db
    .selectFrom('candidates')
    .select('id')
    .where('admin_id', '=', adminId)
    .where('deleted', '=', 0)
    .where((eb) => eb(eb.fn('lower', ['email']), '=', email.toLowerCase()));
  if (exceptId) query = query.where('id', '!=', exceptId);
  return (await query.executeTakeFirst()) !== undefined;
}

/** The latest interview (by creation) of each of the given candidates, in one query. */
export async function latestInterviews(
  db: Db,
  adminId: string,
  candidateIds: string[],
): Promise<Map<string, LatestInterview>> {
  const out = new Map<string, LatestInterview>();
  if (candidateIds.length === 0) return out;
  const rows = await db
    .selectFrom((eb) =>
      eb
        .selectFrom('interviews')
        .select(['id', 'candidate_id', 'int_id', 'title', 'scheduled_time', 'status'])
        .select(
          sql<number>`row_number() over (partition by candidate_id order by created_at desc, id desc)`.as(
            'rn',
          ),
        )
        .where('admin_id', '=', adminId)
        .where('candidate_id', 'in', candidateIds)
        .as('ranked'),
    )
    .select(['id', 'candidate_id', 'int_id', 'title', 'scheduled_time', 'status'])
    .where('rn', '=', 1)
    .execute();
  for (const row of rows) out.set(row.candidate_id, row);
  return out;
}

/**
 * One page of the admin's live candidates, newest first, their total and the latest interview
 * of each: three queries whatever the page size.
 */
export async function livePage(db: Db, adminId: string, limit: number, offset: number) {
  const live = db.selectFrom('candidates').where('admin_id', '=', adminId).where('deleted', '=', 0);
  const [count, rows] = await Promise.all([
    live.select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirst(),
    live
      .selectAll()
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(limit)
      .offset(offset)
      .execute(),
  ]);
  const latest = await latestInterviews(
    db,
    adminId,
    rows.map((r) => r.id),
  );
  return { total: Number(count?.n ?? 0), rows, latest };
}

export function listDeletedCandidates(db: Db, adminId: string) {
  return db
    .selectFrom('candidates')
    .selectAll()
    .where('admin_id', '=', adminId)
    .where('deleted', '=', 1)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
}

/**
 * The candidate's resume file name: null when it has none, undefined when there is no row. In a
 * transaction the row stays locked until the end (forUpdate), so of two concurrent replacements
 * or a replacement and a delete, each finds the file the other left.
 */
export async function resumeFileOf(
  db: Db,
  adminId: string,
  id: string,
): Promise<string | null | undefined> {
  const query = db
    .selectFrom('candidates')
    .select('resume_file')
    .where('admin_id', '=', adminId)
    .where('id', '=', id);
  const row = await forUpdate(db, query).executeTakeFirst();
  return row ? row.resume_file : undefined;
}

/** Removes the candidate and its interviews for good; returns the resume file it pointed at. */
export async function deleteCandidateForGood(db: Db, adminId: string, id: string) {
  return db.transaction().execute(async (trx) => {
    const file = await resumeFileOf(trx, adminId, id);
    await trx
      .deleteFrom('interviews')
      .where('candidate_id', '=', id)
      .where('admin_id', '=', adminId)
      .execute();
    await trx
      .deleteFrom('candidates')
      .where('id', '=', id)
      .where('admin_id', '=', adminId)
      .execute();
    return file;
  });
}
