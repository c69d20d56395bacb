// What an interview's changes send: the candidate's invitation, new time or cancellation with its
// calendar file, the reminders, and the webhook events. Called inside the change's transaction.
import type { TemplateName } from '../../../../common/messageTemplates.ts';
import type { Db } from '../../db/engine.ts';
import type { AppDeps } from '../../types.ts';
import { meetingLink } from '../meeting/link.ts';
import { messagingOf } from '../messages/repository.ts';
import { interviewCalendar } from './calendar.ts';
import { queueEmail, queueWebhookEvent, type OutboxDeps } from './enqueue.ts';
import { reminderTimes } from './reminders.ts';
import { calendarRequestsSent, interviewRow } from './repository.ts';

export type EventDeps = OutboxDeps & Pick<AppDeps, 'meetingTokens'>;

/** What the messages need of an interview. */
export interface InterviewFacts {
  id: string;
  admin_id: string;
  int_id: string;
  title: string;
  scheduled_time: string;
  status: string;
  num_questions: number;
  score: number | null;
  time_zone: string | null;
  candidate_id: string;
  created_at: string;
}

export interface CandidateFacts {
  id: string;
  name: string;
  email: string;
}

/** "Monday 5 October 2026 at 15:00 (Europe/Paris)", or in UTC, saying so. */
export function whenText(iso: string, timeZone: string | null): string {
  const zone = timeZone ?? 'UTC';
  const text = new Intl.DateTimeFormat('en-GB', {
    dateStyle: 'full',
    timeStyle: 'short',
    timeZone: zone,
  }).format(new Date(iso));
  return `${text} (${zone})`;
}

/** The interview as a webhook's `data` (no link: the link opens the interview). */
export const interviewData = (i: InterviewFacts) => ({
  id: i.id,
  int_id: i.int_id,
  candidate_id: i.candidate_id,
  title: i.title,
  scheduled_time: i.scheduled_time,
  time_zone: i.time_zone,
  status: i.status,
  num_questions: i.num_questions,
  score: i.score,
  created_at: i.created_at,
});

const candidateLink = (deps: EventDeps, interviewId: string) =>
  deps.config.messages.publicUrl +
  meetingLink(interviewId, deps.meetingTokens.tokenOf(interviewId));

const interviewValues = (
  i: InterviewFacts,
  c: CandidateFacts,
  link: string,
  workspace: string,
) => ({
  candidate_name: c.name,
  interview_title: i.title,
  when: whenText(i.scheduled_time, i.time_zone),
  link,
  workspace,
});

/** The invitation, new time or cancellation, each with its calendar file (same UID). */
async function calendarEmail(
  trx: Db,
  deps: EventDeps,
  template: Exclude<TemplateName, 'interview_reminder' | 'member_invitation'>,
  interview: InterviewFacts,
  candidate: CandidateFacts,
  workspaceName: string,
) {
  if (!candidate.email.trim()) return;
  const link = candidateLink(deps, interview.id);
  const method = template === 'interview_cancelled' ? 'CANCEL' : 'REQUEST';
  const sent = await calendarRequestsSent(trx, interview.id);
  const calendar = interviewCalendar({
    method,
    interview,
    timeZone: interview.time_zone,
    // a cancellation carries the sequence of the last request; a new time, one more
    sequence: method === 'CANCEL' ? Math.max(0, sent - 1) : sent,
    organizer: deps.config.messages.mailFrom,
    attendee: { name: candidate.name, email: candidate.email },
    link,
    description: `${interview.title}\nJoin at: ${link}`,
    now: deps.clock.now(),
  });
  await queueEmail(trx, deps, {
    workspaceId: interview.admin_id,
    template,
    to: candidate.email,
    values: interviewValues(interview, candidate, link, workspaceName),
    link,
    calendar,
    interviewId: interview.id,
    candidateId: candidate.id,
  });
}

async function reminders(
  trx: Db,
  deps: EventDeps,
  interview: InterviewFacts,
  candidate: CandidateFacts,
  workspace: {
    name: string;
    reminder_first_hours: number | null;
    reminder_second_hours: number | null;
  },
) {
  if (!candidate.email.trim()) return;
  const times = reminderTimes(
    interview.scheduled_time,
    [workspace.reminder_first_hours, workspace.reminder_second_hours],
    deps.clock.now(),
  );
  const link = candidateLink(deps, interview.id);
  for (const dueAt of times) {
    await queueEmail(trx, deps, {
      workspaceId: interview.admin_id,
      template: 'interview_reminder',
      to: candidate.email,
      values: interviewValues(interview, candidate, link, workspace.name),
      link,
      interviewId: interview.id,
      candidateId: candidate.id,
      dueAt,
      reminderFor: interview.scheduled_time,
    });
  }
}

async function workspaceOf(trx: Db, id: string) {
  return (
    (await messagingOf(trx, id)) ?? {
      name: '',
      reminder_first_hours: null,
      reminder_second_hours: null,
    }
  );
}

/** A new interview: the invitation with its calendar file, the reminders, `interview.scheduled`. */
export async function interviewScheduled(
  trx: Db,
  deps: EventDeps,
  interview: InterviewFacts,
  candidate: CandidateFacts,
) {
  const workspace = await workspaceOf(trx, interview.admin_id);
  await calendarEmail(trx, deps, 'interview_invitation', interview, candidate, workspace.name);
  await reminders(trx, deps, interview, candidate, workspace);
  await queueWebhookEvent(
    trx,
    deps,
    interview.admin_id,
    'interview.scheduled',
    interviewData(interview),
    {
      interviewId: interview.id,
      candidateId: candidate.id,
    },
  );
}

/** A changed interview: a new time, a cancellation, its completion or score, as they apply. */
export async function interviewChanged(
  trx: Db,
  deps: EventDeps,
  before: InterviewFacts,
  after: InterviewFacts,
  candidate: CandidateFacts,
) {
  const refs = { interviewId: after.id, candidateId: candidate.id };
  const hook = (type: Parameters<typeof queueWebhookEvent>[3]) =>
    queueWebhookEvent(trx, deps, after.admin_id, type, interviewData(after), refs);
  const moved = before.scheduled_time !== after.scheduled_time;
  // the workspace is read only for an email: a score or a note changes no time
  if (after.status === 'cancelled' && before.status !== 'cancelled') {
    const workspace = await workspaceOf(trx, after.admin_id);
    await calendarEmail(trx, deps, 'interview_cancelled', after, candidate, workspace.name);
    await hook('interview.cancelled');
  } else if (after.status === 'scheduled' && (moved || before.status !== 'scheduled')) {
    const workspace = await workspaceOf(trx, after.admin_id);
    await calendarEmail(trx, deps, 'interview_rescheduled', after, candidate, workspace.name);
    await reminders(trx, deps, after, candidate, workspace);
    await hook('interview.rescheduled');
  }
  if (after.status === 'completed' && before.status !== 'completed')
    await hook('interview.completed');
  if (after.score !== null && after.score !== before.score) await hook('interview.scored');
}

/** The candidate finished: `interview.completed` and `interview.scored`, read as written. */
export async function interviewFinished(trx: Db, deps: EventDeps, interviewId: string) {
  const interview = await interviewRow(trx, interviewId);
  if (!interview) return;
  const refs = { interviewId, candidateId: interview.candidate_id };
  const data = interviewData(interview);
  await queueWebhookEvent(trx, deps, interview.admin_id, 'interview.completed', data, refs);
  if (interview.score !== null) {
    await queueWebhookEvent(trx, deps, interview.admin_id, 'interview.scored', data, refs);
  }
}
