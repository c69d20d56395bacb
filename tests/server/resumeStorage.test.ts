// Issue 11: resumes behind one storage interface, on the local disk (SQLite) or in the database
// (resume_files, PostgreSQL). Both storages pass the same tests here, on the engine under test.
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { receiveUpload } from '../../server/src/lib/resumeStore.ts';
import {
  createResumeStorage,
  databaseResumeStorage,
  diskResumeStorage,
  type ResumeStorage,
} from '../../server/src/modules/resumes/storage.ts';
import { startTestApp, type TestApp } from './testApp.ts';

const HOUR = 60 * 60 * 1000;
let t: TestApp;

beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t?.close();
});

/** Every byte value, then random bytes: what a text column or an encoding would mangle. */
const binary = (size: number) =>
  Buffer.concat([Buffer.from(Array.from({ length: 256 }, (_, i) => i)), randomBytes(size)]);

/** Byte equality (toEqual on megabytes takes vitest minutes). */
const same = (a: Buffer | undefined, b: Buffer) => a !== undefined && a.equals(b);

async function bodyOf(storage: ResumeStorage, name: string): Promise<Buffer | undefined> {
  const opened = await storage.open(name);
  if (!opened) return undefined;
  if (Buffer.isBuffer(opened.body)) return opened.body;
  const chunks: Buffer[] = [];
  for await (const chunk of opened.body) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

const uploadsLeft = () => {
  const dir = path.join(t.dataDir, 'tmp');
  return existsSync(dir) ? readdirSync(dir) : [];
};

describe.each([
  ['disk', () => diskResumeStorage(t.dataDir)],
  ['database', () => databaseResumeStorage(t.db, t.dataDir, t.clock)],
])('the %s storage', (kind, make) => {
  let storage: ResumeStorage;
  beforeAll(() => {
    storage = make();
  });

  it('keeps bytes exactly: saved from bytes or from a received upload', async () => {
    expect(storage.kind).toBe(kind);
    const small = binary(1000);
    const large = binary(3 * 1024 * 1024);
    const name = await storage.save(small, null);
    expect(name).toMatch(/^[a-f0-9]{32}\.pdf$/);
    expect(same(await storage.read(name), small)).toBe(true);
    const opened = await storage.open(name);
    expect(opened?.size).toBe(small.length);
    expect(same(await bodyOf(storage, name), small)).toBe(true);

    const received = await receiveUpload(t.dataDir, Readable.from([large]));
    const uploaded = await storage.saveUpload(received.path, null);
    expect(existsSync(received.path)).toBe(false);
    expect(uploadsLeft()).toEqual([]);
    expect(same(await bodyOf(storage, uploaded), large)).toBe(true);
    expect(await storage.list()).toEqual(expect.arrayContaining([name, uploaded]));
  });

  it('stores under a given name (a copy keeps its names) and refuses a foreign one', async () => {
    const name = `${kind === 'disk' ? 'd' : 'e'}${'0'.repeat(31)}.pdf`;
    expect(await storage.save(Buffer.from('%PDF-1.4 given'), null, name)).toBe(name);
    expect((await storage.read(name))?.toString()).toBe('%PDF-1.4 given');
    await expect(storage.save(Buffer.from('x'), null, '../escape.pdf')).rejects.toThrow(/Invalid/);
  });

  it('removes; a missing, empty or foreign name is no error and finds nothing', async () => {
    const name = await storage.save(binary(10), null);
    await storage.remove(name);
    expect(await storage.read(name)).toBeUndefined();
    expect(await storage.open(name)).toBeUndefined();
    expect(await storage.list()).not.toContain(name);
    await storage.remove(name);
    await storage.remove(null);
    await storage.remove('');
    await storage.remove('../../jwt-secret');
    expect(await storage.open('../../jwt-secret')).toBeUndefined();
  });

  it('sweeps unreferenced resumes and temporary uploads stored before the cutoff', async () => {
    for (const name of await storage.list()) await storage.remove(name);
    const kept = await storage.save(binary(10), null);
    const orphan = await storage.save(binary(10), null);
    mkdirSync(path.join(t.dataDir, 'tmp'), { recursive: true });
    writeFileSync(path.join(t.dataDir, 'tmp', `${'c'.repeat(32)}.upload`), 'partial');
    const referenced = (name: string) => name === kept;
    const now = t.clock.now().getTime();

    // stored after the cutoff: nothing goes (an upload may still be under way)
    expect(await storage.sweep(referenced, now - HOUR)).toEqual({
      tempFiles: 0,
      orphanResumes: 0,
    });
    expect(await storage.list()).toEqual([kept, orphan].sort());
    // stored before it: the unreferenced resume and the upload go, the referenced one stays
    expect(await storage.sweep(referenced, now + HOUR)).toEqual({
      tempFiles: 1,
      orphanResumes: 1,
    });
    expect(await storage.list()).toEqual([kept]);
    expect(uploadsLeft()).toEqual([]);
  });
});

describe('the storage of the engine', () => {
  it('is the disk with SQLite and the database with PostgreSQL, chosen once at start', () => {
    const deps = { db: t.db, dataDir: t.dataDir, clock: t.clock };
    expect(createResumeStorage('sqlite', deps).kind).toBe('disk');
    expect(createResumeStorage('postgres', deps).kind).toBe('database');
    expect(t.resumes.kind).toBe(t.engine === 'postgres' ? 'database' : 'disk');
  });

  it('is what the app stores uploads in and serves signed links from', async () => {
    const token = await t.login();
    const { multipart, resumePdf } = await import('./multipart.ts');
    const pdf = await resumePdf({ name: 'Stored Where' });
    const { payload, headers } = await multipart({
      name: 'Stored Where',
      phone: '+1 555 0100',
      resume: { filename: 'cv.pdf', content: pdf },
    });
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/candidate/create',
      payload,
      headers: { ...headers, authorization: `Bearer ${token}` },
    });
    expect(created.statusCode, created.body).toBe(201);
    const url = created.json().data.resume_url as string;
    const name = /\/api\/resumes\/([^?]+)/.exec(url)![1]!;
    expect(same(await t.resumes.read(name), Buffer.from(pdf))).toBe(true);
    const served = await t.app.inject({ url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-length']).toBe(String(pdf.length));
    expect(Buffer.compare(served.rawPayload, Buffer.from(pdf))).toBe(0);
    // the database storage keeps nothing under DATA_DIR/resumes
    const onDisk = existsSync(path.join(t.dataDir, 'resumes', name));
    expect(onDisk).toBe(t.resumes.kind === 'disk');
    const row = await t.db
      .selectFrom('resume_files')
      .select(['admin_id', 'size'])
      .where('name', '=', name)
      .executeTakeFirst();
    if (t.resumes.kind === 'database') expect(row?.size).toBe(pdf.length);
    else expect(row).toBeUndefined();
  });
});
