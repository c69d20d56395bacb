import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_INTERVIEW_KEY, seedDemoData } from '../../server/src/seed/demo.ts';
import { scoreAnswer } from '../../server/src/modules/scoring/builtin.ts';
import { seedOnce } from '../../server/src/seed/once.ts';
import { parsePdf } from '../../server/src/lib/pdf.ts';
import { startTestApp, type TestApp } from './testApp.ts';

let a: TestApp;
let b: TestApp;
let seedMs = 0;

interface HistoryEntry {
  question: string;
  answer: string;
  score: number;
  answered_at?: string;
  needs_review?: boolean;
}
/** one moment for both seeds: the demo interview is scheduled at it */
const seededAt = new Date();

async function adminId(t: TestApp) {
  const row = await t.db
    .selectFrom('admins')
    .select('id')
    .where('username', '=', 'admin')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Everything the seed writes, without ids, public codes and file names. */
async function snapshot(t: TestApp) {
  const candidates = await t.db
    .selectFrom('candidates')
    .select([
      'id',
      'name',
      'email',
      'phone',
      'skills',
      'profile_summary',
      'deleted',
      'created_at',
      'resume_file',
    ])
    .orderBy('name')
    .execute();
  const names = new Map(candidates.map((c) => [c.id, c.name]));
  const interviews = (
    await t.db
      .selectFrom('interviews')
      .select([
        'candidate_id',
        'title',
        'scheduled_time',
        'status',
        'agent_voice',
        'num_questions',
        'history',
        'score',
        'feedback',
        'selected',
        'created_at',
      ])
      .execute()
  )
    .map(({ candidate_id, ...rest }) => ({ candidate: names.get(candidate_id), ...rest }))
    .sort((x, y) => `${x.candidate}${x.created_at}`.localeCompare(`${y.candidate}${y.created_at}`));
  const training = await t.db
    .selectFrom('training_sets')
    .select(['domain', 'questions', 'last_updated'])
    .orderBy('domain')
    .execute();
  const skills = await t.db
    .selectFrom('admin_skills')
    .select(['skill', 'num_questions', 'position'])
    .orderBy('position')
    .execute();
  const pdfHashes = await Promise.all(
    candidates.map(async (c) =>
      createHash('sha256')
        .update((await t.resumes.read(c.resume_file!))!)
        .digest('hex'),
    ),
  );
  return {
    candidates: candidates.map(({ id: _id, resume_file: _f, ...rest }) => rest),
    interviews,
    training,
    skills,
    pdfHashes,
  };
}

beforeAll(async () => {
  a = await startTestApp();
  b = await startTestApp();
  const started = performance.now();
  expect(await seedDemoData(a.db, a.resumes, await adminId(a), { now: seededAt })).toBe(true);
  seedMs = performance.now() - started;
  console.log(`seedDemoData: ${seedMs.toFixed(0)} ms for 60 candidates with PDF resumes`);
  expect(await seedDemoData(b.db, b.resumes, await adminId(b), { now: seededAt })).toBe(true);
});
afterAll(async () => {
  await a?.close();
  await b?.close();
});

describe('demo seed', () => {
  it('seeds only an admin without candidates', async () => {
    expect(await seedDemoData(a.db, a.resumes, await adminId(a))).toBe(false);
    expect((await a.db.selectFrom('candidates').select('id').execute()).length).toBe(60);
  });

  it('spreads the candidates over every state', async () => {
    const token = await a.login();
    const res = await a.app.inject({
      url: '/api/candidate/segregated?page=1&limit=100',
      headers: { authorization: `Bearer ${token}` },
    });
    const { segregated, pagination } = res.json().data;
    const sizes = Object.fromEntries(
      Object.entries(segregated).map(([k, v]) => [k, (v as unknown[]).length]),
    );
    expect(sizes).toEqual({ no_interview_doc: 12, scheduled: 18, completed: 20, cancelled: 10 });
    expect(pagination.total_candidates).toBe(60);
    const statuses = segregated.scheduled.map((c: { status: string }) => c.status);
    expect(statuses).toContain('in_progress');

    const interviews = await a.db.selectFrom('interviews').selectAll().execute();
    const demoId = (
      await a.db
        .selectFrom('meta')
        .select('value')
        .where('key', '=', DEMO_INTERVIEW_KEY)
        .executeTakeFirstOrThrow()
    ).value;
    const now = Date.now();
    for (const i of interviews) {
      expect(Date.parse(i.created_at)).toBeLessThanOrEqual(now);
      expect(Date.parse(i.created_at)).toBeLessThanOrEqual(Date.parse(i.scheduled_time));
      // every scheduled interview is ahead, but the demo one, which is open now
      if (i.status === 'scheduled' && i.id !== demoId) {
        expect(Date.parse(i.scheduled_time)).toBeGreaterThan(now);
      }
      if (i.status === 'completed') {
        const history = JSON.parse(i.history) as {
          question: string;
          answer: string;
          score: number;
        }[];
        expect(history.length).toBeGreaterThan(0);
        const avg = history.reduce((s, h) => s + h.score, 0) / history.length;
        expect(i.score).toBe(Math.round(avg * 10) / 10);
        expect(i.feedback).not.toBe('');
        expect(Date.parse(i.scheduled_time)).toBeLessThan(now);
      }
    }
    expect(interviews.filter((i) => i.selected === 1).length).toBeGreaterThanOrEqual(3);
    expect(interviews.length).toBeGreaterThan(48);
    const candidates = await a.db.selectFrom('candidates').select('created_at').execute();
    const oldest = Math.min(...candidates.map((c) => Date.parse(c.created_at)));
    expect(now - oldest).toBeGreaterThan(8 * 7 * 24 * 3600 * 1000);
  });

  it('adds four training sets, skills with counts and the training-count fallback', async () => {
    const sets = await a.db.selectFrom('training_sets').selectAll().execute();
    expect(sets.length).toBeGreaterThanOrEqual(4);
    for (const s of sets) {
      const questions = JSON.parse(s.questions) as { difficulty: string; tags: string[] }[];
      expect(new Set(questions.map((q) => q.difficulty))).toEqual(
        new Set(['easy', 'medium', 'hard']),
      );
      expect(questions.every((q) => q.tags.length > 0)).toBe(true);
    }
    const token = await a.login();
    const res = await a.app.inject({
      url: '/api/admin/list_skills',
      headers: { authorization: `Bearer ${token}` },
    });
    const skills = res.json().data.skills as { skill: string; num_questions: number }[];
    const raw = await a.db.selectFrom('admin_skills').selectAll().execute();
    expect(raw.some((s) => s.num_questions === 0)).toBe(true);
    expect(skills.find((s) => s.skill === 'Frontend')!.num_questions).toBe(8);
    // every candidate skill is an admin skill, so interviews can be created for all of them
    const names = new Set(raw.map((s) => s.skill.toLowerCase()));
    for (const c of await a.db.selectFrom('candidates').select('skills').execute()) {
      for (const s of JSON.parse(c.skills) as string[])
        expect(names.has(s.toLowerCase())).toBe(true);
    }
  });

  it("schedules one interview at the seed's minute for a candidate whose skills have training sets", async () => {
    const demoId = (
      await a.db
        .selectFrom('meta')
        .select('value')
        .where('key', '=', DEMO_INTERVIEW_KEY)
        .executeTakeFirstOrThrow()
    ).value;
    const demo = await a.db
      .selectFrom('interviews')
      .innerJoin('candidates', 'candidates.id', 'interviews.candidate_id')
      .select([
        'status',
        'scheduled_time',
        'history',
        'score',
        'candidates.skills',
        'interviews.created_at',
      ])
      .where('interviews.id', '=', demoId)
      .executeTakeFirstOrThrow();
    const minute = new Date(Math.floor(seededAt.getTime() / 60_000) * 60_000).toISOString();
    expect(demo).toMatchObject({
      status: 'scheduled',
      scheduled_time: minute,
      history: '[]',
      score: null,
    });
    expect(Date.parse(demo.created_at)).toBeLessThan(Date.parse(minute));
    const domains = new Set(
      (await a.db.selectFrom('training_sets').select('domain_key').execute()).map(
        (s) => s.domain_key,
      ),
    );
    const skills = JSON.parse(demo.skills) as string[];
    expect(skills.some((s) => domains.has(s.toLowerCase()))).toBe(true);
    // the only interview scheduled before tomorrow
    const soon = await a.db
      .selectFrom('interviews')
      .select('id')
      .where('status', '=', 'scheduled')
      .where('scheduled_time', '<=', minute)
      .execute();
    expect(soon.map((i) => i.id)).toEqual([demoId]);
  });

  it('gives most training questions 3 or 4 expected points', async () => {
    const questions = (
      await a.db.selectFrom('training_sets').select('questions').execute()
    ).flatMap((s) => JSON.parse(s.questions) as { expected_points?: string[] }[]);
    const withPoints = questions.filter((q) => q.expected_points !== undefined);
    expect(withPoints.length / questions.length).toBeGreaterThan(0.8);
    for (const q of withPoints) {
      expect(q.expected_points!.length).toBeGreaterThanOrEqual(3);
      expect(q.expected_points!.length).toBeLessThanOrEqual(4);
      for (const p of q.expected_points!) expect(p.length).toBeLessThanOrEqual(200);
    }
    // none has [] (a question without points has no field), as the API answers it
    expect(
      questions.some((q) => Array.isArray(q.expected_points) && q.expected_points.length === 0),
    ).toBe(false);
  });

  it('writes answers scored as the built-in scorer scores them', async () => {
    const sets = await a.db.selectFrom('training_sets').select(['domain', 'questions']).execute();
    const byText = new Map(
      sets.flatMap((s) =>
        (
          JSON.parse(s.questions) as {
            question: string;
            difficulty: 'easy' | 'medium' | 'hard';
            tags: string[];
            expected_points?: string[];
          }[]
        ).map((q) => [q.question, { ...q, skill: s.domain }] as const),
      ),
    );
    const interviews = await a.db
      .selectFrom('interviews')
      .select(['history', 'scheduled_time'])
      .where('status', 'in', ['completed', 'in_progress'])
      .execute();
    const entries = interviews.flatMap((i) =>
      (JSON.parse(i.history) as HistoryEntry[]).map((h) => ({
        ...h,
        at: i.scheduled_time,
      })),
    );
    expect(entries.length).toBeGreaterThan(50);
    for (const h of entries) {
      const q = byText.get(h.question)!;
      expect(q, h.question).toBeDefined();
      const scored = scoreAnswer(
        { ...q, expected_points: q.expected_points ?? [] },
        h.answer as string,
      );
      expect(h).toMatchObject({
        score: scored.score,
        auto_score: scored.score,
        explanation: scored.explanation,
        scorer: 'built-in',
        needs_review: q.expected_points === undefined,
        skill: q.skill,
        difficulty: q.difficulty,
      });
      expect(Date.parse(h.answered_at!)).toBeGreaterThan(Date.parse(h.at));
    }
    // both kinds show in the transcripts
    expect(entries.some((h) => h.needs_review === true)).toBe(true);
    expect(entries.filter((h) => h.needs_review === false).length).toBeGreaterThan(
      entries.length / 2,
    );
    // and the scores spread over the scale
    const scores = entries.map((h) => h.score);
    expect(Math.min(...scores)).toBeLessThanOrEqual(1);
    expect(Math.max(...scores)).toBe(5);
  });

  it('writes real PDF resumes whose text parses back', async () => {
    const candidates = await a.db
      .selectFrom('candidates')
      .select(['name', 'resume_file'])
      .execute();
    const started = performance.now();
    for (const c of candidates) {
      const parsed = await parsePdf((await a.resumes.read(c.resume_file!))!);
      expect(parsed, c.name).not.toBeNull();
      expect(parsed!.pages).toBeGreaterThanOrEqual(1);
      expect(parsed!.pages).toBeLessThanOrEqual(2);
      expect(parsed!.text).toContain(c.name);
      expect(parsed!.text).toMatch(/Experience/i);
    }
    console.log(`parsed 60 seeded PDFs in ${(performance.now() - started).toFixed(0)} ms`);
  });

  it('gives the same data in two fresh DATA_DIRs', async () => {
    const [x, y] = await Promise.all([snapshot(a), snapshot(b)]);
    expect(x.candidates).toHaveLength(60);
    expect(y).toEqual(x);
  });
});

describe('seeding on start', () => {
  it('seeds an empty database once, and not again after every candidate was deleted', async () => {
    const { startServer } = await import('../../server/src/bootstrap.ts');
    const t = await startTestApp({ SEED_DEMO: 'on' });
    try {
      const count = async () =>
        Number(
          (
            await t.db
              .selectFrom('candidates')
              .select((eb) => eb.fn.countAll().as('n'))
              .executeTakeFirstOrThrow()
          ).n,
        );
      expect(t.seeded).toBe(true);
      expect(await count()).toBeGreaterThanOrEqual(50);
      await t.db.deleteFrom('interviews').execute();
      await t.db.deleteFrom('candidates').execute();
      const again = await startServer(t.config, { logger: false });
      expect(again.seeded).toBe(false);
      expect(await count()).toBe(0);
      await again.app.close();
      await again.db.destroy();
    } finally {
      await t.close();
    }
  });

  it('seeds once when two starts seed the same database at the same time', async () => {
    const t = await startTestApp();
    try {
      const id = await adminId(t);
      // both find no flag, both write their resumes; one transaction claims the seed first
      const results = await Promise.all([
        seedOnce(t.db, t.resumes, id, t.clock),
        seedOnce(t.db, t.resumes, id, t.clock),
      ]);
      expect(results.sort()).toEqual([false, true]);
      const candidates = await t.db.selectFrom('candidates').select('resume_file').execute();
      expect(candidates).toHaveLength(60);
      // the start that lost removed the resumes it had stored
      const referenced = candidates.map((c) => c.resume_file!).sort();
      expect(await t.resumes.list()).toEqual(referenced);
      const flags = await t.db
        .selectFrom('meta')
        .selectAll()
        .where('key', '=', 'demo_seeded')
        .execute();
      expect(flags).toHaveLength(1);
      expect(await seedOnce(t.db, t.resumes, id, t.clock)).toBe(false);
    } finally {
      await t.close();
    }
  }, 120_000);
});
