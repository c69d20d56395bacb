import { currentAdmin } from '../../auth/guard.ts';
import { okEnvelope, reply } from '../../http/envelope.ts';
import type { RouteModule } from '../../types.ts';
import { dashboardStats } from './repository.ts';
import { DashboardStatsSchema, SummaryQuery, SummarySchema } from './summarySchemas.ts';
import { dashboardSummary, parseWeekBounds } from './summaryService.ts';

export const dashboardRoutes: RouteModule = (app, { db }) => {
  app.get(
    '/admin/dashboard_stats',
    { schema: { response: okEnvelope(DashboardStatsSchema) } },
    async (request, res) => {
      const stats = await dashboardStats(db, currentAdmin(request).id);
      return reply(res, 200, 'Dashboard stats fetched successfully', stats);
    },
  );

  // extension: everything the dashboard draws, in one answer (docs/api-extensions.md)
  app.get(
    '/admin/dashboard_summary',
    { schema: { querystring: SummaryQuery, response: okEnvelope(SummarySchema) } },
    async (request, res) => {
      const bounds = parseWeekBounds(request.query.weeks);
      const summary = await dashboardSummary(db, currentAdmin(request).id, bounds);
      return reply(res, 200, 'Dashboard summary fetched successfully', summary);
    },
  );
};
