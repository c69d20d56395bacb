// Erasure (docs/privacy.md, "Erasure"): the right to be forgotten. In one transaction, the
// candidate's personal data is replaced everywhere it is held, what aggregate figures need (dates,
// scores, statuses) is kept, and the row stays as a tombstone that nothing finds; the resume
// goes with the transaction (PostgreSQL: a row of it) or right after it (SQLite: its file).
import type { Actor } from '../../auth/actor.ts';
import type { Db } from '../../db/engine.ts';
import { inTransaction } from '../../db/transaction.ts';
import type { CandidateRow } from '../../db/schema.ts';
import { badRequest, notFound } from '../../errors.ts';
import type { AppDeps } from '../../types.ts';
import { recordAudit } from '../audit/repository.ts';
import { queueWebhookEvent } from '../outbox/enqueue.ts';
import { deleteResumeFile } from '../resumes/repository.ts';
import * as repo from './repository.ts';
import { clearFileTraces, compactSearchIndex } from './sqliteTraces.ts';
import {
  erasedAnswer,
  erasedChanges,
  ERASED_NAME,
  scrubJson,
  textScrubber,
  type PersonalValues,
} from './scrub.ts';
import { parseJsonList } from '../../lib/jsonList.ts';
import type { HistoryEntry } from '../interviews/history.ts';

export const NAME_MISMATCH = "The name typed does not match the candidate's name.";
export const ID_MISMATCH = "The ID typed does not match the candidate's ID.";
/** Why a queued message about an erased candidate will never go. */
export const NOT_SENT_ERASED = 'Not sent: the candidate was erased';

/** Spaces at either end dropped, runs of them made one, accents composed: as a person reads it. */
const normalised = (text: string) => text.normalize('NFC').trim().replace(/\s+/g, ' ');

/**
 * What the confirmation must say: the candidate's name, exactly (case counts), or their candidate
 * ID when they have no name.
 */
export function expectedConfirmation(row: Pick<CandidateRow, 'name' | 'cand_id'>): {
  text: string;
  mismatch: string;
} {
  const name = normalised(row.name);
  return name
    ? { text: name, mismatch: NAME_MISMATCH }
    : { text: row.cand_id, mismatch: ID_MISMATCH };
}

const textValues = (value: unknown): string[] =>
  typeof value === 'string' && value ? [value] : [];

/**
 * The candidate's names, emails and phones now and before: an edit's audit entry keeps what a
 * field was, and an email was sent to the address it had then.
 */
function personalValues(
  row: CandidateRow,
  audit: repo.AuditAbout[],
  messages: repo.MessageAbout[],
): PersonalValues {
  const values: PersonalValues = { names: [row.name], emails: [row.email], phones: [row.phone] };
  const fields = { name: values.names, email: values.emails, phone: values.phones };
  for (const entry of audit) {
    if (entry.target_type !== 'candidate' || entry.target_id !== row.id) continue;
    const changes = parseJsonObject(entry.changes);
    for (const [field, list] of Object.entries(fields)) {
      const change = changes[field] as { before?: unknown; after?: unknown } | undefined;
      list.push(...textValues(change?.before), ...textValues(change?.after));
    }
  }
  for (const message of messages) {
    if (message.kind === 'email') values.emails.push(...textValues(message.recipient));
  }
  return values;
}

function parseJsonObject(text: string): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(text);
    return value && typeof value === 'object' ? (value as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/** An outbox row without what it said to or about the candidate; a queued one will never go. */
function erasedMessage(row: repo.MessageAbout, scrub: (text: string) => string) {
  const queued = row.status === 'queued';
  const log = scrubJson(parseJsonList(row.log), scrub);
  return {
    // a webhook's receiver and event type are the workspace's, not the candidate's
    ...(row.kind === 'email'
      ? { recipient: '', subject: '', body_text: '', body_html: '', link: '', calendar: null }
      : {}),
    payload: null,
    log: JSON.stringify(log),
    last_error: queued ? NOT_SENT_ERASED : row.last_error === null ? null : scrub(row.last_error),
    ...(queued ? { status: 'not_sent' as const, locked_until: null } : {}),
  };
}

const OPEN = new Set(['scheduled', 'in_progress']);

export interface Erased {
  id: string;
  cand_id: string;
  erased_at: string;
}

/**
 * Erases the workspace's candidate when `confirm` is their name (expectedConfirmation). 404 for
 * none, another workspace's or one erased already; 400 when the confirmation does not match,
 * with nothing changed. `log` hears of a database file that could not be cleared afterwards.
 */
export async function eraseCandidate(
  deps: AppDeps,
  actor: Actor,
  id: string,
  confirm: string,
  log?: { warn(obj: object, msg: string): void },
): Promise<Erased> {
  if (id.length > 64) throw notFound('Candidate not found');
  const erasedAt = deps.clock.now().toISOString();
  const row = await inTransaction(deps.db, (trx) =>
    eraseIn(trx, deps, actor, { id, confirm, erasedAt }),
  );
  // a file on the disk goes once no row points at it
  await deps.resumes.remove(row.resume_file);
  const failed = await clearFileTraces(deps.db);
  if (failed) {
    log?.warn(
      { err: failed },
      'Candidate erased, but the database file could not be cleared of old copies (run VACUUM)',
    );
  }
  return { id: row.id, cand_id: row.cand_id, erased_at: erasedAt };
}

/** The erasure's writes, in `trx`: the candidate's row as it was, to remove its resume after. */
async function eraseIn(
  trx: Db,
  deps: AppDeps,
  actor: Actor,
  asked: { id: string; confirm: string; erasedAt: string },
): Promise<CandidateRow> {
  const workspaceId = actor.workspaceId;
  const found = await repo.findUnerased(trx, workspaceId, asked.id, true);
  if (!found) throw notFound('Candidate not found');
  const expected = expectedConfirmation(found);
  if (normalised(asked.confirm) !== expected.text) throw badRequest(expected.mismatch);

  const interviews = await repo.interviewsOf(trx, workspaceId, found.id);
  const interviewIds = interviews.map((i) => i.id);
  const audit = await repo.auditAbout(trx, workspaceId, found, interviewIds);
  const messages = await repo.messagesAbout(trx, workspaceId, found.id, interviewIds);
  const scrub = textScrubber(personalValues(found, audit, messages));

  for (const interview of interviews) {
    const history = parseJsonList<HistoryEntry>(interview.history).map(erasedAnswer);
    await repo.rewriteInterview(trx, workspaceId, interview.id, {
      title: scrub(interview.title),
      history: JSON.stringify(history),
      // an open link would take new answers, and reminders would go: it closes
      ...(OPEN.has(interview.status) ? { status: 'cancelled' as const } : {}),
    });
  }
  await repo.emptyReviewNotes(trx, workspaceId, interviewIds);
  for (const message of messages) {
    await repo.rewriteMessage(trx, message.id, erasedMessage(message, scrub));
  }
  for (const entry of audit) {
    await repo.rewriteAuditEntry(trx, Number(entry.seq), {
      summary: scrub(entry.summary),
      changes: erasedChanges(entry.changes, scrub),
    });
  }
  await repo.writeTombstone(trx, workspaceId, found.id, {
    name: ERASED_NAME,
    erasedAt: asked.erasedAt,
  });
  // resumes kept in the database go with the transaction
  if (found.resume_file && deps.resumes.kind === 'database') {
    await deleteResumeFile(trx, found.resume_file);
  }
  // the audit log's tombstone: who and when, the candidate's ID, nothing personal
  await recordAudit(
    trx,
    actor,
    {
      action: 'candidate.erase',
      target_type: 'candidate',
      target_id: found.id,
      summary: `Erased candidate ${found.cand_id}`,
    },
    new Date(asked.erasedAt),
  );
  // receivers hear of it with ids alone, so they can erase their own copy
  await queueWebhookEvent(
    trx,
    deps,
    workspaceId,
    'candidate.erased',
    { id: found.id, cand_id: found.cand_id, erased_at: asked.erasedAt },
    { candidateId: found.id },
  );
  await compactSearchIndex(trx);
  return found;
}
