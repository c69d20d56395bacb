// The latest interview of each candidate of a page, as each engine reads it (SQLite: the
// candidates' interviews that are their latest; PostgreSQL: a lateral join over an array of ids):
// the same as the interviews sorted in JavaScript, ties in time broken by id, and never another
// admin's.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { latestInterviews } from '../../server/src/modules/candidates/latestInterviews.ts';
import { livePage } from '../../server/src/modules/candidates/repository.ts';
import { generateRows } from './generatedRows.ts';
import { engineUnderTest, startTestApp, type TestApp } from './testApp.ts';

let t: TestApp;
let adminId: string;
let otherId: string;

beforeAll(async () => {
  t = await startTestApp();
  adminId = (await t.db.selectFrom('admins').select('id').executeTakeFirstOrThrow()).id;
  otherId = await t.createAdmin('other');
  // two interviews each, created three to a minute: some candidates' two share a time
  await generateRows(t.db, t.engine, { adminId, candidates: 40, interviewsEach: 2 }, 'a');
  // and candidates without any interview
  await generateRows(t.db, t.engine, { adminId, candidates: 5, interviewsEach: 1 }, 'n');
  await t.db.deleteFrom('interviews').where('candidate_id', 'like', 'nc%').execute();
  await generateRows(t.db, t.engine, { adminId: otherId, candidates: 5, interviewsEach: 1 }, 'o');
});
afterAll(async () => {
  await t?.close();
});

/** Each candidate's latest interview id, from all their interviews sorted here. */
async function expectedLatest(candidateIds: string[]) {
  const rows = await t.db
    .selectFrom('interviews')
    .select(['id', 'candidate_id', 'created_at'])
    .where('candidate_id', 'in', candidateIds)
    .execute();
  const latest = new Map<string, { id: string; created_at: string }>();
  for (const row of rows) {
    const best = latest.get(row.candidate_id);
    const later =
      !best ||
      row.created_at > best.created_at ||
      (row.created_at === best.created_at && row.id > best.id);
    if (later) latest.set(row.candidate_id, row);
  }
  return { rows, latest };
}

describe(`a page's latest interviews on ${engineUnderTest()}`, () => {
  it('is each candidate’s newest interview, ties in time broken by the larger id', async () => {
    const ids = Array.from({ length: 40 }, (_, i) => `ac${String(i + 1).padStart(10, '0')}`);
    const { rows, latest } = await expectedLatest(ids);
    // the data has candidates whose two interviews were created at the same moment
    const times = new Map<string, string[]>();
    for (const row of rows)
      times.set(row.candidate_id, [...(times.get(row.candidate_id) ?? []), row.created_at]);
    expect([...times.values()].some(([a, b]) => a === b)).toBe(true);

    const found = await latestInterviews(t.db, adminId, ids);
    expect(found.size).toBe(40);
    for (const id of ids) {
      expect(found.get(id)?.id, id).toBe(latest.get(id)!.id);
      expect(found.get(id)).toMatchObject({ candidate_id: id, int_id: expect.any(String) });
    }
  });

  it('has no entry for a candidate without interviews, nor for another admin’s', async () => {
    const mine = 'ac0000000007';
    const none = 'nc0000000001';
    const theirs = 'oc0000000001';
    const found = await latestInterviews(t.db, adminId, [mine, none, theirs, 'no-such-id']);
    expect([...found.keys()]).toEqual([mine]);
    // the other admin asking for the same ids finds theirs alone
    const other = await latestInterviews(t.db, otherId, [mine, none, theirs]);
    expect([...other.keys()]).toEqual([theirs]);
  });

  it('a page of candidates carries the same latest interviews (PostgreSQL: read with the page)', async () => {
    const page = await livePage(t.db, adminId, 100, 0);
    expect(page.rows).toHaveLength(45);
    const ids = page.rows.map((r) => r.id);
    const { latest } = await expectedLatest(ids);
    expect([...page.latest.keys()].sort()).toEqual([...latest.keys()].sort());
    for (const [id, interview] of page.latest) {
      expect(interview).toEqual((await latestInterviews(t.db, adminId, [id])).get(id));
      expect(interview.id).toBe(latest.get(id)!.id);
    }
  });

  it('reads nothing for no candidates', async () => {
    expect((await latestInterviews(t.db, adminId, [])).size).toBe(0);
  });
});
