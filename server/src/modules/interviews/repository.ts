import type { Db } from '../../db/database.ts';
import { ownedTable } from '../../db/ownedTable.ts';
import type { Status } from './schemas.ts';

/** Interviews joined with their candidate, scoped to one admin. */
function selectInterviews(db: Db, adminId: string) {
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
    ])
    .where('i.admin_id', '=', adminId);
}

export type InterviewWithCandidate = NonNullable<Awaited<ReturnType<typeof findInterview>>>;

export function findInterview(db: Db, adminId: string, id: string) {
  return selectInterviews(db, adminId).where('i.id', '=', id).executeTakeFirst();
}

interface InterviewListOptions {
  statuses: Status[];
  candidateId?: string;
  sort: 'scheduled_time' | 'created_at';
  order: 'asc' | 'desc';
  limit: number;
  offset: number;
}

/** One page of the admin's interviews and their total. */
export async function listInterviews(db: Db, adminId: string, options: InterviewListOptions) {
  let query = selectInterviews(db, adminId);
  if (options.statuses.length > 0) query = query.where('i.status', 'in', options.statuses);
  if (options.candidateId) query = query.where('i.candidate_id', '=', options.candidateId);
  const { order } = options;
  const [count, rows] = await Promise.all([
    query
      .clearSelect()
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .executeTakeFirst(),
    query
      .orderBy(options.sort === 'scheduled_time' ? 'i.scheduled_time' : 'i.created_at', order)
      .orderBy('i.id', order)
      .limit(options.limit)
      .offset(options.offset)
      .execute(),
  ]);
  return { total: Number(count?.n ?? 0), rows };
}

/** Row access to the admin's interviews by id (without the candidate). */
export const interviews = ownedTable('interviews');
