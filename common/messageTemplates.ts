// The emails' templates: their default text, the placeholders each knows, and the renderer. Shared
// by the server (what is sent) and the console (the preview beside the editor), so the preview is
// what goes out (docs/messages.md).

export const TEMPLATE_NAMES = [
  'interview_invitation',
  'interview_rescheduled',
  'interview_cancelled',
  'interview_reminder',
  'member_invitation',
] as const;
export type TemplateName = (typeof TEMPLATE_NAMES)[number];

export function isTemplateName(value: unknown): value is TemplateName {
  return typeof value === 'string' && (TEMPLATE_NAMES as readonly string[]).includes(value);
}

const INTERVIEW_PLACEHOLDERS = [
  'candidate_name',
  'interview_title',
  'when',
  'link',
  'workspace',
] as const;

interface TemplateDefinition {
  label: string;
  placeholders: readonly string[];
  subject: string;
  body: string;
}

export const TEMPLATES: Readonly<Record<TemplateName, TemplateDefinition>> = {
  interview_invitation: {
    label: 'Interview invitation',
    placeholders: INTERVIEW_PLACEHOLDERS,
    subject: 'Your interview: {interview_title}',
    body:
      'Hello {candidate_name},\n\n' +
      'You are invited to an interview, "{interview_title}", on {when}.\n\n' +
      'Join it at this link when the time comes:\n{link}\n\n' +
      'The attached calendar file adds it to your calendar.\n\nBest regards,\n{workspace}',
  },
  interview_rescheduled: {
    label: 'Interview moved',
    placeholders: INTERVIEW_PLACEHOLDERS,
    subject: 'New time for your interview: {interview_title}',
    body:
      'Hello {candidate_name},\n\n' +
      'Your interview "{interview_title}" has moved to {when}.\n\n' +
      'Your link stays the same:\n{link}\n\n' +
      'The attached calendar file updates the event in your calendar.\n\nBest regards,\n{workspace}',
  },
  interview_cancelled: {
    label: 'Interview cancelled',
    placeholders: INTERVIEW_PLACEHOLDERS,
    subject: 'Cancelled: {interview_title}',
    body:
      'Hello {candidate_name},\n\n' +
      'Your interview "{interview_title}" on {when} has been cancelled. ' +
      'We are sorry for any inconvenience.\n\n' +
      'The attached calendar file removes it from your calendar.\n\nBest regards,\n{workspace}',
  },
  interview_reminder: {
    label: 'Interview reminder',
    placeholders: INTERVIEW_PLACEHOLDERS,
    subject: 'Reminder: {interview_title} on {when}',
    body:
      'Hello {candidate_name},\n\n' +
      'This is a reminder of your interview "{interview_title}" on {when}.\n\n' +
      'Join it at this link:\n{link}\n\nBest regards,\n{workspace}',
  },
  member_invitation: {
    label: 'Team invitation',
    placeholders: ['workspace', 'link', 'role', 'inviter'],
    subject: 'Join {workspace} on Interview AI',
    body:
      'Hello,\n\n{inviter} invites you to join {workspace} on Interview AI as {role}.\n\n' +
      'Accept the invitation at this link (it works once, for 7 days):\n{link}\n\n' +
      'If you did not expect this, you can ignore this email.',
  },
};

/** What a preview or a test message fills the placeholders with. */
export const SAMPLE_VALUES: Readonly<Record<string, string>> = {
  candidate_name: 'Jane Doe',
  interview_title: 'Frontend Engineer — first interview',
  when: 'Monday, 5 October 2026 at 15:00 (Europe/Paris)',
  link: 'https://example.com/meeting?interview=sample',
  workspace: 'Your workspace',
  role: 'recruiter',
  inviter: 'Alex Admin',
};

const PLACEHOLDER = /\{([a-z_]+)\}/g;

/** The placeholders a text uses that the template does not know, each once, in order. */
export function unknownPlaceholders(name: TemplateName, text: string): string[] {
  const known = TEMPLATES[name].placeholders;
  const unknown: string[] = [];
  for (const [, key] of text.matchAll(PLACEHOLDER)) {
    if (!known.includes(key!) && !unknown.includes(key!)) unknown.push(key!);
  }
  return unknown;
}

/** The text with each known placeholder replaced; anything else is left as written. */
export function fillPlaceholders(text: string, values: Readonly<Record<string, string>>): string {
  return text.replace(PLACEHOLDER, (whole, key: string) =>
    Object.hasOwn(values, key) ? values[key]! : whole,
  );
}

const escapeHtml = (text: string) =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');

const URL_IN_TEXT = /\bhttps?:\/\/[^\s<>"']+/g;

/**
 * The HTML part of an email, made from its text: every character escaped, paragraphs at blank
 * lines, line breaks kept, http(s) links made clickable. Nothing in a name or a template can add
 * markup of its own.
 */
export function textToHtml(text: string): string {
  const paragraphs = text
    .split(/\n{2,}/)
    .map((paragraph) => {
      const escaped = escapeHtml(paragraph);
      const linked = escaped.replace(URL_IN_TEXT, (url) => `<a href="${url}">${url}</a>`);
      return `<p>${linked.replace(/\n/g, '<br>')}</p>`;
    })
    .join('\n');
  return `<!doctype html><html><body style="font-family:sans-serif;line-height:1.5">${paragraphs}</body></html>`;
}

export interface RenderedMessage {
  subject: string;
  text: string;
  html: string;
}

/**
 * A template's subject and body with the values filled in, and its HTML form. Every email names
 * its workspace: a body that no longer says it is signed with it.
 */
export function renderMessage(
  template: { subject: string; body: string },
  values: Readonly<Record<string, string>>,
): RenderedMessage {
  // a subject is one line, whatever a value holds
  const subject = fillPlaceholders(template.subject, values)
    .replace(/[\r\n]+/g, ' ')
    .trim();
  let text = fillPlaceholders(template.body, values);
  const workspace = values.workspace?.trim();
  if (workspace && !text.includes(workspace)) text = `${text.trimEnd()}\n\n— ${workspace}`;
  return { subject, text, html: textToHtml(text) };
}
