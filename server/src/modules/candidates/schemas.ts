import { Type, type Static, type TSchema } from '@sinclair/typebox';
import { PageQuery } from '../../http/paging.ts';

export const CandidateSchema = Type.Object({
  id: Type.String(),
  cand_id: Type.String(),
  name: Type.String(),
  email: Type.String(),
  phone: Type.String(),
  skills: Type.Array(Type.String()),
  /** a signed link valid for an hour, made at read time; '' without a resume */
  resume_url: Type.String(),
  profile_summary: Type.String(),
  deleted: Type.Boolean(),
  created_at: Type.String(),
  /** extension: the candidate's ETag, as a read of the one candidate answers it in the header */
  _etag: Type.Optional(Type.String()),
});
export type CandidateJson = Static<typeof CandidateSchema>;

const Nullable = <T extends TSchema>(t: T) => Type.Union([t, Type.Null()]);

const RecentInterviewSchema = Type.Object({
  id: Nullable(Type.String()),
  title: Nullable(Type.String()),
  scheduled_time: Nullable(Type.String()),
  int_id: Nullable(Type.String()),
  status: Nullable(Type.String()),
});
export type RecentInterview = Static<typeof RecentInterviewSchema>;

export const CandidatePageQuery = Type.Object(PageQuery);

export const CandidateListData = Type.Object({
  items: Type.Array(
    Type.Intersect([CandidateSchema, Type.Object({ recent_interview: RecentInterviewSchema })]),
  ),
  total: Type.Integer(),
  page: Type.Integer(),
  limit: Type.Integer(),
  pages: Type.Integer(),
});

const SegregatedItemSchema = Type.Intersect([
  CandidateSchema,
  Type.Object({
    status: Type.Optional(Type.String()),
    scheduled_time: Type.Optional(Type.String()),
    title: Type.Optional(Type.String()),
    link: Type.Optional(Type.String()),
    // extensions: which interview the row's state comes from, for rescheduling or cancelling it
    interview_id: Type.Optional(Type.String()),
    int_id: Type.Optional(Type.String()),
  }),
]);
export type SegregatedItem = Static<typeof SegregatedItemSchema>;

export const SegregatedData = Type.Object({
  segregated: Type.Object({
    scheduled: Type.Array(SegregatedItemSchema),
    completed: Type.Array(SegregatedItemSchema),
    cancelled: Type.Array(SegregatedItemSchema),
    no_interview_doc: Type.Array(SegregatedItemSchema),
  }),
  pagination: Type.Object({
    page: Type.Integer(),
    limit: Type.Integer(),
    total_candidates: Type.Integer(),
    total_pages: Type.Integer(),
  }),
});

export const CandidateWithInterview = Type.Object({
  candidate: CandidateSchema,
  recent_interview: RecentInterviewSchema,
});
