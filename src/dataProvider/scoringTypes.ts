// The shapes of the scoring calls' answers (docs/scoring.md): reviews, agreement, settings.

/** One answer of a review: its place in the interview's history, 0 to 5 in halves, a note. */
export interface ReviewAnswer {
  index: number;
  score: number;
  note: string;
}

/** What a reviewer judges of one answer: never a score. */
export interface ReviewSheetEntry {
  index: number;
  /** the fixed question's number, 1 first; a follow-up has the number of the one it follows */
  number: number;
  /** a follow-up: the index of the answer it follows */
  follow_up_of?: number;
  question: string;
  answer: string;
  expected_points: string[];
  skill: string;
  scorable: boolean;
  not_scorable_reason: string;
}

/** The caller's review of an interview, and whether the others' and the AI's are open to them. */
export interface MyReview {
  answers: ReviewAnswer[];
  submitted_at: string | null;
  blind: boolean;
  unlocked: boolean;
  sheet: ReviewSheetEntry[];
}

export interface Review {
  reviewer: { id: string; username: string };
  answers: ReviewAnswer[];
  submitted_at: string;
}

export interface AgreementFigures {
  n: number;
  weighted_kappa: number | null;
  mean_abs_diff: number | null;
  exact: number | null;
  within_one: number | null;
  /** fewer than 20 pairs: the figures say little */
  too_few: boolean;
}

export interface AgreementGroup extends AgreementFigures {
  key: string;
}

export interface Agreement extends AgreementFigures {
  by_scorer: AgreementGroup[];
  by_question: AgreementGroup[];
  by_skill: AgreementGroup[];
  by_reviewer: AgreementGroup[];
  human_human: AgreementFigures;
  /** pairs counted by AI score (rows) and human score (columns), 0 to 5 in halves */
  heatmap: number[][];
  /** the scorers of the period, for the filter */
  scorers: string[];
}

/** Why a training question is flagged: far from the reviewers, or always scored the same. */
export type QuestionFlagKind = 'gap' | 'same';

/** A question the scoring figures flag (GET /admin/scoring/flags), with its numbers. */
export interface QuestionFlag {
  question: string;
  skill: string;
  flags: QuestionFlagKind[];
  /** answers scored by the AI and reviewed by a person, once per reviewer */
  n_pairs: number;
  /** null without pairs */
  mean_abs_diff: number | null;
  ai_mean: number | null;
  /** answers the AI scored */
  n_scored: number;
  ai_scores_distinct: number;
}

export interface AgreementQuery {
  /** ISO dates; `to` exclusive */
  from?: string;
  to?: string;
  scorer?: string;
}

export interface InterviewSettings {
  follow_ups_per_answer: number;
  blind_review: boolean;
}
