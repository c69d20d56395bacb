import { Readable } from 'node:stream';
import { Type } from '@sinclair/typebox';
import { actorOf, workspaceOf } from '../../auth/guard.ts';
import { ok, okEnvelope } from '../../http/envelope.ts';
import { PageQuery, paging } from '../../http/paging.ts';
import type { RouteModule } from '../../types.ts';
import { recordAudit } from './repository.ts';
import { auditCsv, auditPage } from './service.ts';

const Filter = {
  actor: Type.Optional(Type.String({ maxLength: 64 })),
  action: Type.Optional(Type.String({ maxLength: 64 })),
  target_type: Type.Optional(Type.String({ maxLength: 64 })),
  target_id: Type.Optional(Type.String({ maxLength: 64 })),
  from: Type.Optional(Type.String({ maxLength: 40 })),
  to: Type.Optional(Type.String({ maxLength: 40 })),
};

const AuditEntry = Type.Object({
  id: Type.String(),
  at: Type.String(),
  actor: Type.Object({ id: Type.String(), username: Type.String() }),
  ip: Type.String(),
  action: Type.String(),
  target_type: Type.String(),
  target_id: Type.String(),
  summary: Type.String(),
  changes: Type.Record(
    Type.String(),
    Type.Object({ before: Type.Unknown(), after: Type.Unknown() }),
  ),
});

const AuditPage = Type.Object({
  items: Type.Array(AuditEntry),
  pagination: Type.Object({
    page: Type.Integer(),
    total_pages: Type.Integer(),
    total: Type.Integer(),
  }),
});

/** The audit log of the signed-in member's workspace, newest first (owners and admins). */
export const auditRoutes: RouteModule = (app, deps) => {
  app.get(
    '/admin/audit',
    {
      schema: {
        querystring: Type.Object({ ...Filter, ...PageQuery }),
        response: okEnvelope(AuditPage),
      },
    },
    async (request) => {
      const page = paging(request.query, 50);
      return ok(
        'Audit log fetched',
        await auditPage(deps.db, workspaceOf(request), request.query, page),
      );
    },
  );

  // the filter's entries as a CSV download; the export itself is recorded
  app.get(
    '/admin/audit/export',
    { schema: { querystring: Type.Object(Filter) } },
    async (request, res) => {
      const actor = actorOf(request);
      await recordAudit(
        deps.db,
        actor,
        { action: 'audit.export', target_type: 'audit', summary: 'Exported the audit log (CSV)' },
        deps.clock.now(),
      );
      const day = deps.clock.now().toISOString().slice(0, 10);
      res.header('Content-Type', 'text/csv; charset=utf-8');
      res.header('Content-Disposition', `attachment; filename="audit-${day}.csv"`);
      return res.send(Readable.from(auditCsv(deps.db, actor.workspaceId, request.query)));
    },
  );
};
