import { adminCounts, type AdminCounts } from '../../db/adminCounts.ts';
import type { Db } from '../../db/database.ts';

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

/**
 * The numbers of the admin's dashboard: one row of the counts the triggers keep
 * (db/adminCounts.ts), not a count of the interviews.
 */
export async function dashboardStats(db: Db, adminId: string) {
  return statsFromCounts(await adminCounts(db, adminId));
}
