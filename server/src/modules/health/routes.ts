import { Type } from '@sinclair/typebox';
import { ErrorEnvelope } from '../../http/envelope.ts';
import { ApiError } from '../../errors.ts';
import type { RouteModule } from '../../types.ts';
import { ping } from './repository.ts';
import { readinessCheck } from './service.ts';

/**
 * GET /health (alive): 200 `{status: "ok"}` once the database answers, 503 otherwise.
 * GET /ready (for a load balancer): 200 `{status: "ready"}` when the database answers and its
 * migrations are done, 503 `{msg}` otherwise. While the server stops (SIGTERM), every request,
 * this one too, is answered 503 until the connections close.
 */
export const healthRoutes: RouteModule = async (app, { db }) => {
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
        await ping(db);
      } catch (err) {
        request.log.error({ err }, 'health check: database did not answer');
        throw new ApiError(503, 'Database unavailable');
      }
      return { status: 'ok' as const };
    },
  );

  const notReady = await readinessCheck(db);
  app.get(
    '/ready',
    {
      schema: {
        response: {
          200: Type.Object({ status: Type.Literal('ready') }),
          '5xx': ErrorEnvelope,
        },
      },
    },
    async (request) => {
      const problem = await notReady();
      if (problem) {
        request.log.error({ err: problem.err }, `readiness check: ${problem.reason}`);
        throw new ApiError(503, problem.reason, { bare: true });
      }
      return { status: 'ready' as const };
    },
  );
};
