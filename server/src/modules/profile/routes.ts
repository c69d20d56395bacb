import { actorOf, currentAdmin } from '../../auth/guard.ts';
import { emptyBodyAsObject, ErrorResponses, okEnvelope, reply } from '../../http/envelope.ts';
import type { RouteModule } from '../../types.ts';
import { Type } from '@sinclair/typebox';
import { AdminMe, UpdateBody, UpdatedMe } from './schemas.ts';
import { endAllSessions, toMe, updateProfile } from './service.ts';

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
      schema: { body: UpdateBody, response: okEnvelope(UpdatedMe) },
    },
    async (request, res) => {
      const me = await updateProfile(deps, currentAdmin(request), actorOf(request), request.body);
      return reply(res, 200, 'Admin account updated successfully', me);
    },
  );

  // "Sign out everywhere": every token of this admin, the caller's included, answers 401 after
  app.post(
    '/admin/logout-all',
    { schema: { response: okEnvelope(Type.Object({})) } },
    async (request, res) => {
      await endAllSessions(deps, currentAdmin(request), actorOf(request));
      return reply(res, 200, 'Signed out everywhere', {});
    },
  );
};
