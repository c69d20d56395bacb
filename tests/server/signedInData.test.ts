// What a signed-in request reads with the account (auth/guard.ts): the admin's counts, which the
// lists' totals and the dashboard stats answer, and which a write moves on at once.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminCounts } from '../../server/src/db/adminCounts.ts';
import { dataVersion } from '../../server/src/db/dataVersions.ts';
import { findAdminById, findAdminWithData } from '../../server/src/modules/auth/repository.ts';
import { generateRows } from './generatedRows.ts';
import { startTestApp, type TestApp } from './testApp.ts';

let t: TestApp;
let adminId: string;
let auth: { authorization: string };

beforeAll(async () => {
  t = await startTestApp();
  auth = { authorization: `Bearer ${await t.login()}` };
  adminId = await t.adminId();
  await generateRows(t.db, t.engine, { adminId, candidates: 60, interviewsEach: 1 }, 'q');
});
afterAll(async () => {
  await t.close();
});

async function get(url: string) {
  const res = await t.app.inject({ method: 'GET', url: `/api${url}`, headers: auth });
  expect(res.statusCode, res.body).toBe(200);
  return { body: res.json() };
}

describe('findAdminWithData', () => {
  it('reads the account as findAdminById does, with the data version and counts', async () => {
    const found = await findAdminWithData(t.db, adminId);
    expect(found?.admin).toEqual(await findAdminById(t.db, adminId));
    expect(found?.data).toEqual({
      version: await dataVersion(t.db, adminId),
      counts: await adminCounts(t.db, adminId),
    });
    expect(found?.data.counts.candidates_live).toBe(60);
    expect(found?.data.version).toBeGreaterThan(0);
  });

  it('an admin without records: version 0 and every count 0; no account: undefined', async () => {
    const other = await t.createAdmin('empty');
    const found = await findAdminWithData(t.db, other);
    expect(found?.admin).toEqual(await findAdminById(t.db, other));
    expect(found?.data).toEqual({ version: 0, counts: await adminCounts(t.db, other) });
    expect(Object.values(found!.data.counts).every((n) => n === 0)).toBe(true);
    expect(await findAdminWithData(t.db, 'no-such-admin')).toBeUndefined();
  });
});

describe('a signed-in request', () => {
  it('answers the totals the counts hold: dashboard stats, candidates, interviews, trash', async () => {
    const stats = await get('/admin/dashboard_stats');
    expect(stats.body.data.total_candidates).toBe(60);
    expect(stats.body.data.total_interviews).toBe(60);
    const page = await get('/candidate/segregated?page=2&limit=5');
    expect(page.body.data.pagination.total_candidates).toBe(60);
    const again = await get('/candidate/segregated?page=2&limit=5');
    expect(again.body).toEqual(page.body);
    expect((await get('/interview/list?page=2&limit=5')).body.data.total).toBe(60);
    expect((await get('/candidate/deleted?page=1&limit=5')).body.data).toEqual([]);
  });

  it('a write is seen by the next request: its lists, totals and stats', async () => {
    const before = await get('/candidate/segregated?page=1&limit=5');
    const [candidate] = Object.values(before.body.data.segregated).flat() as { id: string }[];
    const res = await t.app.inject({
      method: 'DELETE',
      url: `/api/candidate/${candidate!.id}`,
      headers: auth,
    });
    expect(res.statusCode, res.body).toBe(200);
    const after = await get('/candidate/segregated?page=1&limit=5');
    expect(after.body.data.pagination.total_candidates).toBe(59);
    const ids = (Object.values(after.body.data.segregated).flat() as { id: string }[]).map(
      (c) => c.id,
    );
    expect(ids).not.toContain(candidate!.id);
    expect((await get('/admin/dashboard_stats')).body.data.total_candidates).toBe(59);
    const trash = await get('/candidate/deleted?page=1&limit=5');
    expect(trash.body.data.map((c: { id: string }) => c.id)).toEqual([candidate!.id]);
  });
});
