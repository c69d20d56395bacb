// The outbox with several servers on one PostgreSQL (issue 51): each message is taken by one
// server (FOR UPDATE SKIP LOCKED), and a server killed mid-delivery loses nothing: another takes
// its messages once their lease ends. Real server processes, a real SMTP server.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSmtpReceiver, type SmtpReceiver } from '../receivers.ts';
import { signIn, startServerProcess, type ServerProcess } from '../serverProcess.ts';
import { freshDatabase } from '../testApp.ts';

let smtp: SmtpReceiver;
let env: Record<string, string> = {};
let dropDatabase = async () => {};
const servers: ServerProcess[] = [];
const dirs: string[] = [];
let token = '';

async function start(): Promise<ServerProcess> {
  const dir = mkdtempSync(path.join(tmpdir(), 'iaa-outbox-'));
  dirs.push(dir);
  const server = await startServerProcess({ ...env, DATA_DIR: dir, LOG_LEVEL: 'warn' });
  servers.push(server);
  return server;
}

async function api(server: ServerProcess, method: string, apiPath: string, body?: object) {
  const res = await fetch(`${server.url}/api${apiPath}`, {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      ...(body ? { 'content-type': 'application/json' } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- each test reads its own shape
  return { status: res.status, body: (await res.json()) as { data: any; msg: string } };
}

async function importCandidates(server: ServerProcess, prefix: string, count: number) {
  const rows = Array.from({ length: count }, (_, i) => ({
    name: `${prefix} ${i}`,
    email: `${prefix}-${i}@example.com`,
    phone: '+1 555 0100',
  }));
  const res = await api(server, 'POST', '/candidate/import/rows', { rows });
  expect(res.status).toBe(200);
  return (res.body.data.results as { id: string }[]).map((r) => r.id);
}

/** The invitations' Message-IDs received, each with how many times. */
function receivedIds(): Map<string, number> {
  const counts = new Map<string, number>();
  for (const mail of smtp.mails) counts.set(mail.messageId, (counts.get(mail.messageId) ?? 0) + 1);
  return counts;
}

async function until(check: () => boolean | Promise<boolean>, timeoutMs: number, what: string) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

describe('the outbox on several servers', () => {
  beforeAll(async () => {
    smtp = await startSmtpReceiver();
    const database = await freshDatabase();
    dropDatabase = database.drop;
    env = {
      ...database.env,
      SMTP_URL: smtp.url,
      OUTBOX_POLL_MS: '200',
      OUTBOX_LEASE_MS: '5000',
      OUTBOX_RETRY_BASE_MS: '500',
    };
    // started together: one migrates, the other waits for it
    await Promise.all([start(), start()]);
    token = await signIn(servers[0]!.url);
  }, 120_000);

  afterAll(async () => {
    for (const server of servers) {
      if (server.child.exitCode === null && server.child.signalCode === null) {
        server.child.kill('SIGTERM');
        await server.exited;
      }
    }
    await dropDatabase();
    await smtp?.stop();
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  });

  it('delivers 200 invitations scheduled at once through two servers, none twice', async () => {
    const ids = await importCandidates(servers[0]!, 'burst', 200);
    const at = new Date(Date.now() + 2 * 3_600_000).toISOString();
    const created = await Promise.all(
      ids.map((id, i) =>
        api(servers[i % 2]!, 'POST', '/interview/create', {
          candidate_id: id,
          title: 'Burst',
          scheduled_time: at,
        }),
      ),
    );
    expect(created.filter((r) => r.status !== 201)).toEqual([]);
    await smtp.waitFor(200, 60_000);
    // a moment more: a repeat would arrive now
    await new Promise((r) => setTimeout(r, 1_000));
    const counts = receivedIds();
    expect(counts.size).toBe(200);
    expect([...counts.values()].every((n) => n === 1)).toBe(true);
    const sent = await api(servers[1]!, 'GET', '/admin/outbox?status=sent&limit=1');
    expect(sent.body.data.pagination.total).toBe(200);
  }, 120_000);

  it('loses nothing when a server is killed (kill -9) mid-delivery', async () => {
    smtp.mails.length = 0;
    // one server delivers this time: the other is stopped gracefully
    const survivor = servers[1]!;
    survivor.child.kill('SIGTERM');
    await survivor.exited;
    const doomed = servers[0]!;
    smtp.delayMs = 1_500;
    const ids = await importCandidates(doomed, 'killed', 20);
    const at = new Date(Date.now() + 2 * 3_600_000).toISOString();
    for (const id of ids) {
      const res = await api(doomed, 'POST', '/interview/create', {
        candidate_id: id,
        title: 'Killed',
        scheduled_time: at,
      });
      expect(res.status).toBe(201);
    }
    await until(() => smtp.inFlight > 0, 10_000, 'a delivery in flight');
    doomed.child.kill('SIGKILL');
    await doomed.exited;
    smtp.delayMs = 0;
    const next = await start();
    token = await signIn(next.url);
    await until(
      async () => {
        const queued = await api(next, 'GET', '/admin/outbox?status=queued&kind=email&limit=100');
        const due = (queued.body.data.items as { template: string }[]).filter(
          (m) => m.template === 'interview_invitation',
        );
        return due.length === 0;
      },
      30_000,
      'every invitation delivered',
    );
    const sent = await api(next, 'GET', '/admin/outbox?status=sent&kind=email&limit=100');
    const invitations = (sent.body.data.items as { id: string; template: string }[]).filter(
      (m) => m.template === 'interview_invitation',
    );
    // 200 before and these 20, each sent
    expect(sent.body.data.pagination.total).toBe(220);
    const counts = receivedIds();
    for (const message of invitations.slice(0, 20)) {
      expect(counts.get(`<${message.id}@interview-ai>`), message.id).toBeGreaterThanOrEqual(1);
    }
    // at least once: only what was in flight at the kill may arrive twice
    const repeats = [...counts.values()].filter((n) => n > 1).length;
    expect(repeats).toBeLessThanOrEqual(5);
  }, 120_000);
});
