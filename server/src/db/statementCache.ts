import type BetterSqlite3 from 'better-sqlite3';
import type { SqliteDatabase } from 'kysely';

/** Prepared statements kept per database: the distinct SQL texts of the app, with room to spare. */
const STATEMENTS_KEPT = 500;

/**
 * The database as Kysely's SQLite dialect sees it, with its prepared statements kept by SQL text.
 * Kysely prepares every query it runs; preparing costs about as much as running a short query,
 * and the app runs the same few hundred texts over and over. A statement still being iterated
 * (a streamed query) is busy and cannot run twice at once: that call gets a fresh one.
 */
export function withStatementCache(sqlite: BetterSqlite3.Database): SqliteDatabase {
  const kept = new Map<string, BetterSqlite3.Statement>();
  return {
    close: () => sqlite.close(),
    prepare(sql: string) {
      const statement = kept.get(sql);
      if (statement && !statement.busy) return statement;
      const fresh = sqlite.prepare(sql);
      if (!statement) {
        kept.set(sql, fresh);
        if (kept.size > STATEMENTS_KEPT) kept.delete(kept.keys().next().value!);
      }
      return fresh;
    },
  };
}
