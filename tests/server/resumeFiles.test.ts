// No orphan files: a resume file is referenced by a row or removed, also when two updates race,
// and what a crash leaves behind (unfinished uploads, unreferenced resumes) is swept at start.
import { existsSync, mkdirSync, readdirSync, utimesSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer } from '../../server/src/bootstrap.ts';
import { sweepOrphanFiles } from '../../server/src/modules/resumes/service.ts';
import { diskResumeStorage } from '../../server/src/modules/resumes/storage.ts';
import { startTestApp, type TestApp } from './testApp.ts';
import { multipart, resumePdf } from './multipart.ts';

let t: TestApp;
let token: string;
let pdfs: Uint8Array[];

const filesIn = (dir: string) => {
  const full = path.join(t.dataDir, dir);
  return existsSync(full) ? readdirSync(full).sort() : [];
};

async function referencedFiles(): Promise<string[]> {
  const rows = await t.db
    .selectFrom('candidates')
    .select('resume_file')
    .where('resume_file', 'is not', null)
    .execute();
  return rows.map((r) => r.resume_file!).sort();
}

async function send(method: 'POST' | 'PUT', url: string, fields: Record<string, unknown>) {
  const { payload, headers } = await multipart(fields as never);
  return t.app.inject({
    method,
    url,
    payload,
    headers: { ...headers, authorization: `Bearer ${token}` },
  });
}

beforeAll(async () => {
  t = await startTestApp();
  token = await t.login();
  pdfs = await Promise.all([resumePdf({ name: 'First One' }), resumePdf({ name: 'Second One' })]);
});
afterAll(async () => {
  await t?.close();
});

describe('resume files and rows', () => {
  it('leaves no unreferenced file after 20 rounds of two parallel updates with new resumes', async () => {
    const created = await send('POST', '/api/candidate/create', {
      name: 'Race Candidate',
      phone: '+1 555 0100',
      resume: { filename: 'cv.pdf', content: pdfs[0]! },
    });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().data.id as string;

    for (let round = 0; round < 20; round++) {
      const answers = await Promise.all(
        pdfs.map((content, i) =>
          send('PUT', `/api/candidate/${id}`, {
            name: `Race ${round}.${i}`,
            resume: { filename: `cv${i}.pdf`, content },
          }),
        ),
      );
      for (const res of answers) expect(res.statusCode, res.body).toBe(200);
      expect(await t.resumes.list()).toEqual(await referencedFiles());
    }
    expect(filesIn('tmp')).toEqual([]);
  }, 120_000);

  it('removes the new file when the row cannot be written', async () => {
    const first = await send('POST', '/api/candidate/create', {
      name: 'Taken Email',
      phone: '+1 555 0100',
      email: 'taken@example.com',
      resume: { filename: 'cv.pdf', content: pdfs[0]! },
    });
    expect(first.statusCode, first.body).toBe(201);
    const other = await send('POST', '/api/candidate/create', {
      name: 'Other Email',
      phone: '+1 555 0100',
      email: 'other@example.com',
      resume: { filename: 'cv.pdf', content: pdfs[0]! },
    });
    const before = await t.resumes.list();
    // the email clash is found again inside the write: the stored file must go
    const clash = await send('PUT', `/api/candidate/${other.json().data.id}`, {
      email: 'TAKEN@example.com',
      resume: { filename: 'cv.pdf', content: pdfs[1]! },
    });
    expect(clash.statusCode).toBe(409);
    expect(await t.resumes.list()).toEqual(before);
    expect(filesIn('tmp')).toEqual([]);
  });
});

describe('the start-up sweep', () => {
  const HOUR = 60 * 60 * 1000;

  /** A file in DATA_DIR/<dir> last modified `ageMs` before the app's clock. */
  function plant(dir: string, name: string, ageMs: number): string {
    const full = path.join(t.dataDir, dir);
    mkdirSync(full, { recursive: true });
    const file = path.join(full, name);
    writeFileSync(file, '%PDF-1.4 orphan');
    const when = new Date(t.clock.now().getTime() - ageMs);
    utimesSync(file, when, when);
    return name;
  }

  it('removes temporary uploads and unreferenced resumes older than an hour, and counts them', async () => {
    // the disk storage's sweep (the database storage's: resumeStorage.test.ts); on PostgreSQL the
    // rows' resumes are copied from the database onto a disk storage of the same DATA_DIR
    const disk = t.resumes.kind === 'disk' ? t.resumes : diskResumeStorage(t.dataDir);
    const referenced = await referencedFiles();
    expect(referenced.length).toBeGreaterThan(0);
    if (disk !== t.resumes) {
      for (const name of referenced) await disk.save((await t.resumes.read(name))!, null, name);
    }
    expect(filesIn('resumes')).toEqual(referenced);
    const oldOrphan = plant('resumes', `${'a'.repeat(32)}.pdf`, 2 * HOUR);
    const newOrphan = plant('resumes', `${'b'.repeat(32)}.pdf`, 10 * 60 * 1000);
    const oldTemp = plant('tmp', 'c'.repeat(32) + '.upload', 3 * HOUR);
    const newTemp = plant('tmp', 'd'.repeat(32) + '.upload', 0);
    const oldStyleTemp = plant('resumes', `.${'e'.repeat(32)}.pdf.123.tmp`, 2 * HOUR);
    const foreign = plant('resumes', 'notes.txt', 5 * HOUR);

    const counts = await sweepOrphanFiles(t.db, disk, t.clock);
    expect(counts).toEqual({ tempFiles: 2, orphanResumes: 1 });
    expect(filesIn('resumes')).not.toContain(oldOrphan);
    expect(filesIn('resumes')).not.toContain(oldStyleTemp);
    expect(filesIn('tmp')).toEqual([newTemp]);
    expect(filesIn('resumes')).toEqual([...referenced, newOrphan, foreign].sort());
    void oldTemp;

    // an hour later (the clock moved, not the files) the young ones are stale too; rows' files stay
    t.clock.advance(HOUR + 1000);
    expect(await sweepOrphanFiles(t.db, disk, t.clock)).toEqual({
      tempFiles: 1,
      orphanResumes: 1,
    });
    expect(filesIn('tmp')).toEqual([]);
    expect(filesIn('resumes')).toEqual([...referenced, foreign].sort());
  });

  it('runs when the server starts, on the storage of its engine', async () => {
    const orphan = await t.resumes.save(pdfs[0]!, null);
    const temp = plant('tmp', 'g'.repeat(32) + '.upload', 0);
    t.clock.advance(2 * HOUR);
    const again = await startServer(t.config, { logger: false, clock: t.clock });
    try {
      const stored = await t.resumes.list();
      expect(stored).not.toContain(orphan);
      expect(filesIn('tmp')).not.toContain(temp);
      expect(stored).toEqual(expect.arrayContaining(await referencedFiles()));
    } finally {
      await again.app.close();
      await again.db.destroy();
    }
  });
});
