import { Type, type Static, type TSchema } from '@sinclair/typebox';
import { PageQuery } from '../../http/paging.ts';
import { CANDIDATE_SORTS } from './search.ts';

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

/** The search and sort of the live lists (extensions): `q`, `sort`, `order`. */
export const CandidateListQueryString = Type.Object({
  ...PageQuery,
  q: Type.Optional(Type.String({ maxLength: 200 })),
  sort: Type.Optional(Type.Union(CANDIDATE_SORTS.map((s) => Type.Literal(s)))),
  order: Type.Optional(Type.Union([Type.Literal('asc'), Type.Literal('desc')])),
});

/** What a live list applied: its echo tells a client the search and sort were done. */
const AppliedQuery = Type.Object({
  q: Type.String(),
  sort: Type.String(),
  order: Type.String(),
});

export const CandidateListData = Type.Object({
  items: Type.Array(
    Type.Intersect([CandidateSchema, Type.Object({ recent_interview: RecentInterviewSchema })]),
  ),
  total: Type.Integer(),
  page: Type.Integer(),
  limit: Type.Integer(),
  pages: Type.Integer(),
  applied: AppliedQuery,
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
  applied: AppliedQuery,
});

export const CandidateWithInterview = Type.Object({
  candidate: CandidateSchema,
  recent_interview: RecentInterviewSchema,
});
