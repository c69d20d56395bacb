import { sql } from 'kysely';
import type { Db } from '../../db/engine.ts';

/** Answers when the database does; throws when it does not. */
export async function ping(db: Db): Promise<void> {
  await sql`select 1`.execute(db);
}

/**
 * The name of the latest migration applied to the database (Kysely's migration table), or
 * undefined when none is.
 */
export async function latestMigration(db: Db): Promise<string | undefined> {
  const { rows } = await sql<{ name: string | null }>`
    select max(name) as name from kysely_migration`.execute(db);
  return rows[0]?.name ?? undefined;
}
