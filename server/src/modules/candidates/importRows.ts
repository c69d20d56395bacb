// Bulk import from a spreadsheet (an extension): candidates without a resume yet, each row
// checked as a create checks its form, created or reported with the reason; one bad row spoils
// nothing else. The resume is added later with an edit.
import { ApiError } from '../../errors.ts';
import { uniquePublicCode } from '../../db/publicCodes.ts';
import type { CandidateRow } from '../../db/schema.ts';
import { newId } from '../../lib/ids.ts';
import type { AppDeps } from '../../types.ts';
import type { Actor } from '../../auth/actor.ts';
import { recordAudit } from '../audit/repository.ts';
import { candidateEntry } from './auditEntries.ts';
import * as repo from './repository.ts';
import { DUPLICATE_EMAIL } from './service.ts';
import { createInput } from './validation.ts';
import { candidateEvents } from '../outbox/candidateEvents.ts';

export interface ImportedRow {
  name?: string;
  email?: string;
  phone?: string;
  /** names, or one comma-joined text */
  skills?: string[] | string;
}

export type RowOutcome = { row: number; id: string } | { row: number; msg: string };

export async function importRows(
  deps: AppDeps,
  actor: Actor,
  rows: ImportedRow[],
): Promise<RowOutcome[]> {
  const outcomes: RowOutcome[] = [];
  for (const [row, given] of rows.entries()) {
    try {
      outcomes.push({ row, id: await importOne(deps, actor, given, row) });
    } catch (err) {
      if (!(err instanceof ApiError) || err.statusCode >= 500) throw err;
      outcomes.push({ row, msg: err.message });
    }
  }
  const created = outcomes.filter((o) => 'id' in o).length;
  // the counts of the whole import; each candidate made has its own entry, written with it
  await recordAudit(
    deps.db,
    actor,
    {
      action: 'candidate.import',
      target_type: 'candidate',
      summary: `Imported ${created} of ${rows.length} ${rows.length === 1 ? 'row' : 'rows'} from a spreadsheet`,
      changes: {
        created: { before: null, after: created },
        refused: { before: null, after: rows.length - created },
      },
    },
    deps.clock.now(),
  );
  return outcomes;
}

async function importOne(
  deps: AppDeps,
  actor: Actor,
  given: ImportedRow,
  index: number,
): Promise<string> {
  const adminId = actor.workspaceId;
  const skills = Array.isArray(given.skills) ? given.skills.join(',') : (given.skills ?? '');
  const fields = new Map<string, string[]>([
    ['name', [given.name ?? '']],
    ['email', [given.email ?? '']],
    ['phone', [given.phone ?? '']],
    ['skills', [skills]],
  ]);
  const input = createInput({ fields, resume: undefined });
  const row: CandidateRow = {
    id: newId(),
    admin_id: adminId,
    cand_id: await uniquePublicCode(deps.db, 'C'),
    name: input.name,
    email: input.email,
    phone: input.phone,
    skills: JSON.stringify(input.skills),
    resume_file: null,
    profile_summary: '',
    deleted: 0,
    created_at: deps.clock.now().toISOString(),
    version: 1,
    deleted_at: null,
    erased_at: null,
  };
  // the email checked and the row written in one transaction, as a create does
  await deps.db.transaction().execute(async (trx) => {
    if (await repo.emailTaken(trx, adminId, input.email)) throw new ApiError(409, DUPLICATE_EMAIL);
    await repo.candidates.insert(trx, row);
    const entry = candidateEntry('candidate.create', row, `Imported (row ${index + 1})`);
    await recordAudit(trx, actor, entry, deps.clock.now());
    await candidateEvents(trx, deps, adminId, 'candidate.created', [row]);
  });
  return row.id;
}
