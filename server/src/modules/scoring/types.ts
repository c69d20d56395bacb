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

export interface AnswerScore {
  /** 0 to 5, one decimal */
  score: number;
  /** one line: which points were covered and missed, or why the score */
  explanation: string;
  scorer: Exclude<ScorerName, 'admin'>;
  needs_review: boolean;
}

export interface Scorer {
  /** Never rejects: a scorer that cannot answer falls back to the built-in one. */
  score(question: AskedQuestion, answer: string): Promise<AnswerScore>;
}

/** One scored answer, as the feedback summary reads it. */
export interface ScoredAnswer {
  skill: string;
  score: number;
}
