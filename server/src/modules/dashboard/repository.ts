import { adminCounts } from '../../db/adminCounts.ts';
import type { Db } from '../../db/database.ts';

/**
 * The admin's interviews counted by state, and the hired ones: one row of the counts the
 * triggers keep (db/adminCounts.ts), not a count of the interviews.
 */
export async function countInterviews(db: Db, adminId: string) {
  const counts = await adminCounts(db, adminId);
  return {
    total: counts.interviews_total,
    scheduled: counts.interviews_scheduled + counts.interviews_in_progress,
    completed: counts.interviews_completed,
    cancelled: counts.interviews_cancelled,
    hired: counts.interviews_hired,
  };
}

export async function countLiveCandidates(db: Db, adminId: string): Promise<number> {
  return (await adminCounts(db, adminId)).candidates_live;
}

/** The numbers of the admin's dashboard, from one row of counts. */
export async function dashboardStats(db: Db, adminId: string) {
  const counts = await adminCounts(db, adminId);
  return {
    total_interviews: counts.interviews_total,
    scheduled_interviews: counts.interviews_scheduled + counts.interviews_in_progress,
    completed_interviews: counts.interviews_completed,
    cancelled_interviews: counts.interviews_cancelled,
    total_candidates: counts.candidates_live,
    hired_candidates: counts.interviews_hired,
  };
}
