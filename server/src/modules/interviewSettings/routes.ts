import { Type } from '@sinclair/typebox';
import { actorOf, workspaceOf } from '../../auth/guard.ts';
import { ok, okEnvelope } from '../../http/envelope.ts';
import type { RouteModule } from '../../types.ts';
import { interviewSettings, saveInterviewSettings } from './service.ts';

const Settings = Type.Object({
  follow_ups_per_answer: Type.Integer(),
  blind_review: Type.Boolean(),
});
// the values are checked by the service, in words a person reads (not ajv's)
const Patch = Type.Object({
  follow_ups_per_answer: Type.Optional(Type.Unknown()),
  blind_review: Type.Optional(Type.Unknown()),
});

/** GET and PATCH /admin/interview-settings (docs/scoring.md). */
export const interviewSettingsRoutes: RouteModule = (app, deps) => {
  app.get(
    '/admin/interview-settings',
    { schema: { response: okEnvelope(Settings) } },
    async (request) =>
      ok('Interview settings fetched', await interviewSettings(deps.db, workspaceOf(request))),
  );
  app.patch(
    '/admin/interview-settings',
    { schema: { body: Patch, response: okEnvelope(Settings) } },
    async (request) =>
      ok(
        'Interview settings saved',
        await saveInterviewSettings(deps, actorOf(request), request.body),
      ),
  );
};
