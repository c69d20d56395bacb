import { PostgresAdapter, sql } from 'kysely';
import type { Db } from './engine.ts';

/**
 * Holds a lock on `key` until the transaction `trx` ends, so that of two transactions checking
 * and then writing the same thing (an email, a domain) the second checks what the first wrote.
 * PostgreSQL runs transactions side by side: a transaction-level advisory lock on the key's hash.
 * SQLite runs one transaction at a time and needs none; outside a transaction it is no lock.
 */
export async function lockKey(trx: Db, key: string): Promise<void> {
  if (!trx.isTransaction || !(trx.getExecutor().adapter instanceof PostgresAdapter)) return;
  await sql`select pg_advisory_xact_lock(hashtextextended(${key}, 0))`.execute(trx);
}
