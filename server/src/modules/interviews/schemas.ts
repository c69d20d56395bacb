import { Type, type Static } from '@sinclair/typebox';
import { PageQuery } from '../../http/paging.ts';
import { StringEnum } from '../../http/stringEnum.ts';
import { CandidateSchema } from '../candidates/schemas.ts';
import { VOICE_IDS } from '../voices/catalogue.ts';

export const INTERVIEW_STATUSES = ['scheduled', 'in_progress', 'completed', 'cancelled'] as const;
export type Status = (typeof INTERVIEW_STATUSES)[number];

/** The keys the interview list sorts by: the scheduled time, or when it was created. */
export const INTERVIEW_SORTS = ['scheduled_time', 'created_at'] as const;
export type InterviewSort = (typeof INTERVIEW_SORTS)[number];

export const MAX_NUM_QUESTIONS = 100;

const HistoryItemSchema = Type.Object({
  question: Type.String({ maxLength: 5000 }),
  answer: Type.String({ maxLength: 20000 }),
  score: Type.Number({ minimum: 0, maximum: 5 }),
});
export type HistoryItem = Static<typeof HistoryItemSchema>;

/** A history entry as answered: the contract's fields and the interview's additions (history.ts). */
const HistoryEntrySchema = Type.Object({
  question: Type.String(),
  answer: Type.String(),
  /** null: not scorable and not scored by anyone (issue 52) */
  score: Type.Union([Type.Number(), Type.Null()]),
  skill: Type.Optional(Type.String()),
  difficulty: Type.Optional(Type.String()),
  explanation: Type.Optional(Type.String()),
  scorer: Type.Optional(Type.String()),
  needs_review: Type.Optional(Type.Boolean()),
  auto_score: Type.Optional(Type.Union([Type.Number(), Type.Null()])),
  answered_at: Type.Optional(Type.String()),
  // issue 52: whether it could be scored, and where the AI score came from
  scorable: Type.Optional(Type.Boolean()),
  not_scorable_reason: Type.Optional(Type.String()),
  scorer_version: Type.Optional(Type.Integer()),
  model: Type.Optional(Type.String()),
  prompt_hash: Type.Optional(Type.String()),
  tokens: Type.Optional(Type.Integer()),
  scored_at: Type.Optional(Type.String()),
  scores: Type.Optional(
    Type.Array(
      Type.Object({
        score: Type.Union([Type.Number(), Type.Null()]),
        explanation: Type.String(),
        scorer: Type.String(),
        scorable: Type.Boolean(),
        not_scorable_reason: Type.Optional(Type.String()),
        scorer_version: Type.Optional(Type.Integer()),
        model: Type.Optional(Type.String()),
        prompt_hash: Type.Optional(Type.String()),
        tokens: Type.Optional(Type.Integer()),
        scored_at: Type.String(),
      }),
    ),
  ),
  follow_up_of: Type.Optional(Type.Integer()),
  follow_up_point: Type.Optional(Type.String()),
  next_follow_up: Type.Optional(Type.Object({ question: Type.String(), point: Type.String() })),
  review_mean: Type.Optional(Type.Number()),
  review_count: Type.Optional(Type.Integer()),
});

export const InterviewSchema = Type.Object({
  id: Type.String(),
  int_id: Type.String(),
  candidate_id: Type.String(),
  candidate: CandidateSchema,
  title: Type.String(),
  scheduled_time: Type.String(),
  status: Type.String(),
  link: Type.String(),
  agent_voice: Type.String(),
  num_questions: Type.Integer(),
  history: Type.Array(HistoryEntrySchema),
  score: Type.Union([Type.Number(), Type.Null()]),
  feedback: Type.String(),
  selected: Type.Boolean(),
  created_at: Type.String(),
  /** extension: the candidate's IANA time zone the messages use (docs/messages.md); null: UTC */
  time_zone: Type.Optional(Type.Union([Type.String(), Type.Null()])),
  /** extension (issue 52): the tokens the model used on its answers, and those it could not score */
  tokens_used: Type.Optional(Type.Integer()),
  not_scorable: Type.Optional(Type.Integer()),
  /** extension (issue 52): a completed interview no one has reviewed, or reviewed 2+ apart */
  needs_review: Type.Optional(Type.Boolean()),
  /** extension (issue 52): true when the scores are hidden from this reader until they review */
  blind: Type.Optional(Type.Boolean()),
  /** extension: when INTERVIEW_RETENTION_DAYS removed its answers (scores kept); else null */
  content_removed_at: Type.Optional(Type.Union([Type.String(), Type.Null()])),
  /** extension: the interview's ETag, as a read of the one interview answers it in the header */
  _etag: Type.String(),
});
export type InterviewJson = Static<typeof InterviewSchema>;

const NumQuestions = Type.Integer({ minimum: 1, maximum: MAX_NUM_QUESTIONS });

export const CreateBody = Type.Object({
  candidate_id: Type.String({ maxLength: 100 }),
  title: Type.String({ maxLength: 200 }),
  agent_voice: Type.Optional(StringEnum(VOICE_IDS)),
  scheduled_time: Type.String({ maxLength: 40 }),
  num_questions: Type.Optional(NumQuestions),
  time_zone: Type.Optional(Type.Union([Type.Null(), Type.String({ maxLength: 64 })])),
});
export type CreateBody = Static<typeof CreateBody>;

/** POST /interview/bulk-create: one interview for each candidate (docs/messages.md). */
export const BulkCreateBody = Type.Object({
  candidate_ids: Type.Array(Type.String({ maxLength: 100 }), { minItems: 1, maxItems: 200 }),
  title: Type.String({ maxLength: 200 }),
  agent_voice: Type.Optional(StringEnum(VOICE_IDS)),
  scheduled_time: Type.String({ maxLength: 40 }),
  num_questions: Type.Optional(NumQuestions),
  time_zone: Type.Optional(Type.Union([Type.Null(), Type.String({ maxLength: 64 })])),
});
export type BulkCreateBody = Static<typeof BulkCreateBody>;

export const BulkCreated = Type.Object({
  done: Type.Array(Type.Object({ candidate_id: Type.String(), interview: InterviewSchema })),
  failed: Type.Array(Type.Object({ id: Type.String(), msg: Type.String() })),
});

export const UpdateBody = Type.Object({
  status: Type.Optional(StringEnum(INTERVIEW_STATUSES)),
  scheduled_time: Type.Optional(Type.String({ maxLength: 40 })),
  feedback: Type.Optional(Type.String({ maxLength: 20000 })),
  selected: Type.Optional(Type.Boolean()),
  score: Type.Optional(Type.Number({ minimum: 0, maximum: 5 })),
  title: Type.Optional(Type.String({ maxLength: 200 })),
  agent_voice: Type.Optional(StringEnum(VOICE_IDS)),
  num_questions: Type.Optional(NumQuestions),
  // an extension, so tests and the demo can complete an interview through the API
  history: Type.Optional(Type.Array(HistoryItemSchema, { maxItems: 200 })),
  time_zone: Type.Optional(Type.Union([Type.Null(), Type.String({ maxLength: 64 })])),
});
export type UpdateBody = Static<typeof UpdateBody>;

/** PUT /interview/:id/answers/:index: the score is checked by the service, in its own words. */
export const AnswerParams = Type.Object({ id: Type.String(), index: Type.String() });
export const OverrideBody = Type.Object({ score: Type.Optional(Type.Unknown()) });
export type OverrideBody = Static<typeof OverrideBody>;

/**
 * List query. Extensions to the contract (docs/api-extensions.md): `status` may be a
 * comma-separated list (`scheduled,in_progress`); `q`, a search of the interviews and their
 * candidates; `sort` (scheduled_time | created_at) and `order` (asc | desc). Default order: by
 * scheduled_time ascending when only scheduled/in_progress interviews are asked for (what is
 * coming up next), otherwise newest first (interviews/search.ts).
 */
export const ListQuery = Type.Object({
  status: Type.Optional(Type.String({ maxLength: 100 })),
  candidate_id: Type.Optional(Type.String({ maxLength: 100 })),
  ...PageQuery,
  q: Type.Optional(Type.String({ maxLength: 200 })),
  sort: Type.Optional(StringEnum(INTERVIEW_SORTS)),
  order: Type.Optional(StringEnum(['asc', 'desc'] as const)),
  /** extension (docs/scoring.md): `true`, completed interviews that need a person's review */
  needs_review: Type.Optional(Type.String({ maxLength: 10 })),
});
export type ListQuery = Static<typeof ListQuery>;

export const InterviewListData = Type.Object({
  items: Type.Array(InterviewSchema),
  total: Type.Integer(),
  page: Type.Integer(),
  limit: Type.Integer(),
  total_pages: Type.Integer(),
  /** extension: the search and order applied, so a client can tell a server that ignores them */
  applied: Type.Object({ q: Type.String(), sort: Type.String(), order: Type.String() }),
});
