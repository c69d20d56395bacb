// PostgreSQL: the app's parameterised queries run as named prepared statements, prepared once per
// connection, the way statementCache.ts keeps SQLite's.
import { createHash } from 'node:crypto';
import type { PostgresPool, PostgresPoolClient } from 'kysely';
import type pg from 'pg';
import { BoundedMap } from '../lib/boundedMap.ts';

/**
 * Statements one connection prepares at the most. The app runs a few hundred distinct texts (a
 * bulk action's `in ($1, …)` makes one per size); a connection that meets more runs the rest
 * unprepared and is closed when released, the pool opening a fresh one in its place, so what
 * PostgreSQL keeps per connection stays bounded.
 */
export const STATEMENTS_PER_CONNECTION = 250;

/**
 * Queries with more parameters than this run unprepared: a bulk write or a long `in (…)` list is
 * rarely sent twice with the same number of values, and a prepared statement of thousands of
 * values would hold its parse tree and plan in the connection for nothing.
 */
export const MOST_PARAMETERS_PREPARED = 32;

/**
 * A LIMIT or OFFSET given as a parameter: a generic plan cannot know how many rows it reads, and
 * PostgreSQL chose one that scans and sorts all the admin's interviews for every page once deep
 * pages had made the custom plans look dear (the query plans test found it).
 */
const PAGED = /\b(?:limit|offset)\s+\$\d/i;

/**
 * Whether a query runs as a prepared statement: it has parameters, not too many, and no
 * parameterised LIMIT or OFFSET (those pages are planned for their values every time).
 */
export const preparable = (text: string, values: number): boolean =>
  values > 0 && values <= MOST_PARAMETERS_PREPARED && !PAGED.test(text);

/** The statement names of the texts seen lately (a name is a hash of its text, made once). */
const names = new BoundedMap<string>(2000);

/** A name that only this text can have: pg refuses one name for two texts on a connection. */
export function statementName(text: string): string {
  let name = names.get(text);
  if (name === undefined) {
    name = `k${createHash('sha256').update(text).digest('base64url').slice(0, 32)}`;
    names.set(text, name);
  }
  return name;
}

/**
 * PostgreSQL's answer to a prepared statement whose result columns changed under it (a column
 * added to a table it reads with `select *`, say by another server's migration).
 */
const isStalePlan = (err: unknown) =>
  (err as { code?: unknown }).code === '0A000' &&
  /cached plan must not change result type/.test((err as Error).message);

/**
 * A pool whose clients run each `preparable` query as a named prepared statement (the others go
 * as they are). The account read that every signed-in request makes took PostgreSQL 0.33 ms to
 * plan and 0.11 ms to run (EXPLAIN ANALYZE); a prepared statement is parsed once per connection
 * and keeps a generic plan where that costs no more than planning for the values each time
 * (PostgreSQL's plan cache decides; tests/server/queryPlans.test.ts checks the plans it keeps).
 *
 * A statement whose result changed shape since it was prepared runs again unprepared, and its
 * connection, whose other statements may be as stale, prepares nothing more and is closed when
 * released. In a transaction the first failure has aborted it, and that error is thrown.
 */
export function withPreparedStatements(
  pool: pg.Pool,
  limit = STATEMENTS_PER_CONNECTION,
): PostgresPool {
  const clients = new WeakMap<pg.PoolClient, PostgresPoolClient>();

  const wrap = (client: pg.PoolClient): PostgresPoolClient => {
    const prepared = new Set<string>();
    /** no more statements prepared on this connection: it is closed when released */
    let retired = false;
    const plain = (text: string, values: readonly unknown[]) =>
      client.query(text, values as unknown[]);
    const run = async (text: string, values: readonly unknown[]) => {
      if (retired || !preparable(text, values.length)) return plain(text, values);
      const name = statementName(text);
      if (!prepared.has(name)) {
        if (prepared.size >= limit) {
          retired = true;
          return plain(text, values);
        }
        prepared.add(name);
      }
      try {
        return await client.query({ name, text, values: values as unknown[] });
      } catch (err) {
        if (!isStalePlan(err)) throw err;
        retired = true;
        try {
          return await plain(text, values);
        } catch {
          throw err;
        }
      }
    };
    // a string is a query; anything else is a cursor (a streamed query), which pg runs as given
    const query = (query: string | object, values?: readonly unknown[]) =>
      typeof query === 'string' ? run(query, values ?? []) : client.query(query as never);
    return {
      query: query as unknown as PostgresPoolClient['query'],
      release: () => {
        if (!retired) {
          client.release();
          return;
        }
        // the pool closes a client released with an error, and opens a fresh one when needed
        clients.delete(client);
        client.release(true);
      },
    };
  };

  return {
    async connect() {
      const client = await pool.connect();
      let wrapped = clients.get(client);
      if (!wrapped) {
        wrapped = wrap(client);
        clients.set(client, wrapped);
      }
      return wrapped;
    },
    end: () => pool.end(),
  };
}
