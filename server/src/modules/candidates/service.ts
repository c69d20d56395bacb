import type { Db } from '../../db/engine.ts';
import type { CandidateRow } from '../../db/schema.ts';
import { updateVersioned } from '../../db/versioned.ts';
import { checkIfMatch, staleRecord } from '../../lib/recordVersions.ts';
import { ApiError, badRequest, notFound } from '../../errors.ts';
import { uniquePublicCode } from '../../db/publicCodes.ts';
import { newId } from '../../lib/ids.ts';
import { parseJsonList } from '../../lib/jsonList.ts';
import { PdfBusyError, type PdfOutcome } from '../../lib/pdfPool.ts';
import { sanitizeSummary, summaryText } from '../../lib/sanitize.ts';
import { generateSummary } from '../../lib/summary.ts';
import type { AppDeps } from '../../types.ts';
import type { Actor } from '../../auth/actor.ts';
import { audited, recordAudit } from '../audit/repository.ts';
import { candidateEvents } from '../outbox/candidateEvents.ts';
import { candidateChanges, candidateEntry } from './auditEntries.ts';
import type { ResumeStorage } from '../resumes/storage.ts';
import { listSkills } from '../skills/repository.ts';
import { candidateJson, recentInterviewJson } from './candidateJson.ts';
import { latestInterviews } from './latestInterviews.ts';
import * as repo from './repository.ts';
import {
  createInput,
  updateInput,
  type CandidateForm,
  type CandidateInput,
  type UploadedFile,
} from './validation.ts';

export const DUPLICATE_EMAIL = 'Candidate with this email already exists for this admin.';
const NO_TEXT = 'Could not extract text from resume.';

const PDF_REFUSALS: Record<Exclude<PdfOutcome['status'], 'parsed'>, string> = {
  invalid: 'Only PDF resumes are accepted',
  timeout: 'The PDF could not be read in time: it may be damaged or too complex.',
  memory: 'The PDF needs too much memory to read: it may be damaged or too complex.',
};
const PDF_BUSY = 'The server is busy reading other PDFs. Try again in a moment.';

/** Checks the content of an upload, in a PDF worker: a PDF that parses. Returns its text. */
export async function readResume(deps: AppDeps, upload: UploadedFile): Promise<string> {
  let outcome: PdfOutcome;
  try {
    outcome = await deps.pdf.parse(upload.path);
  } catch (err) {
    if (err instanceof PdfBusyError) {
      // whole seconds, at least 1: when the waiting line would have room for this upload
      const seconds = Math.max(1, Math.ceil(err.retryAfterMs / 1000));
      throw new ApiError(503, PDF_BUSY, { headers: { 'Retry-After': String(seconds) } });
    }
    throw err;
  }
  if (outcome.status !== 'parsed') throw badRequest(PDF_REFUSALS[outcome.status]);
  return outcome.text;
}

/**
 * The summary to store: the given one sanitised, or when it has no visible text one written
 * from the resume text (null when there is no text to write from).
 */
async function summaryFor(
  db: Db,
  adminId: string,
  given: string | undefined,
  resume: { name: string; text: string; skills: string[] } | undefined,
): Promise<string | null> {
  if (given !== undefined && summaryText(given)) return sanitizeSummary(given);
  if (!resume) return null;
  const adminSkills = (await listSkills(db, adminId)).map((s) => s.skill);
  const generated = generateSummary({
    name: resume.name,
    text: resume.text,
    knownSkills: [...resume.skills, ...adminSkills],
  });
  return generated || null;
}

async function findCandidate(db: Db, adminId: string, id: string): Promise<CandidateRow> {
  const row = id.length <= 64 ? await repo.candidates.find(db, adminId, id) : undefined;
  // an erased candidate is a tombstone no call finds (docs/privacy.md)
  if (!row || row.erased_at) throw notFound('Candidate not found');
  return row;
}

/**
 * Stores the uploaded resume (durably, before a row points at it), then runs `write`, which
 * commits the row pointing at it; the new resume is removed again if `write` fails.
 */
async function withStoredResume<T>(
  resumes: ResumeStorage,
  adminId: string,
  upload: UploadedFile | undefined,
  write: (file: string | undefined) => Promise<T>,
): Promise<T> {
  const file = upload ? await resumes.saveUpload(upload.path, adminId) : undefined;
  try {
    return await write(file);
  } catch (err) {
    await resumes.remove(file);
    throw err;
  }
}

export async function createCandidate(deps: AppDeps, actor: Actor, form: CandidateForm) {
  const { db } = deps;
  const adminId = actor.workspaceId;
  const input = createInput(form);
  if (!form.resume) throw badRequest('Resume file is required');
  if (await repo.emailTaken(db, adminId, input.email)) throw new ApiError(409, DUPLICATE_EMAIL);

  const text = await readResume(deps, form.resume);
  const { name, skills } = input;
  const summary = await summaryFor(db, adminId, input.profile_summary, { name, text, skills });
  if (summary === null) throw badRequest(NO_TEXT);

  return withStoredResume(deps.resumes, adminId, form.resume, async (file) => {
    const row: CandidateRow = {
      id: newId(),
      admin_id: adminId,
      cand_id: await uniquePublicCode(db, 'C'),
      name,
      email: input.email,
      phone: input.phone,
      skills: JSON.stringify(skills),
      resume_file: file ?? null,
      profile_summary: summary,
      deleted: 0,
      created_at: deps.clock.now().toISOString(),
      version: 1,
      deleted_at: null,
      erased_at: null,
    };
    // check and insert under one transaction: two concurrent creates cannot both pass
    await db.transaction().execute(async (trx) => {
      if (await repo.emailTaken(trx, adminId, input.email)) {
        throw new ApiError(409, DUPLICATE_EMAIL);
      }
      await repo.candidates.insert(trx, row);
      await recordAudit(
        trx,
        actor,
        candidateEntry('candidate.create', row, 'Added'),
        deps.clock.now(),
      );
      await candidateEvents(trx, deps, adminId, 'candidate.created', [row]);
    });
    return candidateJson(row, deps.resumeLinks);
  });
}

/** The new summary of an update, if one is sent: an emptied one is rewritten from a new resume. */
async function updatedSummary(
  db: Db,
  current: CandidateRow,
  input: CandidateInput,
  text: string | undefined,
): Promise<string | undefined> {
  if (input.profile_summary === undefined) return undefined;
  const resume =
    text === undefined
      ? undefined
      : {
          name: input.name ?? current.name,
          text,
          skills: input.skills ?? parseJsonList(current.skills),
        };
  const summary = await summaryFor(db, current.admin_id, input.profile_summary, resume);
  // without a new resume an emptied summary leaves the old one
  if (summary === null && text !== undefined) throw badRequest(NO_TEXT);
  return summary ?? undefined;
}

/** With `expected` (If-Match), only while the candidate is at one of those versions. */
export async function updateCandidate(
  deps: AppDeps,
  actor: Actor,
  id: string,
  form: CandidateForm,
  expected?: readonly number[],
) {
  const { db } = deps;
  const adminId = actor.workspaceId;
  const current = await findCandidate(db, adminId, id);
  checkIfMatch(expected, current.version);
  const input = updateInput(form);
  const patch: Partial<CandidateRow> = {};
  if (input.name !== undefined) patch.name = input.name;
  if (input.phone !== undefined) patch.phone = input.phone;
  if (input.email !== undefined) patch.email = input.email;
  if (input.skills !== undefined) patch.skills = JSON.stringify(input.skills);
  if (input.deleted !== undefined) patch.deleted = input.deleted ? 1 : 0;

  const finalEmail = patch.email ?? current.email;
  const checkEmail = (patch.deleted ?? current.deleted) === 0 && finalEmail !== '';
  const emailClash = async (conn: Db) =>
    checkEmail && (await repo.emailTaken(conn, adminId, finalEmail, current.id));
  if (await emailClash(db)) throw new ApiError(409, DUPLICATE_EMAIL);

  const text = input.resume ? await readResume(deps, input.resume) : undefined;
  const summary = await updatedSummary(db, current, input, text);
  if (summary !== undefined) patch.profile_summary = summary;

  // the file the row pointed at before this write, read in the write's transaction: of two
  // concurrent replacements each removes the one it replaced, so none is left unreferenced
  const written = await withStoredResume(deps.resumes, adminId, input.resume, async (file) => {
    if (file) patch.resume_file = file;
    return db.transaction().execute(async (trx) => {
      if (await emailClash(trx)) throw new ApiError(409, DUPLICATE_EMAIL);
      const before = await repo.resumeFileOf(trx, adminId, current.id);
      if (before === undefined) throw notFound('Candidate not found');
      // the version check and the write in one statement: of two writers sending the same
      // If-Match one wins, the other changes nothing (and its new file goes again)
      const version = await updateVersioned(
        trx,
        'candidates',
        adminId,
        current.id,
        { ...patch, ...trashTime(current.deleted, patch.deleted, deps.clock.now()) },
        expected,
      );
      if (version === undefined) throw expected ? staleRecord() : notFound('Candidate not found');
      await recordAudit(trx, actor, updateEntry(current, patch), deps.clock.now());
      const trashed = patch.deleted === 1 && current.deleted === 0;
      const event = trashed ? 'candidate.deleted' : 'candidate.updated';
      await candidateEvents(trx, deps, adminId, event, [{ ...current, ...patch }]);
      return { before, version };
    });
  });
  const { before: replaced, version } = written;
  // the old file goes only once the row points at the new one
  if (patch.resume_file && replaced !== patch.resume_file) {
    await deps.resumes.remove(replaced);
  }
  return candidateJson({ ...current, ...patch, version }, deps.resumeLinks);
}

export async function getCandidate(deps: AppDeps, adminId: string, id: string) {
  const row = await findCandidate(deps.db, adminId, id);
  const latest = await latestInterviews(deps.db, adminId, [row.id]);
  return {
    candidate: candidateJson(row, deps.resumeLinks),
    recent_interview: recentInterviewJson(latest.get(row.id)),
  };
}

/** Moves a candidate to the trash; it can be restored with `deleted: false`. */
export async function trashCandidate(deps: AppDeps, actor: Actor, id: string) {
  const adminId = actor.workspaceId;
  const row = await findCandidate(deps.db, adminId, id);
  await audited(
    deps,
    actor,
    async (trx) => {
      const version = await updateVersioned(trx, 'candidates', adminId, row.id, {
        deleted: 1,
        ...trashTime(row.deleted, 1, deps.clock.now()),
      });
      if (version !== undefined && !row.deleted) {
        await candidateEvents(trx, deps, adminId, 'candidate.deleted', [{ ...row, deleted: 1 }]);
      }
      return version;
    },
    (version) =>
      version === undefined || row.deleted
        ? undefined
        : candidateEntry('candidate.trash', row, 'Moved to the trash'),
  );
}

export async function deleteCandidate(deps: AppDeps, actor: Actor, id: string) {
  const adminId = actor.workspaceId;
  const row = await findCandidate(deps.db, adminId, id);
  const file = await audited(
    deps,
    actor,
    async (trx) => {
      const removed = await repo.deleteCandidateForGood(trx, adminId, row.id);
      // already in the trash: its deletion was told when it went there
      if (!row.deleted) await candidateEvents(trx, deps, adminId, 'candidate.deleted', [row]);
      return removed;
    },
    () => candidateEntry('candidate.delete', row, 'Deleted for good'),
  );
  await deps.resumes.remove(file);
}

/**
 * When a candidate went to the trash (the purge counts from it, docs/retention.md): set as it
 * goes there, cleared as it comes back, left as it is otherwise.
 */
function trashTime(before: number, after: number | undefined, now: Date) {
  if (after === 1 && before === 0) return { deleted_at: now.toISOString() };
  if (after === 0 && before === 1) return { deleted_at: null };
  return {};
}

/** An edit: restoring and trashing are named as such, the changed fields listed. */
function updateEntry(current: CandidateRow, patch: Partial<CandidateRow>) {
  const changes = candidateChanges(current, patch);
  const restored = patch.deleted === 0 && current.deleted === 1;
  const trashed = patch.deleted === 1 && current.deleted === 0;
  const [action, verb] = restored
    ? ['candidate.restore', 'Restored']
    : trashed
      ? ['candidate.trash', 'Moved to the trash']
      : ['candidate.update', 'Edited'];
  return candidateEntry(action, { ...current, ...patch }, verb, changes);
}
