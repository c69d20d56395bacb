import type { Db } from './engine.ts';

/**
 * Runs `run` in a transaction: the caller's when `db` is one already (its writes then commit or
 * roll back with the caller's), else a new one.
 */
export function inTransaction<T>(db: Db, run: (trx: Db) => Promise<T>): Promise<T> {
  return db.isTransaction ? run(db) : db.transaction().execute(run);
}
