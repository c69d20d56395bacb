// The events a webhook may subscribe to (docs/messages.md): the server queues them, the console
// offers them.
export const WEBHOOK_EVENTS = [
  'candidate.created',
  'candidate.updated',
  'candidate.deleted',
  // erased (docs/privacy.md): `data` carries ids and the time only
  'candidate.erased',
  'interview.scheduled',
  'interview.rescheduled',
  'interview.cancelled',
  'interview.completed',
  'interview.scored',
] as const;
export type WebhookEvent = (typeof WEBHOOK_EVENTS)[number];
