import { currentAdminData, workspaceOf } from '../../auth/guard.ts';
import { ok, okEnvelope, reply } from '../../http/envelope.ts';
import { keptAnswer } from '../../http/keptAnswer.ts';
import type { RouteModule } from '../../types.ts';
import { DashboardStatsSchema, SummaryQuery, SummarySchema } from './summarySchemas.ts';
import { dashboardSummary, parseWeekBounds, statsFromCounts } from './summaryService.ts';

export const dashboardRoutes: RouteModule = (app, deps) => {
  const { db } = deps;
  app.get(
    '/admin/dashboard_stats',
    { schema: { response: okEnvelope(DashboardStatsSchema) } },
    async (request, res) => {
      // the counts the triggers keep, read with the account (auth/guard.ts): no query of its own
      const stats = statsFromCounts(currentAdminData(request).counts);
      return reply(res, 200, 'Dashboard stats fetched successfully', stats);
    },
  );

  // extension: everything the dashboard draws, in one answer (docs/api-extensions.md)
  app.get(
    '/admin/dashboard_summary',
    { schema: { querystring: SummaryQuery, response: okEnvelope(SummarySchema) } },
    async (request, res) => {
      const bounds = parseWeekBounds(request.query.weeks);
      const adminId = workspaceOf(request);
      // kept under the admin's data version, which their interviews, candidates and training
      // sets move on (db/dataVersions.ts)
      return keptAnswer(deps, request, res, async ({ counts }) => {
        const summary = await dashboardSummary(db, adminId, bounds, counts);
        return ok('Dashboard summary fetched successfully', summary);
      });
    },
  );
};
