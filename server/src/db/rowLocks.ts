import { PostgresAdapter, type SelectQueryBuilder } from 'kysely';
import type { Db } from './engine.ts';

/**
 * The query with FOR UPDATE on PostgreSQL: in a transaction the rows read stay locked until it
 * ends, so of two concurrent read-then-write transactions the second reads what the first wrote.
 * SQLite has no FOR UPDATE and needs none: the server runs one transaction at a time on it.
 */
export function forUpdate<DB, TB extends keyof DB, O>(
  db: Db,
  query: SelectQueryBuilder<DB, TB, O>,
): SelectQueryBuilder<DB, TB, O> {
  return db.getExecutor().adapter instanceof PostgresAdapter ? query.forUpdate() : query;
}
