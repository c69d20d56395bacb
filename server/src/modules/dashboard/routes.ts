import { Type } from '@sinclair/typebox';
import { currentAdmin } from '../../auth/guard.ts';
import { okEnvelope, reply } from '../../http/envelope.ts';
import type { RouteModule } from '../../types.ts';
import { countInterviews, countLiveCandidates } from './repository.ts';

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
      const admin = currentAdmin(request);
      const interviews = await countInterviews(db, admin.id);
      return reply(res, 200, 'Dashboard stats fetched successfully', {
        total_interviews: Number(interviews?.total ?? 0),
        scheduled_interviews: Number(interviews?.scheduled ?? 0),
        completed_interviews: Number(interviews?.completed ?? 0),
        cancelled_interviews: Number(interviews?.cancelled ?? 0),
        total_candidates: await countLiveCandidates(db, admin.id),
        hired_candidates: Number(interviews?.hired ?? 0),
      });
    },
  );
};
