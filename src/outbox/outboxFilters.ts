// The outbox's filters, kept in the address (`/outbox?interview_id=…`, so that an interview links
// to its messages), and the words the screen shows for a message's kind, status and template.
import { isTemplateName, TEMPLATES } from '../../common/messageTemplates';
import { queryValues } from '../common/addressQuery';
import type { OutboxItem, OutboxStatus } from '../dataProvider/types';

export const OUTBOX_FILTER_NAMES = ['status', 'kind', 'candidate_id', 'interview_id'] as const;
export type OutboxFilterName = (typeof OUTBOX_FILTER_NAMES)[number];
export type OutboxFilters = Partial<Record<OutboxFilterName, string>>;

/** What the outbox's queries start with, for refreshing them after a resend. */
export const OUTBOX_QUERY_KEY = ['messages', 'outbox'] as const;

/** The messages of a page. */
export const OUTBOX_PAGE_SIZE = 50;

export function outboxFiltersFrom(search: URLSearchParams): OutboxFilters {
  return queryValues(search, OUTBOX_FILTER_NAMES);
}

/** The outbox showing one interview's (or candidate's) messages. */
export function outboxPath(record: { interview_id?: string; candidate_id?: string }): string {
  const search = new URLSearchParams();
  if (record.interview_id) search.set('interview_id', record.interview_id);
  if (record.candidate_id) search.set('candidate_id', record.candidate_id);
  const query = search.toString();
  return query ? `/outbox?${query}` : '/outbox';
}

export const STATUS_COLOURS: Record<OutboxStatus, 'info' | 'success' | 'error' | 'warning'> = {
  queued: 'info',
  sent: 'success',
  failed: 'error',
  not_sent: 'warning',
};

/** A webhook event's translation key: `interview.scheduled` → …event_names.interview_scheduled. */
export function eventLabelKey(event: string): string {
  return `app.webhooks.event_names.${event.replace(/\./g, '_')}`;
}

/**
 * What a message is, in words: an email's template label ('Interview invitation'), a webhook's
 * event ('Interview scheduled'); translation keys fall back to the name as sent.
 */
export function messageLabel(
  item: Pick<OutboxItem, 'kind' | 'template'>,
  translate: (key: string, options?: object) => string,
): string {
  if (item.kind === 'email') {
    return isTemplateName(item.template) ? TEMPLATES[item.template].label : item.template;
  }
  return translate(eventLabelKey(item.template), { _: item.template });
}
