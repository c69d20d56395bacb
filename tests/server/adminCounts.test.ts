// Issue 12: the per-admin counts of migration 005 (db/adminCounts.ts) always equal a count of the
// rows, on the engine under test: after writes through the API, after bulk SQL (several rows
// and admins in one statement), after the migration over rows written before it, and in a
// copy-data target (the counts are not copied: the target's triggers count what arrives).
import type { Kysely } from 'kysely';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { copyRows } from '../../server/src/cli/copyTables.ts';
import { adminCounts, type AdminCounts } from '../../server/src/db/adminCounts.ts';
import { openDatabase, type Db } from '../../server/src/db/database.ts';
import { migrateToLatest, migrateUpTo } from '../../server/src/db/migrations.ts';
import { generateRows } from './generatedRows.ts';
import { multipart, resumePdf } from './multipart.ts';
import { insertAdminBefore013 } from './rows.ts';
import { bareDatabase } from './bareDatabase.ts';
import { freshDatabase, startTestApp, type TestApp } from './testApp.ts';

let t: TestApp;
let token: string;
let adminId: string;
let otherId: string;
const cleanups: (() => Promise<void> | void)[] = [];

const auth = () => ({ authorization: `Bearer ${token}` });

/** The admin's counts as a count of the rows says they are. */
async function recount(db: Db, admin: string): Promise<AdminCounts> {
  const n = async (
    table: 'candidates' | 'interviews',
    column?: string,
    value?: string | number,
  ) => {
    let query = db
      .selectFrom(table)
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .where('admin_id', '=', admin);
    if (column !== undefined) query = query.where(column as 'admin_id', '=', value as string);
    return Number((await query.executeTakeFirstOrThrow()).n);
  };
  return {
    candidates_live: await n('candidates', 'deleted', 0),
    candidates_deleted: await n('candidates', 'deleted', 1),
    interviews_total: await n('interviews'),
    interviews_scheduled: await n('interviews', 'status', 'scheduled'),
    interviews_in_progress: await n('interviews', 'status', 'in_progress'),
    interviews_completed: await n('interviews', 'status', 'completed'),
    interviews_cancelled: await n('interviews', 'status', 'cancelled'),
    interviews_hired: await n('interviews', 'selected', 1),
  };
}

async function expectCounted(db: Db = t.db) {
  for (const admin of [adminId, otherId]) {
    expect(await adminCounts(db, admin)).toEqual(await recount(db, admin));
  }
}

beforeAll(async () => {
  t = await startTestApp();
  token = await t.login();
  adminId = (await t.db.selectFrom('admins').select('id').executeTakeFirstOrThrow()).id;
  otherId = await t.createAdmin('other');
  await generateRows(t.db, t.engine, { adminId, candidates: 120, interviewsEach: 2 });
  await generateRows(t.db, t.engine, { adminId: otherId, candidates: 40, interviewsEach: 1 }, 'o');
});
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
  await t?.close();
});

describe('admin_counts', () => {
  it('counts rows inserted in bulk, per admin', async () => {
    const counts = await adminCounts(t.db, adminId);
    expect(counts.candidates_live + counts.candidates_deleted).toBe(120);
    expect(counts.candidates_deleted).toBe(1);
    expect(counts.interviews_total).toBe(240);
    await expectCounted();
  });

  it('is zero for an admin with no records', async () => {
    const lonely = await t.createAdmin('lonely');
    expect(Object.values(await adminCounts(t.db, lonely))).toEqual(Array(8).fill(0));
  });

  it('follows every write through the API', async () => {
    const pdf = await resumePdf();
    const form = await multipart({
      name: 'Counted',
      email: 'counted@example.com',
      phone: '+1 555 0100',
      resume: { filename: 'cv.pdf', content: pdf },
    });
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/candidate/create',
      payload: form.payload,
      headers: { ...form.headers, ...auth() },
    });
    expect(created.statusCode, created.body).toBe(201);
    const candidate = created.json().data.id as string;
    await expectCounted();

    const scheduled = await t.app.inject({
      method: 'POST',
      url: '/api/interview/create',
      headers: auth(),
      payload: { candidate_id: candidate, title: 'Round', scheduled_time: '2030-01-01T10:00:00Z' },
    });
    expect(scheduled.statusCode, scheduled.body).toBe(201);
    const interview = scheduled.json().data.id as string;
    await expectCounted();
    for (const payload of [
      { status: 'in_progress' },
      { status: 'completed', selected: true },
      { title: 'Renamed' },
      { status: 'cancelled', selected: false },
    ]) {
      const res = await t.app.inject({
        method: 'PUT',
        url: `/api/interview/${interview}`,
        headers: auth(),
        payload,
      });
      expect(res.statusCode, res.body).toBe(200);
      await expectCounted();
    }

    for (const [method, url] of [
      ['DELETE', `/api/interview/${interview}`],
      ['DELETE', `/api/candidate/${candidate}`],
      ['DELETE', `/api/candidate/c0000000003`],
      ['DELETE', `/api/candidate/hard_delete/c0000000003`],
    ] as const) {
      const res = await t.app.inject({ method, url, headers: auth() });
      expect(res.statusCode, `${method} ${url}: ${res.body}`).toBe(200);
      await expectCounted();
    }
    const restore = await multipart({ deleted: 'false' });
    const restored = await t.app.inject({
      method: 'PUT',
      url: `/api/candidate/${candidate}`,
      payload: restore.payload,
      headers: { ...restore.headers, ...auth() },
    });
    expect(restored.statusCode, restored.body).toBe(200);
    await expectCounted();
  });

  it('follows statements that change many rows, of several admins, at once', async () => {
    const admins = [adminId, otherId];
    await t.db
      .updateTable('interviews')
      .set({ status: 'completed', selected: 1 })
      .where('admin_id', 'in', admins)
      .where('status', '=', 'scheduled')
      .execute();
    await expectCounted();
    await t.db.updateTable('candidates').set({ deleted: 1 }).where('name', 'like', '%7').execute();
    await expectCounted();
    // rows moved from one admin to the other count for the new one only
    await t.db
      .updateTable('interviews')
      .set({ admin_id: otherId })
      .where('admin_id', '=', adminId)
      .where('status', '=', 'cancelled')
      .execute();
    await expectCounted();
    await t.db.deleteFrom('interviews').where('title', '=', 'Generated interview').execute();
    await expectCounted();
    // a statement that changes no counted column leaves the counts as they are
    const before = await adminCounts(t.db, adminId);
    await t.db.updateTable('candidates').set({ phone: '+1 555 0199' }).execute();
    expect(await adminCounts(t.db, adminId)).toEqual(before);
  });
});

describe('migration 005', () => {
  it('counts the rows written before it', async () => {
    const db = await bareDatabase(cleanups);
    await migrateUpTo(db as Kysely<unknown>, '004_scale_out');
    await insertAdminBefore013(db, 'first', adminId);
    await insertAdminBefore013(db, 'second', otherId);
    await generateRows(db, t.engine, { adminId, candidates: 150, interviewsEach: 3 });
    await generateRows(db, t.engine, { adminId: otherId, candidates: 10, interviewsEach: 1 }, 'o');
    await migrateToLatest(db as Kysely<unknown>);
    await expectCounted(db);
    expect((await adminCounts(db, adminId)).interviews_total).toBe(450);
  });
});

describe('copy-data', () => {
  it('leaves a target whose counts are those of its rows', async () => {
    const place = await freshDatabase();
    cleanups.push(place.drop);
    const dataDir = mkdtempSync(path.join(tmpdir(), 'iaa-counts-copy-'));
    cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
    const target = await openDatabase({ dataDir, databaseUrl: place.env.DATABASE_URL });
    cleanups.push(() => target.db.destroy());
    await copyRows(t.db, target.db);
    await expectCounted(target.db);
    expect(await adminCounts(target.db, adminId)).toEqual(await adminCounts(t.db, adminId));
  });
});
