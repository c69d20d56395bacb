// The Scoring screen's figures (docs/scoring.md): every reviewed answer's pair (AI score, human
// score) in a period, with their agreement overall, by scorer, question, skill and reviewer;
// human-human agreement where two people reviewed the same answer; and the pairs' heat map.
import type { Db } from '../../db/engine.ts';
import { parseJsonList } from '../../lib/jsonList.ts';
import type { HistoryEntry } from '../interviews/history.ts';
import { agreement, agreementBy, type ScorePair } from '../scoring/agreement.ts';
import { aiScore } from './finalScore.ts';
import { reviewedAnswers } from './repository.ts';

/** A scorer as the figures group it: `built-in v2`, `llm llama3.1`, `built-in (fallback)`. */
export function scorerLabel(entry: HistoryEntry): string {
  if (entry.scorer === 'llm') return entry.model ? `llm ${entry.model}` : 'llm';
  if (entry.scorer === 'built-in-fallback') return 'built-in (fallback)';
  return `built-in v${entry.scorer_version ?? 1}`;
}

interface LabelledPair extends ScorePair {
  scorer: string;
  question: string;
  skill: string;
  reviewer: string;
}

const STEPS = 11;
const step = (score: number) => Math.min(STEPS - 1, Math.max(0, Math.round(score * 2)));

/** Counts of pairs by AI score (rows) and human score (columns), 0 to 5 in halves. */
function heatmap(pairs: readonly ScorePair[]): number[][] {
  const cells = Array.from({ length: STEPS }, () => new Array<number>(STEPS).fill(0));
  for (const { a, b } of pairs) cells[step(a)]![step(b)]! += 1;
  return cells;
}

/** Every two reviewers' scores of the same answer. */
function humanPairs(byAnswer: Map<string, number[]>): ScorePair[] {
  const pairs: ScorePair[] = [];
  for (const scores of byAnswer.values()) {
    for (let i = 0; i < scores.length; i++) {
      for (let j = i + 1; j < scores.length; j++) pairs.push({ a: scores[i]!, b: scores[j]! });
    }
  }
  return pairs;
}

export interface AgreementQuery {
  from?: string;
  to?: string;
  /** one scorer's label: only the answers it scored */
  scorer?: string;
}

export async function agreementReport(db: Db, workspaceId: string, query: AgreementQuery) {
  const rows = await reviewedAnswers(db, workspaceId, query);
  const histories = new Map<string, HistoryEntry[]>();
  const pairs: LabelledPair[] = [];
  const scorers = new Set<string>();
  const humans = new Map<string, number[]>();
  for (const row of rows) {
    let history = histories.get(row.interview_id);
    if (!history) {
      history = parseJsonList<HistoryEntry>(row.history);
      histories.set(row.interview_id, history);
    }
    const entry = history[row.answer_index];
    if (!entry) continue;
    const scorer = scorerLabel(entry);
    scorers.add(scorer);
    if (query.scorer && scorer !== query.scorer) continue;
    const key = `${row.interview_id}:${row.answer_index}`;
    humans.set(key, [...(humans.get(key) ?? []), row.score]);
    const ai = aiScore(entry);
    // an answer the AI could not score has no pair
    if (ai === null) continue;
    pairs.push({
      a: ai,
      b: row.score,
      scorer,
      question: entry.question,
      skill: entry.skill?.trim() || 'General',
      reviewer: row.username ?? 'a removed member',
    });
  }
  return {
    ...agreement(pairs),
    by_scorer: agreementBy(pairs, 'scorer'),
    by_question: agreementBy(pairs, 'question'),
    by_skill: agreementBy(pairs, 'skill'),
    by_reviewer: agreementBy(pairs, 'reviewer'),
    human_human: agreement(humanPairs(humans)),
    heatmap: heatmap(pairs),
    scorers: [...scorers].sort(),
  };
}
