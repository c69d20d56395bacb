// Tables of migrations 014 onward, apart so that schema.ts stays readable; schema.ts's Database
// extends this one and re-exports its row types.
import type { Generated, Selectable } from 'kysely';

// Tables of migration 014 (the outbox, webhooks, message templates: docs/messages.md).

export type OutboxStatus = 'queued' | 'sent' | 'failed' | 'not_sent';

interface OutboxTable {
  seq: Generated<number>;
  id: string;
  workspace_id: string;
  kind: 'email' | 'webhook';
  template: string;
  recipient: string;
  subject: string;
  body_text: string;
  body_html: string;
  link: string;
  calendar: string | null;
  payload: string | null;
  webhook_id: string | null;
  status: OutboxStatus;
  attempts: number;
  last_error: string | null;
  log: string;
  next_attempt_at: string;
  locked_until: string | null;
  created_at: string;
  sent_at: string | null;
  interview_id: string | null;
  candidate_id: string | null;
  reminder_for: string | null;
}

interface WebhooksTable {
  id: string;
  workspace_id: string;
  url: string;
  events: string;
  secret: string;
  created_at: string;
}

interface MessageTemplatesTable {
  workspace_id: string;
  name: string;
  subject: string;
  body: string;
  updated_at: string;
}

export interface LaterDatabase {
  outbox: OutboxTable;
  webhooks: WebhooksTable;
  message_templates: MessageTemplatesTable;
}

export type OutboxRow = Selectable<OutboxTable>;
export type NewOutboxRow = Omit<OutboxRow, 'seq'>;
export type WebhookRow = Selectable<WebhooksTable>;

// Tables of migration 015 (reviews and agreement: docs/scoring.md).

interface AnswerReviewsTable {
  workspace_id: string;
  interview_id: string;
  reviewer_id: string;
  answer_index: number;
  score: number;
  note: Generated<string>;
  submitted_at: string;
}

export interface LaterDatabase {
  answer_reviews: AnswerReviewsTable;
}

export type AnswerReviewRow = Selectable<AnswerReviewsTable>;

// Table of migration 016: jobs that run once across servers (modules/maintenance/schedule.ts).

interface ScheduledRunsTable {
  name: string;
  next_at: string;
  lease_until: string | null;
  last_started_at: string | null;
  last_finished_at: string | null;
  last_result: Generated<string>;
}

export interface LaterDatabase {
  scheduled_runs: ScheduledRunsTable;
}

export type ScheduledRunRow = Selectable<ScheduledRunsTable>;
