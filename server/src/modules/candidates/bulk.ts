// Acting on many candidates at once (an extension): move to the trash, restore, delete for good.
// Each candidate is done or reported with the reason it was not; one bad id spoils nothing else.
import type { AppDeps } from '../../types.ts';
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
  adminId: string,
  action: BulkAction,
  asked: string[],
): Promise<BulkOutcome> {
  const ids = [...new Set(asked)];
  const failedWith = new Map<string, string>();
  let done: Set<string>;
  if (action === 'trash') {
    done = new Set(await repo.trashMany(deps.db, adminId, ids));
  } else if (action === 'restore') {
    done = await restoreMany(deps, adminId, ids, failedWith);
  } else {
    const gone = await repo.deleteTrashedForGood(deps.db, adminId, ids);
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
  adminId: string,
  ids: string[],
  failedWith: Map<string, string>,
): Promise<Set<string>> {
  return deps.db.transaction().execute(async (trx) => {
    const trashed = await repo.trashedAmong(trx, adminId, ids);
    trashed.sort((a, b) => (a.email.toLowerCase() < b.email.toLowerCase() ? -1 : 1));
    const done = new Set<string>();
    for (const { id, email } of trashed) {
      if (await repo.emailTaken(trx, adminId, email, id)) {
        failedWith.set(id, DUPLICATE_EMAIL);
      } else if (await repo.restoreOne(trx, adminId, id)) {
        done.add(id);
      }
    }
    return done;
  });
}
