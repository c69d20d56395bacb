import { Type, type Static } from '@sinclair/typebox';
import { oneOf, textFilter, type RestResource } from '../../http/simpleRest.ts';

const STATUSES = ['open', 'closed'] as const;
const Status = Type.Union(STATUSES.map((s) => Type.Literal(s)));

export const Job = Type.Object({
  id: Type.String(),
  title: Type.String(),
  department: Type.String(),
  description: Type.String(),
  required_skills: Type.Array(Type.String()),
  status: Status,
  created_at: Type.String(),
  updated_at: Type.String(),
});
export type Job = Static<typeof Job>;

/** The body of create and update; update takes any subset of the fields. */
export const JobBody = Type.Object(
  {
    title: Type.Optional(Type.String({ maxLength: 1000 })),
    department: Type.Optional(Type.String({ maxLength: 200 })),
    description: Type.Optional(Type.String({ maxLength: 20_000 })),
    required_skills: Type.Optional(Type.Array(Type.String({ maxLength: 100 }), { maxItems: 50 })),
    status: Type.Optional(Status),
    // react-admin sends the whole record back on update: these are accepted and ignored
    id: Type.Optional(Type.Unknown()),
    created_at: Type.Optional(Type.Unknown()),
    updated_at: Type.Optional(Type.Unknown()),
  },
  { additionalProperties: false },
);
export type JobBody = Static<typeof JobBody>;

export const jobsResource: RestResource = {
  name: 'jobs',
  sortFields: ['id', 'title', 'department', 'status', 'created_at', 'updated_at'],
  defaultSort: { field: 'created_at', desc: true },
  textSortFields: ['title', 'department'],
  searchColumns: ['title', 'department', 'description'],
  filters: { status: oneOf(STATUSES), department: textFilter },
};
