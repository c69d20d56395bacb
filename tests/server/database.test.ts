// Issue 11: the server on either engine. Runs in both server projects: SQLite in `server`,
// PostgreSQL in `server-pg` (tests/support/postgres.ts); what only PostgreSQL has is in
// tests/server/postgres/engine.test.ts.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../server/src/db/database.ts';
import { engineUnderTest, saveTraining, startTestApp, type TestApp } from './testApp.ts';
import { multipart, resumePdf } from './multipart.ts';

let t: TestApp;
let token: string;
let pdf: Uint8Array;

const auth = () => ({ authorization: `Bearer ${token}` });

async function createCandidate(email: string, name = 'Pat Example') {
  const { payload, headers } = await multipart({
    name,
    phone: '+1 555 0100',
    email,
    resume: { filename: 'cv.pdf', content: pdf },
  });
  return t.app.inject({
    method: 'POST',
    url: '/api/candidate/create',
    payload,
    headers: { ...headers, ...auth() },
  });
}

beforeAll(async () => {
  t = await startTestApp();
  token = await t.login();
  pdf = await resumePdf();
});
afterAll(async () => {
  await t?.close();
});

describe('the engine', () => {
  it('is the one the project tests', () => {
    expect(t.engine).toBe(engineUnderTest());
  });
});

describe('DATABASE_URL', () => {
  it('names the variable, without its password, when the database cannot be reached', async () => {
    const url = 'postgres://app:hunter2-secret@127.0.0.1:1/nowhere';
    const opening = openDatabase({ dataDir: '/nonexistent', databaseUrl: url });
    await expect(opening).rejects.toThrow(
      'Cannot reach the PostgreSQL database of DATABASE_URL (postgres://app:***@127.0.0.1:1/nowhere)',
    );
    await expect(opening).rejects.not.toThrow(/hunter2/);
  });
});

describe('rows keep one shape on both engines', () => {
  it('timestamps as ISO strings, booleans as 0/1, JSON lists as JSON text', async () => {
    const created = await createCandidate('shape@example.com');
    expect(created.statusCode, created.body).toBe(201);
    const candidate = created.json().data;
    const scheduled = await t.app.inject({
      method: 'POST',
      url: '/api/interview/create',
      headers: auth(),
      payload: {
        candidate_id: candidate.id,
        title: 'Round one',
        scheduled_time: '2030-01-02T03:04:05.678+02:00',
      },
    });
    expect(scheduled.statusCode, scheduled.body).toBe(201);

    const row = await t.db
      .selectFrom('candidates')
      .selectAll()
      .where('id', '=', candidate.id)
      .executeTakeFirstOrThrow();
    expect(row.created_at).toBe(candidate.created_at);
    expect(row.created_at).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    expect(row.deleted).toBe(0);
    expect(typeof row.skills).toBe('string');
    expect(JSON.parse(row.skills)).toEqual(candidate.skills);

    const interview = await t.db
      .selectFrom('interviews')
      .selectAll()
      .where('candidate_id', '=', candidate.id)
      .executeTakeFirstOrThrow();
    expect(interview.scheduled_time).toBe('2030-01-02T01:04:05.678Z');
    expect(interview.selected).toBe(0);
    expect(interview.history).toMatch(/^\[\s*\]$/);
    expect(interview.score).toBeNull();

    // a boolean written as 1 reads back as 1; dates compare as dates
    await t.db
      .updateTable('interviews')
      .set({ selected: 1 })
      .where('id', '=', interview.id)
      .execute();
    const later = await t.db
      .selectFrom('interviews')
      .select(['selected'])
      .where('id', '=', interview.id)
      .where('scheduled_time', '>', '2030-01-02T01:04:05.677Z')
      .where('scheduled_time', '<', '2030-01-02T01:04:05.679Z')
      .executeTakeFirst();
    expect(later).toEqual({ selected: 1 });
  });
});

describe('case-insensitive uniqueness, on both engines', () => {
  it('usernames', async () => {
    await expect(t.createAdmin('ADMIN')).rejects.toThrow(/unique/i);
  });

  it('skills', async () => {
    const res = await t.app.inject({
      method: 'PATCH',
      url: '/api/admin/settings',
      headers: auth(),
      payload: {
        skills: [
          { skill: 'Kotlin', num_questions: 3 },
          { skill: 'KOTLIN', num_questions: 4 },
        ],
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    const list = await t.app.inject({ url: '/api/admin/list_skills', headers: auth() });
    const kotlin = (list.json().data.skills as { skill: string }[]).filter(
      (s) => s.skill.toLowerCase() === 'kotlin',
    );
    expect(kotlin).toEqual([{ skill: 'Kotlin', num_questions: 4 }]);
  });

  it('training domains, also when saved at the same moment', async () => {
    const answers = await Promise.all(
      ['Rust', 'RUST', 'rust', ' Rust ', 'rUST', 'Rust'].map((domain, i) =>
        saveTraining(t, token, domain, `Question ${i}?`),
      ),
    );
    for (const res of answers) expect(res.statusCode, res.body).toBe(201);
    const sets = await t.db
      .selectFrom('training_sets')
      .select(['domain_key', 'questions'])
      .where('domain_key', '=', 'rust')
      .execute();
    expect(sets).toHaveLength(1);
    expect(JSON.parse(sets[0]!.questions)).toHaveLength(6);
  });

  it("candidates' emails per admin, also when created at the same moment", async () => {
    const emails = ['Same@Example.com', 'same@example.com', 'SAME@EXAMPLE.COM', 'same@Example.com'];
    const answers = await Promise.all(emails.map((email) => createCandidate(email)));
    const codes = answers.map((res) => res.statusCode).sort();
    expect(codes, answers.map((res) => res.body).join('\n')).toEqual([201, 409, 409, 409]);
    const rows = await t.db
      .selectFrom('candidates')
      .select('email')
      .where(sql<string>`lower(email)`, '=', 'same@example.com')
      .execute();
    expect(rows).toHaveLength(1);
  });
});

describe('what only one engine could store is refused on both', () => {
  const nul = 'a\u0000b';
  const post = (url: string, payload: object, headers: Record<string, string> = auth()) =>
    t.app.inject({ method: 'POST', url, headers, payload });

  it('U+0000 in a body, a query or a form field: 400 naming the field', async () => {
    const cases = [
      [await post('/api/jobs', { title: nul }), 'title'],
      [await post('/api/jobs', { title: 'ok', required_skills: ['x', nul] }), 'required_skills[1]'],
      [
        await post('/api/training/create', {
          domain: 'Nul',
          questions: [{ question: nul, difficulty: 'easy', tags: [] }],
        }),
        'questions[0].question',
      ],
      [await post('/api/admin/login', { username: nul, password: 'x' }, {}), 'username'],
      [await t.app.inject({ url: '/api/training/list?domain=a%00b', headers: auth() }), 'domain'],
      [await createCandidate('nul@example.com', nul), "Field 'name'"],
    ] as const;
    for (const [res, field] of cases) {
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().msg).toBe(`${field} must not contain the NUL character (U+0000)`);
    }
    expect(await t.db.selectFrom('jobs').select('id').execute()).toEqual([]);
    const nulSets = t.db.selectFrom('training_sets').select('id').where('domain_key', '=', 'nul');
    expect(await nulSets.execute()).toEqual([]);
  });

  it('U+0000 in a path names nothing (404); in a list filter it matches nothing', async () => {
    for (const url of ['/api/candidate/ab%00cd', '/api/jobs/ab%00cd', '/api/training/ab%00cd']) {
      const res = await t.app.inject({ url, headers: auth() });
      expect(res.statusCode, url).toBe(404);
    }
    expect((await post('/api/jobs', { title: 'a job', department: 'ab' })).statusCode).toBe(201);
    for (const filter of [{ q: nul }, { department: nul }, { id: [nul] }, { q: 'a' }]) {
      const query = encodeURIComponent(JSON.stringify(filter));
      const res = await t.app.inject({ url: `/api/jobs?filter=${query}`, headers: auth() });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json(), JSON.stringify(filter)).toHaveLength(
        'q' in filter && filter.q === 'a' ? 1 : 0,
      );
    }
  });

  it('a scheduled time outside the years 0001 to 9999 in UTC: 400', async () => {
    const created = await createCandidate('years@example.com');
    expect(created.statusCode, created.body).toBe(201);
    const schedule = (scheduled_time: string) =>
      post('/api/interview/create', {
        candidate_id: created.json().data.id,
        title: 'Years',
        scheduled_time,
      });
    for (const when of [
      '0000-06-01T00:00:00Z',
      '0001-01-01T00:30:00+01:00',
      '9999-12-31T23:59:59-05:00',
    ]) {
      const res = await schedule(when);
      expect(res.statusCode, when).toBe(400);
      expect(res.json().msg).toMatch(/scheduled_time must fall within the years 0001 to 9999/);
    }
    for (const [when, stored] of [
      ['0001-01-01T00:00:00Z', '0001-01-01T00:00:00.000Z'],
      ['0099-03-04T05:06:07.089Z', '0099-03-04T05:06:07.089Z'],
      ['9999-12-31T23:59:59.999Z', '9999-12-31T23:59:59.999Z'],
    ]) {
      const res = await schedule(when!);
      expect(res.statusCode, res.body).toBe(201);
      const row = await t.db
        .selectFrom('interviews')
        .select('scheduled_time')
        .where('id', '=', res.json().data.id)
        .executeTakeFirstOrThrow();
      expect(row.scheduled_time).toBe(stored);
    }
  });
});
