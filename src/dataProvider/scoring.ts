// The scoring calls of the reference server (docs/scoring.md): each member's blind review of an
// interview, the reviews, the final score, the agreement figures and the interview settings. The
// platform has none of them: their 404 reads as "not available" (isUnsupported) to the screens.
import { ifMatchHeaders, withEtag } from './etags';
import { asList, type Client } from './httpClient';
import { toInterview } from './interviewRecord';
import { objectOf, pathId } from './records';
import type { Interview } from './types';

/** One answer of a review: its place in the interview's history, 0 to 5 in halves, a note. */
export interface ReviewAnswer {
  index: number;
  score: number;
  note: string;
}

/** What a reviewer judges of one answer: never a score. */
export interface ReviewSheetEntry {
  index: number;
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

export interface ScoringMethods {
  getMyReview(interviewId: string): Promise<MyReview>;
  saveMyReview(
    interviewId: string,
    answers: readonly ReviewAnswer[],
  ): Promise<{ review: MyReview; msg: string }>;
  /** empty while blind until the caller has reviewed */
  listReviews(interviewId: string): Promise<Review[]>;
  /** the interview's score as a whole, or some answers' final scores; If-Match as other writes */
  setFinalScore(
    interview: Interview,
    body: { score: number } | { answers: { index: number; score: number }[] },
  ): Promise<{ interview: Interview; msg: string }>;
  getAgreement(query: AgreementQuery): Promise<Agreement>;
  getInterviewSettings(): Promise<InterviewSettings>;
  saveInterviewSettings(
    changes: Partial<InterviewSettings>,
  ): Promise<{ settings: InterviewSettings; msg: string }>;
}

const number = (value: unknown, fallback = 0): number =>
  typeof value === 'number' && Number.isFinite(value) ? value : fallback;
const numberOrNull = (value: unknown): number | null =>
  typeof value === 'number' && Number.isFinite(value) ? value : null;
const text = (value: unknown): string => (typeof value === 'string' ? value : '');
const strings = (value: unknown): string[] =>
  asList(value).filter((item): item is string => typeof item === 'string');

function toReviewAnswers(value: unknown): ReviewAnswer[] {
  return asList(value).map((item) => {
    const record = objectOf(item);
    return { index: number(record.index), score: number(record.score), note: text(record.note) };
  });
}

export function toMyReview(value: unknown): MyReview {
  const record = objectOf(value);
  return {
    answers: toReviewAnswers(record.answers),
    submitted_at: typeof record.submitted_at === 'string' ? record.submitted_at : null,
    blind: record.blind !== false,
    unlocked: record.unlocked === true,
    sheet: asList(record.sheet).map((item) => {
      const entry = objectOf(item);
      return {
        index: number(entry.index),
        question: text(entry.question),
        answer: text(entry.answer),
        expected_points: strings(entry.expected_points),
        skill: text(entry.skill),
        scorable: entry.scorable !== false,
        not_scorable_reason: text(entry.not_scorable_reason),
      };
    }),
  };
}

function toFigures(value: unknown): AgreementFigures {
  const record = objectOf(value);
  return {
    n: number(record.n),
    weighted_kappa: numberOrNull(record.weighted_kappa),
    mean_abs_diff: numberOrNull(record.mean_abs_diff),
    exact: numberOrNull(record.exact),
    within_one: numberOrNull(record.within_one),
    too_few: record.too_few !== false,
  };
}

const toGroups = (value: unknown): AgreementGroup[] =>
  asList(value).map((item) => ({ key: text(objectOf(item).key), ...toFigures(item) }));

export function toAgreement(value: unknown): Agreement {
  const record = objectOf(value);
  return {
    ...toFigures(record),
    by_scorer: toGroups(record.by_scorer),
    by_question: toGroups(record.by_question),
    by_skill: toGroups(record.by_skill),
    by_reviewer: toGroups(record.by_reviewer),
    human_human: toFigures(record.human_human),
    heatmap: asList(record.heatmap).map((row) => asList(row).map((cell) => number(cell))),
    scorers: strings(record.scorers),
  };
}

function toSettings(value: unknown): InterviewSettings {
  const record = objectOf(value);
  return {
    follow_ups_per_answer: number(record.follow_ups_per_answer),
    blind_review: record.blind_review !== false,
  };
}

function agreementSearch(query: AgreementQuery): string {
  const params = new URLSearchParams();
  for (const key of ['from', 'to', 'scorer'] as const) {
    const value = query[key];
    if (value) params.set(key, value);
  }
  const search = params.toString();
  return search ? `?${search}` : '';
}

export function createScoringMethods(apiUrl: string, client: Client): ScoringMethods {
  const interview = (id: string) => `${apiUrl}/interview/${pathId(id)}`;
  const settingsUrl = `${apiUrl}/admin/interview-settings`;
  return {
    async getMyReview(id) {
      const { json } = await client(`${interview(id)}/reviews/mine`);
      return toMyReview(json);
    },

    async saveMyReview(id, answers) {
      const { json, msg } = await client(`${interview(id)}/reviews/mine`, {
        method: 'PUT',
        body: JSON.stringify({ answers }),
      });
      return { review: toMyReview(json), msg: msg ?? '' };
    },

    async listReviews(id) {
      const { json } = await client(`${interview(id)}/reviews`);
      return asList(json).map((item) => {
        const record = objectOf(item);
        const reviewer = objectOf(record.reviewer);
        return {
          reviewer: { id: text(reviewer.id), username: text(reviewer.username) },
          answers: toReviewAnswers(record.answers),
          submitted_at: text(record.submitted_at),
        };
      });
    },

    async setFinalScore(current, body) {
      const { json, msg, headers } = await client(`${interview(current.id)}/final-score`, {
        method: 'PUT',
        body: JSON.stringify(body),
        headers: ifMatchHeaders(current),
      });
      const saved = withEtag(toInterview(json), headers);
      return { interview: { ...saved, id: saved.id ?? current.id }, msg: msg ?? '' };
    },

    async getAgreement(query) {
      const { json } = await client(`${apiUrl}/admin/scoring/agreement${agreementSearch(query)}`);
      return toAgreement(json);
    },

    async getInterviewSettings() {
      const { json } = await client(settingsUrl);
      return toSettings(json);
    },

    async saveInterviewSettings(changes) {
      const { json, msg } = await client(settingsUrl, {
        method: 'PATCH',
        body: JSON.stringify(changes),
      });
      return { settings: toSettings(json), msg: msg ?? '' };
    },
  };
}
