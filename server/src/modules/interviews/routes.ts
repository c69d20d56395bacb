import { Type } from '@sinclair/typebox';
import { currentAdmin } from '../../auth/guard.ts';
import { createdEnvelope, IdParams, okEnvelope, reply } from '../../http/envelope.ts';
import { ifMatchVersions } from '../../http/etag.ts';
import { paging } from '../../http/paging.ts';
import type { RouteModule } from '../../types.ts';
import {
  CreateBody,
  InterviewListData,
  InterviewSchema,
  ListQuery,
  UpdateBody,
} from './schemas.ts';
import {
  createInterview,
  deleteInterview,
  getInterview,
  listInterviews,
  updateInterview,
} from './service.ts';

export const interviewRoutes: RouteModule = (app, deps) => {
  app.post(
    '/interview/create',
    { schema: { body: CreateBody, response: createdEnvelope(InterviewSchema) } },
    async (request, res) => {
      const created = await createInterview(deps, currentAdmin(request).id, request.body);
      res.header('ETag', created._etag);
      return reply(res, 201, 'Interview created', created);
    },
  );

  app.get(
    '/interview/list',
    { schema: { querystring: ListQuery, response: okEnvelope(InterviewListData) } },
    async (request, res) => {
      const { page, limit, offset } = paging(request.query, 20);
      const { total, items } = await listInterviews(deps, currentAdmin(request).id, request.query, {
        limit,
        offset,
      });
      const data = { items, total, page, limit, total_pages: Math.ceil(total / limit) };
      return reply(res, 200, 'Interviews fetched', data);
    },
  );

  app.get(
    '/interview/:id',
    { schema: { params: IdParams, response: okEnvelope(InterviewSchema) } },
    async (request, res) => {
      const found = await getInterview(deps, currentAdmin(request).id, request.params.id);
      res.header('ETag', found._etag);
      return reply(res, 200, 'Interview fetched', found);
    },
  );

  app.put(
    '/interview/:id',
    { schema: { params: IdParams, body: UpdateBody, response: okEnvelope(InterviewSchema) } },
    async (request, res) => {
      const { params, body } = request;
      const admin = currentAdmin(request);
      const expected = ifMatchVersions(request);
      const updated = await updateInterview(deps, admin.id, params.id, body, expected);
      res.header('ETag', updated._etag);
      return reply(res, 200, 'Interview updated', updated);
    },
  );

  app.delete(
    '/interview/:id',
    { schema: { params: IdParams, response: okEnvelope(Type.Object({})) } },
    async (request, res) => {
      await deleteInterview(deps, currentAdmin(request).id, request.params.id);
      return reply(res, 200, 'Interview deleted', {});
    },
  );
};
