import { Type } from '@sinclair/typebox';
import { sql } from 'kysely';
import { ErrorEnvelope } from '../../http/envelope.ts';
import { ApiError } from '../../http/errors.ts';
import type { RouteModule } from '../../types.ts';

/** GET /health: 200 `{status: "ok"}` once the database answers, 503 otherwise. */
export const healthRoutes: RouteModule = (app, { db }) => {
  app.get(
    '/health',
    {
      schema: {
        response: {
          200: Type.Object({ status: Type.Literal('ok') }),
          '5xx': ErrorEnvelope,
        },
      },
    },
    async (request) => {
      try {
        await sql`select 1`.execute(db);
      } catch (err) {
        request.log.error({ err }, 'health check: database did not answer');
        throw new ApiError(503, 'Database unavailable');
      }
      return { status: 'ok' as const };
    },
  );
};
