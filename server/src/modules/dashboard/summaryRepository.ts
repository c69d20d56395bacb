// The queries of the dashboard summary. Each reads ranges of migration 005's index on (admin_id,
// status, scheduled_time, id): the weeks count one range per status from the index alone, and each
// short list reads the first rows of its status's range.
import { sql } from 'kysely';
import type { Db } from '../../db/engine.ts';
import type { InterviewRow } from '../../db/schema.ts';

const STATUSES: InterviewRow['status'][] = ['scheduled', 'in_progress', 'completed', 'cancelled'];

/** How many interviews each of the two short lists holds. */
export const LIST_SIZE = 5;

export interface WeekStatusCount {
  /** 0 for [bounds[0], bounds[1]), 1 for the next week… */
  week: number;
  status: InterviewRow['status'];
  n: number;
}

/**
 * The admin's interviews counted by week and status, a week being [bounds[i], bounds[i + 1]) of
 * scheduled_time. `bounds` are increasing ISO instants as toISOString writes them, so that SQLite
 * compares them with the stored text as PostgreSQL compares timestamps; at least two.
 */
export async function countByWeek(
  db: Db,
  adminId: string,
  bounds: readonly string[],
): Promise<WeekStatusCount[]> {
  const last = bounds.length - 1;
  const rows = await db
    .selectFrom('interviews')
    .select((eb) => {
      // the index of the week, in one pass over the range: WHEN < bounds[1] THEN 0 …
      let week = eb.case().when('scheduled_time', '<', bounds[1]!).then(eb.lit<number>(0));
      for (let i = 2; i < last; i++) {
        week = week.when('scheduled_time', '<', bounds[i]!).then(eb.lit(i - 1));
      }
      return [
        week
          .else(eb.lit(last - 1))
          .end()
          .as('week'),
        'status',
        eb.fn.countAll<number | string>().as('n'),
      ];
    })
    .where('admin_id', '=', adminId)
    // every status there is, named: each one's run of (admin_id, status, scheduled_time, id)
    // then holds the week's rows, and no row of the table is read
    .where('status', 'in', STATUSES)
    .where('scheduled_time', '>=', bounds[0]!)
    .where('scheduled_time', '<', bounds[last]!)
    // by the output column's name: repeating the CASE would bind its parameters again, and
    // PostgreSQL would not see the two as one expression
    .groupBy([sql.ref('week'), 'status'])
    .execute();
  return rows.map((row) => ({ week: Number(row.week), status: row.status, n: Number(row.n) }));
}

/** Each training set's domain and questions (JSON text): a few rows per admin. */
export function trainingQuestions(db: Db, adminId: string) {
  return db
    .selectFrom('training_sets')
    .select(['domain', 'questions'])
    .where('admin_id', '=', adminId)
    .orderBy('domain_key')
    .execute();
}

/**
 * The first LIST_SIZE interviews of a status by scheduled time (`asc`: soonest first), with their
 * candidate's name. Ties go newest-created first, then by id descending: the order of the
 * interview list the console used to read them from, which its stable sort kept.
 */
export function firstByTime(
  db: Db,
  adminId: string,
  status: InterviewRow['status'],
  order: 'asc' | 'desc',
) {
  return db
    .selectFrom('interviews as i')
    .innerJoin('candidates as c', 'c.id', 'i.candidate_id')
    .select([
      'i.id',
      'i.int_id',
      'i.title',
      'i.scheduled_time',
      'i.status',
      'i.agent_voice',
      'i.score',
      'i.selected',
      'c.name',
    ])
    .where('i.admin_id', '=', adminId)
    .where('i.status', '=', status)
    .orderBy('i.scheduled_time', order)
    .orderBy('i.created_at', 'desc')
    .orderBy('i.id', 'desc')
    .limit(LIST_SIZE)
    .execute();
}

export type ListedInterviewRow = Awaited<ReturnType<typeof firstByTime>>[number];
