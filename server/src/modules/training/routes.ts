import { Type } from '@sinclair/typebox';
import { currentAdmin } from '../../auth/guard.ts';
import { createdEnvelope, IdParams, okEnvelope, reply } from '../../http/envelope.ts';
import { ifMatchVersions } from '../../http/etag.ts';
import type { RouteModule } from '../../types.ts';
import { TrainingBody, TrainingListQuery, TrainingSetSchema } from './schemas.ts';
import {
  deleteTrainingSet,
  getTrainingSet,
  listTrainingSets,
  saveTrainingSet,
  updateTrainingSet,
} from './service.ts';

export const trainingRoutes: RouteModule = (app, deps) => {
  app.get(
    '/training/list',
    {
      schema: {
        querystring: TrainingListQuery,
        response: okEnvelope(Type.Array(TrainingSetSchema)),
      },
    },
    async (request, res) => {
      const sets = await listTrainingSets(deps, currentAdmin(request).id, request.query);
      return reply(res, 200, 'Training data fetched successfully', sets);
    },
  );

  app.get(
    '/training/:id',
    { schema: { params: IdParams, response: okEnvelope(TrainingSetSchema) } },
    async (request, res) => {
      const set = await getTrainingSet(deps, currentAdmin(request).id, request.params.id);
      if (set._etag) res.header('ETag', set._etag);
      return reply(res, 200, 'Training data fetched successfully', set);
    },
  );

  app.post(
    '/training/create',
    { schema: { body: TrainingBody, response: createdEnvelope(TrainingSetSchema) } },
    async (request, res) => {
      const set = await saveTrainingSet(deps, currentAdmin(request).id, request.body);
      if (set._etag) res.header('ETag', set._etag);
      return reply(res, 201, 'Training data saved successfully', set);
    },
  );

  app.put(
    '/training/:id',
    { schema: { params: IdParams, body: TrainingBody, response: okEnvelope(TrainingSetSchema) } },
    async (request, res) => {
      const admin = currentAdmin(request);
      const expected = ifMatchVersions(request);
      const { params, body } = request;
      const set = await updateTrainingSet(deps, admin.id, params.id, body, expected);
      if (set._etag) res.header('ETag', set._etag);
      return reply(res, 200, 'Training data updated successfully', set);
    },
  );

  app.delete(
    '/training/:id',
    { schema: { params: IdParams, response: okEnvelope(Type.Object({})) } },
    async (request, res) => {
      await deleteTrainingSet(deps, currentAdmin(request).id, request.params.id);
      return reply(res, 200, 'Training data deleted successfully', {});
    },
  );
};
