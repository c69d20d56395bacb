import { Type } from '@sinclair/typebox';
import { currentAdmin } from '../../auth/guard.ts';
import { envelope, ErrorResponses, IdParams, reply } from '../../http/envelope.ts';
import { paging } from '../../http/paging.ts';
import type { RouteModule } from '../../types.ts';
import {
  CreateBody,
  InterviewListData,
  InterviewSchema,
  ListQuery,
  UpdateBody,
} from './schemas.ts';
import * as interviews from './service.ts';

const One = envelope(InterviewSchema);

export const interviewRoutes: RouteModule = (app, deps) => {
  app.post(
    '/interview/create',
    { schema: { body: CreateBody, response: { 201: One, ...ErrorResponses } } },
    async (request, res) => {
      const created = await interviews.createInterview(
        deps,
        currentAdmin(request).id,
        request.body,
      );
      return reply(res, 201, 'Interview created', created);
    },
  );

  app.get(
    '/interview/list',
    {
      schema: {
        querystring: ListQuery,
        response: { 200: envelope(InterviewListData), ...ErrorResponses },
      },
    },
    async (request, res) => {
      const admin = currentAdmin(request);
      const { page, limit, offset } = paging(request.query, 20);
      const { total, items } = await interviews.listInterviews(deps, admin.id, request.query, {
        limit,
        offset,
      });
      const totalPages = Math.ceil(total / limit);
      return reply(res, 200, 'Interviews fetched', {
        items,
        total,
        page,
        limit,
        total_pages: totalPages,
      });
    },
  );

  app.get(
    '/interview/:id',
    { schema: { params: IdParams, response: { 200: One, ...ErrorResponses } } },
    async (request, res) => {
      const found = await interviews.getInterview(
        deps,
        currentAdmin(request).id,
        request.params.id,
      );
      return reply(res, 200, 'Interview fetched', found);
    },
  );

  app.put(
    '/interview/:id',
    { schema: { params: IdParams, body: UpdateBody, response: { 200: One, ...ErrorResponses } } },
    async (request, res) => {
      const admin = currentAdmin(request);
      const updated = await interviews.updateInterview(
        deps,
        admin.id,
        request.params.id,
        request.body,
      );
      return reply(res, 200, 'Interview updated', updated);
    },
  );

  app.delete(
    '/interview/:id',
    {
      schema: { params: IdParams, response: { 200: envelope(Type.Object({})), ...ErrorResponses } },
    },
    async (request, res) => {
      await interviews.deleteInterview(deps, currentAdmin(request).id, request.params.id);
      return reply(res, 200, 'Interview deleted', {});
    },
  );
};
