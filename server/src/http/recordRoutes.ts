// Route helpers of the envelope dialect (`{data, msg, statusCode}`) for records of the signed-in
// member's workspace addressed by id: the answer carries the record's ETag, a PUT honours If-Match.
import { Type, type Static, type TSchema } from '@sinclair/typebox';
import type { Actor } from '../auth/actor.ts';
import { actorOf, workspaceOf } from '../auth/guard.ts';
import type { App, AppDeps } from '../types.ts';
import { createdEnvelope, IdParams, okEnvelope, reply, replyRecord } from './envelope.ts';
import { ifMatchVersions } from './etag.ts';

type Tagged = { _etag?: string };

/**
 * DELETE `path` (ending in `:id`): `remove` takes away that record of the signed-in member's workspace, and the
 * answer is `{}` in the envelope with `msg`.
 */
export function deleteRoute(
  app: App,
  deps: AppDeps,
  path: string,
  remove: (deps: AppDeps, actor: Actor, id: string) => Promise<void>,
  msg: string,
): void {
  app.delete(
    path,
    { schema: { params: IdParams, response: okEnvelope(Type.Object({})) } },
    async (request, res) => {
      await remove(deps, actorOf(request), request.params.id);
      return reply(res, 200, msg, {});
    },
  );
}

/**
 * The routes of one kind of record, answered as `record`: POST `base`/create (201), and GET, PUT
 * and DELETE `base`/:id. Each is registered when its method is called, with the service function
 * that does the work and the message of the answer.
 */
export function recordRoutes(app: App, deps: AppDeps, base: string, record: TSchema) {
  const byId = `${base}/:id`;
  return {
    create<B extends TSchema>(
      body: B,
      create: (deps: AppDeps, actor: Actor, body: Static<B>) => Promise<Tagged>,
      msg: string,
    ): void {
      app.post(
        `${base}/create`,
        { schema: { body, response: createdEnvelope(record) } },
        async (request, res) => {
          const created = await create(deps, actorOf(request), request.body);
          return replyRecord(res, 201, msg, created);
        },
      );
    },

    get(
      find: (deps: AppDeps, workspaceId: string, id: string) => Promise<Tagged>,
      msg: string,
    ): void {
      app.get(
        byId,
        { schema: { params: IdParams, response: okEnvelope(record) } },
        async (request, res) => {
          const found = await find(deps, workspaceOf(request), request.params.id);
          return replyRecord(res, 200, msg, found);
        },
      );
    },

    update<B extends TSchema>(
      body: B,
      update: (
        deps: AppDeps,
        actor: Actor,
        id: string,
        body: Static<B>,
        expected: number[] | undefined,
      ) => Promise<Tagged>,
      msg: string,
    ): void {
      app.put(
        byId,
        { schema: { params: IdParams, body, response: okEnvelope(record) } },
        async (request, res) => {
          const expected = ifMatchVersions(request);
          const updated = await update(
            deps,
            actorOf(request),
            request.params.id,
            request.body,
            expected,
          );
          return replyRecord(res, 200, msg, updated);
        },
      );
    },

    remove(remove: (deps: AppDeps, actor: Actor, id: string) => Promise<void>, msg: string) {
      deleteRoute(app, deps, byId, remove, msg);
    },
  };
}
