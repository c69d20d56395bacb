// Writing messages to the outbox, always with the transaction of the change that causes them
// (docs/messages.md): a change that rolls back leaves none, one that commits always has them.
import {
  renderMessage,
  TEMPLATES,
  type TemplateName,
} from '../../../../common/messageTemplates.ts';
import type { WebhookEvent } from '../../../../common/webhookEvents.ts';
import type { Db } from '../../db/engine.ts';
import type { NewOutboxRow } from '../../db/schema.ts';
import { newId } from '../../lib/ids.ts';
import type { AppDeps } from '../../types.ts';
import { customTemplate } from '../messages/repository.ts';
import { workspaceWebhooks } from '../webhooks/repository.ts';
import type { CalendarFacts } from './calendar.ts';
import { insertMessages } from './repository.ts';
import { NO_MAIL_SERVER } from './reasons.ts';

export type OutboxDeps = Pick<AppDeps, 'clock' | 'config'>;

export interface EmailDraft {
  workspaceId: string;
  template: TemplateName;
  to: string;
  values: Readonly<Record<string, string>>;
  /** the link the message carries, kept to copy by hand */
  link: string;
  calendar?: CalendarFacts | null;
  interviewId?: string | null;
  candidateId?: string | null;
  /** when it should go: now when unset */
  dueAt?: string;
  /** a reminder: the interview's time it is for */
  reminderFor?: string;
  /** the text to send instead of the workspace's template (a test of the editor's text) */
  text?: { subject: string; body: string };
}

const blankRow = (deps: OutboxDeps) => {
  const now = deps.clock.now().toISOString();
  return {
    id: newId(),
    subject: '',
    body_text: '',
    body_html: '',
    link: '',
    calendar: null,
    payload: null,
    webhook_id: null,
    attempts: 0,
    last_error: null,
    log: '[]',
    next_attempt_at: now,
    locked_until: null,
    created_at: now,
    sent_at: null,
    interview_id: null,
    candidate_id: null,
    reminder_for: null,
  };
};

/** An email: the workspace's template (or the default) filled in; not sent without SMTP_URL. */
export async function queueEmail(trx: Db, deps: OutboxDeps, draft: EmailDraft): Promise<string> {
  const text =
    draft.text ??
    (await customTemplate(trx, draft.workspaceId, draft.template)) ??
    TEMPLATES[draft.template];
  const rendered = renderMessage(text, draft.values);
  const mailConfigured = deps.config.messages.smtpUrl !== undefined;
  const row: NewOutboxRow = {
    ...blankRow(deps),
    workspace_id: draft.workspaceId,
    kind: 'email',
    template: draft.template,
    recipient: draft.to,
    subject: rendered.subject,
    body_text: rendered.text,
    body_html: rendered.html,
    link: draft.link,
    calendar: draft.calendar ? JSON.stringify(draft.calendar) : null,
    status: mailConfigured ? 'queued' : 'not_sent',
    last_error: mailConfigured ? null : NO_MAIL_SERVER,
    interview_id: draft.interviewId ?? null,
    candidate_id: draft.candidateId ?? null,
    reminder_for: draft.reminderFor ?? null,
  };
  if (draft.dueAt) row.next_attempt_at = draft.dueAt;
  await insertMessages(trx, [row]);
  return row.id;
}

/**
 * One delivery of the event to each of the workspace's webhooks that subscribed to it; each is
 * its own message, with its own id (the `Webhook-Id` and the body's `id`).
 */
export async function queueWebhookEvent(
  trx: Db,
  deps: OutboxDeps,
  workspaceId: string,
  type: WebhookEvent,
  data: Record<string, unknown>,
  refs: { interviewId?: string; candidateId?: string } = {},
): Promise<void> {
  const hooks = await workspaceWebhooks(trx, workspaceId);
  const rows: NewOutboxRow[] = [];
  for (const hook of hooks) {
    if (!(JSON.parse(hook.events) as string[]).includes(type)) continue;
    const blank = blankRow(deps);
    const payload = {
      id: blank.id,
      type,
      created_at: blank.created_at,
      workspace_id: workspaceId,
      data,
    };
    rows.push({
      ...blank,
      workspace_id: workspaceId,
      kind: 'webhook',
      template: type,
      recipient: hook.url,
      subject: type,
      payload: JSON.stringify(payload),
      webhook_id: hook.id,
      status: 'queued',
      interview_id: refs.interviewId ?? null,
      candidate_id: refs.candidateId ?? null,
    });
  }
  await insertMessages(trx, rows);
}
