// The scoring calls of the reference server (docs/scoring.md): each member's blind review of an
// interview, the reviews, the final score, the agreement figures, the question flags and the
// interview settings. The platform has none of them: their 404 reads as "not available"
// (isUnsupported) to the screens, and as no flags to the training screen.
import { ifMatchHeaders, withEtag } from './etags';
import { asList, type Client } from './httpClient';
import { toInterview } from './interviewRecord';
import { objectOf, pathId } from './records';
import type {
  Agreement,
  AgreementFigures,
  AgreementGroup,
  AgreementQuery,
  InterviewSettings,
  MyReview,
  QuestionFlag,
  QuestionFlagKind,
  ReviewAnswer,
} from './scoringTypes';
import type { ScoringMethods } from './types';
import { isUnsupported } from './unsupported';

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
      const index = number(entry.index);
      return {
        index,
        number: number(entry.number, index + 1),
        ...(typeof entry.follow_up_of === 'number' && { follow_up_of: entry.follow_up_of }),
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

export function toQuestionFlags(value: unknown): QuestionFlag[] {
  return asList(value).map((item) => {
    const record = objectOf(item);
    return {
      question: text(record.question),
      skill: text(record.skill),
      flags: asList(record.flags).filter(
        (flag): flag is QuestionFlagKind => flag === 'gap' || flag === 'same',
      ),
      n_pairs: number(record.n_pairs),
      mean_abs_diff: numberOrNull(record.mean_abs_diff),
      ai_mean: numberOrNull(record.ai_mean),
      n_scored: number(record.n_scored),
      ai_scores_distinct: number(record.ai_scores_distinct),
    };
  });
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

    async getQuestionFlags() {
      try {
        const { json } = await client(`${apiUrl}/admin/scoring/flags`);
        return toQuestionFlags(json);
      } catch (error) {
        // the platform has no flags: nothing to mark, not an error
        if (isUnsupported(error)) return [];
        throw error;
      }
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
