// The per-admin data version (migration 006) and the kept list answers keyed by it: every write
// of an admin's candidates and interviews moves the version on, by trigger, whoever writes; a
// kept answer is never served after a change, on either engine.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dataVersion } from '../../server/src/db/dataVersions.ts';
import {
  insertCandidate as insertCandidateRow,
  insertInterview as insertInterviewRow,
} from './rows.ts';
import { saveTraining, startTestApp, type TestApp } from './testApp.ts';

let t: TestApp;
let adminId: string;
let otherId: string;
let token: string;
let auth: { authorization: string };

beforeAll(async () => {
  t = await startTestApp();
  token = await t.login();
  auth = { authorization: `Bearer ${token}` };
  adminId = await t.adminId();
  otherId = await t.createAdmin('other');
});
afterAll(() => t.close());

const now = () => t.clock.now().toISOString();

const insertCandidate = (owner: string, name: string) =>
  insertCandidateRow(t.db, owner, { name, created_at: now() });
const insertInterview = (owner: string, candidateId: string) =>
  insertInterviewRow(t.db, owner, candidateId, {
    title: 'Versioned',
    scheduled_time: now(),
    created_at: now(),
  });

async function saveTrainingSet(domain: string, question: string) {
  const res = await saveTraining(t, token, domain, question);
  expect(res.statusCode, res.body).toBeLessThan(300);
}

describe('data versions', () => {
  it('every insert, update and delete of candidates, interviews and training sets moves only its admin on', async () => {
    const versions = async () => [
      await dataVersion(t.db, adminId),
      await dataVersion(t.db, otherId),
    ];
    const [start, otherStart] = await versions();
    const steps: [string, () => Promise<unknown>][] = [];
    let candidate = '';
    let interview = '';
    steps.push([
      'insert candidate',
      async () => (candidate = await insertCandidate(adminId, 'V One')),
    ]);
    steps.push([
      'insert interview',
      async () => (interview = await insertInterview(adminId, candidate)),
    ]);
    steps.push([
      'rename candidate',
      () =>
        t.db.updateTable('candidates').set({ name: 'V Two' }).where('id', '=', candidate).execute(),
    ]);
    steps.push([
      'retitle interview',
      () =>
        t.db
          .updateTable('interviews')
          .set({ title: 'Other' })
          .where('id', '=', interview)
          .execute(),
    ]);
    steps.push([
      'delete interview',
      () => t.db.deleteFrom('interviews').where('id', '=', interview).execute(),
    ]);
    steps.push([
      'delete candidate',
      () => t.db.deleteFrom('candidates').where('id', '=', candidate).execute(),
    ]);
    // training sets (migration 007): the dashboard summary shows their questions
    steps.push(['create training set', () => saveTrainingSet('Versioned', 'Why?')]);
    const trainingSet = () =>
      t.db
        .selectFrom('training_sets')
        .where('admin_id', '=', adminId)
        .where('domain', '=', 'Versioned');
    steps.push([
      'edit training set',
      () =>
        t.db
          .updateTable('training_sets')
          .set({ questions: '[]' })
          .where('id', 'in', trainingSet().select('id'))
          .execute(),
    ]);
    steps.push([
      'delete training set',
      () =>
        t.db.deleteFrom('training_sets').where('id', 'in', trainingSet().select('id')).execute(),
    ]);
    let previous = start!;
    for (const [what, step] of steps) {
      await step();
      const [mine, others] = await versions();
      expect(mine, what).toBeGreaterThan(previous);
      expect(others, what).toBe(otherStart);
      previous = mine!;
    }
  });
});

describe('kept list answers', () => {
  const segregated = async () => {
    const res = await t.app.inject({
      url: '/api/candidate/segregated?page=1&limit=100',
      headers: auth,
    });
    expect(res.statusCode).toBe(200);
    return Object.values(
      res.json().data.segregated as Record<string, { id: string; name: string; status?: string }[]>,
    ).flat();
  };
  const interviewList = async () => {
    const res = await t.app.inject({ url: '/api/interview/list?page=1&limit=50', headers: auth });
    expect(res.statusCode).toBe(200);
    return res.json().data.items as { id: string; title: string; candidate: { name: string } }[];
  };

  it('show a write made straight to the database (as another server would) at once', async () => {
    const id = await insertCandidate(adminId, 'Kept Before');
    const interview = await insertInterview(adminId, id);
    expect((await segregated()).find((c) => c.id === id)?.name).toBe('Kept Before');
    expect((await segregated()).find((c) => c.id === id)?.name).toBe('Kept Before');
    expect((await interviewList()).find((i) => i.id === interview)?.candidate.name).toBe(
      'Kept Before',
    );

    await t.db.updateTable('candidates').set({ name: 'Kept After' }).where('id', '=', id).execute();
    expect((await segregated()).find((c) => c.id === id)?.name).toBe('Kept After');
    expect((await interviewList()).find((i) => i.id === interview)?.candidate.name).toBe(
      'Kept After',
    );

    await t.db
      .updateTable('interviews')
      .set({ status: 'completed' })
      .where('id', '=', interview)
      .execute();
    expect((await segregated()).find((c) => c.id === id)?.status).toBe('completed');
  });

  it('keep the dashboard summary only until its interviews or training sets change', async () => {
    const url =
      '/api/admin/dashboard_summary?weeks=2020-01-06T00:00:00.000Z,2020-01-13T00:00:00.000Z';
    const summary = async () => {
      const res = await t.app.inject({ url, headers: auth });
      expect(res.statusCode, res.body).toBe(200);
      return res.json().data as {
        by_difficulty: { domain: string; total: number }[];
        upcoming: { id: string; title: string }[];
      };
    };
    await saveTrainingSet('Summarised', 'What changes?');
    const domain = async () =>
      (await summary()).by_difficulty.find((d) => d.domain === 'Summarised');
    expect((await domain())?.total).toBe(1);
    expect((await domain())?.total).toBe(1);

    await t.db
      .updateTable('training_sets')
      .set({ questions: '[]' })
      .where('admin_id', '=', adminId)
      .where('domain', '=', 'Summarised')
      .execute();
    expect((await domain())?.total).toBe(0);

    const candidate = await insertCandidate(adminId, 'Soon Interviewed');
    const soonest = await insertInterviewRow(t.db, adminId, candidate, {
      title: 'Soonest',
      scheduled_time: '2000-01-01T00:00:00.000Z',
    });
    expect((await summary()).upcoming[0]).toMatchObject({ id: soonest, title: 'Soonest' });
  });

  it('keep the trash, whole or a page with its X-Total-Count, until a candidate moves', async () => {
    const trash = async (query = '') => {
      const res = await t.app.inject({ url: `/api/candidate/deleted${query}`, headers: auth });
      expect(res.statusCode, res.body).toBe(200);
      const ids = (res.json().data as { id: string }[]).map((c) => c.id);
      return { ids, total: res.headers['x-total-count'] };
    };
    const first = await insertCandidate(adminId, 'Trashed First');
    await t.db.updateTable('candidates').set({ deleted: 1 }).where('id', '=', first).execute();
    const before = await trash();
    const page = await trash('?page=1&limit=1');
    expect(before.ids).toContain(first);
    expect(before.total).toBeUndefined();
    // answered again from the kept answers: the same, the header included
    expect(await trash()).toEqual(before);
    expect(await trash('?page=1&limit=1')).toEqual(page);
    expect(page.total).toBe(String(before.ids.length));

    const second = await insertCandidate(adminId, 'Trashed Second');
    await t.db.updateTable('candidates').set({ deleted: 1 }).where('id', '=', second).execute();
    expect((await trash()).ids).toEqual(expect.arrayContaining([first, second]));
    expect((await trash('?page=1&limit=1')).total).toBe(String(before.ids.length + 1));

    await t.db.updateTable('candidates').set({ deleted: 0 }).where('id', '=', first).execute();
    expect((await trash()).ids).not.toContain(first);
    expect((await trash('?page=1&limit=1')).total).toBe(String(before.ids.length));
  });

  it('are never shared between admins', async () => {
    const mine = await insertCandidate(adminId, 'Only Mine');
    await insertCandidate(otherId, 'Only Theirs');
    const otherAuth = { authorization: `Bearer ${await t.login('other')}` };
    const url = '/api/candidate/segregated?page=1&limit=100';
    const names = async (headers: Record<string, string>) => {
      const res = await t.app.inject({ url, headers });
      return Object.values(res.json().data.segregated as Record<string, { name: string }[]>)
        .flat()
        .map((c) => c.name);
    };
    for (let round = 0; round < 2; round++) {
      expect(await names(auth)).toContain('Only Mine');
      expect(await names(auth)).not.toContain('Only Theirs');
      expect(await names(otherAuth)).toEqual(['Only Theirs']);
    }
    expect(mine).toBeTruthy();
  });
});
