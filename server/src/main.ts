import { ConfigError, loadConfig, type Config } from './config.ts';
import { startServer } from './bootstrap.ts';
import { banner, openDemoInterview } from './banner.ts';
import { gracefulShutdown } from './shutdown.ts';

async function main(): Promise<void> {
  let config: Config;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }

  const started = await startServer(config);
  const { app, db } = started;

  // stop accepting, finish the requests in flight, close the database; at most 10 s
  const shutdown = gracefulShutdown(app, db, { exit: (code) => process.exit(code) });
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));

  try {
    await app.listen({ host: config.host, port: config.port });
  } catch (err) {
    const code = (err as { code?: string }).code;
    console.error(
      code === 'EADDRINUSE'
        ? `Port ${config.port} on ${config.host} is already in use: set PORT to another port`
        : `Could not listen on ${config.host}:${config.port}: ${(err as Error).message}`,
    );
    await db.destroy();
    process.exit(1);
  }
  const address = app.server.address();
  const listening = typeof address === 'object' && address ? address : undefined;
  const demo = await openDemoInterview(db, config, new Date()).catch(() => undefined);
  console.log(
    banner(
      config,
      started,
      listening?.address ?? config.host,
      listening?.port ?? config.port,
      demo,
    ),
  );
}

main().catch((err: unknown) => {
  console.error('Interview AI Admin failed to start:', err instanceof Error ? err.message : err);
  if (err instanceof Error && err.stack && process.env.LOG_LEVEL === 'debug')
    console.error(err.stack);
  process.exit(1);
});
