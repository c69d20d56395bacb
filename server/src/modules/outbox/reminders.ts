// Reminders: written when an interview is scheduled or moved, due their hours before it, and
// checked again when due: one for an interview cancelled, completed, started or moved since is
// not sent.
import type { Db } from '../../db/engine.ts';
import type { OutboxRow } from '../../db/schema.ts';
import { interviewNow } from './repository.ts';
import { INTERVIEW_GONE, INTERVIEW_MOVED, INTERVIEW_NOT_SCHEDULED } from './reasons.ts';

/** Why a due reminder is no longer to be sent, or undefined when it still is. */
export async function reminderStillDue(db: Db, message: OutboxRow): Promise<string | undefined> {
  const interview = await interviewNow(db, message.interview_id ?? '');
  if (!interview) return INTERVIEW_GONE;
  if (interview.status !== 'scheduled') return INTERVIEW_NOT_SCHEDULED[interview.status];
  if (interview.scheduled_time !== message.reminder_for) return INTERVIEW_MOVED;
  return undefined;
}

/** The times the reminders of an interview at `scheduled` go, those still ahead of `now`. */
export function reminderTimes(
  scheduled: string,
  hours: readonly (number | null)[],
  now: Date,
): string[] {
  const at = new Date(scheduled).getTime();
  const times: string[] = [];
  for (const h of hours) {
    if (h === null || h <= 0) continue;
    const due = at - h * 3_600_000;
    if (due > now.getTime()) times.push(new Date(due).toISOString());
  }
  return [...new Set(times)];
}
