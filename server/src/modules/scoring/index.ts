// The interview's scorer, chosen by configuration (docs/interview-api.md, "Scoring").
import type { Config } from '../../config.ts';
import { builtinScorer } from './builtin.ts';
import { createOpenAiScorer, type ScorerLog } from './openai.ts';
import type { Scorer } from './types.ts';

export { summariseFeedback } from './builtin.ts';
export type { ScorerLog } from './openai.ts';
export type { AnswerScore, AskedQuestion, ScoredAnswer, Scorer, ScorerName } from './types.ts';

/**
 * The OpenAI-compatible scorer when LLM_BASE_URL and LLM_MODEL are set (it falls back to the
 * built-in one when the model fails, and logs a warning); the built-in scorer otherwise.
 */
export function createScorer(llm: Config['llm'], log?: ScorerLog): Scorer {
  return llm ? createOpenAiScorer(llm, log) : builtinScorer;
}
