import { Type, type Static, type TSchema } from '@sinclair/typebox';
import { PageQuery } from '../../http/paging.ts';
import { CANDIDATE_SORTS } from './search.ts';

/** The bulk actions (bulk.ts), and at most this many candidates in one request. */
export const BULK_ACTIONS = ['trash', 'restore', 'delete'] as const;
export type BulkAction = (typeof BULK_ACTIONS)[number];
export const MAX_BULK_IDS = 500;

/** Spreadsheet rows in one import request (importRows.ts). */
export const MAX_IMPORT_ROWS = 500;

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

/**
 * A candidate in the trash (extension): when it went there, and when the purge deletes it for
 * good (null: kept, docs/retention.md).
 */
export const TrashedCandidateSchema = Type.Intersect([
  CandidateSchema,
  Type.Object({ deleted_at: Nullable(Type.String()), purge_at: Nullable(Type.String()) }),
]);

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

/** POST /candidate/bulk (extension): one action on many of the admin's candidates. */
export const BulkBody = Type.Object(
  {
    action: Type.Union(BULK_ACTIONS.map((a) => Type.Literal(a))),
    ids: Type.Array(Type.String({ minLength: 1, maxLength: 100 }), {
      minItems: 1,
      maxItems: MAX_BULK_IDS,
    }),
  },
  { additionalProperties: false },
);

export const BulkData = Type.Object({
  action: Type.String(),
  done: Type.Array(Type.String()),
  failed: Type.Array(Type.Object({ id: Type.String(), msg: Type.String() })),
});

/** POST /candidate/import/preview (extension): what the resume says, and if its email is taken. */
export const ResumePreviewSchema = Type.Object({
  name: Type.String(),
  email: Type.String(),
  phone: Type.String(),
  duplicate: Type.Boolean(),
});

/** POST /candidate/import/rows (extension): candidates without resumes, checked as creates. */
export const ImportRowsBody = Type.Object({
  rows: Type.Array(
    Type.Object({
      name: Type.Optional(Type.String({ maxLength: 1000 })),
      email: Type.Optional(Type.String({ maxLength: 1000 })),
      phone: Type.Optional(Type.String({ maxLength: 1000 })),
      skills: Type.Optional(
        Type.Union([
          Type.String({ maxLength: 10000 }),
          Type.Array(Type.String({ maxLength: 1000 }), { maxItems: 100 }),
        ]),
      ),
    }),
    { minItems: 1, maxItems: MAX_IMPORT_ROWS },
  ),
});

export const ImportRowsData = Type.Object({
  results: Type.Array(
    Type.Object({
      row: Type.Integer(),
      id: Type.Optional(Type.String()),
      msg: Type.Optional(Type.String()),
    }),
  ),
});
