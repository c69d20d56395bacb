// The app's queries as prepared statements on PostgreSQL (db/preparedStatements.ts): prepared once
// per connection, bounded per connection, and still answered right when a table changed under a
// statement. PostgreSQL only: the server project leaves tests/server/postgres/ out.
import { Kysely, PostgresDialect, sql, type CompiledQuery } from 'kysely';
import pg from 'pg';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../../server/src/config.ts';
import { openDatabase } from '../../../server/src/db/database.ts';
import {
  MOST_PARAMETERS_PREPARED,
  preparable,
  statementName,
  withPreparedStatements,
} from '../../../server/src/db/preparedStatements.ts';
import { generateRows } from '../generatedRows.ts';
import { freshDatabase, startTestApp, type TestApp } from '../testApp.ts';

let database: Awaited<ReturnType<typeof freshDatabase>>;
let pool: pg.Pool;
/** the pool's connections, as PostgreSQL knows them (pg_backend_pid) */
let opened: number;

/** A Kysely on one connection at a time (max 1), its queries prepared when `limit` allows. */
function oneConnection(limit?: number) {
  pool = new pg.Pool({ connectionString: database.env.DATABASE_URL, max: 1 });
  pool.on('connect', () => opened++);
  return new Kysely<Record<string, never>>({
    dialect: new PostgresDialect({ pool: withPreparedStatements(pool, limit) }),
  });
}

/** The statements the pool's one connection has prepared, by name. */
const preparedOn = async (db: Kysely<Record<string, never>>) =>
  (
    await sql<{ name: string }>`select name from pg_prepared_statements order by name`.execute(db)
  ).rows.map((r) => r.name);

const backend = async (db: Kysely<Record<string, never>>) =>
  (await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(db)).rows[0]!.pid;

beforeAll(async () => {
  database = await freshDatabase();
  const admin = new pg.Client({ connectionString: database.env.DATABASE_URL });
  await admin.connect();
  await admin.query('create table t (n integer)');
  await admin.query('insert into t values (1), (2), (3)');
  await admin.end();
});
afterEach(() => {
  opened = 0;
});
afterAll(async () => {
  await database.drop();
});

describe('withPreparedStatements', () => {
  it('prepares a query with parameters once on its connection, and runs it again by name', async () => {
    opened = 0;
    const db = oneConnection();
    try {
      const pid = await backend(db);
      const query = sql<{ n: number }>`select n from t where n >= ${2} order by n`;
      expect((await query.execute(db)).rows).toEqual([{ n: 2 }, { n: 3 }]);
      const name = statementName(query.compile(db).sql);
      expect(await preparedOn(db)).toEqual([name]);
      // other values, the same statement: still one prepared, the answer for the new values
      expect((await sql`select n from t where n >= ${3} order by n`.execute(db)).rows).toEqual([
        { n: 3 },
      ]);
      expect(await preparedOn(db)).toEqual([name]);
      // a query without parameters is sent as it is
      await sql`select count(*) from t`.execute(db);
      expect(await preparedOn(db)).toEqual([name]);
      expect(await backend(db)).toBe(pid);
    } finally {
      await db.destroy();
    }
  });

  it('runs a query of more than MOST_PARAMETERS_PREPARED values unprepared', async () => {
    const db = oneConnection();
    try {
      const inList = (n: number) =>
        sql<{ n: number }>`select n from t where n in (${sql.join(
          Array.from({ length: n }, (_, i) => i + 1),
        )}) order by n`;
      const most = inList(MOST_PARAMETERS_PREPARED);
      expect((await most.execute(db)).rows).toEqual([{ n: 1 }, { n: 2 }, { n: 3 }]);
      expect((await inList(MOST_PARAMETERS_PREPARED + 1).execute(db)).rows).toHaveLength(3);
      expect(await preparedOn(db)).toEqual([statementName(most.compile(db).sql)]);
    } finally {
      await db.destroy();
    }
  });

  it('prepares queries with parameters, but none with a parameterised LIMIT or OFFSET', () => {
    expect(preparable('select n from t where n = $1', 1)).toBe(true);
    expect(preparable('select n from t', 0)).toBe(false);
    expect(preparable('select n from t where n = $1', MOST_PARAMETERS_PREPARED + 1)).toBe(false);
    expect(preparable('select n from t where n > $1 order by n limit $2', 2)).toBe(false);
    expect(preparable('select n from t where n > $1 order by n limit $2 offset $3', 3)).toBe(false);
    expect(preparable('select n from t where n > $1 order by n OFFSET $2', 2)).toBe(false);
    // a literal limit is planned with the statement, like any other constant
    expect(preparable('select n from t where n = $1 limit 1', 1)).toBe(true);
  });

  it('names a text by its content: the same name for the same text, another for another', () => {
    expect(statementName('select $1::int')).toBe(statementName('select $1::int'));
    expect(statementName('select $1::int')).not.toBe(statementName('select $1::int + 1'));
    expect(statementName('select $1::int')).toMatch(/^k[\w-]{32}$/);
  });

  it('past its limit a connection runs queries unprepared, and is replaced once released', async () => {
    opened = 0;
    const db = oneConnection(2);
    try {
      const first = await backend(db);
      // three distinct texts (the literal differs in each): the third is past the limit of 2
      const q = (k: number) =>
        sql<{ m: number }>`select n + ${sql.lit(k)} + ${0}::int as m from t where n = ${1}`;
      for (const k of [1, 2, 3]) expect((await q(k).execute(db)).rows).toEqual([{ m: 1 + k }]);
      // the connection was closed when released: the next query runs on a fresh one
      const second = await backend(db);
      expect(second).not.toBe(first);
      expect(await preparedOn(db)).toEqual([]);
      expect((await q(1).execute(db)).rows).toEqual([{ m: 2 }]);
      expect(await preparedOn(db)).toEqual([statementName(q(1).compile(db).sql)]);
      expect(opened).toBe(2);
    } finally {
      await db.destroy();
    }
  });

  it('answers with the new columns after a table changed under a prepared select *', async () => {
    const db = oneConnection();
    const admin = new pg.Client({ connectionString: database.env.DATABASE_URL });
    await admin.connect();
    try {
      await admin.query('create table wide (n integer)');
      await admin.query('insert into wide values (7)');
      const all = () => sql<Record<string, number>>`select * from wide where n = ${7}`.execute(db);
      expect((await all()).rows).toEqual([{ n: 7 }]);
      expect((await all()).rows).toEqual([{ n: 7 }]);
      const pid = await backend(db);
      // as another server's migration would
      await admin.query('alter table wide add column m integer default 5');
      expect((await all()).rows).toEqual([{ n: 7, m: 5 }]);
      // that connection's statements may all be stale: it is replaced
      expect(await backend(db)).not.toBe(pid);
      expect((await all()).rows).toEqual([{ n: 7, m: 5 }]);
    } finally {
      await admin.end();
      await db.destroy();
    }
  });

  it('passes errors through, and the connection goes on', async () => {
    const db = oneConnection();
    try {
      await expect(sql`select n from no_such_table where n = ${1}`.execute(db)).rejects.toThrow(
        /no_such_table/,
      );
      await expect(sql`select 1 / ${0}::int`.execute(db)).rejects.toThrow(/division by zero/);
      expect((await sql`select n from t where n = ${1}`.execute(db)).rows).toEqual([{ n: 1 }]);
    } finally {
      await db.destroy();
    }
  });
});

describe('the app on PostgreSQL', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  it('a signed-in request runs its account read prepared, its page planned for its values', async () => {
    const auth = { authorization: `Bearer ${await t.login()}` };
    await generateRows(
      t.db,
      t.engine,
      { adminId: await t.adminId(), candidates: 3, interviewsEach: 1 },
      'p',
    );
    const sent: string[] = [];
    const executor = t.db.getExecutor();
    const execute = executor.executeQuery.bind(executor);
    executor.executeQuery = <R>(query: CompiledQuery<R>) => {
      sent.push(query.sql);
      return execute(query);
    };
    try {
      const res = await t.app.inject({ url: '/api/candidate/segregated', headers: auth });
      expect(res.statusCode, res.body).toBe(200);
    } finally {
      executor.executeQuery = execute;
    }
    const [account, page] = sent;
    expect(sent).toHaveLength(2);
    expect(account).toMatch(/admin_counts/);
    expect(page).toMatch(/limit \$\d+ offset \$\d+/);
    const prepared = await preparedOnEveryConnection(t);
    expect(prepared).toContain(account);
    expect(prepared).not.toContain(page);
  });

  it('keeps answering while another server’s migration adds a column under its statements', async () => {
    const auth = { authorization: `Bearer ${await t.login()}` };
    const [id] = (await t.db.selectFrom('candidates').select('id').limit(1).execute()).map(
      (r) => r.id,
    );
    const one = async () => {
      const res = await t.app.inject({ url: `/api/candidate/${id}`, headers: auth });
      expect(res.statusCode, res.body).toBe(200);
      return res.json().data;
    };
    // the candidate's read (every column of the row) prepared on the connection serving it
    const before = await one();
    expect(await one()).toEqual(before);
    // as a newer server's migration would, on a connection of its own
    const other = new pg.Client({ connectionString: t.config.databaseUrl });
    await other.connect();
    try {
      await other.query("alter table candidates add column rolled_out text default 'x'");
    } finally {
      await other.end();
    }
    // sequential requests take the connection that served the last one: its statement is stale
    for (let i = 0; i < 3; i++) expect(await one()).toEqual(before);
  });

  it('DATABASE_PREPARED_STATEMENTS=off runs every query unprepared', async () => {
    const off = await freshDatabase();
    try {
      const config = loadConfig({ ...off.env, DATABASE_PREPARED_STATEMENTS: 'off' });
      const { db } = await openDatabase(config);
      try {
        await db.selectFrom('admins').selectAll().where('id', '=', 'x').execute();
        await db.selectFrom('admins').selectAll().where('id', '=', 'x').execute();
        const { rows } = await sql`select name from pg_prepared_statements`.execute(db);
        expect(rows).toEqual([]);
      } finally {
        await db.destroy();
      }
      expect(loadConfig(off.env).databasePreparedStatements).toBe(true);
      expect(() => loadConfig({ ...off.env, DATABASE_PREPARED_STATEMENTS: 'maybe' })).toThrow(
        /DATABASE_PREPARED_STATEMENTS must be one of on\/off/,
      );
    } finally {
      await off.drop();
    }
  });
});

/**
 * The texts of the statements prepared on every connection of the app's pool (at most 10), read
 * while holding as many connections as the pool has, so that each is asked once.
 */
async function preparedOnEveryConnection(t: TestApp): Promise<string[]> {
  const texts: string[] = [];
  let holding = 0;
  await Promise.all(
    Array.from({ length: 10 }, () =>
      t.db.connection().execute(async (conn) => {
        const { rows } = await sql<{ statement: string }>`
          select statement from pg_prepared_statements`.execute(conn);
        texts.push(...rows.map((r) => r.statement));
        holding++;
        // each keeps its connection until all ten are held: no connection is asked twice
        while (holding < 10) await new Promise((resolve) => setTimeout(resolve, 5));
      }),
    ),
  );
  return texts;
}
