import { Type, type Static } from '@sinclair/typebox';

const Nullable = <T extends Parameters<typeof Type.Union>[0][number]>(schema: T) =>
  Type.Union([schema, Type.Null()]);

/**
 * What the candidate's page is told (docs/interview-api.md, "A session"): the serialiser sends
 * these fields and no others, so nothing of the candidate's, the scores or the expected points
 * can slip out.
 */
export const SessionSchema = Type.Object({
  title: Type.String(),
  scheduled_time: Type.String(),
  status: Type.String(),
  now: Type.String(),
  interviewer: Type.Object({
    voice: Type.String(),
    name: Type.String(),
    gender: Type.String(),
    description: Type.String(),
  }),
  window: Type.Object({ opens_at: Type.String(), closes_at: Type.String() }),
  can_start: Type.Boolean(),
  blocked: Nullable(Type.String()),
  total_questions: Nullable(Type.Integer()),
  /** the fixed questions answered */
  answered: Type.Integer(),
  /** the follow-up questions answered (docs/scoring.md) */
  follow_ups_answered: Type.Integer(),
  time_limit_sec: Nullable(Type.Integer()),
  current: Nullable(
    Type.Object({
      index: Type.Integer(),
      /** the fixed question's number (1 first); a follow-up has the one it follows */
      number: Type.Integer(),
      question: Type.String(),
      skill: Type.String(),
      difficulty: Type.String(),
      /** a follow-up: the index of the question it follows */
      follow_up_of: Type.Optional(Type.Integer()),
    }),
  ),
});
export type Session = Static<typeof SessionSchema>;

export const MeetingParams = Type.Object({ interviewId: Type.String() });

/** The answer's length is checked by the service, in the doc's words. */
export const AnswerBody = Type.Object({
  index: Type.Integer({ minimum: 0, maximum: 100000 }),
  answer: Type.String(),
});
export type AnswerBody = Static<typeof AnswerBody>;
