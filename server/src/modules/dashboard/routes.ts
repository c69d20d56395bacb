import { Type } from '@sinclair/typebox';
import { currentAdmin } from '../../auth/guard.ts';
import { okEnvelope, reply } from '../../http/envelope.ts';
import type { RouteModule } from '../../types.ts';
import { dashboardStats } from './repository.ts';

const DashboardStats = Type.Object({
  total_interviews: Type.Integer(),
  scheduled_interviews: Type.Integer(),
  completed_interviews: Type.Integer(),
  cancelled_interviews: Type.Integer(),
  total_candidates: Type.Integer(),
  hired_candidates: Type.Integer(),
});

export const dashboardRoutes: RouteModule = (app, { db }) => {
  app.get(
    '/admin/dashboard_stats',
    { schema: { response: okEnvelope(DashboardStats) } },
    async (request, res) => {
      const stats = await dashboardStats(db, currentAdmin(request).id);
      return reply(res, 200, 'Dashboard stats fetched successfully', stats);
    },
  );
};
