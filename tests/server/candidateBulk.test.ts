// Issue 13: acting on many candidates at once (POST /candidate/bulk, an extension): to the
// trash, back from it, and out for good, each candidate done or reported with the reason, only
// ever the admin's own, with the counts, the lists and the stored resumes following.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertCandidate, insertInterview } from './rows.ts';
import { multipart, resumePdf } from './multipart.ts';
import { startTestApp, type TestApp } from './testApp.ts';

let t: TestApp;
let token: string;
let adminId: string;
let otherId: string;

beforeAll(async () => {
  t = await startTestApp();
  token = await t.login();
  adminId = await t.adminId();
  otherId = await t.createAdmin('other');
});
afterAll(async () => {
  await t?.close();
});

const auth = () => ({ authorization: `Bearer ${token}` });

async function bulk(payload: Record<string, unknown>) {
  return t.app.inject({ method: 'POST', url: '/api/candidate/bulk', headers: auth(), payload });
}

async function bulkOk(action: string, ids: string[]) {
  const res = await bulk({ action, ids });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as {
    msg: string;
    data: { action: string; done: string[]; failed: { id: string; msg: string }[] };
  };
}

async function isDeleted(id: string) {
  const row = await t.db
    .selectFrom('candidates')
    .select('deleted')
    .where('id', '=', id)
    .executeTakeFirst();
  return row === undefined ? 'gone' : Number(row.deleted) === 1;
}

async function liveIds(): Promise<string[]> {
  const res = await t.app.inject({ url: '/api/candidate/list?limit=100', headers: auth() });
  return (res.json().data.items as { id: string }[]).map((c) => c.id);
}

async function trashIds(): Promise<string[]> {
  const res = await t.app.inject({ url: '/api/candidate/deleted', headers: auth() });
  return (res.json().data as { id: string }[]).map((c) => c.id);
}

describe('POST /candidate/bulk', () => {
  it('moves the live candidates asked for to the trash and reports the rest', async () => {
    const a = await insertCandidate(t.db, adminId, { name: 'Bulk A' });
    const b = await insertCandidate(t.db, adminId, { name: 'Bulk B' });
    const kept = await insertCandidate(t.db, adminId, { name: 'Bulk kept' });
    const already = await insertCandidate(t.db, adminId, { name: 'Bulk trashed', deleted: 1 });
    const foreign = await insertCandidate(t.db, otherId, { name: 'Not yours' });
    // the lists are read (and kept by the answer cache) before: the write must show at once
    expect(await liveIds()).toEqual(expect.arrayContaining([a, b, kept]));

    const { msg, data } = await bulkOk('trash', [b, a, already, foreign, 'no-such-id', a]);
    expect(msg).toBe('2 candidates moved to the trash.');
    expect(data.action).toBe('trash');
    // in the order asked, each id once
    expect(data.done).toEqual([b, a]);
    expect(data.failed).toEqual([
      { id: already, msg: 'Candidate not found' },
      { id: foreign, msg: 'Candidate not found' },
      { id: 'no-such-id', msg: 'Candidate not found' },
    ]);
    expect(await isDeleted(a)).toBe(true);
    expect(await isDeleted(b)).toBe(true);
    expect(await isDeleted(kept)).toBe(false);
    // another admin's candidate is untouched
    expect(await isDeleted(foreign)).toBe(false);
    const live = await liveIds();
    expect(live).toContain(kept);
    expect(live).not.toContain(a);
    expect(await trashIds()).toEqual(expect.arrayContaining([a, b, already]));
  });

  it('restores from the trash, except a candidate whose email a live one has', async () => {
    const a = await insertCandidate(t.db, adminId, { email: 'r1@x.test', deleted: 1 });
    const clash = await insertCandidate(t.db, adminId, { email: 'Taken@x.test', deleted: 1 });
    await insertCandidate(t.db, adminId, { email: 'taken@x.test' });
    // two trashed candidates with one email: the first restored, the second then clashes
    const twinA = await insertCandidate(t.db, adminId, { email: 'twin@x.test', deleted: 1 });
    const twinB = await insertCandidate(t.db, adminId, { email: 'twin@x.test', deleted: 1 });
    const live = await insertCandidate(t.db, adminId, { email: 'live@x.test' });

    const { msg, data } = await bulkOk('restore', [a, clash, twinA, twinB, live]);
    expect(msg).toBe('2 candidates restored.');
    expect(data.done).toHaveLength(2);
    expect(data.done).toContain(a);
    const duplicate = 'Candidate with this email already exists for this admin.';
    expect(data.failed).toContainEqual({ id: clash, msg: duplicate });
    expect(data.failed).toContainEqual({ id: live, msg: 'Candidate not found' });
    // exactly one of the twins came back; the other stays in the trash with the reason
    const twins = [twinA, twinB];
    const restoredTwin = data.done.find((id) => twins.includes(id))!;
    const leftTwin = twins.find((id) => id !== restoredTwin)!;
    expect(data.failed).toContainEqual({ id: leftTwin, msg: duplicate });
    expect(await isDeleted(restoredTwin)).toBe(false);
    expect(await isDeleted(leftTwin)).toBe(true);
    expect(await isDeleted(clash)).toBe(true);
    expect(await liveIds()).toContain(a);
  });

  it('deletes for good only candidates in the trash, with their interviews and resumes', async () => {
    const pdf = await resumePdf();
    const form = await multipart({
      name: 'With resume',
      email: 'resume.owner@x.test',
      phone: '+1 555 010 0000',
      skills: '',
      profile_summary: '',
      resume: { filename: 'cv.pdf', content: pdf },
    });
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/candidate/create',
      payload: form.payload,
      headers: { ...form.headers, ...auth() },
    });
    expect(created.statusCode, created.body).toBe(201);
    const withResume = created.json().data.id as string;
    const filesBefore = await t.resumes.list();
    await bulkOk('trash', [withResume]);
    const trashed = await insertCandidate(t.db, adminId, { deleted: 1 });
    const interview = await insertInterview(t.db, adminId, trashed, { status: 'completed' });
    const live = await insertCandidate(t.db, adminId, { name: 'Still live' });

    const { msg, data } = await bulkOk('delete', [withResume, trashed, live]);
    expect(msg).toBe('2 candidates deleted for good.');
    expect(data.done).toEqual([withResume, trashed]);
    // a live candidate is never deleted for good by the bulk action: trash first
    expect(data.failed).toEqual([{ id: live, msg: 'Candidate not found' }]);
    expect(await isDeleted(withResume)).toBe('gone');
    expect(await isDeleted(trashed)).toBe('gone');
    expect(await isDeleted(live)).toBe(false);
    const iv = await t.db
      .selectFrom('interviews')
      .select('id')
      .where('id', '=', interview)
      .executeTakeFirst();
    expect(iv).toBeUndefined();
    const filesAfter = await t.resumes.list();
    expect(filesAfter).toHaveLength(filesBefore.length - 1);

    const again = await bulkOk('delete', [withResume]);
    expect(again.msg).toBe('No candidate deleted for good.');
    expect(again.data.failed).toEqual([{ id: withResume, msg: 'Candidate not found' }]);
  });

  it("keeps the admin's counts right", async () => {
    const ids = [
      await insertCandidate(t.db, adminId),
      await insertCandidate(t.db, adminId),
      await insertCandidate(t.db, adminId),
    ];
    const counts = async () =>
      t.db
        .selectFrom('admin_counts')
        .select(['candidates_live', 'candidates_deleted'])
        .where('admin_id', '=', adminId)
        .executeTakeFirstOrThrow();
    const before = await counts();
    await bulkOk('trash', ids);
    const trashed = await counts();
    expect(Number(trashed.candidates_live)).toBe(Number(before.candidates_live) - 3);
    expect(Number(trashed.candidates_deleted)).toBe(Number(before.candidates_deleted) + 3);
    await bulkOk('delete', ids.slice(0, 2));
    await bulkOk('restore', ids.slice(2));
    const after = await counts();
    expect(Number(after.candidates_live)).toBe(Number(before.candidates_live) - 2);
    expect(Number(after.candidates_deleted)).toBe(Number(before.candidates_deleted));
  });

  it('answers bad requests with a plain 400', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ action: 'trash', ids: [] }, 'The list of candidates must not be empty.'],
      [{ action: 'archive', ids: ['x'] }, 'Action must be one of: trash, restore, delete.'],
      [{ ids: ['x'] }, 'Action is required.'],
      [{ action: 'trash' }, 'The list of candidates is required.'],
      [{ action: 'trash', ids: 'x' }, 'The list of candidates must be a list.'],
      [{ action: 'trash', ids: [''] }, 'Id 1 must not be empty.'],
      [
        { action: 'trash', ids: Array.from({ length: 501 }, (_, i) => `id${i}`) },
        'The list of candidates must have at most 500 items.',
      ],
    ];
    for (const [payload, msg] of cases) {
      const res = await bulk(payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().msg).toBe(msg);
    }
  });

  it('needs a token', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/candidate/bulk',
      payload: { action: 'trash', ids: ['x'] },
    });
    expect(res.statusCode).toBe(401);
  });

  it('of two concurrent restores of one email, one wins and neither fails', async () => {
    const pairs = await Promise.all(
      Array.from({ length: 4 }, (_, i) =>
        insertCandidate(t.db, adminId, { email: `race${i % 2}@x.test`, deleted: 1 }),
      ),
    );
    const [first, second] = await Promise.all([
      bulkOk('restore', [pairs[0]!, pairs[1]!]),
      bulkOk('restore', [pairs[3]!, pairs[2]!]),
    ]);
    // each email comes back once across both requests
    expect(first.data.done.length + second.data.done.length).toBe(2);
    const restored = await t.db
      .selectFrom('candidates')
      .select('email')
      .where('id', 'in', pairs)
      .where('deleted', '=', 0)
      .execute();
    expect(restored.map((r) => r.email).sort()).toEqual(['race0@x.test', 'race1@x.test']);
  });
});
