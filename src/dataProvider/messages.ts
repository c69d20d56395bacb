// The message calls of a server with workspaces (docs/messages.md): the outbox of emails and
// webhook deliveries, webhooks, and the message templates and reminders.
import { isTemplateName, type TemplateName } from '../../common/messageTemplates';
import { isPlainObject } from './envelope';
import { asList, type Client } from './httpClient';
import { objectOf, pathId } from './records';

export const OUTBOX_STATUSES = ['queued', 'sent', 'failed', 'not_sent'] as const;
export type OutboxStatus = (typeof OUTBOX_STATUSES)[number];
export const OUTBOX_KINDS = ['email', 'webhook'] as const;
export type OutboxKind = (typeof OUTBOX_KINDS)[number];

/** One message of the outbox, as the list shows it. */
export interface OutboxItem {
  id: string;
  kind: OutboxKind;
  /** an email's template, or a webhook delivery's event (`interview.scheduled`) */
  template: string;
  to: string;
  subject: string;
  status: OutboxStatus;
  attempts: number;
  last_error: string | null;
  created_at: string;
  sent_at: string | null;
  /** a queued message's next try */
  next_attempt_at: string | null;
  interview_id: string | null;
  candidate_id: string | null;
}

/** An email's calendar invitation: its times are UTC instants, `time_zone` the interview's. */
export interface CalendarBlock {
  method: string;
  uid: string;
  sequence: number;
  start: string;
  end: string;
  time_zone: string | null;
}

export interface OutboxAttempt {
  at: string;
  ok: boolean;
  error: string | null;
}

/** One message in full: what was (or is to be) sent, and every attempt. */
export interface OutboxMessage extends OutboxItem {
  body_text: string;
  body_html: string;
  link: string | null;
  calendar: CalendarBlock | null;
  /** a webhook delivery's body, parsed (the server keeps it as JSON text) */
  payload: unknown;
  log: OutboxAttempt[];
}

export interface OutboxFilter {
  status?: string;
  kind?: string;
  candidate_id?: string;
  interview_id?: string;
}

export interface OutboxQuery extends OutboxFilter {
  page: number;
  limit?: number;
}

export interface OutboxPage {
  items: OutboxItem[];
  page: number;
  totalPages: number;
  total: number;
}

export interface WebhookDelivery {
  status: string;
  at: string;
  error: string | null;
}

export interface Webhook {
  id: string;
  url: string;
  events: string[];
  created_at: string;
  last_delivery: WebhookDelivery | null;
}

/** A webhook as created: its signing secret is in this answer only. */
export interface CreatedWebhook {
  id: string;
  url: string;
  events: string[];
  secret: string;
}

export interface TemplateText {
  subject: string;
  body: string;
}

export interface MessageTemplate extends TemplateText {
  name: TemplateName;
  label: string;
  default_subject: string;
  default_body: string;
  customised: boolean;
  placeholders: string[];
}

/** Hours before the interview, or null for off. */
export interface Reminders {
  first_hours: number | null;
  second_hours: number | null;
}

export interface MessageSettings {
  mail: { configured: boolean; from: string };
  reminders: Reminders;
  templates: MessageTemplate[];
}

export interface MessageMethods {
  listOutbox(query: OutboxQuery): Promise<OutboxPage>;
  getOutboxMessage(id: string): Promise<OutboxMessage>;
  /** 409 when mail is not configured (an email) or the webhook was removed */
  resendOutboxMessage(id: string): Promise<{ msg: string }>;
  listWebhooks(): Promise<Webhook[]>;
  createWebhook(webhook: { url: string; events: string[] }): Promise<CreatedWebhook>;
  deleteWebhook(id: string): Promise<{ msg: string }>;
  getMessageSettings(): Promise<MessageSettings>;
  saveReminders(reminders: Reminders): Promise<{ msg: string }>;
  saveTemplate(name: TemplateName, text: TemplateText): Promise<{ msg: string }>;
  resetTemplate(name: TemplateName): Promise<{ msg: string }>;
  /** sends what the editor holds, saved or not, to the signed-in member */
  sendTestMessage(name: TemplateName, text: TemplateText): Promise<{ msg: string }>;
}

const text = (value: unknown): string => (typeof value === 'string' ? value : '');
const textOrNull = (value: unknown): string | null =>
  typeof value === 'string' && value !== '' ? value : null;
const whole = (value: unknown, fallback = 0): number =>
  typeof value === 'number' && Number.isFinite(value) ? value : fallback;
const hoursOrNull = (value: unknown): number | null =>
  typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : null;
const strings = (value: unknown): string[] =>
  asList(value).filter((item): item is string => typeof item === 'string');

const oneOf = <T extends string>(values: readonly T[], value: unknown, fallback: T): T =>
  values.includes(value as T) ? (value as T) : fallback;

export function toOutboxItem(value: unknown): OutboxItem {
  const record = objectOf(value);
  return {
    id: text(record.id),
    kind: oneOf(OUTBOX_KINDS, record.kind, 'email'),
    template: text(record.template),
    to: text(record.to),
    subject: text(record.subject),
    status: oneOf(OUTBOX_STATUSES, record.status, 'queued'),
    attempts: whole(record.attempts),
    last_error: textOrNull(record.last_error),
    created_at: text(record.created_at),
    sent_at: textOrNull(record.sent_at),
    next_attempt_at: textOrNull(record.next_attempt_at),
    interview_id: textOrNull(record.interview_id),
    candidate_id: textOrNull(record.candidate_id),
  };
}

function toCalendar(value: unknown): CalendarBlock | null {
  if (!isPlainObject(value)) return null;
  return {
    method: text(value.method),
    uid: text(value.uid),
    sequence: whole(value.sequence),
    start: text(value.start),
    end: text(value.end),
    time_zone: textOrNull(value.time_zone),
  };
}

/** The server sends the body as it was sent, JSON text; a text that is not JSON stays text. */
function parsedPayload(value: unknown): unknown {
  if (typeof value !== 'string') return value ?? null;
  try {
    return JSON.parse(value) as unknown;
  } catch {
    return value;
  }
}

export function toOutboxMessage(value: unknown): OutboxMessage {
  const record = objectOf(value);
  return {
    ...toOutboxItem(record),
    body_text: text(record.body_text),
    body_html: text(record.body_html),
    link: textOrNull(record.link),
    calendar: toCalendar(record.calendar),
    payload: parsedPayload(record.payload),
    log: asList(record.log).map((entry) => {
      const attempt = objectOf(entry);
      return { at: text(attempt.at), ok: attempt.ok === true, error: textOrNull(attempt.error) };
    }),
  };
}

export function toWebhook(value: unknown): Webhook {
  const record = objectOf(value);
  const last = record.last_delivery;
  return {
    id: text(record.id),
    url: text(record.url),
    events: strings(record.events),
    created_at: text(record.created_at),
    last_delivery: isPlainObject(last)
      ? { status: text(last.status), at: text(last.at), error: textOrNull(last.error) }
      : null,
  };
}

function toTemplate(value: unknown): MessageTemplate | undefined {
  const record = objectOf(value);
  if (!isTemplateName(record.name)) return undefined;
  return {
    name: record.name,
    label: text(record.label) || record.name,
    subject: text(record.subject),
    body: text(record.body),
    default_subject: text(record.default_subject),
    default_body: text(record.default_body),
    customised: record.customised === true,
    placeholders: strings(record.placeholders),
  };
}

export function toMessageSettings(value: unknown): MessageSettings {
  const record = objectOf(value);
  const mail = objectOf(record.mail);
  const reminders = objectOf(record.reminders);
  return {
    mail: { configured: mail.configured === true, from: text(mail.from) },
    reminders: {
      first_hours: hoursOrNull(reminders.first_hours),
      second_hours: hoursOrNull(reminders.second_hours),
    },
    templates: asList(record.templates)
      .map(toTemplate)
      .filter((template): template is MessageTemplate => template !== undefined),
  };
}

/** The query string of the set filters and paging, empty values left out. */
export function outboxSearch(query: OutboxQuery): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (value !== undefined && value !== '') search.set(name, String(value));
  }
  return `?${search}`;
}

export function createMessageMethods(apiUrl: string, client: Client): MessageMethods {
  const admin = `${apiUrl}/admin`;
  const outbox = (id: string) => `${admin}/outbox/${pathId(id)}`;
  const template = (name: TemplateName) => `${admin}/messages/templates/${pathId(name)}`;
  const send = async (url: string, method: string, body?: unknown) => {
    const { msg } = await client(url, {
      method,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { msg: msg ?? '' };
  };

  return {
    async listOutbox({ page, limit = 50, ...filter }) {
      const { json } = await client(`${admin}/outbox${outboxSearch({ ...filter, page, limit })}`);
      const record = objectOf(json);
      const pagination = objectOf(record.pagination);
      return {
        items: asList(record.items).map(toOutboxItem),
        page: whole(pagination.page, page),
        totalPages: whole(pagination.total_pages, 1),
        total: whole(pagination.total),
      };
    },

    async getOutboxMessage(id) {
      const { json } = await client(outbox(id));
      return toOutboxMessage(json);
    },

    resendOutboxMessage: (id) => send(`${outbox(id)}/resend`, 'POST', {}),

    async listWebhooks() {
      const { json } = await client(`${admin}/webhooks`);
      return asList(json).map(toWebhook);
    },

    async createWebhook({ url, events }) {
      const { json } = await client(`${admin}/webhooks`, {
        method: 'POST',
        body: JSON.stringify({ url, events }),
      });
      const record = objectOf(json);
      const sent = strings(record.events);
      return {
        id: text(record.id),
        url: text(record.url) || url,
        events: sent.length > 0 ? sent : events,
        secret: text(record.secret),
      };
    },

    deleteWebhook: (id) => send(`${admin}/webhooks/${pathId(id)}`, 'DELETE'),

    async getMessageSettings() {
      const { json } = await client(`${admin}/messages`);
      return toMessageSettings(json);
    },

    saveReminders: (reminders) => send(`${admin}/messages/reminders`, 'PUT', reminders),

    saveTemplate: (name, { subject, body }) => send(template(name), 'PUT', { subject, body }),

    resetTemplate: (name) => send(template(name), 'DELETE'),

    sendTestMessage: (name, { subject, body }) =>
      send(`${template(name)}/test`, 'POST', { subject, body }),
  };
}
