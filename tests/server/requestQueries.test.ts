// The queries a signed-in request makes (issue 12): its first reads the account, the admin's data
// version and counts together (auth/guard.ts), and the lists, the dashboard and their kept answers
// use those instead of reading them again. On PostgreSQL each query is a round trip.
import type { CompiledQuery } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminCounts } from '../../server/src/db/adminCounts.ts';
import { anchorsSettled, PAGE_ANCHORS } from '../../server/src/db/pageAnchors.ts';
import { dataVersion } from '../../server/src/db/dataVersions.ts';
import { findAdminById, findAdminWithData } from '../../server/src/modules/auth/repository.ts';
import { generateRows } from './generatedRows.ts';
import { engineUnderTest, startTestApp, type TestApp } from './testApp.ts';

let t: TestApp;
let adminId: string;
let auth: { authorization: string };
/** The SQL of every query the app's database ran since the last `take()`. */
const sent: string[] = [];
const take = () => sent.splice(0);
const tuned = { ...PAGE_ANCHORS };
/**
 * A page of candidates: the account, then the page and its latest interviews, which PostgreSQL
 * reads in one query (a lateral join) and SQLite in two.
 */
const CANDIDATE_PAGE_QUERIES = engineUnderTest() === 'postgres' ? 2 : 3;

beforeAll(async () => {
  t = await startTestApp();
  auth = { authorization: `Bearer ${await t.login()}` };
  adminId = await t.adminId();
  await generateRows(t.db, t.engine, { adminId, candidates: 60, interviewsEach: 1 }, 'q');
  // the app's own executor, watched: every query still runs on the real database
  const executor = t.db.getExecutor();
  const execute = executor.executeQuery.bind(executor);
  executor.executeQuery = <R>(query: CompiledQuery<R>) => {
    sent.push(query.sql);
    return execute(query);
  };
  // anchors every 5th row, used from the 10th row on: the list of 60 has deep pages
  Object.assign(PAGE_ANCHORS, { step: 5, nearEnough: 10 });
});
afterAll(async () => {
  Object.assign(PAGE_ANCHORS, tuned);
  await t.close();
});

async function get(url: string) {
  take();
  const res = await t.app.inject({ method: 'GET', url: `/api${url}`, headers: auth });
  expect(res.statusCode, res.body).toBe(200);
  return { body: res.json(), queries: take() };
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

describe('the queries of a signed-in request', () => {
  it('the dashboard stats: the one query that reads the account', async () => {
    const { body, queries } = await get('/admin/dashboard_stats');
    expect(queries).toHaveLength(1);
    expect(queries[0]).toMatch(/admin_counts/);
    expect(body.data.total_candidates).toBe(60);
    expect(body.data.total_interviews).toBe(60);
  });

  it('a page of candidates: the account, the page and its latest interviews; kept, the account alone', async () => {
    const first = await get('/candidate/segregated?page=2&limit=5');
    expect(first.queries).toHaveLength(CANDIDATE_PAGE_QUERIES);
    if (engineUnderTest() === 'postgres') expect(first.queries[1]).toMatch(/left join lateral/);
    expect(first.queries.filter((q) => /data_versions|admin_counts/.test(q))).toHaveLength(1);
    expect(first.body.data.pagination.total_candidates).toBe(60);
    const again = await get('/candidate/segregated?page=2&limit=5');
    expect(again.queries).toHaveLength(1);
    expect(again.body).toEqual(first.body);
  });

  it('a page of interviews: the account and the page; the empty trash: the account alone', async () => {
    const interviews = await get('/interview/list?page=2&limit=5');
    expect(interviews.queries).toHaveLength(2);
    expect(interviews.body.data.total).toBe(60);
    // the trash is empty: its count says so, and no page is read
    const trash = await get('/candidate/deleted?page=1&limit=5');
    expect(trash.queries).toHaveLength(1);
    expect(trash.body.data).toEqual([]);
  });

  it('a deep page read from anchors reads no version of its own', async () => {
    await get('/candidate/segregated?page=6&limit=5'); // starts making the anchors
    await anchorsSettled();
    const deep = await get('/candidate/segregated?page=7&limit=5');
    expect(deep.queries).toHaveLength(CANDIDATE_PAGE_QUERIES);
    expect(deep.body.data.pagination.total_candidates).toBe(60);
    await get('/interview/list?page=6&limit=5');
    await anchorsSettled();
    const interviews = await get('/interview/list?page=7&limit=5');
    expect(interviews.queries).toHaveLength(2);
  });

  it('a write is seen by the next request, whose first query reads the new version and counts', async () => {
    const before = await get('/candidate/segregated?page=1&limit=5');
    const [candidate] = Object.values(before.body.data.segregated).flat() as { id: string }[];
    take();
    const res = await t.app.inject({
      method: 'DELETE',
      url: `/api/candidate/${candidate!.id}`,
      headers: auth,
    });
    expect(res.statusCode, res.body).toBe(200);
    const after = await get('/candidate/segregated?page=1&limit=5');
    expect(after.queries).toHaveLength(CANDIDATE_PAGE_QUERIES);
    expect(after.body.data.pagination.total_candidates).toBe(59);
    expect((await get('/admin/dashboard_stats')).body.data.total_candidates).toBe(59);
    const trash = await get('/candidate/deleted?page=1&limit=5');
    expect(trash.queries).toHaveLength(2);
    expect(trash.body.data.map((c: { id: string }) => c.id)).toEqual([candidate!.id]);
  });
});
