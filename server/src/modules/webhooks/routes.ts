import { Type } from '@sinclair/typebox';
import { actorOf, workspaceOf } from '../../auth/guard.ts';
import { createdEnvelope, IdParams, ok, okEnvelope, reply } from '../../http/envelope.ts';
import type { RouteModule } from '../../types.ts';
import { createWebhook, listWebhooks, removeWebhook } from './service.ts';

const Webhook = {
  id: Type.String(),
  url: Type.String(),
  events: Type.Array(Type.String()),
  created_at: Type.String(),
};

const LastDelivery = Type.Union([
  Type.Object({
    status: Type.String(),
    at: Type.String(),
    error: Type.Union([Type.String(), Type.Null()]),
  }),
  Type.Null(),
]);

const CreateBody = Type.Object({
  url: Type.String({ maxLength: 2000 }),
  events: Type.Array(Type.String({ maxLength: 40 }), { maxItems: 20 }),
});

/** The workspace's webhooks (owners and admins: docs/messages.md). */
export const webhookRoutes: RouteModule = (app, deps) => {
  app.get(
    '/admin/webhooks',
    {
      schema: {
        response: okEnvelope(Type.Array(Type.Object({ ...Webhook, last_delivery: LastDelivery }))),
      },
    },
    async (request) => ok('Webhooks fetched', await listWebhooks(deps.db, workspaceOf(request))),
  );

  app.post(
    '/admin/webhooks',
    {
      schema: {
        body: CreateBody,
        response: createdEnvelope(Type.Object({ ...Webhook, secret: Type.String() })),
      },
    },
    async (request, res) =>
      reply(res, 201, 'Webhook added', await createWebhook(deps, actorOf(request), request.body)),
  );

  app.delete(
    '/admin/webhooks/:id',
    { schema: { params: IdParams, response: okEnvelope(Type.Object({})) } },
    async (request) => {
      await removeWebhook(deps, actorOf(request), request.params.id);
      return ok('Webhook removed', {});
    },
  );
};
