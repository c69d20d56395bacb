// GET /admin/scoring/flags (issue 52): the questions whose AI scores are far from the reviewers'
// ('gap': 5 pairs or more, a mean gap of 1.5 points or more) or all the same ('same': 5 answers
// or more, one score), with their numbers, worst first; follow-ups left out, another workspace's
// interviews never counted, only the newest 2,000 completed interviews read; on a real database.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../../server/src/lib/ids.ts';
import { addMember, callAs } from './memberHelpers.ts';
import { insertCandidate, insertInterview } from './rows.ts';
import { startTestApp, type TestApp } from './testApp.ts';

const GAP = 'What is a deadlock?';
const SAME = 'What is a mutex?';
const FOUR = 'Explain the CAP theorem.';
const FOLLOW = 'How would you detect one?';

let t: TestApp;
let workspace: string;
const tokens = { owner: '', rob: '', rita: '', stranger: '', bulk: '' };

const answer = (question: string, score: number, extra: object = {}) => ({
  question,
  answer: `An answer about ${question}`,
  score,
  auto_score: score,
  scorer: 'built-in',
  scorer_version: 2,
  scorable: true,
  skill: 'Concurrency',
  ...extra,
});

async function completed(ws: string, history: object[], fields: object = {}): Promise<string> {
  const candidate = await insertCandidate(t.db, ws, { name: 'Flag candidate' });
  return insertInterview(t.db, ws, candidate, {
    status: 'completed',
    history: JSON.stringify(history),
    finished_at: t.clock.now().toISOString(),
    ...fields,
  });
}

const flags = async (token: string) => {
  const res = await callAs(t, token, 'GET', '/admin/scoring/flags');
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  expect(res.body.msg).toBe('Question flags fetched');
  return res.body.data as { question: string; flags: string[]; n_scored: number }[];
};
const review = async (token: string, id: string, answers: { index: number; score: number }[]) => {
  const res = await callAs(t, token, 'PUT', `/interview/${id}/reviews/mine`, { answers });
  expect(res.status, res.body.msg).toBe(200);
};

// the gap question's AI scores in the 7 interviews, and the CAP question's
const GAP_AI = [4, 4, 4, 4, 3, 3, 3];
const FOUR_AI = [1, 2, 3, 4, 5, 1, 2];

beforeAll(async () => {
  t = await startTestApp();
  tokens.owner = await t.login();
  workspace = await t.adminId();
  tokens.rob = (await addMember(t, tokens.owner, 'reviewer', 'rob')).token;
  tokens.rita = (await addMember(t, tokens.owner, 'recruiter', 'rita')).token;

  for (let n = 0; n < 7; n++) {
    const history = [
      answer(GAP, GAP_AI[n]!),
      answer(SAME, 2.5),
      answer(FOUR, FOUR_AI[n]!),
      // a follow-up of the deadlock question, always scored 1: not a training question
      answer(FOLLOW, 1, { follow_up_of: 0, follow_up_point: 'wait-for graph' }),
    ];
    // a follow-up in the mutex question's own words, scored otherwise: not counted either
    if (n === 0) history.push(answer(`  ${SAME.toUpperCase()} `, 0, { follow_up_of: 1 }));
    const id = await completed(workspace, history);
    // rob scores every deadlock answer 2 (11 points apart in all), its follow-up 5; rita scores
    // the first deadlock answer 1 (3 apart): 8 pairs, 14 points, a mean gap of 1.75
    const robs = [
      { index: 0, score: 2 },
      { index: 3, score: 5 },
    ];
    // 4 CAP answers reviewed far from the AI (4, 3, 3, 4 apart): too few pairs for a flag
    if (n < 4) robs.push({ index: 2, score: n < 2 ? 5 : 0 });
    if (n === 0) robs.push({ index: 4, score: 5 });
    await review(tokens.rob, id, robs);
    if (n === 0) await review(tokens.rita, id, [{ index: 0, score: 1 }]);
  }
  // not completed: never read
  const candidate = await insertCandidate(t.db, workspace, { name: 'Busy' });
  await insertInterview(t.db, workspace, candidate, {
    status: 'in_progress',
    history: JSON.stringify([answer(SAME, 0)]),
  });

  // another workspace asks the same questions, scores them otherwise and reviews them
  const strangerId = await t.createAdmin('stranger');
  tokens.stranger = await t.login('stranger');
  for (let n = 0; n < 6; n++) {
    const id = await completed(strangerId, [answer(GAP, 0), answer(SAME, 5)]);
    await review(tokens.stranger, id, [{ index: 0, score: 5 }]);
  }
});
afterAll(async () => {
  await t?.close();
});

describe('the questions flagged for the training screen', () => {
  it('flags a question far from its reviewers and one always scored the same, with their numbers', async () => {
    const all = await flags(tokens.owner);
    expect(all).toEqual([
      {
        question: GAP,
        skill: 'Concurrency',
        flags: ['gap'],
        n_pairs: 8,
        mean_abs_diff: 1.75,
        ai_mean: 3.571,
        n_scored: 7,
        ai_scores_distinct: 2,
      },
      {
        question: SAME,
        skill: 'Concurrency',
        flags: ['same'],
        n_pairs: 0,
        mean_abs_diff: null,
        ai_mean: 2.5,
        n_scored: 7,
        ai_scores_distinct: 1,
      },
    ]);
  });

  it('does not flag a question with only 4 pairs, however far apart', async () => {
    const all = await flags(tokens.owner);
    expect(all.map((f) => f.question)).not.toContain(FOUR);
  });

  it('leaves follow-up questions out, even in a training question’s words', async () => {
    const all = await flags(tokens.owner);
    expect(all.map((f) => f.question)).not.toContain(FOLLOW);
    // the mutex question's follow-up (scored 0) did not count among its answers
    expect(all.find((f) => f.question === SAME)).toMatchObject({ n_scored: 7, ai_mean: 2.5 });
  });

  it('counts only the workspace’s own interviews and reviews', async () => {
    const theirs = await flags(tokens.stranger);
    expect(theirs).toEqual([
      expect.objectContaining({
        question: GAP,
        flags: ['gap', 'same'],
        n_pairs: 6,
        mean_abs_diff: 5,
        n_scored: 6,
      }),
      expect.objectContaining({ question: SAME, flags: ['same'], ai_mean: 5, n_scored: 6 }),
    ]);
    // a reviewer of the first workspace reads its figures (records.read), the same ones
    const robs = await flags(tokens.rob);
    expect(robs.map((f) => [f.question, f.flags])).toEqual([
      [GAP, ['gap']],
      [SAME, ['same']],
    ]);
  });

  it('reads the newest 2,000 completed interviews, those without a finish time last', async () => {
    const bulk = await t.createAdmin('bulk');
    tokens.bulk = await t.login('bulk');
    const candidate = await insertCandidate(t.db, bulk, { name: 'Bulk' });
    const row = (question: string, score: number, finishedAt: string | null) => ({
      id: newId(),
      admin_id: bulk,
      candidate_id: candidate,
      int_id: `I-${newId().slice(0, 10).toUpperCase()}`,
      title: 'Bulk interview',
      scheduled_time: '2024-01-01T00:00:00.000Z',
      status: 'completed' as const,
      agent_voice: 'ash',
      num_questions: 1,
      history: JSON.stringify([answer(question, score)]),
      score,
      feedback: '',
      selected: 0,
      created_at: '2024-01-01T00:00:00.000Z',
      finished_at: finishedAt,
    });
    const at = (day: number) => new Date(Date.UTC(2025, 0, 1) + day * 3_600_000).toISOString();
    const rows = [
      // 1,995 newer interviews whose scores differ, then 5 at the window's far end
      ...Array.from({ length: 1995 }, (_, i) => row('Filler?', (i % 11) / 2, at(100 + i))),
      ...Array.from({ length: 5 }, (_, i) => row('Edge?', 3, at(50 + i))),
      // older than the 2,000, or never given a finish time: outside the window
      ...Array.from({ length: 5 }, (_, i) => row('Older?', 3, at(i))),
      ...Array.from({ length: 5 }, () => row('Unfinished?', 3, null)),
    ];
    for (let i = 0; i < rows.length; i += 250) {
      await t.db
        .insertInto('interviews')
        .values(rows.slice(i, i + 250))
        .execute();
    }
    const all = await flags(tokens.bulk);
    expect(all.map((f) => [f.question, f.flags, f.n_scored])).toEqual([['Edge?', ['same'], 5]]);
  });
});
