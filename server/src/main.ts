import { ConfigError, loadConfig, type Config } from './config.ts';
import { startServer, type Started } from './bootstrap.ts';

function displayHost(host: string): string {
  if (host === '0.0.0.0' || host === '::' || host === '127.0.0.1' || host === '::1') {
    return 'localhost';
  }
  return host.includes(':') ? `[${host}]` : host;
}

function banner(config: Config, started: Started, port: number): string {
  const url = `http://${displayHost(config.host)}:${port}`;
  const lines = [
    '',
    `Interview AI Admin is running at ${url}`,
    `  API base:   ${url}/api`,
    `  DATA_DIR:   ${config.dataDir}`,
    `  Demo data:  ${started.seeded ? 'loaded' : config.seedDemo ? 'already present or skipped' : 'off (SEED_DEMO=off)'}`,
  ];
  if (started.createdAdmin && started.generatedPassword) {
    lines.push(
      `  Admin:      username "${config.adminUsername}", password "${started.generatedPassword}"`,
      '              This password is shown only once. Set ADMIN_PASSWORD to choose one.',
    );
  } else if (started.createdAdmin) {
    lines.push(`  Admin:      username "${config.adminUsername}", password from ADMIN_PASSWORD`);
  } else {
    lines.push(`  Admin:      username "${config.adminUsername}"`);
  }
  lines.push('');
  return lines.join('\n');
}

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

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal} received, shutting down`);
    try {
      await app.close();
      await db.destroy();
      process.exit(0);
    } catch (err) {
      console.error('Error while shutting down:', err);
      process.exit(1);
    }
  };
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
  const port = typeof address === 'object' && address ? address.port : config.port;
  console.log(banner(config, started, port));
}

main().catch((err: unknown) => {
  console.error('Interview AI Admin failed to start:', err instanceof Error ? err.message : err);
  if (err instanceof Error && err.stack && process.env.LOG_LEVEL === 'debug')
    console.error(err.stack);
  process.exit(1);
});
