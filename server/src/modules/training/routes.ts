import { Type } from '@sinclair/typebox';
import { workspaceOf } from '../../auth/guard.ts';
import { okEnvelope, reply } from '../../http/envelope.ts';
import { recordRoutes } from '../../http/recordRoutes.ts';
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
      const sets = await listTrainingSets(deps, workspaceOf(request), request.query);
      return reply(res, 200, 'Training data fetched successfully', sets);
    },
  );

  const sets = recordRoutes(app, deps, '/training', TrainingSetSchema);
  sets.get(getTrainingSet, 'Training data fetched successfully');
  sets.create(TrainingBody, saveTrainingSet, 'Training data saved successfully');
  sets.update(TrainingBody, updateTrainingSet, 'Training data updated successfully');
  sets.remove(deleteTrainingSet, 'Training data deleted successfully');
};
