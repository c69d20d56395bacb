// GET /admin/scoring/agreement (docs/scoring.md): the pairs (AI score, human score) of every
// reviewed answer in a period, their agreement overall and by scorer, question, skill and
// reviewer, human-human agreement, and the heat map; few pairs said so; on a real database.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addMember, callAs } from './memberHelpers.ts';
import { completedInterview, HISTORY } from './reviewFixtures.ts';
import { startTestApp, type TestApp } from './testApp.ts';

let t: TestApp;
let workspace: string;
const tokens = { owner: '', rob: '', rita: '' };
let startedAt: string;

const report = async (query = '') => {
  const res = await callAs(t, tokens.owner, 'GET', `/admin/scoring/agreement${query}`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data;
};
const review = (who: 'rob' | 'rita', id: string, answers: object[]) =>
  callAs(t, tokens[who], 'PUT', `/interview/${id}/reviews/mine`, { answers });

/** The same answers scored by a model (its name, its tokens). */
const BY_MODEL = HISTORY.map((entry) =>
  entry.scorable ? { ...entry, scorer: 'llm', model: 'llama3.1', tokens: 200 } : entry,
);

beforeAll(async () => {
  t = await startTestApp();
  tokens.owner = await t.login();
  workspace = await t.adminId();
  tokens.rob = (await addMember(t, tokens.owner, 'reviewer', 'rob')).token;
  tokens.rita = (await addMember(t, tokens.owner, 'recruiter', 'rita')).token;
  startedAt = t.clock.now().toISOString();
  // rob agrees with the built-in scorer on 10 interviews (AI 3 and 2: 20 pairs), and scores the
  // answer it could not score (no pair); rita gives one more on 3 of them (6 pairs, 1 apart)
  for (let n = 0; n < 10; n++) {
    const id = await completedInterview(t, workspace, `Built-in ${n}`);
    const robbed = await review('rob', id, [
      { index: 0, score: 3 },
      { index: 1, score: 2 },
      { index: 2, score: 0 },
    ]);
    expect(robbed.status, robbed.body.msg).toBe(200);
    if (n < 3) {
      await review('rita', id, [
        { index: 0, score: 4 },
        { index: 1, score: 3 },
      ]);
    }
  }
  // a model's 2 interviews, which rob scores 2 points under (4 pairs, 2 apart)
  for (let n = 0; n < 2; n++) {
    const id = await completedInterview(t, workspace, `Model ${n}`, BY_MODEL);
    await review('rob', id, [
      { index: 0, score: 1 },
      { index: 1, score: 0 },
    ]);
  }
});
afterAll(async () => {
  await t?.close();
});

describe('the agreement of the AI with the people', () => {
  it('counts every reviewed answer the AI scored, with its figures', async () => {
    const all = await report();
    // 20 equal, 6 one apart, 4 two apart
    expect(all.n).toBe(30);
    expect(all.exact).toBeCloseTo(20 / 30, 3);
    expect(all.within_one).toBeCloseTo(26 / 30, 3);
    expect(all.mean_abs_diff).toBeCloseTo((6 * 1 + 4 * 2) / 30, 3);
    expect(all.too_few).toBe(false);
    expect(all.weighted_kappa).toBeGreaterThan(0);
    expect(all.weighted_kappa).toBeLessThan(1);

    // rob and rita on the same 6 answers, always one apart
    expect(all.human_human).toMatchObject({ n: 6, exact: 0, within_one: 1, mean_abs_diff: 1 });

    // AI 3 (row 6) against a human 3 (column 6): rob's 10; a human 4 (column 8): rita's 3
    expect(all.heatmap).toHaveLength(11);
    expect(all.heatmap[6][6]).toBe(10);
    expect(all.heatmap[6][8]).toBe(3);
    expect(all.heatmap.flat().reduce((s: number, c: number) => s + c, 0)).toBe(30);
  });

  it('groups by scorer, question, skill and reviewer, the largest gap first', async () => {
    const all = await report();
    const keys = (groups: { key: string; n: number }[]) => groups.map((g) => [g.key, g.n]);
    expect(keys(all.by_scorer)).toEqual([
      ['llm llama3.1', 4],
      ['built-in v2', 26],
    ]);
    expect(all.by_scorer[0]).toMatchObject({ mean_abs_diff: 2, too_few: true });
    expect(keys(all.by_reviewer)).toEqual([
      ['rita', 6],
      ['rob', 24],
    ]);
    expect(keys(all.by_skill)).toEqual([['Databases', 30]]);
    expect(all.by_question.map((g: { key: string }) => g.key).sort()).toEqual(
      [HISTORY[0]!.question, HISTORY[1]!.question].sort(),
    );
    expect(all.scorers).toEqual(['built-in v2', 'llm llama3.1']);

    // one scorer's answers only
    const model = await report(`?scorer=${encodeURIComponent('llm llama3.1')}`);
    expect(model).toMatchObject({ n: 4, exact: 0, mean_abs_diff: 2, too_few: true });
    expect(model.human_human.n).toBe(0);
  });

  it('takes a period by when the answers were reviewed, and says when it holds too few', async () => {
    const before = await report(`?to=${encodeURIComponent(startedAt)}`);
    expect(before).toMatchObject({
      n: 0,
      weighted_kappa: null,
      mean_abs_diff: null,
      exact: null,
      too_few: true,
    });
    expect(before.by_scorer).toEqual([]);
    expect((await report(`?from=${encodeURIComponent(startedAt)}`)).n).toBe(30);

    for (const [query, msg] of [
      ['?from=yesterday', 'from must be a date such as 2026-12-01'],
      ['?to=2026-13-45', 'to must be a date such as 2026-12-01'],
    ]) {
      const res = await callAs(t, tokens.owner, 'GET', `/admin/scoring/agreement${query}`);
      expect(res.status).toBe(400);
      expect(res.body.msg).toBe(msg);
    }
  });

  it('is another workspace’s own: its figures hold none of these', async () => {
    await t.createAdmin('stranger');
    const stranger = await t.login('stranger');
    const res = await callAs(t, stranger, 'GET', '/admin/scoring/agreement');
    expect(res.body.data.n).toBe(0);
  });
});
