// Optimistic concurrency (issue 10, item 4): reads answer an ETag, a write with a stale If-Match
// answers 412 and changes nothing, a write without If-Match goes ahead as on the platform, and
// of two writers sending the same If-Match exactly one wins.
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STALE_RECORD } from '../../server/src/lib/recordVersions.ts';
import { newId } from '../../server/src/lib/ids.ts';
import { multipart } from './multipart.ts';
import { insertCandidate as insertCandidateRow, insertInterview } from './rows.ts';
import { startTestApp, type TestApp } from './testApp.ts';

let t: TestApp;
let token: string;
let adminId: string;

const auth = () => ({ authorization: `Bearer ${token}` });
const withIfMatch = (etag?: string) =>
  etag === undefined ? auth() : { ...auth(), 'if-match': etag };

beforeAll(async () => {
  t = await startTestApp();
  token = await t.login();
  adminId = await t.adminId();
});
afterAll(async () => {
  await t?.close();
});

interface Resource {
  name: string;
  /** a new record; answers its id */
  make(): Promise<string>;
  read(id: string): Promise<LightMyRequestResponse>;
  /** a write setting `value`, with the If-Match given */
  write(id: string, value: string, etag?: string): Promise<LightMyRequestResponse>;
  /** the value the writes set, as stored */
  stored(id: string): Promise<string>;
}

const insertCandidate = (name = 'Ada'): Promise<string> =>
  insertCandidateRow(t.db, adminId, {
    name,
    profile_summary: 'Summary',
    created_at: t.clock.now().toISOString(),
  });

const candidates: Resource = {
  name: 'candidates',
  make: () => insertCandidate(),
  read: (id) => t.app.inject({ url: `/api/candidate/${id}`, headers: auth() }),
  async write(id, value, etag) {
    const form = await multipart({ name: value });
    return t.app.inject({
      method: 'PUT',
      url: `/api/candidate/${id}`,
      headers: { ...withIfMatch(etag), ...form.headers },
      payload: form.payload,
    });
  },
  stored: async (id) =>
    (
      await t.db
        .selectFrom('candidates')
        .select('name')
        .where('id', '=', id)
        .executeTakeFirstOrThrow()
    ).name,
};

const training: Resource = {
  name: 'training sets',
  async make() {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/training/create',
      headers: auth(),
      payload: { domain: `Domain ${newId()}`, questions: [] },
    });
    return res.json().data.id as string;
  },
  read: (id) => t.app.inject({ url: `/api/training/${id}`, headers: auth() }),
  write: (id, value, etag) =>
    t.app.inject({
      method: 'PUT',
      url: `/api/training/${id}`,
      headers: withIfMatch(etag),
      payload: { questions: [{ question: value, difficulty: 'easy', tags: ['t'] }] },
    }),
  stored: async (id) =>
    (
      await t.db
        .selectFrom('training_sets')
        .select('questions')
        .where('id', '=', id)
        .executeTakeFirstOrThrow()
    ).questions,
};

const interviews: Resource = {
  name: 'interviews',
  async make() {
    const candidateId = await insertCandidate();
    return insertInterview(t.db, adminId, candidateId, {
      title: 'First round',
      scheduled_time: '2030-01-01T10:00:00.000Z',
      num_questions: 5,
      created_at: t.clock.now().toISOString(),
    });
  },
  read: (id) => t.app.inject({ url: `/api/interview/${id}`, headers: auth() }),
  write: (id, value, etag) =>
    t.app.inject({
      method: 'PUT',
      url: `/api/interview/${id}`,
      headers: withIfMatch(etag),
      payload: { title: value },
    }),
  stored: async (id) =>
    (
      await t.db
        .selectFrom('interviews')
        .select('title')
        .where('id', '=', id)
        .executeTakeFirstOrThrow()
    ).title,
};

const jobs: Resource = {
  name: 'jobs',
  async make() {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/jobs',
      headers: auth(),
      payload: { title: 'Engineer' },
    });
    return res.json().id as string;
  },
  read: (id) => t.app.inject({ url: `/api/jobs/${id}`, headers: auth() }),
  write: (id, value, etag) =>
    t.app.inject({
      method: 'PUT',
      url: `/api/jobs/${id}`,
      headers: withIfMatch(etag),
      payload: { title: value },
    }),
  stored: async (id) =>
    (await t.db.selectFrom('jobs').select('title').where('id', '=', id).executeTakeFirstOrThrow())
      .title,
};

// the settings are one record per admin: the id is unused
const settings: Resource = {
  name: 'settings',
  make: async () => '',
  read: () =>
    t.app.inject({ method: 'PATCH', url: '/api/admin/settings', headers: auth(), payload: {} }),
  write: (_id, value, etag) =>
    t.app.inject({
      method: 'PATCH',
      url: '/api/admin/settings',
      headers: withIfMatch(etag),
      payload: { skills: [{ skill: 'Concurrency', num_questions: Number(value.length) }] },
    }),
  stored: async () =>
    JSON.stringify(
      await t.db
        .selectFrom('admin_skills')
        .select(['skill', 'num_questions'])
        .where('admin_id', '=', adminId)
        .execute(),
    ),
};

const etagOf = (res: LightMyRequestResponse) => res.headers.etag as string | undefined;

describe.each([candidates, training, interviews, jobs, settings])('$name', (resource) => {
  it('a read answers an ETag; a write with it succeeds and answers the next one', async () => {
    const id = await resource.make();
    const read = await resource.read(id);
    expect(read.statusCode, read.body).toBe(200);
    const etag = etagOf(read);
    expect(etag).toMatch(/^"\d+"$/);
    const res = await resource.write(id, 'first edit', etag);
    expect(res.statusCode, res.body).toBe(200);
    const next = etagOf(res);
    expect(next).toMatch(/^"\d+"$/);
    expect(next).not.toBe(etag);
    expect(etagOf(await resource.read(id))).toBe(next);
  });

  it('a write with a stale If-Match answers 412 with the message and changes nothing', async () => {
    const id = await resource.make();
    const stale = etagOf(await resource.read(id));
    expect((await resource.write(id, 'someone else', stale)).statusCode).toBe(200);
    const before = await resource.stored(id);
    const current = etagOf(await resource.read(id));

    const res = await resource.write(id, 'my late edit', stale);
    expect(res.statusCode).toBe(412);
    expect(res.json()).toEqual({ data: {}, msg: STALE_RECORD, statusCode: 412 });
    expect(STALE_RECORD).toBe(
      'This record was changed by someone else. Reload to see the changes.',
    );
    expect(await resource.stored(id)).toBe(before);
    expect(etagOf(await resource.read(id))).toBe(current);
  });

  it('a write without If-Match goes ahead as it always did, and moves the ETag on', async () => {
    const id = await resource.make();
    const etag = etagOf(await resource.read(id));
    const res = await resource.write(id, 'no precondition');
    expect(res.statusCode, res.body).toBe(200);
    expect(etagOf(res)).not.toBe(etag);
    // If-Match: * asks only that the record exists
    expect((await resource.write(id, 'any version', '*')).statusCode).toBe(200);
  });

  it('of two writers sending the same If-Match, exactly one wins', async () => {
    const id = await resource.make();
    const etag = etagOf(await resource.read(id));
    const results = await Promise.all([
      resource.write(id, 'writer one', etag),
      resource.write(id, 'writer two!', etag),
    ]);
    const statuses = results.map((r) => r.statusCode).sort();
    expect(statuses).toEqual([200, 412]);
    const winner = results.find((r) => r.statusCode === 200)!;
    expect(etagOf(await resource.read(id))).toBe(etagOf(winner));
  });

  it('an If-Match that names no version at all is stale', async () => {
    const id = await resource.make();
    const before = await resource.stored(id);
    const res = await resource.write(id, 'garbage precondition', 'not-an-etag');
    expect(res.statusCode).toBe(412);
    expect(await resource.stored(id)).toBe(before);
  });
});

describe('lists carry each record ETag', () => {
  it('candidates, training sets and interviews: `_etag` on every item, as the read answers it', async () => {
    const candidateId = await candidates.make();
    const seg = await t.app.inject({ url: '/api/candidate/segregated', headers: auth() });
    const item = (
      seg.json().data.segregated.no_interview_doc as { id: string; _etag: string }[]
    ).find((c) => c.id === candidateId)!;
    expect(item._etag).toBe(etagOf(await candidates.read(candidateId)));

    const setId = await training.make();
    const sets = (await t.app.inject({ url: '/api/training/list', headers: auth() })).json().data;
    const set = (sets as { id: string; _etag: string }[]).find((s) => s.id === setId)!;
    expect(set._etag).toBe(etagOf(await training.read(setId)));

    const interviewId = await interviews.make();
    const page = (await t.app.inject({ url: '/api/interview/list', headers: auth() })).json().data;
    const row = (page.items as { id: string; _etag: string }[]).find((i) => i.id === interviewId)!;
    expect(row._etag).toBe(etagOf(await interviews.read(interviewId)));
  });

  it('a soft delete moves the candidate ETag on', async () => {
    const id = await candidates.make();
    const etag = etagOf(await candidates.read(id));
    await t.app.inject({ method: 'DELETE', url: `/api/candidate/${id}`, headers: auth() });
    const res = await candidates.write(id, 'restored?', etag);
    expect(res.statusCode).toBe(412);
  });

  it('list_skills answers the settings ETag; deleting a skill moves it on', async () => {
    const listed = await t.app.inject({ url: '/api/admin/list_skills', headers: auth() });
    const etag = etagOf(listed);
    expect(etag).toBe(etagOf(await settings.read('')));
    const added = await settings.write('', 'x', etag);
    expect(added.statusCode).toBe(200);
    const removed = await t.app.inject({
      method: 'DELETE',
      url: '/api/admin/delete-skills',
      headers: auth(),
      payload: { skill: 'Concurrency' },
    });
    expect(removed.statusCode, removed.body).toBe(200);
    expect(etagOf(removed)).not.toBe(etagOf(added));
    expect((await settings.write('', 'y', etagOf(added))).statusCode).toBe(412);
  });
});
