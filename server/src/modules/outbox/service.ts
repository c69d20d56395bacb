// The Messages screen's reads and its Resend (docs/messages.md).
import type { Db } from '../../db/engine.ts';
import type { OutboxRow } from '../../db/schema.ts';
import { ApiError, notFound } from '../../errors.ts';
import { parseJsonList } from '../../lib/jsonList.ts';
import type { AppDeps } from '../../types.ts';
import { findWebhook } from '../webhooks/repository.ts';
import type { CalendarFacts } from './calendar.ts';
import { findMessage, listMessages, requeue, type OutboxFilter } from './repository.ts';

export const itemJson = (row: OutboxRow) => ({
  id: row.id,
  kind: row.kind,
  template: row.template,
  to: row.recipient,
  subject: row.subject,
  status: row.status,
  attempts: row.attempts,
  last_error: row.last_error,
  created_at: row.created_at,
  sent_at: row.sent_at,
  next_attempt_at: row.status === 'queued' ? row.next_attempt_at : null,
  interview_id: row.interview_id,
  candidate_id: row.candidate_id,
});

function detailJson(row: OutboxRow) {
  const calendar = row.calendar ? (JSON.parse(row.calendar) as CalendarFacts) : null;
  return {
    ...itemJson(row),
    body_text: row.body_text,
    body_html: row.body_html,
    link: row.link,
    calendar: calendar && {
      method: calendar.method,
      uid: calendar.uid,
      sequence: calendar.sequence,
      start: calendar.start,
      end: calendar.end,
      time_zone: calendar.time_zone,
    },
    payload: row.payload,
    log: parseJsonList<{ at: string; ok: boolean; error: string | null }>(row.log),
  };
}

export async function outboxPage(
  db: Db,
  workspaceId: string,
  filter: OutboxFilter,
  page: { page: number; limit: number; offset: number },
) {
  const { rows, total } = await listMessages(db, workspaceId, filter, page);
  return {
    items: rows.map(itemJson),
    pagination: { page: page.page, total_pages: Math.ceil(total / page.limit), total },
  };
}

async function ownMessage(db: Db, workspaceId: string, id: string) {
  const row = id.length <= 64 ? await findMessage(db, workspaceId, id) : undefined;
  if (!row) throw notFound('Message not found');
  return row;
}

export const getMessage = async (db: Db, workspaceId: string, id: string) =>
  detailJson(await ownMessage(db, workspaceId, id));

/** Queued again, due now, with the same id (a receiver that got it already drops the repeat). */
/** Resend of a message about an erased candidate (privacy/erase.ts emptied it). */
export const ERASED_MESSAGE =
  'This message was about a candidate who was erased: it can no longer be sent';

export async function resendMessage(deps: AppDeps, workspaceId: string, id: string) {
  const row = await ownMessage(deps.db, workspaceId, id);
  // an email without its recipient, a webhook without its payload: emptied by an erasure
  if (row.kind === 'email' ? row.recipient === '' : row.payload === null) {
    throw new ApiError(409, ERASED_MESSAGE);
  }
  if (row.kind === 'email' && !deps.config.messages.smtpUrl) {
    throw new ApiError(
      409,
      'No mail server is configured (SMTP_URL): copy the link from the message instead',
    );
  }
  if (row.kind === 'webhook') {
    if (!(await findWebhook(deps.db, row.webhook_id ?? '', workspaceId)))
      throw new ApiError(409, 'This webhook was removed: its messages cannot be sent');
  }
  await requeue(deps.db, workspaceId, row.id, deps.clock.now().toISOString());
}
