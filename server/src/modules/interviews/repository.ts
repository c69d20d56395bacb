import { adminCounts, type AdminCounts } from '../../db/adminCounts.ts';
import type { Db } from '../../db/database.ts';
import { ownedTable } from '../../db/ownedTable.ts';
import { nearerEnd, readDirection, type Direction } from '../../db/pageRead.ts';
import type { Status } from './schemas.ts';

/** Interviews joined with their candidate (the admin's: ids are read scoped to the admin). */
function selectInterviews(db: Db) {
  return db
    .selectFrom('interviews as i')
    .innerJoin('candidates as c', 'c.id', 'i.candidate_id')
    .selectAll('i')
    .select([
      'c.cand_id as c_cand_id',
      'c.name as c_name',
      'c.email as c_email',
      'c.phone as c_phone',
      'c.skills as c_skills',
      'c.resume_file as c_resume_file',
      'c.profile_summary as c_profile_summary',
      'c.deleted as c_deleted',
      'c.created_at as c_created_at',
    ]);
}

export type InterviewWithCandidate = NonNullable<Awaited<ReturnType<typeof findInterview>>>;

export function findInterview(db: Db, adminId: string, id: string) {
  return selectInterviews(db)
    .where('i.admin_id', '=', adminId)
    .where('i.id', '=', id)
    .executeTakeFirst();
}

interface InterviewListOptions {
  statuses: Status[];
  candidateId?: string;
  sort: 'scheduled_time' | 'created_at';
  order: Direction;
  limit: number;
  offset: number;
}

const STATUS_COUNTS: Record<Status, keyof AdminCounts> = {
  scheduled: 'interviews_scheduled',
  in_progress: 'interviews_in_progress',
  completed: 'interviews_completed',
  cancelled: 'interviews_cancelled',
};

/**
 * The interviews a list shows, without order or page: the admin's (all, or of some statuses),
 * or one candidate's. A candidate's are found by candidate_id alone, once the candidate is
 * known to be the admin's, so the planner has that one index to use, never an admin-wide one.
 */
async function listed(db: Db, adminId: string, options: InterviewListOptions) {
  let query = db.selectFrom('interviews');
  if (options.candidateId === undefined) {
    query = query.where('admin_id', '=', adminId);
  } else {
    const own = await db
      .selectFrom('candidates')
      .select('id')
      .where('id', '=', options.candidateId)
      .where('admin_id', '=', adminId)
      .executeTakeFirst();
    if (!own) return undefined;
    query = query.where('candidate_id', '=', own.id);
  }
  if (options.statuses.length === 1) query = query.where('status', '=', options.statuses[0]!);
  if (options.statuses.length > 1) query = query.where('status', 'in', options.statuses);
  return query;
}

/** The number of interviews of the admin in some statuses (none: all), from the admin's counts. */
async function countedTotal(db: Db, adminId: string, statuses: Status[]) {
  const counts = await adminCounts(db, adminId);
  if (statuses.length === 0) return counts.interviews_total;
  return statuses.reduce((sum, s) => sum + counts[STATUS_COUNTS[s]], 0);
}

/**
 * One page of the admin's interviews and their total: the page's ids from an index in the
 * list's order (read from the nearer end, db/pageRead.ts), and those interviews with their
 * candidates around them.
 */
export async function listInterviews(db: Db, adminId: string, options: InterviewListOptions) {
  const query = await listed(db, adminId, options);
  if (!query) return { total: 0, rows: [] };
  // a candidate's few interviews are counted; the admin's come from the counts
  const total =
    options.candidateId === undefined
      ? await countedTotal(db, adminId, options.statuses)
      : Number(
          (await query.select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirst())
            ?.n ?? 0,
        );
  const read = nearerEnd(total, options.limit, options.offset);
  if (!read) return { total, rows: [] };
  const dir = readDirection(options.order, read);
  const page = query
    .select('id')
    .orderBy(options.sort, dir)
    .orderBy('id', dir)
    .limit(read.limit)
    .offset(read.offset);
  const rows = await selectInterviews(db)
    .where('i.id', 'in', page)
    .orderBy(`i.${options.sort}`, options.order)
    .orderBy('i.id', options.order)
    .execute();
  return { total, rows };
}

/** Row access to the admin's interviews by id (without the candidate). */
export const interviews = ownedTable('interviews');
