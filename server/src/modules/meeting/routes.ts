import { Type } from '@sinclair/typebox';
import { okEnvelope, reply } from '../../http/envelope.ts';
import { notFound } from '../../http/errors.ts';
import type { RouteModule } from '../../types.ts';
import { findMeeting } from './repository.ts';

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
        response: okEnvelope(MeetingSchema),
      },
    },
    async (request, res) => {
      const { interviewId } = request.params;
      const row = /^[A-Za-z0-9-]{1,64}$/.test(interviewId)
        ? await findMeeting(db, interviewId)
        : undefined;
      if (!row) throw notFound('Interview not found');
      return reply(res, 200, 'Interview found', row);
    },
  );
};
