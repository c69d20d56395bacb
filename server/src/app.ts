import Fastify, {
  type FastifyInstance,
  type FastifyBaseLogger,
  type RawServerDefault,
} from 'fastify';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import cors from '@fastify/cors';
import multipart from '@fastify/multipart';
import type { Config } from './config.ts';
import type { Db } from './db/database.ts';
import type { TokenService } from './auth/tokens.ts';
import { requireAdminHook } from './auth/guard.ts';
import { createLoginLimiter, type LoginLimiter } from './auth/loginLimiter.ts';
import { ApiError } from './http/errors.ts';
import { healthRoutes } from './routes/health.ts';
import { adminRoutes } from './routes/admin.ts';
import { candidateRoutes } from './routes/candidates.ts';
import { resumeRoutes } from './routes/resumes.ts';
import { interviewRoutes } from './routes/interviews.ts';
import { trainingRoutes } from './routes/training.ts';
import { jobRoutes } from './routes/jobs.ts';
import { meetingRoutes } from './routes/meeting.ts';
import { registerClient } from './http/client.ts';

export type App = FastifyInstance<
  RawServerDefault,
  IncomingMessage,
  ServerResponse,
  FastifyBaseLogger,
  TypeBoxTypeProvider
>;

export interface AppDeps {
  config: Config;
  db: Db;
  tokens: TokenService;
  /** HMAC key for signed, expiring links (resume URLs); derived from the JWT secret */
  signingKey: Buffer;
  /** the preHandler every protected route uses */
  requireAdmin: ReturnType<typeof requireAdminHook>;
  /** failed sign-in limiter (per username and per client IP) */
  loginLimiter: LoginLimiter;
}

/** A route module: registered under /api with the shared dependencies. */
export type RouteModule = (app: App, deps: AppDeps) => Promise<void> | void;

export const MAX_RESUME_BYTES = 10 * 1024 * 1024;

export async function buildApp(
  base: Omit<AppDeps, 'requireAdmin' | 'loginLimiter'> & { loginLimiter?: LoginLimiter },
  options: { logger?: boolean } = {},
): Promise<App> {
  const { config } = base;
  const deps: AppDeps = {
    ...base,
    requireAdmin: requireAdminHook(base.db, base.tokens),
    loginLimiter: base.loginLimiter ?? createLoginLimiter(),
  };
  const app = Fastify({
    logger: options.logger === false ? false : { level: config.logLevel },
    bodyLimit: 1024 * 1024,
    // coerce query strings to the schema's types, but never silently drop what the schema refuses
    ajv: { customOptions: { coerceTypes: true, removeAdditional: false, allErrors: false } },
    trustProxy: false,
  }).withTypeProvider<TypeBoxTypeProvider>();

  app.decorateRequest('admin', null);

  app.setErrorHandler((err, request, res) => {
    if (err instanceof ApiError) {
      return err.bare
        ? res.code(err.statusCode).send({ msg: err.message })
        : res
            .code(err.statusCode)
            .send({ data: err.data, msg: err.message, statusCode: err.statusCode });
    }
    const e = err as Error & {
      statusCode?: number;
      validation?: unknown;
      validationContext?: string;
      code?: string;
    };
    if (e.validation) {
      const where = e.validationContext ?? 'request';
      const msg = `Invalid ${where}: ${e.message.replace(/^(body|querystring|params|headers)\/?/, '').trim() || 'bad value'}`;
      return res.code(400).send({ data: {}, msg, statusCode: 400 });
    }
    if (e.statusCode && e.statusCode >= 400 && e.statusCode < 500) {
      const msg =
        e.statusCode === 413
          ? 'File too large: the limit is 10 MB'
          : e.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || e.code === 'FST_ERR_CTP_EMPTY_JSON_BODY'
            ? 'Request body is not valid JSON'
            : e.message;
      return res.code(e.statusCode).send({ data: {}, msg, statusCode: e.statusCode });
    }
    request.log.error({ err, reqId: request.id }, 'unexpected error');
    return res.code(500).send({ data: {}, msg: 'Internal server error', statusCode: 500 });
  });

  if (config.corsOrigin) {
    await app.register(cors, {
      origin: config.corsOrigin,
      exposedHeaders: ['Content-Range', 'X-Total-Count'],
      methods: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'],
    });
  }
  await app.register(multipart, {
    limits: { fileSize: MAX_RESUME_BYTES, files: 1, fields: 20, fieldSize: 200 * 1024 },
  });

  const modules: RouteModule[] = [
    healthRoutes,
    adminRoutes,
    candidateRoutes,
    resumeRoutes,
    interviewRoutes,
    trainingRoutes,
    jobRoutes,
    meetingRoutes,
  ];
  await app.register(
    async (api) => {
      for (const mod of modules) await mod(api as App, deps);
      api.setNotFoundHandler((request, res) =>
        res
          .code(404)
          .send({ data: {}, msg: `Not found: ${request.method} ${request.url}`, statusCode: 404 }),
      );
    },
    { prefix: '/api' },
  );

  await registerClient(app, config);
  return app;
}
