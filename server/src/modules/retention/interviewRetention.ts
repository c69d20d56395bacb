// Interview retention (INTERVIEW_RETENTION_DAYS, docs/retention.md): the answers of interviews
// completed longer ago than that are removed, their scores kept. Removed: each answer's text, the
// scorers' explanations (they quote answers), a follow-up not yet asked, the feedback, the plan
// the meeting fixed at Start, and the notes of the people's reviews. Kept: the questions, every
// score (the answers', the reviews', the interview's), statuses and dates.
import { inTransaction } from '../../db/transaction.ts';
import { updateVersioned } from '../../db/versioned.ts';
import { parseJsonList } from '../../lib/jsonList.ts';
import { recordAudit } from '../audit/repository.ts';
import type { HistoryEntry } from '../interviews/history.ts';
import type { ScheduledJob } from '../maintenance/schedule.ts';
import { clearReviewNotes, interviewsDueForRemoval, type InterviewDue } from './repository.ts';
import { daysBefore } from './trashDates.ts';
import { systemActor, type RetentionDeps } from './trashPurge.ts';

/** Interviews read at once (each written in its own transaction), and reads per run. */
const BATCH = 50;
const MAX_BATCHES = 100;
const HOUR = 3_600_000;

/** An answer without what the candidate said: its question, scores and dates stay. */
export function withoutContent(entry: HistoryEntry): HistoryEntry {
  const { next_follow_up: _next, ...kept } = entry;
  return {
    ...kept,
    answer: '',
    ...(entry.explanation !== undefined && { explanation: '' }),
    ...(entry.scores && { scores: entry.scores.map((s) => ({ ...s, explanation: '' })) }),
  };
}

/** Removes one interview's content, unless it changed since it was read; true when it did. */
async function removeContent(
  deps: RetentionDeps,
  row: InterviewDue,
  days: number,
  now: Date,
): Promise<boolean> {
  const history = parseJsonList<HistoryEntry>(row.history).map(withoutContent);
  return inTransaction(deps.db, async (trx) => {
    const patch = {
      history: JSON.stringify(history),
      feedback: '',
      plan: '[]',
      content_removed_at: now.toISOString(),
    };
    // over the version read: an answer or a score written meanwhile waits for the next run
    const version = await updateVersioned(trx, 'interviews', row.admin_id, row.id, patch, [
      Number(row.version),
    ]);
    if (version === undefined) return false;
    await clearReviewNotes(trx, row.admin_id, row.id);
    await recordAudit(
      trx,
      systemActor(row.admin_id, 'interview retention'),
      {
        action: 'interview.update',
        target_type: 'interview',
        target_id: row.id,
        summary: `Removed the answers of "${row.title}" (${row.int_id}): completed more than ${days} days ago`,
        changes: { answers: { before: 'kept', after: 'removed' } },
      },
      now,
    );
    return true;
  });
}

/** Removes the answers of interviews completed more than `days` days before `now`; how many. */
export async function removeOldAnswers(
  deps: RetentionDeps,
  days: number,
  now: Date,
): Promise<{ removed: number; more: boolean }> {
  const cutoff = daysBefore(now, days);
  let removed = 0;
  for (let batch = 0; batch < MAX_BATCHES; batch++) {
    const due = await interviewsDueForRemoval(deps.db, cutoff, BATCH);
    for (const row of due) if (await removeContent(deps, row, days, now)) removed += 1;
    if (due.length < BATCH) return { removed, more: false };
  }
  // the rest waits for the next run
  return { removed, more: (await interviewsDueForRemoval(deps.db, cutoff, 1)).length > 0 };
}

/** The removal as a scheduled job, hourly; none unless INTERVIEW_RETENTION_DAYS is set. */
export function interviewRetentionJob(
  deps: RetentionDeps,
  days: number | undefined,
): ScheduledJob[] {
  if (days === undefined) return [];
  return [
    { name: 'interview_retention', everyMs: HOUR, run: (now) => removeOldAnswers(deps, days, now) },
  ];
}
