import { isIP } from 'node:net';
import { redactUrl, type Config } from './config.ts';
import { resolveJwtSecret, type Started } from './bootstrap.ts';
import type { Db } from './db/engine.ts';
import { createMeetingTokens, meetingLink } from './modules/meeting/link.ts';
import { DEMO_INTERVIEW_KEY } from './seed/keys.ts';

/** True for addresses only this machine can reach. */
export function isLoopback(address: string): boolean {
  const a = address.toLowerCase();
  return (
    a === 'localhost' ||
    a === '::1' ||
    /^127\.\d+\.\d+\.\d+$/.test(a) ||
    a.startsWith('::ffff:127.')
  );
}

const isAnyAddress = (address: string) => address === '0.0.0.0' || address === '::';

/** The URL of the address the server really listens on (IPv6 in brackets). */
export function listenUrl(address: string, port: number): string {
  return `http://${isIP(address) === 6 ? `[${address}]` : address}:${port}`;
}

/** The demo interview a candidate can take now (see openDemoInterview). */
export interface DemoInterview {
  /** `/meeting?interviewId=…&token=…`, to put after the server's address */
  link: string;
  candidate: string;
  status: 'scheduled' | 'in_progress';
  /** when Start stops being offered (an interview in progress can still be finished) */
  closesAt: Date;
}

/**
 * The demo seed's interview (its id kept in `meta`) when its candidate can take it now: scheduled
 * and inside its window (MEETING_*), or already in progress. The link carries the token of the
 * resolved JWT secret, as the server's own links do.
 */
export async function openDemoInterview(
  db: Db,
  config: Config,
  now: Date,
): Promise<DemoInterview | undefined> {
  const key = await db
    .selectFrom('meta')
    .select('value')
    .where('key', '=', DEMO_INTERVIEW_KEY)
    .executeTakeFirst();
  if (!key) return undefined;
  const row = await db
    .selectFrom('interviews')
    .innerJoin('candidates', 'candidates.id', 'interviews.candidate_id')
    .select(['interviews.id', 'interviews.status', 'interviews.scheduled_time', 'candidates.name'])
    .where('interviews.id', '=', key.value)
    .where('candidates.deleted', '=', 0)
    .executeTakeFirst();
  if (!row) return undefined;
  const scheduled = Date.parse(row.scheduled_time);
  const opensAt = scheduled - config.meeting.opensMinutesBefore * 60_000;
  const closesAt = scheduled + config.meeting.closesMinutesAfter * 60_000;
  if (row.status !== 'scheduled' && row.status !== 'in_progress') return undefined;
  // the window as the meeting's session has it: both ends included
  const t = now.getTime();
  if (row.status === 'scheduled' && (t < opensAt || t > closesAt)) return undefined;
  const tokens = createMeetingTokens(resolveJwtSecret(config));
  return {
    link: meetingLink(row.id, tokens.tokenOf(row.id)),
    candidate: row.name,
    status: row.status,
    closesAt: new Date(closesAt),
  };
}

/** Where a browser on this machine reaches the server: loopback for "every interface". */
function browsableUrl(address: string, port: number): string {
  if (address === '0.0.0.0') return listenUrl('127.0.0.1', port);
  if (address === '::') return listenUrl('::1', port);
  return listenUrl(address, port);
}

const hhmm = (d: Date) => d.toISOString().slice(11, 16);

/**
 * What the server prints once it listens: the real address, warnings, the admin, and the demo
 * interview's candidate link while it is open.
 */
export function banner(
  config: Config,
  started: Started,
  address: string,
  port: number,
  demo?: DemoInterview,
): string {
  const url = listenUrl(address, port);
  const lines = [
    '',
    `Interview AI Admin is running at ${url}${isAnyAddress(address) ? ' (every network interface)' : ''}`,
    `  API base:   ${url}/api`,
    `  DATA_DIR:   ${config.dataDir}`,
    `  Demo data:  ${started.seeded ? 'loaded' : config.seedDemo ? 'already present or skipped' : 'off (SEED_DEMO=off)'}`,
    `  Mail:       ${config.messages.smtpUrl ? `sent through ${redactUrl(config.messages.smtpUrl)}` : 'not sent (no SMTP_URL): emails are kept in the outbox with their links'}`,
  ];
  if (started.createdAdmin && started.generatedPassword) {
    lines.push(
      `  Admin:      username "${config.adminUsername}", password "${started.generatedPassword}"`,
      '              This password is shown only once. Set ADMIN_PASSWORD to choose one.',
    );
  } else if (started.createdAdmin) {
    lines.push(`  Admin:      username "${config.adminUsername}", password from ADMIN_PASSWORD`);
  } else {
    lines.push(`  Admin:      username "${config.adminUsername}"`);
  }
  if (started.adminPasswordIgnored) {
    lines.push(
      `  Note:       ADMIN_PASSWORD is set, but the admin "${config.adminUsername}" already exists:`,
      '              it was not applied. To change the password run',
      `              npm run reset-password -- ${config.adminUsername}`,
    );
  }
  if (demo) {
    lines.push(
      `  Interview:  ${browsableUrl(address, port)}${demo.link}`,
      `              the demo interview of ${demo.candidate}: open it to take it as the candidate` +
        (demo.status === 'in_progress'
          ? ' (in progress: it goes on where it stopped)'
          : ` (Start is offered until ${hhmm(demo.closesAt)} UTC)`),
    );
  }
  if (!isLoopback(address)) {
    lines.push(
      `  WARNING:    listening beyond loopback (HOST=${config.host}): other machines can reach the`,
      '              sign-in page. Serve it through HTTPS (a reverse proxy, with TRUST_PROXY set)',
      '              or set HOST=127.0.0.1.',
    );
  }
  lines.push('');
  return lines.join('\n');
}
