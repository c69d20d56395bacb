import { Type } from '@sinclair/typebox';
import type { FastifyRequest } from 'fastify';
import { okEnvelope, reply } from '../../http/envelope.ts';
import { notFound } from '../../errors.ts';
import type { RouteModule } from '../../types.ts';
import { tooManyRequests } from './limiter.ts';
import { findMeeting } from './repository.ts';
import { AnswerBody, MeetingParams, SessionSchema } from './schemas.ts';
import { answerQuestion, finishInterview, getSession, startInterview } from './service.ts';

const MeetingSchema = Type.Object({
  title: Type.String(),
  scheduled_time: Type.String(),
  status: Type.String(),
  agent_voice: Type.String(),
});

/** The header that carries the link's token on every candidate call. */
const tokenOf = (request: FastifyRequest) => request.headers['x-meeting-token'];

/**
 * GET /meeting/:interviewId — public: what the candidate's join page needs, and nothing that
 * identifies or scores the candidate. The interview itself (docs/interview-api.md): GET
 * …/session, POST …/start, …/answer, …/finish, each with the link's token in X-Meeting-Token
 * and counted per client address.
 */
export const meetingRoutes: RouteModule = (app, deps) => {
  const { db } = deps;
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

  // counted before anything else is read: a flood of guessed tokens costs one counter each
  const limited = async (request: FastifyRequest) => {
    const taken = await deps.meetingLimiter.take(request.ip);
    if (!taken.allowed) throw tooManyRequests(taken.retryAfterMs);
  };
  const options = {
    onRequest: limited,
    schema: { params: MeetingParams, response: okEnvelope(SessionSchema) },
  };

  app.get('/meeting/:interviewId/session', options, async (request, res) => {
    const data = await getSession(deps, request.params.interviewId, tokenOf(request));
    return reply(res, 200, 'Interview found', data);
  });

  app.post('/meeting/:interviewId/start', options, async (request, res) => {
    const data = await startInterview(deps, request.params.interviewId, tokenOf(request));
    return reply(res, 200, 'Interview started', data);
  });

  app.post(
    '/meeting/:interviewId/answer',
    { ...options, schema: { ...options.schema, body: AnswerBody } },
    async (request, res) => {
      const id = request.params.interviewId;
      const data = await answerQuestion(deps, id, tokenOf(request), request.body);
      return reply(res, 200, 'Answer saved', data);
    },
  );

  app.post('/meeting/:interviewId/finish', options, async (request, res) => {
    const data = await finishInterview(deps, request.params.interviewId, tokenOf(request));
    return reply(res, 200, 'Interview completed', data);
  });
};
