import type { Expression, SqlBool } from 'kysely';
import type { Db } from '../../db/database.ts';

/** The admin's interviews counted by state, and the hired ones, in one query. */
export function countInterviews(db: Db, adminId: string) {
  return db
    .selectFrom('interviews')
    .select((eb) => {
      const countWhen = (cond: Expression<SqlBool>) =>
        eb.fn.sum<number | null>(eb.case().when(cond).then(1).else(0).end());
      return [
        eb.fn.countAll<number>().as('total'),
        countWhen(eb('status', 'in', ['scheduled', 'in_progress'])).as('scheduled'),
        countWhen(eb('status', '=', 'completed')).as('completed'),
        countWhen(eb('status', '=', 'cancelled')).as('cancelled'),
        countWhen(eb('selected', '=', 1)).as('hired'),
      ];
    })
    .where('admin_id', '=', adminId)
    .executeTakeFirst();
}

export async function countLiveCandidates(db: Db, adminId: string): Promise<number> {
  const row = await db
    .selectFrom('candidates')
    .select((eb) => eb.fn.countAll<number>().as('total'))
    .where('admin_id', '=', adminId)
    .where('deleted', '=', 0)
    .executeTakeFirst();
  return Number(row?.total ?? 0);
}

/** The numbers of the admin's dashboard. */
export async function dashboardStats(db: Db, adminId: string) {
  const interviews = await countInterviews(db, adminId);
  return {
    total_interviews: Number(interviews?.total ?? 0),
    scheduled_interviews: Number(interviews?.scheduled ?? 0),
    completed_interviews: Number(interviews?.completed ?? 0),
    cancelled_interviews: Number(interviews?.cancelled ?? 0),
    total_candidates: await countLiveCandidates(db, adminId),
    hired_candidates: Number(interviews?.hired ?? 0),
  };
}
