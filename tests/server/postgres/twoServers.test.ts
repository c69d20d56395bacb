// Two server processes on one PostgreSQL database, no sticky sessions: whatever one server did,
// the other sees and serves. Requests alternate between them, as a load balancer would send them.
// PostgreSQL only: the server project leaves tests/server/postgres/ out (with SQLite one server
// owns its DATA_DIR).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateResumePdf } from '../../../server/src/seed/resumePdf.ts';
import { startServerProcess, signIn, type ServerProcess } from '../serverProcess.ts';
import { freshDatabase } from '../testApp.ts';

let servers: ServerProcess[] = [];
let token = '';
let pdf: Uint8Array;
const dirs: string[] = [];
let dropDatabase = async () => {};

/** The i-th request's server: they take turns. */
const through = (i: number) => servers[i % servers.length]!;

async function api(
  server: ServerProcess,
  method: string,
  apiPath: string,
  body?: FormData | object,
  headers: Record<string, string> = {},
) {
  const json = body !== undefined && !(body instanceof FormData);
  const res = await fetch(`${server.url}/api${apiPath}`, {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      ...(json ? { 'content-type': 'application/json' } : {}),
      ...headers,
    },
    body: json ? JSON.stringify(body) : (body as FormData | undefined),
  });
  const text = await res.text();
  return { status: res.status, headers: res.headers, body: text ? JSON.parse(text) : undefined };
}

function candidateForm(name: string, email: string): FormData {
  const form = new FormData();
  form.append('name', name);
  form.append('email', email);
  form.append('phone', '+1 555 0100');
  form.append('skills', 'python');
  form.append('resume', new Blob([Buffer.from(pdf)], { type: 'application/pdf' }), 'resume.pdf');
  return form;
}

describe('two servers on one PostgreSQL', () => {
  beforeAll(async () => {
    const database = await freshDatabase();
    dropDatabase = database.drop;
    pdf = await generateResumePdf({
      name: 'Two Servers',
      email: 'two@example.com',
      phone: '+1 555 0100',
      headline: 'Engineer',
      summary: 'Works on any server.',
      experience: [],
      skills: ['Python'],
    });
    // started together: one migrates, the other waits for it
    servers = await Promise.all(
      [1, 2].map(() => {
        const dir = mkdtempSync(path.join(tmpdir(), 'iaa-two-'));
        dirs.push(dir);
        return startServerProcess({ ...database.env, DATA_DIR: dir });
      }),
    );
    token = await signIn(servers[0]!.url);
  }, 180_000);

  afterAll(async () => {
    for (const server of servers) {
      server.child.kill('SIGTERM');
      await server.exited;
    }
    await dropDatabase();
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  });

  it('a candidate created through one is listed and edited through the other', async () => {
    const created = await api(
      through(0),
      'POST',
      '/candidate/create',
      candidateForm('Ada Both', 'ada@example.com'),
    );
    expect(created.status).toBe(201);
    const id = created.body.data.id as string;

    const listed = await api(through(1), 'GET', '/candidate/list?page=1&limit=100');
    expect(listed.body.data.items.map((c: { id: string }) => c.id)).toContain(id);

    const read = await api(through(1), 'GET', `/candidate/${id}`);
    const etag = read.headers.get('etag')!;
    const edit = new FormData();
    edit.append('phone', '+1 555 0111');
    const edited = await api(through(1), 'PUT', `/candidate/${id}`, edit, { 'if-match': etag });
    expect(edited.status).toBe(200);
    // the version moved on everywhere: the first server refuses the old one
    const stale = new FormData();
    stale.append('phone', '+1 555 0122');
    const refused = await api(through(0), 'PUT', `/candidate/${id}`, stale, { 'if-match': etag });
    expect(refused.status).toBe(412);
    const again = await api(through(0), 'GET', `/candidate/${id}`);
    expect(again.body.data.candidate.phone).toBe('+1 555 0111');
  });

  it('a list one server keeps (answer cache) shows at once what the other wrote', async () => {
    const created = await api(
      through(0),
      'POST',
      '/candidate/create',
      candidateForm('Kept Twice', 'kept@example.com'),
    );
    const id = created.body.data.id as string;
    const pageOf = async (server: ServerProcess) => {
      const res = await api(server, 'GET', '/candidate/segregated?page=1&limit=100');
      const buckets = Object.values(res.body.data.segregated) as { id: string; phone: string }[][];
      return buckets.flat().find((c) => c.id === id);
    };
    // the first server answers the page twice: the second time from what it kept
    expect((await pageOf(through(0)))?.phone).toBe('+1 555 0100');
    expect((await pageOf(through(0)))?.phone).toBe('+1 555 0100');
    const edit = new FormData();
    edit.append('phone', '+1 555 0177');
    expect((await api(through(1), 'PUT', `/candidate/${id}`, edit)).status).toBe(200);
    expect((await pageOf(through(0)))?.phone).toBe('+1 555 0177');
    expect((await api(through(1), 'DELETE', `/candidate/${id}`)).status).toBe(200);
    expect(await pageOf(through(0))).toBeUndefined();
  });

  it('a resume uploaded through one downloads through the other', async () => {
    const created = await api(
      through(0),
      'POST',
      '/candidate/create',
      candidateForm('Bo Resume', 'bo@example.com'),
    );
    const link = new URL(created.body.data.resume_url as string, through(1).url);
    const download = await fetch(new URL(link.pathname + link.search, through(1).url));
    expect(download.status).toBe(200);
    expect(Buffer.from(await download.arrayBuffer()).equals(Buffer.from(pdf))).toBe(true);
  });

  it('50 concurrent creates over both servers make 50 candidates with unique ids', async () => {
    const before = (await api(through(0), 'GET', '/candidate/list?page=1&limit=1')).body.data.total;
    const jobs = Array.from({ length: 50 }, (_, i) => i);
    const statuses: number[] = [];
    // 8 clients per server, so at most 8 in flight on each: within what a server's PDF pool
    // takes at once (2 reading, 8 waiting; beyond that it answers 503 to try again)
    await Promise.all(
      Array.from({ length: 16 }, async (_, client) => {
        for (let i = jobs.shift(); i !== undefined; i = jobs.shift()) {
          const form = candidateForm(`Bulk ${i}`, `bulk-${i}@example.com`);
          statuses.push((await api(through(client), 'POST', '/candidate/create', form)).status);
        }
      }),
    );
    expect(
      statuses.filter((s) => s === 201),
      statuses.join(),
    ).toHaveLength(50);
    const all = await api(through(1), 'GET', '/candidate/list?page=1&limit=100');
    expect(all.body.data.total).toBe(before + 50);
    const ids = all.body.data.items.map((c: { cand_id: string }) => c.cand_id);
    expect(new Set(ids).size).toBe(ids.length);
  }, 120_000);

  // last: it locks the admin's sign-in from this address
  it('the sign-in limit counts guesses made through both', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 16; i++) {
      const res = await fetch(`${through(i).url}/api/admin/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username: 'admin', password: `wrong-${i}` }),
      });
      statuses.push(res.status);
    }
    expect(statuses.filter((s) => s === 401)).toHaveLength(10);
    expect(statuses.slice(10)).toEqual(Array(6).fill(429));
  });
});
