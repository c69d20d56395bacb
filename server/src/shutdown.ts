import type { Db } from './db/engine.ts';
import type { App } from './types.ts';

/** How long a stop may take (requests in flight, the database closing) before it exits anyway. */
export const SHUTDOWN_GRACE_MS = 10_000;

export interface ShutdownOptions {
  graceMs?: number;
  /** process.exit, or a stand-in in tests */
  exit: (code: number) => void;
  /** where the stop says what it does (stderr) */
  report?: (message: string) => void;
}

/**
 * The stop on SIGTERM or SIGINT: Fastify's close stops accepting connections, answers 503 to
 * new requests on open keep-alive connections and waits for the requests in flight; then the
 * database (on PostgreSQL its pool) closes and the process exits 0. Whatever still runs after
 * the grace period, the process exits then, with 1. Called again, it returns the stop under way
 * (main.ts listens with `once`: a second signal ends the process at once, its default action).
 */
export function gracefulShutdown(
  app: App,
  db: Db,
  options: ShutdownOptions,
): (signal: string) => Promise<void> {
  const { graceMs = SHUTDOWN_GRACE_MS, exit, report = (m) => console.error(m) } = options;
  let stopping: Promise<void> | undefined;
  const stop = async (signal: string) => {
    app.log.info(`${signal} received, shutting down`);
    const timer = setTimeout(() => {
      report(`Still stopping after ${graceMs / 1000} s: exiting anyway`);
      exit(1);
    }, graceMs);
    // a connection whose request is answered must not stay open for its keep-alive timeout:
    // the server's close waits for every connection to end
    const reaper = setInterval(() => app.server.closeIdleConnections(), 100);
    timer.unref();
    reaper.unref();
    try {
      await app.close();
      await db.destroy();
      exit(0);
    } catch (err) {
      report(`Error while shutting down: ${(err as Error).message}`);
      exit(1);
    } finally {
      clearTimeout(timer);
      clearInterval(reaper);
    }
  };
  return (signal) => (stopping ??= stop(signal));
}
