// The interview's scorer, chosen by configuration (docs/interview-api.md, "Scoring").
import type { Config } from '../../config.ts';
import { BUILTIN_PROVENANCE, builtinScorer } from './builtin.ts';
import { createOpenAiScorer, type ScorerLog } from './openai.ts';
import { notScorableReason } from './scorable.ts';
import type { Scorer } from './types.ts';

export { summariseFeedback } from './builtin.ts';
export type { ScorerLog } from './openai.ts';
export type { AnswerScore, AskedQuestion, ScoredAnswer, Scorer, ScorerName } from './types.ts';

/**
 * The OpenAI-compatible scorer when LLM_BASE_URL and LLM_MODEL are set (it falls back to the
 * built-in one when the model fails, and logs a warning); the built-in scorer otherwise.
 */
export function createScorer(llm: Config['llm'], log?: ScorerLog): Scorer {
  return withScorableRules(llm ? createOpenAiScorer(llm, log) : builtinScorer);
}

/**
 * No score from nothing (issue 52): an answer with nothing to judge is marked not scorable, with
 * its reason, whichever scorer is configured, and no model is asked about it.
 */
export function withScorableRules(scorer: Scorer): Scorer {
  return {
    async score(question, answer) {
      const reason = notScorableReason(question, answer);
      if (reason === undefined) return scorer.score(question, answer);
      return {
        score: null,
        explanation: reason,
        scorer: 'built-in',
        needs_review: false,
        scorable: false,
        not_scorable_reason: reason,
        ...BUILTIN_PROVENANCE,
      };
    },
  };
}
