// Issue 11: what a load balancer and a process manager see. GET /api/ready; SIGTERM stops
// accepting, finishes the requests in flight, closes the database and exits 0 (at most after a
// grace period); several servers started together on one database seed it once.
import { mkdtempSync, rmSync } from 'node:fs';
import { connect, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startServer } from '../../server/src/bootstrap.ts';
import { loadConfig } from '../../server/src/config.ts';
import { gracefulShutdown } from '../../server/src/shutdown.ts';
import { startServerProcess, signIn, type ServerProcess } from './serverProcess.ts';
import { freshDatabase, startTestApp, TEST_PASSWORD, type TestApp } from './testApp.ts';

let t: TestApp;
const cleanups: (() => Promise<void> | void)[] = [];

beforeAll(async () => {
  t = await startTestApp();
});
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});
afterAll(async () => {
  await t?.close();
});

/** A fresh DATA_DIR and database of the engine under test, removed after the test. */
async function freshPlace(): Promise<Record<string, string>> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'iaa-life-'));
  const database = await freshDatabase();
  cleanups.push(async () => {
    await database.drop();
    rmSync(dataDir, { recursive: true, force: true });
  });
  return { DATA_DIR: dataDir, ...database.env };
}

function track(server: ServerProcess): ServerProcess {
  cleanups.push(async () => {
    if (server.child.exitCode === null && server.child.signalCode === null) {
      server.child.kill('SIGKILL');
      await server.exited;
    }
  });
  return server;
}

/** A raw connection that has sent a request's head and part of its body. */
async function startRequest(url: string, body: string, sent: number): Promise<Socket> {
  const { hostname, port } = new URL(url);
  const socket = connect(Number(port), hostname);
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', resolve).once('error', reject);
  });
  socket.write(
    'POST /api/admin/login HTTP/1.1\r\n' +
      `Host: ${hostname}:${port}\r\n` +
      'Content-Type: application/json\r\n' +
      `Content-Length: ${Buffer.byteLength(body)}\r\n\r\n` +
      body.slice(0, sent),
  );
  return socket;
}

/** Everything the server answers on the socket until it closes it. */
const answerOf = (socket: Socket) =>
  new Promise<string>((resolve) => {
    let text = '';
    socket.setEncoding('utf8').on('data', (chunk: string) => (text += chunk));
    socket.once('close', () => resolve(text));
  });

/** True once a new connection to the URL is refused. */
const refused = (url: string) =>
  new Promise<boolean>((resolve) => {
    const { hostname, port } = new URL(url);
    const socket = connect(Number(port), hostname);
    socket.once('connect', () => {
      socket.destroy();
      resolve(false);
    });
    socket.once('error', () => resolve(true));
  });

describe('GET /api/ready', () => {
  it('is 200 {status: ready} without a token once the database answers and is migrated', async () => {
    const res = await t.app.inject({ url: '/api/ready' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ready' });
  });

  it('is 503 {msg} when the database lacks the migrations the server ran', async () => {
    const { rows } = await sql<{ name: string; timestamp: string }>`
      select name, timestamp from kysely_migration order by name desc limit 1`.execute(t.db);
    const latest = rows[0]!;
    await sql`delete from kysely_migration where name = ${latest.name}`.execute(t.db);
    try {
      const res = await t.app.inject({ url: '/api/ready' });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({ msg: 'Database migrations are not done' });
    } finally {
      await sql`insert into kysely_migration (name, timestamp)
        values (${latest.name}, ${latest.timestamp})`.execute(t.db);
    }
    expect((await t.app.inject({ url: '/api/ready' })).statusCode).toBe(200);
  });

  it('is 503 {msg} when the database does not answer', async () => {
    const other = await startServer(t.config, { logger: false });
    await other.db.destroy();
    const res = await other.app.inject({ url: '/api/ready' });
    await other.app.close();
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ msg: 'Database unavailable' });
  });
});

describe('SIGTERM', () => {
  it('stops accepting, finishes the request in flight, closes the database and exits 0', async () => {
    const server = track(await startServerProcess(await freshPlace()));
    const body = JSON.stringify({ username: 'admin', password: TEST_PASSWORD });
    const socket = await startRequest(server.url, body, 10);
    const answer = answerOf(socket);

    // the request has arrived (its head) before the signal
    await server.printed('"url":"/api/admin/login"');
    server.child.kill('SIGTERM');
    await server.printed('SIGTERM received, shutting down');
    let closed = false;
    for (let i = 0; i < 50 && !closed; i++) {
      closed = await refused(server.url);
      if (!closed) await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(closed, 'new connections refused after SIGTERM').toBe(true);
    expect(server.child.exitCode).toBeNull();

    // the rest of the body arrives: the sign-in is answered in full, then the server ends
    socket.write(body.slice(10));
    const text = await answer;
    expect(text).toMatch(/^HTTP\/1\.1 200 /);
    expect(text).toContain('"token"');
    expect(await server.exited).toBe(0);
  }, 120_000);

  it('exits anyway once the grace period is over', async () => {
    const app = await startServer(t.config, { logger: false });
    const url = await app.app.listen({ host: '127.0.0.1', port: 0 });
    const exits: number[] = [];
    const stop = gracefulShutdown(app.app, app.db, {
      graceMs: 300,
      exit: (code) => exits.push(code),
      report: () => {},
    });
    // a request whose body never comes keeps the stop waiting
    const arrived = new Promise((resolve) => app.app.server.once('request', resolve));
    const socket = await startRequest(url, JSON.stringify({ username: 'admin' }), 5);
    await arrived;
    const stopping = stop('SIGTERM');
    expect(stop('SIGTERM')).toBe(stopping);
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect(exits).toEqual([1]);
    socket.destroy();
    await stopping;
  });
});

describe('servers started together on one database', () => {
  it('seed it once; each answers ready, serves what the other stored, and stops on SIGTERM', async () => {
    const place: Record<string, string> = { ...(await freshPlace()), SEED_DEMO: 'on' };
    if (!place.DATABASE_URL) {
      // SQLite: one database file, made first (two processes migrating one file at once is
      // not a setup SQLite is run in); the seed is what they race for
      const config = loadConfig({ ...place, SEED_DEMO: 'off', ADMIN_PASSWORD: TEST_PASSWORD });
      const made = await startServer(config, {
        logger: false,
      });
      await made.app.close();
      await made.db.destroy();
    }
    const [a, b] = (await Promise.all([startServerProcess(place), startServerProcess(place)])).map(
      track,
    );
    const banners = [a!, b!].map((s) => /Demo data: +(.*)/.exec(s.output())![1]);
    expect(banners.sort()).toEqual(['already present or skipped', 'loaded']);

    for (const server of [a!, b!]) {
      const ready = await fetch(`${server.url}/api/ready`);
      expect(ready.status).toBe(200);
      expect(await ready.json()).toEqual({ status: 'ready' });
    }
    // a token of one server works on the other; the list is the one seed
    const token = await signIn(a!.url);
    const list = await fetch(`${b!.url}/api/candidate/list?page=1&limit=100`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(list.status).toBe(200);
    const { data } = (await list.json()) as {
      data: { items: { resume_url: string }[]; total: number };
    };
    const { items, total } = data;
    expect(total).toBe(60);
    // a resume link made by one server opens on the other
    const pdf = await fetch(`${a!.url}${items[0]!.resume_url}`);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');

    a!.child.kill('SIGTERM');
    b!.child.kill('SIGTERM');
    expect(await Promise.all([a!.exited, b!.exited])).toEqual([0, 0]);
  }, 180_000);
});
