import { currentAdmin } from '../../auth/guard.ts';
import { emptyBodyAsObject, okEnvelope, reply } from '../../http/envelope.ts';
import { ifMatchVersions, setEtag } from '../../http/etag.ts';
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
      const body = request.body ?? {};
      const admin = currentAdmin(request);
      const expected = ifMatchVersions(request);
      const { data, version } = await updateSettings(db, admin, body, expected);
      setEtag(res, version);
      return reply(res, 200, 'Settings updated successfully', data);
    },
  );
};
