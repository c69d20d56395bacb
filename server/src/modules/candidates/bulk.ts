// Acting on many candidates at once (an extension): move to the trash, restore, delete for good.
// Each candidate is done or reported with the reason it was not; one bad id spoils nothing else.
import type { AppDeps } from '../../types.ts';
import type { Actor } from '../../auth/actor.ts';
import { audited, type AuditEntry } from '../audit/repository.ts';
import { candidateEvents } from '../outbox/candidateEvents.ts';
import { candidateEntry, type Named } from './auditEntries.ts';
import * as repo from './repository.ts';
import type { BulkAction } from './schemas.ts';
import { DUPLICATE_EMAIL } from './service.ts';

export interface BulkOutcome {
  /** the candidates it did, in the order asked */
  done: string[];
  /** the others, each with why, in plain words */
  failed: { id: string; msg: string }[];
}

/** Why a candidate asked for is not one the action can take: gone, or not in the right list. */
const NOT_FOUND = 'Candidate not found';

export async function bulkCandidates(
  deps: AppDeps,
  actor: Actor,
  action: BulkAction,
  asked: string[],
): Promise<BulkOutcome> {
  const adminId = actor.workspaceId;
  const ids = [...new Set(asked)];
  const failedWith = new Map<string, string>();
  // each candidate's entry and one for the whole action, with the change itself
  const entries = (rows: Named[]) => [
    ...rows.map((row) => candidateEntry(`candidate.${action}`, row, BULK_VERBS[action])),
    {
      action: `candidate.bulk_${action}`,
      target_type: 'candidate',
      summary: `${BULK_VERBS[action]} ${rows.length} of ${ids.length} ${ids.length === 1 ? 'candidate' : 'candidates'} at once`,
      changes: { count: { before: null, after: rows.length } },
    },
  ];
  let done: Set<string>;
  if (action === 'trash') {
    const moved = await audited(
      deps,
      actor,
      async (trx) => {
        const rows = await repo.trashMany(trx, adminId, ids, deps.clock.now().toISOString());
        await candidateEvents(trx, deps, adminId, 'candidate.deleted', rows);
        return rows;
      },
      entries,
    );
    done = new Set(moved.map((row) => row.id));
  } else if (action === 'restore') {
    done = await restoreMany(deps, actor, ids, failedWith, entries);
  } else {
    const gone = await audited(
      deps,
      actor,
      (trx) => repo.deleteTrashedForGood(trx, adminId, ids),
      // only trashed ones are deleted for good: their deletion was told when they went there
      entries,
    );
    // the files go once no row points at them
    for (const { resume_file } of gone) await deps.resumes.remove(resume_file);
    done = new Set(gone.map((row) => row.id));
  }
  return {
    done: ids.filter((id) => done.has(id)),
    failed: ids
      .filter((id) => !done.has(id))
      .map((id) => ({ id, msg: failedWith.get(id) ?? NOT_FOUND })),
  };
}

/**
 * Restores the trashed candidates among `ids`, in one transaction, except those whose email a
 * live candidate has (or one restored before them here): those are reported. The emails are
 * locked in one order (on PostgreSQL), so two bulk restores cannot wait on each other.
 */
async function restoreMany(
  deps: AppDeps,
  actor: Actor,
  ids: string[],
  failedWith: Map<string, string>,
  entries: (rows: Named[]) => AuditEntry[],
): Promise<Set<string>> {
  const adminId = actor.workspaceId;
  const restored = await audited(
    deps,
    actor,
    async (trx) => {
      const trashed = await repo.trashedAmong(trx, adminId, ids);
      trashed.sort((a, b) => (a.email.toLowerCase() < b.email.toLowerCase() ? -1 : 1));
      const done: Named[] = [];
      for (const row of trashed) {
        if (await repo.emailTaken(trx, adminId, row.email, row.id)) {
          failedWith.set(row.id, DUPLICATE_EMAIL);
        } else if (await repo.restoreOne(trx, adminId, row.id)) {
          done.push(row);
        }
      }
      await candidateEvents(trx, deps, adminId, 'candidate.updated', done);
      return done;
    },
    entries,
  );
  return new Set(restored.map((row) => row.id));
}

const BULK_VERBS: Record<BulkAction, string> = {
  trash: 'Moved to the trash',
  restore: 'Restored',
  delete: 'Deleted for good',
};
