import type BetterSqlite3 from 'better-sqlite3';
import type { SqliteDatabase, SqliteStatement } from 'kysely';

/** Prepared statements kept per database: the distinct SQL texts of the app, with room to spare. */
const STATEMENTS_KEPT = 500;

/** Statements that change the schema: the kept statements' column names may no longer hold. */
const SCHEMA_CHANGE = /^\s*(alter|create|drop)\b/i;

/**
 * A statement as Kysely's SQLite driver runs it, its rows read as arrays and made into objects
 * here: better-sqlite3 makes each row object through V8's API one property at a time, which cost
 * more than the query itself on a page of candidates. The column names are read once per
 * statement (reading them costs more than a short query) and again when a row's width no longer
 * matches them (a column added or dropped under a `select *`).
 */
class NamedRows implements SqliteStatement {
  #names: string[] | undefined;

  constructor(readonly statement: BetterSqlite3.Statement) {
    if (statement.reader) statement.raw(true);
  }

  get reader() {
    return this.statement.reader;
  }

  run(parameters: readonly unknown[]) {
    return this.statement.run(parameters);
  }

  all(parameters: readonly unknown[]) {
    return (this.statement.all(parameters) as unknown[][]).map((row) => this.#named(row));
  }

  *iterate(parameters: readonly unknown[]) {
    for (const row of this.statement.iterate(parameters) as Iterable<unknown[]>) {
      yield this.#named(row);
    }
  }

  /** The row as an object, as better-sqlite3 makes it: a later column of the same name wins. */
  #named(row: unknown[]) {
    let names = this.#names;
    if (names?.length !== row.length) {
      names = this.#names = this.statement.columns().map((c) => c.name);
    }
    const out: Record<string, unknown> = {};
    for (let i = 0; i < row.length; i++) out[names[i]!] = row[i];
    return out;
  }
}

/**
 * The database as Kysely's SQLite dialect sees it, with its prepared statements kept by SQL text.
 * Kysely prepares every query it runs; preparing costs about as much as running a short query,
 * and the app runs the same few hundred texts over and over. A statement still being iterated
 * (a streamed query) is busy and cannot run twice at once: that call gets a fresh one. A change
 * of the schema through it (a migration) drops the kept statements.
 */
export function withStatementCache(sqlite: BetterSqlite3.Database): SqliteDatabase {
  const kept = new Map<string, NamedRows>();
  return {
    close: () => sqlite.close(),
    prepare(sql: string) {
      const statement = kept.get(sql);
      if (statement && !statement.statement.busy) return statement;
      const fresh = new NamedRows(sqlite.prepare(sql));
      if (SCHEMA_CHANGE.test(sql)) kept.clear();
      else if (!statement) {
        kept.set(sql, fresh);
        if (kept.size > STATEMENTS_KEPT) kept.delete(kept.keys().next().value!);
      }
      return fresh;
    },
  };
}
