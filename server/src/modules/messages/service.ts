// The workspace's message templates and reminder hours (docs/messages.md).
import {
  isTemplateName,
  SAMPLE_VALUES,
  TEMPLATES,
  TEMPLATE_NAMES,
  unknownPlaceholders,
  type TemplateName,
} from '../../../../common/messageTemplates.ts';
import type { Actor } from '../../auth/actor.ts';
import { badRequest, notFound } from '../../errors.ts';
import type { AppDeps } from '../../types.ts';
import { audited } from '../audit/repository.ts';
import { queueEmail } from '../outbox/enqueue.ts';
import * as repo from './repository.ts';

export const MAX_REMINDER_HOURS = 168;

export async function messageSettings(deps: AppDeps, workspaceId: string) {
  const [custom, messaging] = await Promise.all([
    repo.customTemplates(deps.db, workspaceId),
    repo.messagingOf(deps.db, workspaceId),
  ]);
  const byName = new Map(custom.map((t) => [t.name, t]));
  const { mailFrom, smtpUrl } = deps.config.messages;
  return {
    mail: {
      configured: smtpUrl !== undefined,
      from: mailFrom.name ? `${mailFrom.name} <${mailFrom.address}>` : mailFrom.address,
    },
    reminders: {
      first_hours: messaging?.reminder_first_hours ?? null,
      second_hours: messaging?.reminder_second_hours ?? null,
    },
    templates: TEMPLATE_NAMES.map((name) => {
      const definition = TEMPLATES[name];
      const saved = byName.get(name);
      return {
        name,
        label: definition.label,
        subject: saved?.subject ?? definition.subject,
        body: saved?.body ?? definition.body,
        default_subject: definition.subject,
        default_body: definition.body,
        customised: saved !== undefined,
        placeholders: [...definition.placeholders],
      };
    }),
  };
}

function templateName(raw: string): TemplateName {
  if (!isTemplateName(raw)) throw notFound('Template not found');
  return raw;
}

/** The subject and body, each present and without a placeholder the template does not know. */
function checkedText(name: TemplateName, body: { subject: string; body: string }) {
  const subject = body.subject.trim();
  const text = body.body.replace(/\r\n/g, '\n');
  if (!subject) throw badRequest('Subject is required');
  if (!text.trim()) throw badRequest('Body is required');
  for (const [part, value] of [
    ['subject', subject],
    ['body', text],
  ] as const) {
    const unknown = unknownPlaceholders(name, value);
    if (unknown.length > 0) {
      const list = unknown.map((u) => `{${u}}`).join(', ');
      throw badRequest(
        `Unknown placeholder${unknown.length > 1 ? 's' : ''} ${list} in the ${part}: use ${TEMPLATES[name].placeholders.map((p) => `{${p}}`).join(', ')}`,
      );
    }
  }
  return { subject, body: text };
}

export async function saveTemplate(
  deps: AppDeps,
  actor: Actor,
  rawName: string,
  body: { subject: string; body: string },
) {
  const name = templateName(rawName);
  const text = checkedText(name, body);
  await audited(
    deps,
    actor,
    (trx) => repo.saveTemplate(trx, actor.workspaceId, name, text, deps.clock.now().toISOString()),
    () => ({
      action: 'template.update',
      target_type: 'template',
      target_id: name,
      summary: `Changed the "${TEMPLATES[name].label}" email`,
    }),
  );
}

export async function resetTemplate(deps: AppDeps, actor: Actor, rawName: string) {
  const name = templateName(rawName);
  await audited(
    deps,
    actor,
    (trx) => repo.removeTemplate(trx, actor.workspaceId, name),
    () => ({
      action: 'template.reset',
      target_type: 'template',
      target_id: name,
      summary: `Reset the "${TEMPLATES[name].label}" email to the default`,
    }),
  );
}

/** The editor's text, filled with sample values, sent to the member asking. */
export async function sendTestMessage(
  deps: AppDeps,
  actor: Actor,
  rawName: string,
  body: { subject: string; body: string },
) {
  const name = templateName(rawName);
  const text = checkedText(name, body);
  const to = await repo.memberEmail(deps.db, actor.memberId);
  if (!to) throw badRequest('Your profile has no email address: add one to receive a test');
  const workspace = await repo.messagingOf(deps.db, actor.workspaceId);
  await queueEmail(deps.db, deps, {
    workspaceId: actor.workspaceId,
    template: name,
    to,
    values: { ...SAMPLE_VALUES, workspace: workspace?.name ?? SAMPLE_VALUES.workspace! },
    link: SAMPLE_VALUES.link!,
    text: { subject: `[Test] ${text.subject}`, body: text.body },
  });
  return to;
}

function checkHours(value: number | null, name: string): number | null {
  if (value === null) return null;
  if (!Number.isInteger(value) || value < 1 || value > MAX_REMINDER_HOURS) {
    throw badRequest(
      `${name} must be a whole number of hours from 1 to ${MAX_REMINDER_HOURS}, or off`,
    );
  }
  return value;
}

export async function saveReminders(
  deps: AppDeps,
  actor: Actor,
  body: { first_hours: number | null; second_hours: number | null },
) {
  const hours = {
    reminder_first_hours: checkHours(body.first_hours, 'The first reminder'),
    reminder_second_hours: checkHours(body.second_hours, 'The second reminder'),
  };
  const show = (h: number | null) => (h === null ? 'off' : `${h} h before`);
  await audited(
    deps,
    actor,
    (trx) => repo.saveReminders(trx, actor.workspaceId, hours),
    () => ({
      action: 'reminders.update',
      target_type: 'workspace',
      target_id: actor.workspaceId,
      summary: `Set the reminders to ${show(hours.reminder_first_hours)} and ${show(hours.reminder_second_hours)}`,
    }),
  );
}
