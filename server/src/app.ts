import Fastify, { type RouteOptions } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import compress from '@fastify/compress';
import cors from '@fastify/cors';
import multipart from '@fastify/multipart';
import { requireAdminHook } from './auth/guard.ts';
import { checkPermissionsOn } from './auth/permissions.ts';
import { registerClient } from './http/client.ts';
import type { Config } from './config.ts';
import { handleError, handleFrameworkError } from './http/errorHandler.ts';
import { apiHeadersHook } from './http/apiHeaders.ts';
import { loggerOptions, type LogStream } from './http/logging.ts';
import { refuseNulText } from './lib/nulText.ts';
import { protectedRoutes, publicRoutes } from './routes.ts';
import { MAX_RESUME_BYTES, type App, type AppDeps } from './types.ts';

export interface AppOptions {
  logger?: boolean;
  /** where log lines go instead of stdout (a test reads them) */
  logStream?: LogStream;
  /** called for every route as it is registered (the route-walk test lists them) */
  onRoute?: (route: RouteOptions) => void;
}

/** A number of hops as a function (what Fastify makes of a number; its types want this form). */
const trustProxyOption = (value: Config['trustProxy']) =>
  typeof value === 'number' ? (_address: string, hop: number) => hop < value : value;

/** The composition root: the Fastify app with its plugins, the /api routes and the console. */
export async function buildApp(deps: AppDeps, options: AppOptions = {}): Promise<App> {
  const { config } = deps;
  const app = Fastify({
    logger: options.logger === false ? false : loggerOptions(config.logLevel, options.logStream),
    bodyLimit: 1024 * 1024,
    // coerce query strings to the schema's types, but never silently drop what the schema refuses
    ajv: { customOptions: { coerceTypes: true, removeAdditional: false, allErrors: false } },
    // TRUST_PROXY: behind a reverse proxy request.ip is the client's address, not the proxy's
    trustProxy: trustProxyOption(config.trustProxy),
    frameworkErrors: handleFrameworkError,
  }).withTypeProvider<TypeBoxTypeProvider>();

  if (options.onRoute) app.addHook('onRoute', options.onRoute);
  app.decorateRequest('admin', null);
  app.decorateRequest('adminData', null);
  app.decorateRequest('workspace', null);
  app.setErrorHandler(handleError);
  app.addHook('onSend', apiHeadersHook);
  // text PostgreSQL cannot store is refused up front, on both engines
  app.addHook('preValidation', refuseNulText);

  if (config.corsOrigin) {
    await app.register(cors, {
      origin: config.corsOrigin,
      exposedHeaders: ['Content-Range', 'X-Total-Count', 'ETag', 'X-Trash-Retention-Days'],
      // request headers (If-Match included) are allowed as the preflight asks for them
      methods: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'],
    });
  }
  await app.register(multipart, {
    limits: { fileSize: MAX_RESUME_BYTES, files: 1, fields: 20, fieldSize: 200 * 1024 },
  });

  await app.register(
    async (api) => {
      // JSON answers compressed for clients that accept it: brotli, else gzip
      await api.register(compress, { encodings: ['br', 'gzip'], threshold: 1024 });
      for (const mod of publicRoutes) await mod(api as App, deps);
      await api.register(async (guarded) => {
        guarded.addHook('onRequest', requireAdminHook(deps.db, deps.tokens));
        guarded.addHook('onRoute', checkPermissionsOn);
        for (const mod of protectedRoutes) await mod(guarded as App, deps);
      });
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
