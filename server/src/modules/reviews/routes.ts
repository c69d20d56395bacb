import { Type } from '@sinclair/typebox';
import { actorOf, workspaceOf } from '../../auth/guard.ts';
import { ok, okEnvelope, replyRecord } from '../../http/envelope.ts';
import { ifMatchVersions } from '../../http/etag.ts';
import { badRequest } from '../../errors.ts';
import type { RouteModule } from '../../types.ts';
import { InterviewSchema } from '../interviews/schemas.ts';
import { getInterview } from '../interviews/service.ts';
import { agreementReport } from './agreementReport.ts';
import { questionFlagsReport } from './questionFlags.ts';
import { rescoreInterview } from './rescore.ts';
import { interviewReviews, myReview, saveMyReview, setFinalScore } from './service.ts';

const Params = Type.Object({ id: Type.String() });
// checked by the services, in words a person reads (not ajv's)
const ReviewBody = Type.Object({ answers: Type.Optional(Type.Unknown()) });
const FinalBody = Type.Object({
  score: Type.Optional(Type.Unknown()),
  answers: Type.Optional(Type.Unknown()),
});
const ReviewAnswer = Type.Object({
  index: Type.Integer(),
  score: Type.Number(),
  note: Type.String(),
});
const MyReview = Type.Object({
  answers: Type.Array(ReviewAnswer),
  submitted_at: Type.Union([Type.String(), Type.Null()]),
  blind: Type.Boolean(),
  unlocked: Type.Boolean(),
  sheet: Type.Array(
    Type.Object({
      index: Type.Integer(),
      number: Type.Integer(),
      follow_up_of: Type.Optional(Type.Integer()),
      question: Type.String(),
      answer: Type.String(),
      expected_points: Type.Array(Type.String()),
      skill: Type.String(),
      scorable: Type.Boolean(),
      not_scorable_reason: Type.String(),
    }),
  ),
});
const Review = Type.Object({
  reviewer: Type.Object({ id: Type.String(), username: Type.String() }),
  answers: Type.Array(ReviewAnswer),
  submitted_at: Type.String(),
});
const Figures = {
  n: Type.Integer(),
  weighted_kappa: Type.Union([Type.Number(), Type.Null()]),
  mean_abs_diff: Type.Union([Type.Number(), Type.Null()]),
  exact: Type.Union([Type.Number(), Type.Null()]),
  within_one: Type.Union([Type.Number(), Type.Null()]),
  too_few: Type.Boolean(),
};
const Group = Type.Array(Type.Object({ key: Type.String(), ...Figures }));
const Agreement = Type.Object({
  ...Figures,
  by_scorer: Group,
  by_question: Group,
  by_skill: Group,
  by_reviewer: Group,
  human_human: Type.Object(Figures),
  heatmap: Type.Array(Type.Array(Type.Integer())),
  scorers: Type.Array(Type.String()),
});
const QuestionFlag = Type.Object({
  question: Type.String(),
  skill: Type.String(),
  flags: Type.Array(Type.Union([Type.Literal('gap'), Type.Literal('same')])),
  n_pairs: Type.Integer(),
  mean_abs_diff: Type.Union([Type.Number(), Type.Null()]),
  ai_mean: Type.Union([Type.Number(), Type.Null()]),
  n_scored: Type.Integer(),
  ai_scores_distinct: Type.Integer(),
});
const AgreementQuery = Type.Object({
  from: Type.Optional(Type.String({ maxLength: 40 })),
  to: Type.Optional(Type.String({ maxLength: 40 })),
  scorer: Type.Optional(Type.String({ maxLength: 200 })),
});

/** An ISO date or date-time of the period, as UTC; a bad one refused in words. */
function periodEnd(raw: string | undefined, name: string): string | undefined {
  if (raw === undefined || raw === '') return undefined;
  const date = new Date(raw);
  if (!/^\d{4}-\d{2}-\d{2}/.test(raw) || Number.isNaN(date.getTime())) {
    throw badRequest(`${name} must be a date such as 2026-12-01`);
  }
  return date.toISOString();
}

/** Reviews, the final score and the agreement figures (docs/scoring.md). */
export const reviewRoutes: RouteModule = (app, deps) => {
  app.get(
    '/interview/:id/reviews/mine',
    { schema: { params: Params, response: okEnvelope(MyReview) } },
    async (request) =>
      ok('Review fetched', await myReview(deps, actorOf(request), request.params.id)),
  );

  app.put(
    '/interview/:id/reviews/mine',
    { schema: { params: Params, body: ReviewBody, response: okEnvelope(MyReview) } },
    async (request) =>
      ok(
        'Review saved',
        await saveMyReview(deps, actorOf(request), request.params.id, request.body),
      ),
  );

  app.get(
    '/interview/:id/reviews',
    { schema: { params: Params, response: okEnvelope(Type.Array(Review)) } },
    async (request) => {
      const { locked, reviews } = await interviewReviews(deps, actorOf(request), request.params.id);
      return ok(locked ? 'Submit your own review to see the others' : 'Reviews fetched', reviews);
    },
  );

  app.put(
    '/interview/:id/final-score',
    { schema: { params: Params, body: FinalBody, response: okEnvelope(InterviewSchema) } },
    async (request, res) => {
      const actor = actorOf(request);
      const expected = ifMatchVersions(request);
      await setFinalScore(deps, actor, request.params.id, request.body, expected);
      const interview = await getInterview(deps, actor.workspaceId, request.params.id);
      return replyRecord(res, 200, 'Final score set', interview);
    },
  );

  app.post(
    '/interview/:id/rescore',
    { schema: { params: Params, response: okEnvelope(InterviewSchema) } },
    async (request, res) => {
      const actor = actorOf(request);
      await rescoreInterview(deps, actor, request.params.id, ifMatchVersions(request));
      const interview = await getInterview(deps, actor.workspaceId, request.params.id);
      return replyRecord(res, 200, 'Interview scored again', interview);
    },
  );

  app.get(
    '/admin/scoring/agreement',
    { schema: { querystring: AgreementQuery, response: okEnvelope(Agreement) } },
    async (request) => {
      const { from, to, scorer } = request.query;
      const report = await agreementReport(deps.db, workspaceOf(request), {
        from: periodEnd(from, 'from'),
        to: periodEnd(to, 'to'),
        scorer: scorer || undefined,
      });
      return ok('Agreement fetched', report);
    },
  );

  app.get(
    '/admin/scoring/flags',
    { schema: { response: okEnvelope(Type.Array(QuestionFlag)) } },
    async (request) =>
      ok('Question flags fetched', await questionFlagsReport(deps.db, workspaceOf(request))),
  );
};
