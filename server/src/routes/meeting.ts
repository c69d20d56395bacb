import { Type } from '@sinclair/typebox';
import type { RouteModule } from '../app.ts';
import { envelope, ErrorEnvelope, reply } from '../http/envelope.ts';
import { notFound } from '../http/errors.ts';

const MeetingSchema = Type.Object({
  title: Type.String(),
  scheduled_time: Type.String(),
  status: Type.String(),
  agent_voice: Type.String(),
});

/**
 * GET /meeting/:interviewId — public: what the candidate's join page needs, and nothing that
 * identifies or scores the candidate.
 */
export const meetingRoutes: RouteModule = (app, { db }) => {
  app.get(
    '/meeting/:interviewId',
    {
      schema: {
        params: Type.Object({ interviewId: Type.String() }),
        response: { 200: envelope(MeetingSchema), '4xx': ErrorEnvelope },
      },
    },
    async (request, res) => {
      const { interviewId } = request.params;
      const row = /^[A-Za-z0-9-]{1,64}$/.test(interviewId)
        ? await db
            .selectFrom('interviews')
            .select(['title', 'scheduled_time', 'status', 'agent_voice'])
            .where('id', '=', interviewId)
            .executeTakeFirst()
        : undefined;
      if (!row) throw notFound('Interview not found');
      return reply(res, 200, 'Interview found', row);
    },
  );
};
