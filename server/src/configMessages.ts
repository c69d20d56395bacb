// Mail, the outbox's worker and webhooks (docs/messages.md): SMTP_URL, MAIL_FROM, PUBLIC_URL,
// OUTBOX_POLL_MS, OUTBOX_RETRY_BASE_MS, OUTBOX_LEASE_MS, WEBHOOK_ALLOW_PRIVATE.
import { ConfigError, parseBoolean, parseWholeNumber, redactUrl } from './configParse.ts';

export interface MessagesConfig {
  /** SMTP_URL; unset: emails are kept in the outbox as not sent */
  smtpUrl: string | undefined;
  /** MAIL_FROM: the sender, and the calendar invite's organiser */
  mailFrom: { name: string; address: string };
  /** PUBLIC_URL without a trailing slash: links in messages are absolute under it */
  publicUrl: string;
  /** OUTBOX_POLL_MS: how often the worker looks for messages due */
  pollMs: number;
  /** OUTBOX_RETRY_BASE_MS: the first wait after a failed attempt */
  retryBaseMs: number;
  /** WEBHOOK_ALLOW_PRIVATE: webhooks may reach private and loopback addresses (tests) */
  allowPrivateWebhooks: boolean;
  /** OUTBOX_LEASE_MS: how long a taken message is its server's before another may take it */
  leaseMs: number;
}

const DEFAULT_FROM = 'Interview AI <no-reply@localhost>';
const ADDRESS = /^[^\s@<>"]+@[^\s@<>"]+$/;

/** `Name <address>` or a bare address. */
function parseMailFrom(raw: string | undefined): MessagesConfig['mailFrom'] {
  const value = (raw ?? '').trim() || DEFAULT_FROM;
  const named = /^(.*?)\s*<([^<>]+)>$/.exec(value);
  const name = (named ? named[1]! : '').replace(/^"|"$/g, '').trim();
  const address = (named ? named[2]! : value).trim();
  if (!ADDRESS.test(address)) {
    throw new ConfigError(
      'MAIL_FROM',
      `must be an email address like "Interview AI <no-reply@example.com>" (got "${value}")`,
    );
  }
  return { name, address };
}

function parseSmtpUrl(raw: string | undefined): string | undefined {
  const value = raw?.trim();
  if (!value) return undefined;
  let url: URL | undefined;
  try {
    url = new URL(value);
  } catch {
    url = undefined;
  }
  if (!url || !['smtp:', 'smtps:'].includes(url.protocol) || !url.hostname) {
    throw new ConfigError(
      'SMTP_URL',
      `must be a URL like smtp://user:password@host:587 or smtps://user:password@host:465 (got "${redactUrl(value)}")`,
    );
  }
  return value;
}

function parsePublicUrl(raw: string | undefined, port: number): string {
  const value = raw?.trim();
  if (!value) return `http://localhost:${port}`;
  let url: URL | undefined;
  try {
    url = new URL(value);
  } catch {
    url = undefined;
  }
  if (!url || !['http:', 'https:'].includes(url.protocol) || url.search || url.hash) {
    throw new ConfigError(
      'PUBLIC_URL',
      `must be the console's http(s) address like https://hiring.example.com (got "${value}")`,
    );
  }
  return value.replace(/\/+$/, '');
}

export function parseMessagesConfig(env: NodeJS.ProcessEnv, port: number): MessagesConfig {
  return {
    smtpUrl: parseSmtpUrl(env.SMTP_URL),
    mailFrom: parseMailFrom(env.MAIL_FROM),
    publicUrl: parsePublicUrl(env.PUBLIC_URL, port),
    pollMs: parseWholeNumber(env, 'OUTBOX_POLL_MS', 5000, 100, 600000),
    retryBaseMs: parseWholeNumber(env, 'OUTBOX_RETRY_BASE_MS', 30000, 10, 86400000),
    allowPrivateWebhooks: parseBoolean('WEBHOOK_ALLOW_PRIVATE', env.WEBHOOK_ALLOW_PRIVATE, false),
    // longer than one delivery may take (40 s for mail at most): 2 minutes
    leaseMs: parseWholeNumber(env, 'OUTBOX_LEASE_MS', 120000, 1000, 3600000),
  };
}
