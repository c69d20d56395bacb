// The interview's scorer, chosen by configuration (docs/interview-api.md, "Scoring").
import type { Config } from '../../config.ts';
import { builtinScorer } from './builtin.ts';
import type { Scorer } from './types.ts';

export { summariseFeedback } from './builtin.ts';
export type { AnswerScore, AskedQuestion, ScoredAnswer, Scorer, ScorerName } from './types.ts';

/** Where a scorer reports what went wrong (a Fastify or pino logger fits). */
export interface ScorerLog {
  warn(obj: object, msg: string): void;
}

/**
 * The built-in scorer when no model is configured. (The OpenAI-compatible scorer lands next;
 * until then a configured model is scored offline too.)
 */
export function createScorer(llm: Config['llm'], log?: ScorerLog): Scorer {
  void llm;
  void log;
  return builtinScorer;
}
