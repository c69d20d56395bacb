// Issue 12: every page of a list holds what reading the whole list in order and cutting it
// would give, on the engine under test: pages past the middle (read from the far end and turned
// back, db/pageRead.ts) included, with ties in the sort keys (three rows to a minute), and for
// every shape of the interview list (all, one status, several merged, one candidate's), for lists
// sorted by name with ties in any case, and after writes that move rows about the list.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listDeletedCandidates, livePage } from '../../server/src/modules/candidates/repository.ts';
import { candidateListQuery } from '../../server/src/modules/candidates/search.ts';
import { listInterviews } from '../../server/src/modules/interviews/repository.ts';
import type { Status } from '../../server/src/modules/interviews/schemas.ts';
import { generateRows } from './generatedRows.ts';
import { startTestApp, type TestApp } from './testApp.ts';

let t: TestApp;
let token: string;
let adminId: string;
const CANDIDATES = 601;

beforeAll(async () => {
  t = await startTestApp();
  token = await t.login();
  adminId = (await t.db.selectFrom('admins').select('id').executeTakeFirstOrThrow()).id;
  const other = await t.createAdmin('other');
  await generateRows(t.db, t.engine, { adminId, candidates: CANDIDATES, interviewsEach: 2 });
  await generateRows(t.db, t.engine, { adminId: other, candidates: 50, interviewsEach: 2 }, 'o');
});
afterAll(async () => {
  await t?.close();
});

/** Every page of `limit` rows, from the first to one past the last, concatenated. */
async function allPages(total: number, limit: number, page: (offset: number) => Promise<string[]>) {
  const ids: string[] = [];
  for (let offset = 0; offset < total; offset += limit) {
    const rows = await page(offset);
    expect(rows.length, `page at ${offset}`).toBe(Math.min(limit, total - offset));
    ids.push(...rows);
  }
  expect(await page(total + limit * 3)).toEqual([]);
  return ids;
}

type Sort = 'scheduled_time' | 'created_at';
type Order = 'asc' | 'desc';

/** The ids of the admin's live (0) or trashed (1) candidates, newest first: the whole list. */
async function candidateIds(deleted: 0 | 1, of = adminId) {
  const rows = await t.db
    .selectFrom('candidates')
    .select('id')
    .where('admin_id', '=', of)
    .where('deleted', '=', deleted)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
  return rows.map((r) => r.id);
}

/** The ids of the admin's interviews (of some statuses, or one candidate's): the whole list. */
async function interviewIds(statuses: Status[], sort: Sort, order: Order, candidateId?: string) {
  let query = t.db.selectFrom('interviews').select('id').where('admin_id', '=', adminId);
  if (statuses.length > 0) query = query.where('status', 'in', statuses);
  if (candidateId) query = query.where('candidate_id', '=', candidateId);
  const rows = await query.orderBy(sort, order).orderBy('id', order).execute();
  return rows.map((r) => r.id);
}

describe('candidate lists', () => {
  it.each([7, 100])('live candidates, %i to a page, newest first', async (limit) => {
    const expected = await candidateIds(0);
    const pages = await allPages(expected.length, limit, async (offset) => {
      const { total, rows } = await livePage(t.db, adminId, limit, offset);
      expect(total).toBe(expected.length);
      return rows.map((r) => r.id);
    });
    expect(pages).toEqual(expected);
  });

  it('the trash, 4 to a page, and all of it', async () => {
    const expected = await candidateIds(1);
    expect(expected.length).toBe(6);
    const pages = await allPages(expected.length, 4, async (offset) => {
      const { total, rows } = await listDeletedCandidates(t.db, adminId, { limit: 4, offset });
      expect(total).toBe(expected.length);
      return rows.map((r) => r.id);
    });
    expect(pages).toEqual(expected);
    const all = await listDeletedCandidates(t.db, adminId);
    expect(all.rows.map((r) => r.id)).toEqual(expected);
  });
});

const SHAPES: [Status[], Sort, Order][] = [
  [[], 'created_at', 'desc'],
  [[], 'scheduled_time', 'asc'],
  [['scheduled'], 'scheduled_time', 'asc'],
  [['completed'], 'created_at', 'desc'],
  [['completed', 'cancelled'], 'scheduled_time', 'desc'],
  [['cancelled', 'completed'], 'created_at', 'asc'],
  [['scheduled', 'in_progress', 'completed'], 'scheduled_time', 'asc'],
];

describe('interview lists', () => {
  it.each(SHAPES)('statuses %j by %s %s, 13 to a page', async (statuses, sort, order) => {
    const expected = await interviewIds(statuses, sort, order);
    const options = { statuses, sort, order, limit: 13 };
    const pages = await allPages(expected.length, 13, async (offset) => {
      const { total, rows } = await listInterviews(t.db, adminId, { ...options, offset });
      expect(total).toBe(expected.length);
      return rows.map((r) => r.id);
    });
    expect(pages).toEqual(expected);
  });

  it('one candidate’s, in some statuses, and none of another admin’s candidate', async () => {
    const candidateId = 'c0000000100';
    const expected = await interviewIds([], 'scheduled_time', 'desc', candidateId);
    expect(expected.length).toBe(2);
    const options = {
      statuses: [] as Status[],
      candidateId,
      sort: 'scheduled_time' as const,
      order: 'desc' as const,
    };
    const pages = await allPages(2, 1, async (offset) => {
      const { rows } = await listInterviews(t.db, adminId, { ...options, limit: 1, offset });
      return rows.map((r) => r.id);
    });
    expect(pages).toEqual(expected);
    const foreign = await listInterviews(t.db, adminId, {
      ...options,
      candidateId: 'oc0000000001',
      limit: 10,
      offset: 0,
    });
    expect(foreign).toEqual({ total: 0, rows: [] });
  });
});

describe('through the API', () => {
  const get = (url: string) =>
    t.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });

  it('the last page of the segregated list', async () => {
    const expected = await candidateIds(0);
    const res = await get('/api/candidate/segregated?page=7&limit=100');
    expect(res.statusCode, res.body).toBe(200);
    const { segregated, pagination } = res.json().data;
    expect(pagination).toEqual({ page: 7, limit: 100, total_candidates: 595, total_pages: 6 });
    expect(Object.values(segregated).flat()).toEqual([]);
    const last = (await get('/api/candidate/segregated?page=6&limit=100')).json().data;
    const ids = Object.values(last.segregated as Record<string, { id: string }[]>)
      .flat()
      .map((c) => c.id);
    expect(ids.sort()).toEqual(expected.slice(500).sort());
  });

  it('the trash: all of it, or a page and X-Total-Count when page or limit is given', async () => {
    const all = await get('/api/candidate/deleted');
    expect(all.statusCode).toBe(200);
    expect(all.json().data).toHaveLength(6);
    expect(all.headers['x-total-count']).toBeUndefined();
    const page = await get('/api/candidate/deleted?page=2&limit=4');
    expect(page.statusCode).toBe(200);
    expect(page.headers['x-total-count']).toBe('6');
    expect(page.json().data.map((c: { id: string }) => c.id)).toEqual(
      all
        .json()
        .data.slice(4)
        .map((c: { id: string }) => c.id),
    );
    expect((await get('/api/candidate/deleted?limit=0')).statusCode).toBe(400);
  });

  it('the last page of the interview list', async () => {
    const res = await get('/api/interview/list?page=93&limit=13');
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data;
    expect(data.total).toBe(CANDIDATES * 2);
    expect(data.total_pages).toBe(93);
    expect(data.items).toHaveLength(CANDIDATES * 2 - 92 * 13);
  });
});

describe('lists by name with ties, and pages after a write', () => {
  let ties: string;

  beforeAll(async () => {
    // an admin whose candidates' names tie, in any case: Ann, ANN, ann, Bob, bob (id breaks ties)
    ties = await t.createAdmin('ties');
    await generateRows(t.db, t.engine, { adminId: ties, candidates: 87, interviewsEach: 1 }, 't');
    const names = ['Ann', 'ANN', 'ann', 'Bob', 'bob'];
    const own = await t.db
      .selectFrom('candidates')
      .select('id')
      .where('admin_id', '=', ties)
      .execute();
    for (const [n, { id }] of own.entries()) {
      await t.db
        .updateTable('candidates')
        .set({ name: names[n % 5]! })
        .where('id', '=', id)
        .execute();
    }
  });

  /** The ids of a candidate list by name (lower case, then id), as a whole. */
  async function byName(of: string, order: Order) {
    const rows = await t.db
      .selectFrom('candidates')
      .select(['id', 'name'])
      .where('admin_id', '=', of)
      .where('deleted', '=', 0)
      .execute();
    const sorted = rows
      .map((r) => ({ id: r.id, key: r.name.toLowerCase() }))
      .sort((a, b) => (a.key === b.key ? cmp(a.id, b.id) : cmp(a.key, b.key)));
    return (order === 'asc' ? sorted : sorted.reverse()).map((r) => r.id);
  }
  const cmp = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

  it.each([
    [13, 'created_at', 'asc'],
    [9, 'name', 'asc'],
    [11, 'name', 'desc'],
  ] as const)('live candidates, %i to a page, by %s %s', async (limit, sort, order) => {
    for (const of of [adminId, ties]) {
      const query = candidateListQuery({ sort, order });
      const expected =
        sort === 'name'
          ? await byName(of, order)
          : await candidateIds(0, of).then((ids) => (order === 'asc' ? ids.reverse() : ids));
      const pages = await allPages(expected.length, limit, async (offset) => {
        const { total, rows } = await livePage(t.db, of, limit, offset, query);
        expect(total).toBe(expected.length);
        return rows.map((r) => r.id);
      });
      expect(pages).toEqual(expected);
    }
  });

  it('the pages after a write are those of the list as it is', async () => {
    const query = candidateListQuery({ sort: 'name', order: 'asc' });
    const page = async (offset: number) =>
      (await livePage(t.db, ties, 10, offset, query)).rows.map((r) => r.id);
    expect(await page(40)).toEqual((await byName(ties, 'asc')).slice(40, 50));
    // a rename moves a candidate from the end of the list to its start; a trash removes one
    const last = (await byName(ties, 'asc')).at(-1)!;
    await t.db.updateTable('candidates').set({ name: 'Aaron' }).where('id', '=', last).execute();
    const second = (await byName(ties, 'asc'))[1]!;
    await t.db.updateTable('candidates').set({ deleted: 1 }).where('id', '=', second).execute();
    const expected = await byName(ties, 'asc');
    for (const offset of [0, 10, 20, 40, 80]) {
      expect(await page(offset), `offset ${offset}`).toEqual(expected.slice(offset, offset + 10));
    }
  });
});
