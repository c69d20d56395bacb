import { Type } from '@sinclair/typebox';
import { actorOf, workspaceOf } from '../../auth/guard.ts';
import { ok, okEnvelope } from '../../http/envelope.ts';
import type { RouteModule } from '../../types.ts';
import {
  messageSettings,
  resetTemplate,
  saveReminders,
  saveTemplate,
  sendTestMessage,
} from './service.ts';

const NameParams = Type.Object({ name: Type.String({ maxLength: 40 }) });
const TemplateBody = Type.Object({
  subject: Type.String({ maxLength: 200 }),
  body: Type.String({ maxLength: 10000 }),
});
// null first: ajv's type coercion would otherwise read null as the number 0
const Hours = Type.Union([Type.Null(), Type.Number()]);
const Empty = okEnvelope(Type.Object({}));

const Settings = Type.Object({
  mail: Type.Object({ configured: Type.Boolean(), from: Type.String() }),
  reminders: Type.Object({ first_hours: Hours, second_hours: Hours }),
  templates: Type.Array(
    Type.Object({
      name: Type.String(),
      label: Type.String(),
      subject: Type.String(),
      body: Type.String(),
      default_subject: Type.String(),
      default_body: Type.String(),
      customised: Type.Boolean(),
      placeholders: Type.Array(Type.String()),
    }),
  ),
});

/** The workspace's emails: templates and reminders (owners and admins: docs/messages.md). */
export const messageRoutes: RouteModule = (app, deps) => {
  app.get('/admin/messages', { schema: { response: okEnvelope(Settings) } }, async (request) =>
    ok('Message settings fetched', await messageSettings(deps, workspaceOf(request))),
  );

  app.put(
    '/admin/messages/reminders',
    {
      schema: {
        body: Type.Object({ first_hours: Hours, second_hours: Hours }),
        response: Empty,
      },
    },
    async (request) => {
      await saveReminders(deps, actorOf(request), request.body);
      return ok('Reminders saved', {});
    },
  );

  app.put(
    '/admin/messages/templates/:name',
    { schema: { params: NameParams, body: TemplateBody, response: Empty } },
    async (request) => {
      await saveTemplate(deps, actorOf(request), request.params.name, request.body);
      return ok('Template saved', {});
    },
  );

  app.delete(
    '/admin/messages/templates/:name',
    { schema: { params: NameParams, response: Empty } },
    async (request) => {
      await resetTemplate(deps, actorOf(request), request.params.name);
      return ok('Template reset to the default', {});
    },
  );

  app.post(
    '/admin/messages/templates/:name/test',
    { schema: { params: NameParams, body: TemplateBody, response: Empty } },
    async (request) => {
      const to = await sendTestMessage(deps, actorOf(request), request.params.name, request.body);
      return ok(`Test message queued to ${to}`, {});
    },
  );
};
