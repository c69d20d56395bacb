// Retention (docs/retention.md) on the engine under test, the clock moved forward instead of
// waiting: the trash purge deletes for good what has been in the trash longer than
// TRASH_RETENTION_DAYS, with its interviews, reviews and resume (the file on SQLite, the
// resume_files row on PostgreSQL), and leaves the rest (trashed later, live, restored, erased);
// 0 keeps the trash; INTERVIEW_RETENTION_DAYS removes the answers of interviews completed longer
// ago, keeping the scores. (Two servers running the purge once: postgres/retentionServers.test.ts.)
import { existsSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resumePath } from '../../server/src/lib/resumeStore.ts';
import { readRun } from '../../server/src/modules/maintenance/runsRepository.ts';
import { multipart, resumePdf } from './multipart.ts';
import { HISTORY } from './reviewFixtures.ts';
import { insertCandidate, insertInterview } from './rows.ts';
import { startTestApp, type TestApp } from './testApp.ts';

const DAY = 86_400_000;
const HOUR = 3_600_000;
// the schedule's own timer never fires during a test: the tests run it (runDue)
const QUIET_SCHEDULE = { MAINTENANCE_POLL_MS: String(HOUR) };

let pdf: Uint8Array;
beforeAll(async () => {
  pdf = await resumePdf();
});

const as = (token: string) => ({ authorization: `Bearer ${token}` });

/** True when the resume store holds the file: on disk (SQLite), in resume_files (PostgreSQL). */
async function resumeStored(t: TestApp, name: string): Promise<boolean> {
  if (t.engine === 'sqlite') return existsSync(resumePath(t.dataDir, name));
  const row = await t.db
    .selectFrom('resume_files')
    .select('name')
    .where('name', '=', name)
    .executeTakeFirst();
  return row !== undefined;
}

/** A live candidate of the workspace with a stored resume: its id and resume file. */
async function candidateWithResume(t: TestApp, workspace: string, name: string) {
  const file = await t.resumes.save(pdf, workspace);
  const id = await insertCandidate(t.db, workspace, { name, resume_file: file });
  return { id, file };
}

const candidateRow = (t: TestApp, id: string) =>
  t.db
    .selectFrom('candidates')
    .select(['deleted', 'deleted_at', 'erased_at'])
    .where('id', '=', id)
    .executeTakeFirst();

async function interviewExists(t: TestApp, id: string) {
  const row = await t.db
    .selectFrom('interviews')
    .select('id')
    .where('id', '=', id)
    .executeTakeFirst();
  return row !== undefined;
}

interface Trashed {
  id: string;
  deleted_at?: string | null;
  purge_at?: string | null;
}

async function trash(t: TestApp, token: string) {
  const res = await t.app.inject({ url: '/api/candidate/deleted', headers: as(token) });
  expect(res.statusCode, res.body).toBe(200);
  return { days: res.headers['x-trash-retention-days'], items: res.json().data as Trashed[] };
}

/** PUT /candidate/:id with `deleted` (the console's edit form and the trash's Restore). */
async function putDeleted(t: TestApp, token: string, id: string, deleted: boolean) {
  const form = await multipart({ deleted: String(deleted) });
  const res = await t.app.inject({
    method: 'PUT',
    url: `/api/candidate/${id}`,
    payload: form.payload,
    headers: { ...form.headers, ...as(token) },
  });
  expect(res.statusCode, res.body).toBe(200);
}

describe('the trash purge (TRASH_RETENTION_DAYS, 30 by default)', () => {
  let t: TestApp;
  let token: string;
  let otherToken: string;
  let admin: string;
  let other: string;

  beforeAll(async () => {
    t = await startTestApp(QUIET_SCHEDULE);
    token = await t.login();
    admin = await t.adminId();
    other = await t.createAdmin('other');
    otherToken = await t.login('other');
  });
  afterAll(async () => {
    await t?.close();
  });

  it('deletes for good, with their interviews and resumes, only what has been in the trash 30 days', async () => {
    const a = await candidateWithResume(t, admin, 'Trashed alone');
    const aInterview = await insertInterview(t.db, admin, a.id, {
      status: 'completed',
      history: JSON.stringify(HISTORY),
    });
    await t.db
      .insertInto('answer_reviews')
      .values({
        workspace_id: admin,
        interview_id: aInterview,
        reviewer_id: admin,
        answer_index: 0,
        score: 4,
        note: 'Clear',
        submitted_at: t.clock.now().toISOString(),
      })
      .execute();
    const b = await candidateWithResume(t, admin, 'Trashed in bulk');
    const c = await candidateWithResume(t, admin, 'Trashed later');
    const d = await candidateWithResume(t, admin, 'Never trashed');
    const e = await candidateWithResume(t, admin, 'Erased');
    const eInterview = await insertInterview(t.db, admin, e.id, { status: 'completed', score: 4 });
    const f = await candidateWithResume(t, admin, 'Restored');
    const g = await candidateWithResume(t, other, 'Of another workspace');

    // day 0: to the trash one by one, in bulk, and by another workspace
    const trashedAt = t.clock.now().getTime();
    const one = await t.app.inject({
      method: 'DELETE',
      url: `/api/candidate/${a.id}`,
      headers: as(token),
    });
    expect(one.statusCode, one.body).toBe(200);
    const bulk = await t.app.inject({
      method: 'POST',
      url: '/api/candidate/bulk',
      headers: as(token),
      payload: { action: 'trash', ids: [b.id, e.id, f.id] },
    });
    expect(bulk.json().data.done).toEqual([b.id, e.id, f.id]);
    const theirs = await t.app.inject({
      method: 'DELETE',
      url: `/api/candidate/${g.id}`,
      headers: as(otherToken),
    });
    expect(theirs.statusCode, theirs.body).toBe(200);
    // the erasure keeps an anonymous row in the trash (modules/privacy): its stand-in here
    await t.db
      .updateTable('candidates')
      .set({ erased_at: t.clock.now().toISOString() })
      .where('id', '=', e.id)
      .execute();

    for (const id of [a.id, b.id, e.id]) {
      const row = await candidateRow(t, id);
      expect(Math.abs(Date.parse(row!.deleted_at!) - trashedAt)).toBeLessThan(60_000);
    }
    const before = await trash(t, token);
    expect(before.days).toBe('30');
    const listed = new Map(before.items.map((item) => [item.id, item]));
    const aItem = listed.get(a.id)!;
    expect(Date.parse(aItem.purge_at!) - Date.parse(aItem.deleted_at!)).toBe(30 * DAY);

    // nothing is due yet
    expect((await t.schedule.runDue()).trash_purge).toEqual({ ok: true, deleted: 0, more: false });

    // day 1: restored, it no longer counts
    t.clock.advance(DAY);
    token = await t.login(); // a token lasts a day
    await putDeleted(t, token, f.id, false);
    expect(await candidateRow(t, f.id)).toMatchObject({ deleted: 0, deleted_at: null });

    // day 20: trashed through the edit form
    t.clock.advance(19 * DAY);
    token = await t.login();
    await putDeleted(t, token, c.id, true);

    // day 30 and an hour: the job is due again, and so are a, b and g
    t.clock.advance(10 * DAY + HOUR);
    [token, otherToken] = [await t.login(), await t.login('other')];
    const done = await t.schedule.runDue();
    expect(done.trash_purge).toEqual({ ok: true, deleted: 3, more: false });
    const run = await readRun(t.db, 'trash_purge');
    expect(JSON.parse(run!.last_result)).toEqual({ ok: true, deleted: 3, more: false });

    for (const gone of [a, b, g]) {
      expect(await candidateRow(t, gone.id)).toBeUndefined();
      expect(await resumeStored(t, gone.file)).toBe(false);
    }
    expect(await interviewExists(t, aInterview)).toBe(false);
    const reviews = await t.db
      .selectFrom('answer_reviews')
      .select('interview_id')
      .where('interview_id', '=', aInterview)
      .execute();
    expect(reviews).toEqual([]);
    // the rest untouched: trashed later, live, erased (with its interview), restored
    expect(await candidateRow(t, c.id)).toMatchObject({ deleted: 1 });
    expect(await candidateRow(t, d.id)).toMatchObject({ deleted: 0 });
    expect(await candidateRow(t, e.id)).toMatchObject({ deleted: 1 });
    expect(await candidateRow(t, f.id)).toMatchObject({ deleted: 0 });
    expect(await interviewExists(t, eInterview)).toBe(true);
    for (const kept of [c, d, e, f]) expect(await resumeStored(t, kept.file)).toBe(true);

    // the trash (read, and kept by the answer cache, before) shows it at once
    const after = (await trash(t, token)).items.map((item) => item.id);
    expect(after).toContain(c.id);
    for (const gone of [a, b]) expect(after).not.toContain(gone.id);

    // each recorded in its own workspace's log, by no member
    const audit = await t.app.inject({
      url: '/api/admin/audit?action=candidate.delete',
      headers: as(token),
    });
    const entries = audit.json().data.items as {
      target_id: string;
      actor: { id: string; username: string };
      summary: string;
    }[];
    expect(entries.map((entry) => entry.target_id).sort()).toEqual([a.id, b.id].sort());
    expect(entries[0]!.actor).toEqual({ id: '', username: 'System (trash purge)' });
    expect(entries.find((entry) => entry.target_id === a.id)!.summary).toMatch(
      /^Deleted for good Trashed alone \(C-.+\): more than 30 days in the trash$/,
    );
    const theirAudit = await t.app.inject({
      url: '/api/admin/audit?action=candidate.delete',
      headers: as(otherToken),
    });
    expect(
      theirAudit.json().data.items.map((entry: { target_id: string }) => entry.target_id),
    ).toEqual([g.id]);

    // 30 days after c went, it goes too
    t.clock.advance(20 * DAY);
    expect((await t.schedule.runDue()).trash_purge).toEqual({ ok: true, deleted: 1, more: false });
    expect(await candidateRow(t, c.id)).toBeUndefined();
    expect(await resumeStored(t, c.file)).toBe(false);
    expect(await candidateRow(t, e.id)).toMatchObject({ deleted: 1 });
  });

  it('deletes a trash larger than a batch (100) in one run', async () => {
    const long = new Date(t.clock.now().getTime() - 31 * DAY).toISOString();
    const ids: string[] = [];
    for (let i = 0; i < 230; i++) {
      ids.push(
        await insertCandidate(t.db, admin, { name: `Old ${i}`, deleted: 1, deleted_at: long }),
      );
    }
    t.clock.advance(2 * HOUR);
    expect((await t.schedule.runDue()).trash_purge).toEqual({
      ok: true,
      deleted: 230,
      more: false,
    });
    const left = await t.db.selectFrom('candidates').select('id').where('id', 'in', ids).execute();
    expect(left).toEqual([]);
  });
});

describe('TRASH_RETENTION_DAYS=0 and INTERVIEW_RETENTION_DAYS', () => {
  let t: TestApp;
  let token: string;
  let admin: string;

  beforeAll(async () => {
    t = await startTestApp({
      ...QUIET_SCHEDULE,
      TRASH_RETENTION_DAYS: '0',
      INTERVIEW_RETENTION_DAYS: '90',
    });
    token = await t.login();
    admin = await t.adminId();
  });
  afterAll(async () => {
    await t?.close();
  });

  const interviewRow = (id: string) =>
    t.db.selectFrom('interviews').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

  it('keeps the trash for ever, and removes the answers of interviews completed 90 days ago, keeping the scores', async () => {
    const kept = await candidateWithResume(t, admin, 'Kept in the trash');
    await t.app.inject({ method: 'DELETE', url: `/api/candidate/${kept.id}`, headers: as(token) });
    const listed = await trash(t, token);
    expect(listed.days).toBe('0');
    expect(listed.items).toEqual([
      expect.objectContaining({ id: kept.id, deleted_at: expect.any(String), purge_at: null }),
    ]);

    const person = await insertCandidate(t.db, admin, { name: 'Interviewed' });
    const now = () => t.clock.now().toISOString();
    const history = HISTORY.map((entry, i) => ({
      ...entry,
      explanation: `Because of "${entry.answer}"`,
      ...(i === 0 && {
        scores: [
          {
            score: 3,
            explanation: 'Quoted the answer',
            scorer: 'built-in',
            scorable: true,
            scored_at: now(),
          },
        ],
        next_follow_up: { question: 'And how large a pool?', point: 'caps them' },
      }),
    }));
    const old = await insertInterview(t.db, admin, person, {
      title: 'Old',
      status: 'completed',
      history: JSON.stringify(history),
      plan: JSON.stringify([{ question: HISTORY[0]!.question, expected_points: ['reuses'] }]),
      score: 2.5,
      feedback: 'Knows databases well',
      finished_at: now(),
    });
    await t.db
      .insertInto('answer_reviews')
      .values({
        workspace_id: admin,
        interview_id: old,
        reviewer_id: admin,
        answer_index: 1,
        score: 4,
        note: 'Said indexes speed up lookups',
        submitted_at: now(),
      })
      .execute();
    // completed without a finish time: its scheduled time counts
    const unfinished = await insertInterview(t.db, admin, person, {
      title: 'No finish time',
      status: 'completed',
      history: JSON.stringify(HISTORY),
      scheduled_time: new Date(t.clock.now().getTime() - 10 * DAY).toISOString(),
    });
    const cancelled = await insertInterview(t.db, admin, person, {
      title: 'Cancelled',
      status: 'cancelled',
      history: JSON.stringify(HISTORY),
      scheduled_time: new Date(t.clock.now().getTime() - 10 * DAY).toISOString(),
    });

    const first = await t.schedule.runDue();
    // no purge is scheduled at all
    expect(first).toEqual({ interview_retention: { ok: true, removed: 0, more: false } });

    // day 85: another interview completes
    t.clock.advance(85 * DAY);
    const recent = await insertInterview(t.db, admin, person, {
      title: 'Recent',
      status: 'completed',
      history: JSON.stringify(HISTORY),
      finished_at: now(),
    });

    // day 91
    t.clock.advance(6 * DAY);
    token = await t.login(); // a token lasts a day
    const done = await t.schedule.runDue();
    expect(done).toEqual({ interview_retention: { ok: true, removed: 2, more: false } });
    expect(await candidateRow(t, kept.id)).toMatchObject({ deleted: 1 });
    expect(await resumeStored(t, kept.file)).toBe(true);

    const row = await interviewRow(old);
    expect(Math.abs(Date.parse(row.content_removed_at!) - t.clock.now().getTime())).toBeLessThan(
      60_000,
    );
    expect(row.feedback).toBe('');
    expect(JSON.parse(row.plan)).toEqual([]);
    expect(row.status).toBe('completed');
    expect(row.score).toBe(2.5);
    const stripped = JSON.parse(row.history) as Record<string, unknown>[];
    expect(stripped.map((entry) => entry.answer)).toEqual(['', '', '']);
    expect(stripped.map((entry) => entry.explanation)).toEqual(['', '', '']);
    expect(stripped.map((entry) => entry.score)).toEqual([3, 2, null]);
    expect(stripped.map((entry) => entry.question)).toEqual(HISTORY.map((entry) => entry.question));
    expect(stripped[0]!.scores).toEqual([expect.objectContaining({ score: 3, explanation: '' })]);
    expect(stripped[0]).not.toHaveProperty('next_follow_up');
    expect(stripped[2]!.not_scorable_reason).toBe(HISTORY[2]!.not_scorable_reason);
    const review = await t.db
      .selectFrom('answer_reviews')
      .select(['score', 'note'])
      .where('interview_id', '=', old)
      .executeTakeFirstOrThrow();
    expect(review).toEqual({ score: 4, note: '' });
    expect((await interviewRow(unfinished)).content_removed_at).not.toBeNull();
    // completed 6 days ago, or never completed: untouched
    for (const id of [recent, cancelled]) {
      const untouched = await interviewRow(id);
      expect(untouched.content_removed_at).toBeNull();
      expect(JSON.parse(untouched.history)[0].answer).toBe(HISTORY[0]!.answer);
    }

    // the API says so; scoring again is refused (it would score the removed answers as empty)
    const read = await t.app.inject({ url: `/api/interview/${old}`, headers: as(token) });
    expect(read.json().data).toMatchObject({
      content_removed_at: row.content_removed_at,
      score: 2.5,
      feedback: '',
    });
    const fresh = await t.app.inject({ url: `/api/interview/${recent}`, headers: as(token) });
    expect(fresh.json().data.content_removed_at).toBeNull();
    const rescore = await t.app.inject({
      method: 'POST',
      url: `/api/interview/${old}/rescore`,
      headers: as(token),
    });
    expect(rescore.statusCode).toBe(400);
    expect(rescore.json().msg).toBe(
      'The answers of this interview were removed after the retention period: its scores stay as they are.',
    );
    const audit = await t.app.inject({
      url: `/api/admin/audit?action=interview.update&target_id=${old}`,
      headers: as(token),
    });
    expect(audit.json().data.items).toEqual([
      expect.objectContaining({
        actor: { id: '', username: 'System (interview retention)' },
        summary:
          'Removed the answers of "Old" (' + row.int_id + '): completed more than 90 days ago',
      }),
    ]);

    // done once: a later run finds nothing more
    t.clock.advance(2 * HOUR);
    expect((await t.schedule.runDue()).interview_retention).toEqual({
      ok: true,
      removed: 0,
      more: false,
    });
  });
});
