import { Type, type Static } from '@sinclair/typebox';

export const MAX_QUESTIONS_PER_SET = 200;
/** docs/interview-api.md, "Training questions: expected points" (checked by the service) */
export const MAX_EXPECTED_POINTS = 10;
export const MAX_EXPECTED_POINT_CHARS = 200;

const DifficultySchema = Type.Unsafe<'easy' | 'medium' | 'hard'>({
  type: 'string',
  enum: ['easy', 'medium', 'hard'],
});

const QuestionSchema = Type.Object({
  question: Type.String({ maxLength: 2000 }),
  difficulty: DifficultySchema,
  tags: Type.Array(Type.String({ maxLength: 50 }), { minItems: 1, maxItems: 30 }),
  /**
   * extension: what a good answer mentions, for the built-in scorer; omitted when none. Counted
   * and measured after trimming by the service (its messages are the doc's), so no limits here
   * beyond the body's size.
   */
  expected_points: Type.Optional(Type.Array(Type.String())),
});
export type Question = Static<typeof QuestionSchema>;

export const TrainingSetSchema = Type.Object({
  id: Type.String(),
  domain: Type.String(),
  last_updated: Type.String(),
  questions: Type.Array(QuestionSchema),
  /** extension: the set's ETag, as a read of the one set answers it in the ETag header */
  _etag: Type.Optional(Type.String()),
});
export type TrainingSetJson = Static<typeof TrainingSetSchema>;

export const TrainingBody = Type.Object({
  domain: Type.Optional(Type.String({ maxLength: 100 })),
  questions: Type.Optional(Type.Array(QuestionSchema, { maxItems: MAX_QUESTIONS_PER_SET })),
});
export type TrainingBody = Static<typeof TrainingBody>;

export const TrainingListQuery = Type.Object({
  domain: Type.Optional(Type.String({ maxLength: 100 })),
  tag: Type.Optional(Type.String({ maxLength: 50 })),
});
