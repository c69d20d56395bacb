import { Type } from '@sinclair/typebox';
import { actorOf, workspaceOf } from '../../auth/guard.ts';
import { ErrorResponses } from '../../http/envelope.ts';
import { ifMatchVersions, setEtag } from '../../http/etag.ts';
import { ListQuery, parseListQuery, RestIdParams, setContentRange } from '../../http/simpleRest.ts';
import type { RouteModule } from '../../types.ts';
import { jobsRepository } from './repository.ts';
import { Job, JobBody, jobsResource } from './schemas.ts';
import { createJob, deleteJob, findJob, toJob, updateJob } from './service.ts';

/** The `jobs` resource, in the dialect of ra-data-simple-rest (see http/simpleRest.ts). */
export const jobRoutes: RouteModule = (app, deps) => {
  app.get(
    '/jobs',
    { schema: { querystring: ListQuery, response: { 200: Type.Array(Job), ...ErrorResponses } } },
    async (request, res) => {
      const params = parseListQuery(jobsResource, request.query);
      const { rows, total } = await jobsRepository.list(deps.db, workspaceOf(request), params);
      setContentRange(res, jobsResource, params, rows.length, total);
      return rows.map(toJob);
    },
  );

  app.get(
    '/jobs/:id',
    { schema: { params: RestIdParams, response: { 200: Job, ...ErrorResponses } } },
    async (request, res) => {
      const row = await findJob(deps, workspaceOf(request), request.params.id);
      setEtag(res, row.version);
      return toJob(row);
    },
  );

  app.post(
    '/jobs',
    { schema: { body: JobBody, response: { 201: Job, ...ErrorResponses } } },
    async (request, res) => {
      const job = await createJob(deps, actorOf(request), request.body);
      setEtag(res, 1);
      return res.code(201).send(job);
    },
  );

  app.put(
    '/jobs/:id',
    { schema: { params: RestIdParams, body: JobBody, response: { 200: Job, ...ErrorResponses } } },
    async (request, res) => {
      const expected = ifMatchVersions(request);
      const { params, body } = request;
      const { job, version } = await updateJob(deps, actorOf(request), params.id, body, expected);
      setEtag(res, version);
      return job;
    },
  );

  app.delete(
    '/jobs/:id',
    { schema: { params: RestIdParams, response: { 200: Job, ...ErrorResponses } } },
    async (request) => deleteJob(deps, actorOf(request), request.params.id),
  );
};
