import { currentAdmin } from '../../auth/guard.ts';
import { emptyBodyAsObject, ErrorResponses, okEnvelope, reply } from '../../http/envelope.ts';
import type { RouteModule } from '../../types.ts';
import { AdminMe, UpdateBody } from './schemas.ts';
import { toMe, updateProfile } from './service.ts';

export const profileRoutes: RouteModule = (app, deps) => {
  app.get(
    '/admin/me',
    { schema: { response: { 200: AdminMe, ...ErrorResponses } } },
    async (request) => toMe(currentAdmin(request)),
  );

  app.patch(
    '/admin/update',
    {
      preValidation: emptyBodyAsObject,
      schema: { body: UpdateBody, response: okEnvelope(AdminMe) },
    },
    async (request, res) => {
      const me = await updateProfile(deps, currentAdmin(request), request.body, request.ip);
      return reply(res, 200, 'Admin account updated successfully', me);
    },
  );
};
