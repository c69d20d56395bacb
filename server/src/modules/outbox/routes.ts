import { Type } from '@sinclair/typebox';
import { workspaceOf } from '../../auth/guard.ts';
import { StringEnum } from '../../http/stringEnum.ts';
import { IdParams, ok, okEnvelope } from '../../http/envelope.ts';
import { PageQuery, paging } from '../../http/paging.ts';
import type { RouteModule } from '../../types.ts';
import { getMessage, outboxPage, resendMessage } from './service.ts';

const Nullable = (t: ReturnType<typeof Type.String>) => Type.Union([t, Type.Null()]);

const Item = {
  id: Type.String(),
  kind: Type.String(),
  template: Type.String(),
  to: Type.String(),
  subject: Type.String(),
  status: Type.String(),
  attempts: Type.Integer(),
  last_error: Nullable(Type.String()),
  created_at: Type.String(),
  sent_at: Nullable(Type.String()),
  next_attempt_at: Nullable(Type.String()),
  interview_id: Nullable(Type.String()),
  candidate_id: Nullable(Type.String()),
};

const Detail = Type.Object({
  ...Item,
  body_text: Type.String(),
  body_html: Type.String(),
  link: Type.String(),
  calendar: Type.Union([
    Type.Object({
      method: Type.String(),
      uid: Type.String(),
      sequence: Type.Integer(),
      start: Type.String(),
      end: Type.String(),
      time_zone: Nullable(Type.String()),
    }),
    Type.Null(),
  ]),
  payload: Nullable(Type.String()),
  log: Type.Array(
    Type.Object({ at: Type.String(), ok: Type.Boolean(), error: Nullable(Type.String()) }),
  ),
});

const Page = Type.Object({
  items: Type.Array(Type.Object(Item)),
  pagination: Type.Object({
    page: Type.Integer(),
    total_pages: Type.Integer(),
    total: Type.Integer(),
  }),
});

const Query = Type.Object({
  status: Type.Optional(StringEnum(['queued', 'sent', 'failed', 'not_sent'] as const)),
  kind: Type.Optional(StringEnum(['email', 'webhook'] as const)),
  candidate_id: Type.Optional(Type.String({ maxLength: 64 })),
  interview_id: Type.Optional(Type.String({ maxLength: 64 })),
  ...PageQuery,
});

/** Every message of the workspace, email and webhook (owners and admins: docs/messages.md). */
export const outboxRoutes: RouteModule = (app, deps) => {
  app.get(
    '/admin/outbox',
    { schema: { querystring: Query, response: okEnvelope(Page) } },
    async (request) =>
      ok(
        'Messages fetched',
        await outboxPage(deps.db, workspaceOf(request), request.query, paging(request.query, 50)),
      ),
  );

  app.get(
    '/admin/outbox/:id',
    { schema: { params: IdParams, response: okEnvelope(Detail) } },
    async (request) =>
      ok('Message fetched', await getMessage(deps.db, workspaceOf(request), request.params.id)),
  );

  app.post(
    '/admin/outbox/:id/resend',
    { schema: { params: IdParams, response: okEnvelope(Type.Object({})) } },
    async (request) => {
      await resendMessage(deps, workspaceOf(request), request.params.id);
      return ok('Message queued again', {});
    },
  );
};
