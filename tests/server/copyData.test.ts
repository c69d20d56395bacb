// `npm run copy-data`: the demo data with its resumes copied between engines and read back. On
// the SQLite run of the suite: SQLite into another DATA_DIR; on the PostgreSQL run: SQLite into
// PostgreSQL and back into SQLite, then a server started on the PostgreSQL copy serves it.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer } from '../../server/src/bootstrap.ts';
import { copyData, placeOf, type Place } from '../../server/src/cli/copyData.ts';
import { CopyError, verifyRows } from '../../server/src/cli/copyTables.ts';
import { openDatabase } from '../../server/src/db/database.ts';
import { loadConfig } from '../../server/src/config.ts';
import { engineUnderTest, freshDatabase, TEST_JWT_SECRET, TEST_PASSWORD } from './testApp.ts';

const dirs: string[] = [];
const tempDir = () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'iaa-copy-test-'));
  dirs.push(dir);
  return dir;
};
const drops: (() => Promise<void>)[] = [];

/** A place of the engine under test: a new PostgreSQL database, or a new DATA_DIR. */
async function freshPlace(): Promise<Place> {
  const database = await freshDatabase();
  drops.push(database.drop);
  const place = placeOf(database.env.DATABASE_URL ?? tempDir());
  if (place.scratch) dirs.push(place.scratch);
  return place;
}

let source: Place;

beforeAll(async () => {
  // the demo data (60 candidates with PDF resumes) in SQLite, as a first install makes it
  source = placeOf(tempDir());
  const config = loadConfig({
    DATA_DIR: source.dataDir,
    ADMIN_PASSWORD: TEST_PASSWORD,
    SEED_DEMO: 'on',
    LOG_LEVEL: 'silent',
  });
  const started = await startServer(config, { logger: false });
  // the messages' tables too: a webhook, a changed template, an email in the outbox
  const workspace = (
    await started.db.selectFrom('workspaces').select('id').executeTakeFirstOrThrow()
  ).id;
  const at = new Date().toISOString();
  await started.db
    .insertInto('webhooks')
    .values({
      id: 'hook',
      workspace_id: workspace,
      url: 'https://example.com/h',
      events: '["candidate.created"]',
      secret: 'v1.x.y.z',
      created_at: at,
    })
    .execute();
  await started.db
    .insertInto('message_templates')
    .values({
      workspace_id: workspace,
      name: 'interview_invitation',
      subject: 'S',
      body: 'B',
      updated_at: at,
    })
    .execute();
  await started.db
    .insertInto('outbox')
    .values({
      id: 'message',
      workspace_id: workspace,
      kind: 'email',
      template: 'interview_invitation',
      recipient: 'a@example.com',
      subject: 'S',
      body_text: 'B',
      body_html: '<p>B</p>',
      link: '',
      calendar: null,
      payload: null,
      webhook_id: null,
      status: 'not_sent',
      attempts: 0,
      last_error: 'Not sent: no mail server configured',
      log: '[]',
      next_attempt_at: at,
      locked_until: null,
      created_at: at,
      sent_at: null,
      interview_id: null,
      candidate_id: null,
      reminder_for: null,
    })
    .execute();
  await started.app.close();
}, 120_000);

afterAll(async () => {
  for (const drop of drops) await drop();
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

describe('copy-data', () => {
  it('copies every record and resume into an empty database, and back, checked', async () => {
    const target = await freshPlace();
    const there = await copyData(source, target);
    expect(there.rows.candidates).toBeGreaterThanOrEqual(60);
    expect(there.rows.interviews).toBeGreaterThan(0);
    expect(there.rows.training_sets).toBeGreaterThan(0);
    expect(there.resumes.files).toBeGreaterThanOrEqual(60);
    expect([there.rows.webhooks, there.rows.message_templates, there.rows.outbox]).toEqual([
      1, 1, 1,
    ]);

    // and back out into SQLite: the same again
    const back = await copyData(target, placeOf(tempDir()));
    expect(back).toEqual(there);

    // a server on the copy serves the records and the resumes
    const config = loadConfig({
      DATA_DIR: target.dataDir,
      ...(target.databaseUrl
        ? { DATABASE_URL: target.databaseUrl, JWT_SECRET: TEST_JWT_SECRET }
        : {}),
      SEED_DEMO: 'off',
      LOG_LEVEL: 'silent',
    });
    const started = await startServer(config, { logger: false });
    try {
      const login = await started.app.inject({
        method: 'POST',
        url: '/api/admin/login',
        payload: { username: 'admin', password: TEST_PASSWORD },
      });
      const token = login.json().data.token as string;
      const listed = await started.app.inject({
        url: '/api/candidate/list?page=1&limit=100',
        headers: { authorization: `Bearer ${token}` },
      });
      const { items, total } = listed.json().data;
      expect(total).toBe(there.rows.candidates);
      const withResume = items.find((c: { resume_url?: string }) => c.resume_url);
      const link = new URL(withResume.resume_url as string, 'http://127.0.0.1');
      const resume = await started.app.inject({ url: link.pathname + link.search });
      expect(resume.statusCode).toBe(200);
      expect(resume.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    } finally {
      await started.app.close();
    }
  }, 180_000);

  it('its check finds a record that differs', async () => {
    const target = await freshPlace();
    await copyData(source, target);
    const [from, to] = [await openDatabase(source), await openDatabase(target)];
    try {
      await expect(verifyRows(from.db, to.db)).resolves.toBeUndefined();
      const one = await to.db.selectFrom('candidates').select('id').executeTakeFirstOrThrow();
      await to.db
        .updateTable('candidates')
        .set({ phone: '+1 555 0000' })
        .where('id', '=', one.id)
        .execute();
      await expect(verifyRows(from.db, to.db)).rejects.toThrow(
        `candidates ${one.id}: the copy differs`,
      );
    } finally {
      await from.db.destroy();
      await to.db.destroy();
    }
  }, 180_000);

  it(`refuses a target that already holds records (${engineUnderTest()})`, async () => {
    const target = await freshPlace();
    await copyData(source, target);
    await expect(copyData(source, target)).rejects.toThrow(CopyError);
    await expect(copyData(source, target)).rejects.toThrow(/is not empty \(workspaces: 1 rows\)/);
  }, 180_000);
});
