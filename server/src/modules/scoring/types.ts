// The scorer interface of the interview (docs/interview-api.md, "Scoring"). The built-in scorer
// and the OpenAI-compatible one implement it; createScorer (index.ts) picks one by configuration.

export type Difficulty = 'easy' | 'medium' | 'hard';

/** Which scorer gave an answer its score (`admin`: overridden by the administrator). */
export type ScorerName = 'built-in' | 'llm' | 'built-in-fallback' | 'admin';

/** One question as asked, with what the scorer may know of it (never sent to the candidate). */
export interface AskedQuestion {
  question: string;
  skill: string;
  difficulty: Difficulty;
  tags: string[];
  /** what a good answer mentions; empty: the built-in scorer marks the answer needs_review */
  expected_points: string[];
}

/** Where a score came from (issue 52): kept with every AI score. */
export interface Provenance {
  /** the built-in scorer's rules version: it changes whenever they change */
  scorer_version?: number;
  /** the model asked, for `llm` */
  model?: string;
  /** the first 16 hex digits of the SHA-256 of the rubric (the model's prompt, the rules' name) */
  prompt_hash: string;
  /** the tokens the model's reply says it used (`usage.total_tokens`) */
  tokens?: number;
}

export interface AnswerScore extends Provenance {
  /** 0 to 5, one decimal; null for an answer that cannot be scored */
  score: number | null;
  /** one line: which points were covered and missed, or why the score */
  explanation: string;
  scorer: Exclude<ScorerName, 'admin'>;
  needs_review: boolean;
  /** false: nothing to judge (empty, too short, repeated, off topic); the reason says which */
  scorable: boolean;
  not_scorable_reason?: string;
}

export interface Scorer {
  /** Never rejects: a scorer that cannot answer falls back to the built-in one. */
  score(question: AskedQuestion, answer: string): Promise<AnswerScore>;
}

/** One scored answer, as the feedback summary reads it (null: not scorable, left out). */
export interface ScoredAnswer {
  skill: string;
  score: number | null;
}
