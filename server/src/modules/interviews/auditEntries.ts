// How changes to interviews read in the audit log.
import type { InterviewRow } from '../../db/schema.ts';
import { fieldChanges, type AuditEntry } from '../audit/repository.ts';

/** What an update of an interview did, in the words of the audit log. */
export function interviewUpdateEntry(
  current: InterviewRow,
  patch: Partial<InterviewRow>,
): AuditEntry {
  const changes = fieldChanges(current, patch, (field, value) =>
    field === 'selected' ? value === 1 : field === 'history' ? '(answers)' : value,
  );
  const action =
    patch.status === 'cancelled' && current.status !== 'cancelled'
      ? 'interview.cancel'
      : patch.scheduled_time !== undefined && patch.scheduled_time !== current.scheduled_time
        ? 'interview.reschedule'
        : Object.keys(patch).every((f) => f === 'score' || f === 'feedback')
          ? 'interview.score'
          : 'interview.update';
  const verb = {
    'interview.cancel': 'Cancelled',
    'interview.reschedule': `Rescheduled to ${patch.scheduled_time} for`,
    'interview.score': 'Scored',
    'interview.update': 'Updated',
  }[action];
  return {
    action,
    target_type: 'interview',
    target_id: current.id,
    summary: `${verb} "${current.title}" (${current.int_id})`,
    changes,
  };
}

/** The score given to one answer (counted from 0; read from 1). */
export function answerScoreEntry(
  interview: InterviewRow,
  index: number,
  before: number | null,
  after: number,
): AuditEntry {
  const answer = `answer ${index + 1}`;
  return {
    action: 'interview.score',
    target_type: 'interview',
    target_id: interview.id,
    summary: `Scored ${answer} of "${interview.title}" (${interview.int_id}): ${after}`,
    changes: { [answer]: { before, after } },
  };
}
