// A completed interview as the reviews' tests start from: three answers, two the AI scored and one
// it could not, with the expected points of each in the interview's plan.
import type { TestApp } from './testApp.ts';
import { insertCandidate, insertInterview } from './rows.ts';

/** Three answers: two the AI scored (3 and 2), one it could not score. */
export const HISTORY = [
  {
    question: 'Why pool database connections?',
    answer: 'Opening a connection is slow, so a pool reuses them and caps how many there are.',
    score: 3,
    auto_score: 3,
    scorer: 'built-in',
    scorer_version: 2,
    prompt_hash: 'aaaaaaaaaaaaaaaa',
    scorable: true,
    skill: 'Databases',
  },
  {
    question: 'What is an index?',
    answer: 'A structure that makes lookups by a column faster than a full scan.',
    score: 2,
    auto_score: 2,
    scorer: 'built-in',
    scorer_version: 2,
    prompt_hash: 'aaaaaaaaaaaaaaaa',
    scorable: true,
    skill: 'Databases',
  },
  {
    question: 'What is a transaction?',
    answer: 'um',
    score: null,
    auto_score: null,
    scorer: 'built-in',
    scorer_version: 2,
    scorable: false,
    not_scorable_reason: 'The answer is too short to score (fewer than 3 words).',
    skill: 'Databases',
  },
];
const PLAN = [
  { question: HISTORY[0]!.question, expected_points: ['reuses connections', 'caps them'] },
  { question: HISTORY[1]!.question, expected_points: ['faster lookups'] },
  { question: HISTORY[2]!.question, expected_points: ['all or nothing'] },
];

export async function completedInterview(
  t: TestApp,
  workspace: string,
  title = 'Backend interview',
  history: readonly object[] = HISTORY,
): Promise<string> {
  const candidate = await insertCandidate(t.db, workspace, { name: `Candidate of ${title}` });
  return insertInterview(t.db, workspace, candidate, {
    title,
    status: 'completed',
    history: JSON.stringify(history),
    plan: JSON.stringify(PLAN),
    score: 2.5,
  });
}
