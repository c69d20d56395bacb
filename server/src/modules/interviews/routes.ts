import { actorOf, workspaceOf } from '../../auth/guard.ts';
import { IdParams, ok, okEnvelope, replyRecord } from '../../http/envelope.ts';
import { ifMatchVersions } from '../../http/etag.ts';
import { keptAnswer } from '../../http/keptAnswer.ts';
import { paging } from '../../http/paging.ts';
import { recordRoutes } from '../../http/recordRoutes.ts';
import type { RouteModule } from '../../types.ts';
import { asReadBy } from '../reviews/blind.ts';
import { bulkCreateInterviews } from './bulkCreate.ts';
import {
  AnswerParams,
  BulkCreateBody,
  BulkCreated,
  CreateBody,
  InterviewListData,
  InterviewSchema,
  ListQuery,
  OverrideBody,
  UpdateBody,
} from './schemas.ts';
import {
  createInterview,
  deleteInterview,
  getInterview,
  listInterviews,
  overrideAnswerScore,
  updateInterview,
} from './service.ts';

export const interviewRoutes: RouteModule = (app, deps) => {
  const interviews = recordRoutes(app, deps, '/interview', InterviewSchema);
  interviews.create(CreateBody, createInterview, 'Interview created');

  // one interview, and its invitation, for each of many candidates (docs/messages.md)
  app.post(
    '/interview/bulk-create',
    { schema: { body: BulkCreateBody, response: okEnvelope(BulkCreated) } },
    async (request) => {
      const result = await bulkCreateInterviews(deps, actorOf(request), request.body);
      const asked = new Set(request.body.candidate_ids).size;
      return ok(`Scheduled ${result.done.length} of ${asked}`, result);
    },
  );

  app.get(
    '/interview/list',
    { schema: { querystring: ListQuery, response: okEnvelope(InterviewListData) } },
    async (request, res) => {
      const { page, limit, offset } = paging(request.query, 20);
      const workspaceId = workspaceOf(request);
      return keptAnswer(deps, request, res, async (known) => {
        const {
          total,
          items: all,
          applied,
        } = await listInterviews(deps, workspaceId, request.query, { limit, offset }, known);
        // a reviewer under blind review reads no scores until they review (docs/scoring.md)
        const items = await asReadBy(deps, actorOf(request), all);
        const data = { items, total, page, limit, total_pages: Math.ceil(total / limit), applied };
        return ok('Interviews fetched', data);
      });
    },
  );

  app.get(
    '/interview/:id',
    { schema: { params: IdParams, response: okEnvelope(InterviewSchema) } },
    async (request, res) => {
      const actor = actorOf(request);
      const found = await getInterview(deps, actor.workspaceId, request.params.id);
      const [seen] = await asReadBy(deps, actor, [found]);
      return replyRecord(res, 200, 'Interview fetched', seen!);
    },
  );
  interviews.update(UpdateBody, updateInterview, 'Interview updated');
  interviews.remove(deleteInterview, 'Interview deleted');

  // the admin's score for one answer (docs/interview-api.md); If-Match as PUT /interview/:id
  app.put(
    '/interview/:id/answers/:index',
    { schema: { params: AnswerParams, body: OverrideBody, response: okEnvelope(InterviewSchema) } },
    async (request, res) => {
      const { id, index } = request.params;
      const expected = ifMatchVersions(request);
      const actor = actorOf(request);
      const updated = await overrideAnswerScore(deps, actor, id, index, request.body, expected);
      return replyRecord(res, 200, 'Answer score updated', updated);
    },
  );
};
