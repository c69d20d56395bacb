import { currentAdmin } from '../../auth/guard.ts';
import { emptyBodyAsObject, okEnvelope, reply } from '../../http/envelope.ts';
import type { RouteModule } from '../../types.ts';
import { SettingsBody, SettingsData } from './schemas.ts';
import { updateSettings } from './service.ts';

export const settingsRoutes: RouteModule = (app, { db }) => {
  app.patch(
    '/admin/settings',
    {
      preValidation: emptyBodyAsObject,
      schema: { body: SettingsBody, response: okEnvelope(SettingsData) },
    },
    async (request, res) => {
      const data = await updateSettings(db, currentAdmin(request), request.body ?? {});
      return reply(res, 200, 'Settings updated successfully', data);
    },
  );
};
