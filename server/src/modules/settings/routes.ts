import { actorOf, currentWorkspace } from '../../auth/guard.ts';
import { emptyBodyAsObject, okEnvelope, reply } from '../../http/envelope.ts';
import { ifMatchVersions, setEtag } from '../../http/etag.ts';
import type { RouteModule } from '../../types.ts';
import { SettingsBody, SettingsData } from './schemas.ts';
import { updateSettings } from './service.ts';

export const settingsRoutes: RouteModule = (app, deps) => {
  app.patch(
    '/admin/settings',
    {
      preValidation: emptyBodyAsObject,
      schema: { body: SettingsBody, response: okEnvelope(SettingsData) },
    },
    async (request, res) => {
      const body = request.body ?? {};
      const expected = ifMatchVersions(request);
      const workspace = currentWorkspace(request);
      const saved = await updateSettings(deps, actorOf(request), workspace, body, expected);
      const { data, version } = saved;
      setEtag(res, version);
      return reply(res, 200, 'Settings updated successfully', data);
    },
  );
};
