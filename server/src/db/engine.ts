import { PostgresAdapter, type Kysely } from 'kysely';
import type { Database } from './schema.ts';

export type Db = Kysely<Database>;

/** The engine behind a Db: SQLite in DATA_DIR (the default), or PostgreSQL (DATABASE_URL). */
export type Engine = 'sqlite' | 'postgres';

/** Whether the database (or transaction) is PostgreSQL, for the queries each engine shapes its own way. */
export const isPostgres = (db: Db): boolean => db.getExecutor().adapter instanceof PostgresAdapter;
