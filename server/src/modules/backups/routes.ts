import { Type, type TSchema } from '@sinclair/typebox';
import { ok, okEnvelope } from '../../http/envelope.ts';
import type { RouteModule } from '../../types.ts';
import { backupStatus } from './service.ts';

const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);

const Status = Type.Object({
  scheduled: Type.Boolean(),
  every_hours: Nullable(Type.Integer()),
  keep: Nullable(Type.Integer()),
  last: Nullable(
    Type.Object({
      at: Type.String(),
      file: Nullable(Type.String()),
      bytes: Nullable(Type.Integer()),
      ok: Type.Boolean(),
      error: Nullable(Type.String()),
    }),
  ),
});

/** GET /admin/backups: the scheduled backups' settings and last result (docs/backup.md). */
export const backupRoutes: RouteModule = (app, deps) => {
  app.get('/admin/backups', { schema: { response: okEnvelope(Status) } }, async () =>
    ok('Backups fetched', await backupStatus(deps.db, deps.config)),
  );
};
