// A candidate's rights (docs/privacy.md), on a real database of the engine under test: the export
// holds everything the documentation lists; erasure leaves no table, no search index and no
// stored resume holding their name, email, phone, resume text or answers, keeps the dates,
// scores and statuses, and leaves a tombstone nothing finds; only owners and admins may erase.
import { unzipSync, strFromU8 } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cellsHolding, everyFile, everyTextCell, holds } from './databaseText.ts';
import { ERASED_MESSAGE } from '../../server/src/modules/outbox/service.ts';
import { auditEntries, bearer, callAs } from './memberHelpers.ts';
import {
  ANSWER_PHRASE,
  FEEDBACK,
  FIRST,
  HISTORY,
  NEEDLES,
  NOTE,
  PERSON,
  RESUME_PHRASE,
  exportAs,
  seedPerson,
  sendForm,
  sha256,
  type PrivacyFixture,
  type Who,
} from './privacyFixture.ts';
import { engineUnderTest, startTestApp, type TestApp } from './testApp.ts';

let t: TestApp;
let f: PrivacyFixture;

const as = (who: Who, method: string, url: string, payload?: object) =>
  callAs(t, f.tokens[who], method, url, payload);
const exportOf = (who: Who, id: string, query = '') => exportAs(t, f.tokens[who], id, query);

beforeAll(async () => {
  // the outbox and the maintenance jobs stay idle: what the test compares is what calls wrote
  t = await startTestApp({ OUTBOX_POLL_MS: '600000', MAINTENANCE_POLL_MS: '3600000' });
  f = await seedPerson(t);
}, 60_000);

afterAll(async () => {
  await t?.close();
});

describe('GET /candidate/:id/export', () => {
  it('answers one JSON document holding everything the documentation lists', async () => {
    const res = await exportOf('owner', f.candidate.id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="candidate-${f.candidate.cand_id}.json"`,
    );
    const doc = res.json();
    expect(doc.format).toEqual({ name: 'interview-ai-admin.candidate-export', version: 1 });
    expect(doc.exported_by.username).toBe('admin');
    expect(doc.workspace.id).toBe(f.workspace);
    expect(doc.candidate).toMatchObject({
      id: f.candidate.id,
      cand_id: f.candidate.cand_id,
      name: PERSON.name,
      email: PERSON.email,
      phone: PERSON.phone,
      skills: [],
      in_trash: false,
      trashed_at: null,
    });
    expect(doc.candidate.profile_summary).toContain(RESUME_PHRASE);
    // the resume, byte for byte
    const bytes = Buffer.from(doc.resume.content_base64, 'base64');
    expect(sha256(bytes)).toBe(sha256(f.pdf));
    expect(doc.resume).toMatchObject({
      content_type: 'application/pdf',
      size: f.pdf.length,
      sha256: sha256(f.pdf),
    });

    // the interviews with their answers, scores, feedback and reviews
    expect(doc.interviews.map((i: { id: string }) => i.id)).toEqual([f.completedId, f.scheduledId]);
    const [completed, scheduled] = doc.interviews;
    expect(completed).toMatchObject({ status: 'completed', feedback: FEEDBACK });
    expect(completed.score).toEqual(expect.any(Number));
    expect(completed.answers.map((a: { answer: string }) => a.answer)).toEqual(
      HISTORY.map((h) => h.answer),
    );
    expect(completed.reviews).toEqual([
      expect.objectContaining({
        reviewer: expect.objectContaining({ username: 'rob' }),
        answer_index: 0,
        score: 4.5,
        note: NOTE,
      }),
      expect.objectContaining({ answer_index: 1, score: 3, note: '' }),
    ]);
    expect(scheduled).toMatchObject({ status: 'scheduled', answers: [], reviews: [] });

    // the messages sent to them (the invitation) and about them (the webhook events)
    const emails = doc.messages.filter((m: { kind: string }) => m.kind === 'email');
    expect(emails.map((m: { template: string }) => m.template)).toContain('interview_invitation');
    expect(emails.every((m: { recipient: string }) => m.recipient === PERSON.email)).toBe(true);
    const events = doc.messages
      .filter((m: { kind: string }) => m.kind === 'webhook')
      .map((m: { payload: { type: string; data: { name: string } } }) => m.payload);
    expect(events.map((e: { type: string }) => e.type)).toEqual([
      'candidate.created',
      'candidate.updated',
    ]);
    expect(events[1].data.name).toBe(PERSON.name);

    // the audit entries about them and their interviews, oldest first
    const actions = doc.audit.map((a: { action: string }) => a.action);
    expect(actions).toEqual([
      'candidate.create',
      'candidate.update',
      'interview.schedule',
      'interview.score',
      'interview.review',
    ]);
    expect(doc.audit[1].changes.name).toEqual({ before: FIRST.name, after: PERSON.name });
  });

  it('answers a zip of the document and the resume PDF when asked', async () => {
    const res = await exportOf('recruiter', f.candidate.id, '?format=zip');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="candidate-${f.candidate.cand_id}.zip"`,
    );
    const files = unzipSync(new Uint8Array(res.rawPayload));
    expect(Object.keys(files).sort()).toEqual(['candidate.json', 'resume.pdf']);
    expect(sha256(files['resume.pdf']!)).toBe(sha256(f.pdf));
    const doc = JSON.parse(strFromU8(files['candidate.json']!));
    expect(doc.resume).toEqual({
      content_type: 'application/pdf',
      size: f.pdf.length,
      sha256: sha256(f.pdf),
      file: 'resume.pdf',
    });
    expect(doc.candidate.email).toBe(PERSON.email);
  });

  it('is recorded, refused to reviewers, and 404 for another workspace or a bad choice', async () => {
    const audit = await auditEntries(t, f.tokens.owner, '&action=candidate.data_export');
    expect(audit.items.map((e) => e.actor.username).sort()).toEqual(['admin', 'rita']);
    expect((await exportOf('reviewer', f.candidate.id)).statusCode).toBe(403);
    const foreign = await exportOf('stranger', f.candidate.id);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().msg).toBe('Candidate not found');
    const both = await exportOf('owner', f.candidate.id, '?format=zip&resume=inline');
    expect(both.statusCode).toBe(400);
    expect(both.json().msg).toMatch(/not both/);
    expect((await exportOf('owner', f.candidate.id, '?format=pdf')).statusCode).toBe(400);
  });
});

describe('POST /candidate/:id/erase', () => {
  it('is refused to recruiters and reviewers, and 404 for another workspace', async () => {
    for (const who of ['recruiter', 'reviewer'] as const) {
      const res = await as(who, 'POST', `/candidate/${f.candidate.id}/erase`, {
        confirm: PERSON.name,
      });
      expect(res.status, who).toBe(403);
    }
    const foreign = await as('stranger', 'POST', `/candidate/${f.candidate.id}/erase`, {
      confirm: PERSON.name,
    });
    expect(foreign.status).toBe(404);
    expect(foreign.body.msg).toBe('Candidate not found');
  });

  it('changes nothing when the typed name does not match', async () => {
    const before = await everyTextCell(t.db, t.engine);
    for (const confirm of ['', PERSON.name.toUpperCase(), FIRST.name, 'Ottoline']) {
      const res = await as('owner', 'POST', `/candidate/${f.candidate.id}/erase`, { confirm });
      expect(res.status, confirm).toBe(400);
      expect(res.body.msg).toBe("The name typed does not match the candidate's name.");
    }
    const missing = await as('owner', 'POST', `/candidate/${f.candidate.id}/erase`, {});
    expect(missing.status).toBe(400);
    expect(missing.body.msg).toBe('Confirm is required.');
    const after = await everyTextCell(t.db, t.engine);
    const unchanged = (cells: typeof before) =>
      cells.filter((c) => c.table !== 'scheduled_runs' && c.table !== 'login_attempts');
    expect(unchanged(after)).toEqual(unchanged(before));
    // the test can fail: every needle is held somewhere before the erasure (the phone's digits
    // alone only in SQLite's search index: PostgreSQL indexes an expression)
    const held = NEEDLES.filter((n) => n !== '442079460958' || engineUnderTest() === 'sqlite');
    expect(held.filter((n) => !before.some((c) => holds(c.value, n)))).toEqual([]);
  });

  it('erases them everywhere, keeping dates, scores and statuses', async () => {
    const resumeFile = (await t.db
      .selectFrom('candidates')
      .select('resume_file')
      .where('id', '=', f.candidate.id)
      .executeTakeFirstOrThrow())!.resume_file!;
    const completedBefore = (await as('owner', 'GET', `/interview/${f.completedId}`)).body.data;
    // typed with extra spaces around it: they do not count
    const res = await as('admin', 'POST', `/candidate/${f.candidate.id}/erase`, {
      confirm: `  ${PERSON.name} `,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.msg).toBe('Candidate erased');
    expect(res.body.data).toMatchObject({ id: f.candidate.id, cand_id: f.candidate.cand_id });

    // no table holds any of it, the search indexes' own tables included
    const cells = await everyTextCell(t.db, t.engine);
    expect(cellsHolding(cells, NEEDLES)).toEqual([]);

    // nor the resume store: the file is gone, and no stored resume has its bytes
    expect(await t.resumes.list()).not.toContain(resumeFile);
    expect(await t.resumes.read(resumeFile)).toBeUndefined();
    for (const name of await t.resumes.list()) {
      expect(sha256((await t.resumes.read(name))!)).not.toBe(sha256(f.pdf));
    }
    // SQLite: nor any file of DATA_DIR, the database file and its log included
    if (engineUnderTest() === 'sqlite') {
      const found = everyFile(t.dataDir).flatMap(({ file, bytes }) =>
        [PERSON.email, FIRST.email, PERSON.name, ANSWER_PHRASE]
          .filter((n) => holds(bytes, n))
          .map((n) => `${file}: ${n}`),
      );
      expect(found).toEqual([]);
    }

    // what aggregate figures need stays: dates, scores, statuses
    const completed = await t.db
      .selectFrom('interviews')
      .selectAll()
      .where('id', '=', f.completedId)
      .executeTakeFirstOrThrow();
    expect(completed).toMatchObject({
      status: 'completed',
      score: completedBefore.score,
      scheduled_time: '2025-02-01T10:00:00.000Z',
      created_at: '2025-01-20T09:00:00.000Z',
      feedback: '',
      candidate_id: f.candidate.id,
    });
    const history = JSON.parse(completed.history) as Record<string, unknown>[];
    expect(history.map((h) => [h.question, h.answer, h.score, h.answered_at])).toEqual(
      completedBefore.history.map((h: Record<string, unknown>) => [
        h.question,
        '',
        h.score,
        h.answered_at,
      ]),
    );
    const reviews = await t.db
      .selectFrom('answer_reviews')
      .select(['answer_index', 'score', 'note'])
      .where('interview_id', '=', f.completedId)
      .orderBy('answer_index')
      .execute();
    expect(reviews).toEqual([
      { answer_index: 0, score: 4.5, note: '' },
      { answer_index: 1, score: 3, note: '' },
    ]);
    // an open interview is closed: its link takes no more answers, no reminder goes
    const scheduled = (await as('owner', 'GET', `/interview/${f.scheduledId}`)).body.data;
    expect(scheduled).toMatchObject({
      status: 'cancelled',
      scheduled_time: '2031-03-01T10:00:00.000Z',
    });
    const tombstone = await t.db
      .selectFrom('candidates')
      .selectAll()
      .where('id', '=', f.candidate.id)
      .executeTakeFirstOrThrow();
    expect(tombstone).toMatchObject({
      name: 'Erased candidate',
      email: '',
      phone: '',
      profile_summary: '',
      skills: '[]',
      resume_file: null,
      deleted: 1,
      cand_id: f.candidate.cand_id,
    });
    expect(tombstone.erased_at).not.toBeNull();
  });

  it('leaves a tombstone no call finds, and one audit entry of who erased whom', async () => {
    expect((await as('owner', 'GET', `/candidate/${f.candidate.id}`)).status).toBe(404);
    expect((await exportOf('owner', f.candidate.id)).statusCode).toBe(404);
    const again = await as('owner', 'POST', `/candidate/${f.candidate.id}/erase`, {
      confirm: 'Erased candidate',
    });
    expect(again.status).toBe(404);
    for (const q of [f.candidate.cand_id, 'Erased', 'Quaresma']) {
      const found = await as('owner', 'GET', `/candidate/list?q=${encodeURIComponent(q)}`);
      expect(found.body.data.items, q).toEqual([]);
    }
    // the trash shows the other trashed candidate alone, and counts it alone
    const trash = await as('owner', 'GET', '/candidate/deleted');
    expect(trash.body.data.map((c: { id: string }) => c.id)).toEqual([f.trashedId]);
    const page = await t.app.inject({
      method: 'GET',
      url: '/api/candidate/deleted?page=1&limit=10',
      headers: bearer(f.tokens.owner),
    });
    expect(page.headers['x-total-count']).toBe('1');
    expect(page.json().data.map((c: { id: string }) => c.id)).toEqual([f.trashedId]);
    // it cannot come back from the trash, one or many at once
    const restore = await sendForm(t, f.tokens.owner, 'PUT', `/candidate/${f.candidate.id}`, {
      deleted: 'false',
    });
    expect(restore.statusCode).toBe(404);
    for (const action of ['restore', 'delete']) {
      const bulk = await as('owner', 'POST', '/candidate/bulk', { action, ids: [f.candidate.id] });
      expect(bulk.body.data.done, action).toEqual([]);
    }

    const erased = await auditEntries(t, f.tokens.owner, '&action=candidate.erase');
    expect(erased.items).toEqual([
      expect.objectContaining({
        actor: expect.objectContaining({ username: 'ada' }),
        target_type: 'candidate',
        target_id: f.candidate.id,
        summary: `Erased candidate ${f.candidate.cand_id}`,
        changes: {},
      }),
    ]);
    // the entries of before read without them
    const created = await auditEntries(t, f.tokens.owner, '&action=candidate.create');
    expect(created.items.map((e) => e.summary)).toContain(
      `Added Erased candidate (${f.candidate.cand_id})`,
    );
    // receivers are told, with ids alone, so they can erase their own copy
    const told = await t.db
      .selectFrom('outbox')
      .select(['payload', 'status'])
      .where('template', '=', 'candidate.erased')
      .executeTakeFirstOrThrow();
    expect(JSON.parse(told.payload!).data).toEqual({
      id: f.candidate.id,
      cand_id: f.candidate.cand_id,
      erased_at: expect.any(String),
    });
    // and nothing queued about them goes any more
    const queued = await t.db
      .selectFrom('outbox')
      .select(['template', 'last_error'])
      .where('candidate_id', '=', f.candidate.id)
      .where('status', '=', 'queued')
      .execute();
    expect(queued).toEqual([{ template: 'candidate.erased', last_error: null }]);
    // and what was about them cannot be sent again: its recipient and content are gone
    const invitation = await t.db
      .selectFrom('outbox')
      .select('id')
      .where('candidate_id', '=', f.candidate.id)
      .where('template', '=', 'interview_invitation')
      .executeTakeFirstOrThrow();
    const resend = await t.app.inject({
      method: 'POST',
      url: `/api/admin/outbox/${invitation.id}/resend`,
      headers: bearer(f.tokens.owner),
    });
    expect(resend.statusCode).toBe(409);
    expect(resend.json().msg).toBe(ERASED_MESSAGE);
  });
});
