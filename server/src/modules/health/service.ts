import type { Db } from '../../db/engine.ts';
import { latestMigration } from './repository.ts';

/** Why the server is not ready ({reason, err} when the database failed), or undefined. */
export type ReadinessCheck = () => Promise<{ reason: string; err?: unknown } | undefined>;

/**
 * Ready: the database answers and holds the migrations this server ran (or found done) at its
 * start, by the name of the latest one (names sort in order: 001_…, 002_…). A database that lost
 * them (restored from an older backup, replaced) is not ready; one migrated further by a newer
 * server is.
 */
export async function readinessCheck(db: Db): Promise<ReadinessCheck> {
  const expected = await latestMigration(db);
  return async () => {
    let latest: string | undefined;
    try {
      latest = await latestMigration(db);
    } catch (err) {
      return { reason: 'Database unavailable', err };
    }
    if (expected === undefined || latest === undefined || latest < expected) {
      return { reason: 'Database migrations are not done' };
    }
    return undefined;
  };
}
