// The trash purge (TRASH_RETENTION_DAYS, docs/retention.md): candidates in the trash longer than
// that are deleted for good, with their resumes, interviews and reviews, by the candidates
// module's own permanent delete, in batches of one transaction each, and each recorded in the
// audit log by the system. An erased candidate's row stays (its interviews keep the figures).
import type { Db } from '../../db/engine.ts';
import { inTransaction } from '../../db/transaction.ts';
import { recordAudit } from '../audit/repository.ts';
import { candidateName } from '../candidates/auditEntries.ts';
import { deleteTrashedForGood } from '../candidates/repository.ts';
import type { ScheduledJob } from '../maintenance/schedule.ts';
import type { ResumeStorage } from '../resumes/storage.ts';
import { stampUndatedTrash, trashDueForPurge } from './repository.ts';
import { daysBefore } from './trashDates.ts';

/** Candidates per transaction, and transactions per run: a run does at most their product. */
const BATCH = 100;
const MAX_BATCHES = 50;
const HOUR = 3_600_000;

export interface RetentionDeps {
  db: Db;
  resumes: ResumeStorage;
}

/**
 * Who the audit log names for what a scheduled job did: no member (its id is empty), and a name
 * no member can have (usernames have no spaces).
 */
export const systemActor = (workspaceId: string, job: string) => ({
  workspaceId,
  memberId: null,
  username: `System (${job})`,
  ip: '',
});

/** Deletes for good what has been in the trash more than `days` days at `now`; how many. */
export async function purgeTrash(
  deps: RetentionDeps,
  days: number,
  now: Date,
): Promise<{ deleted: number; more: boolean }> {
  const at = now.toISOString();
  await stampUndatedTrash(deps.db, at);
  const cutoff = daysBefore(now, days);
  let deleted = 0;
  for (let batch = 0; batch < MAX_BATCHES; batch++) {
    const due = await trashDueForPurge(deps.db, cutoff, BATCH);
    const byWorkspace = new Map<string, string[]>();
    for (const row of due)
      byWorkspace.set(row.admin_id, [...(byWorkspace.get(row.admin_id) ?? []), row.id]);
    for (const [workspaceId, ids] of byWorkspace) {
      const gone = await inTransaction(deps.db, async (trx) => {
        // checked again under lock: one restored or erased meanwhile stays
        const removed = await deleteTrashedForGood(trx, workspaceId, ids, cutoff);
        for (const row of removed) {
          await recordAudit(
            trx,
            systemActor(workspaceId, 'trash purge'),
            {
              action: 'candidate.delete',
              target_type: 'candidate',
              target_id: row.id,
              summary: `Deleted for good ${candidateName(row)}: more than ${days} days in the trash`,
            },
            now,
          );
        }
        return removed;
      });
      // the files go once no row points at them
      for (const { resume_file } of gone) await deps.resumes.remove(resume_file);
      deleted += gone.length;
    }
    if (due.length < BATCH) return { deleted, more: false };
  }
  // the rest waits for the next run
  return { deleted, more: (await trashDueForPurge(deps.db, cutoff, 1)).length > 0 };
}

/** The purge as a scheduled job, hourly; none when the trash is kept for ever (0 days). */
export function trashPurgeJob(deps: RetentionDeps, days: number): ScheduledJob[] {
  if (days === 0) return [];
  return [{ name: 'trash_purge', everyMs: HOUR, run: (now) => purgeTrash(deps, days, now) }];
}
