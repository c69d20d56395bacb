// GET /admin/dashboard_summary (an extension, docs/api-extensions.md): the dashboard's figures in
// one answer, so the console no longer downloads every interview to draw its charts.
import { Type, type Static } from '@sinclair/typebox';

/** The six numbers of GET /admin/dashboard_stats. */
export const DashboardStatsSchema = Type.Object({
  total_interviews: Type.Integer(),
  scheduled_interviews: Type.Integer(),
  completed_interviews: Type.Integer(),
  cancelled_interviews: Type.Integer(),
  total_candidates: Type.Integer(),
  hired_candidates: Type.Integer(),
});

export const SummaryQuery = Type.Object({
  /** the week boundaries as comma-separated ISO instants, checked by the service */
  weeks: Type.Optional(Type.String({ maxLength: 4000 })),
});
export type SummaryQuery = Static<typeof SummaryQuery>;

const StatusCountsSchema = Type.Object({
  scheduled: Type.Integer(),
  in_progress: Type.Integer(),
  completed: Type.Integer(),
  cancelled: Type.Integer(),
});
export type StatusCounts = Static<typeof StatusCountsSchema>;

const WeekSchema = Type.Composite([
  Type.Object({ start: Type.String(), end: Type.String() }),
  StatusCountsSchema,
  Type.Object({ total: Type.Integer() }),
]);
export type WeekJson = Static<typeof WeekSchema>;

const DomainSchema = Type.Object({
  domain: Type.String(),
  easy: Type.Integer(),
  medium: Type.Integer(),
  hard: Type.Integer(),
  total: Type.Integer(),
});
export type DomainJson = Static<typeof DomainSchema>;

/** What the dashboard's two short lists show of an interview, and no more. */
const ListedInterviewSchema = Type.Object({
  id: Type.String(),
  int_id: Type.String(),
  title: Type.String(),
  scheduled_time: Type.String(),
  status: Type.String(),
  agent_voice: Type.String(),
  score: Type.Union([Type.Number(), Type.Null()]),
  selected: Type.Boolean(),
  candidate: Type.Object({ name: Type.String() }),
});
export type ListedInterview = Static<typeof ListedInterviewSchema>;

export const SummarySchema = Type.Object({
  stats: DashboardStatsSchema,
  by_status: StatusCountsSchema,
  per_week: Type.Array(WeekSchema),
  by_difficulty: Type.Array(DomainSchema),
  upcoming: Type.Array(ListedInterviewSchema),
  latest_completed: Type.Array(ListedInterviewSchema),
});
export type SummaryJson = Static<typeof SummarySchema>;
