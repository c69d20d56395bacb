import { sql, type Kysely } from 'kysely';
import { addCounter, columnTypes } from './columns.ts';

export async function up(db: Kysely<unknown>): Promise<void> {
  // usernames unique regardless of case; look-alikes already present are never merged or
  // renamed silently: the start stops and names them
  const names = columnTypes(db).postgres
    ? sql`string_agg(username, ', ')`
    : sql`group_concat(username, ', ')`;
  const { rows } = await sql<{ names: string }>`
    select ${names} as names from admins
    group by lower(username) having count(*) > 1`.execute(db);
  if (rows.length > 0) {
    throw new Error(
      `usernames that differ only in case must be renamed first: ${rows
        .map((r) => r.names)
        .join('; ')}`,
    );
  }
  await db.schema
    .createIndex('admins_username_nocase')
    .unique()
    .on('admins')
    .expression(sql`lower(username)`)
    .execute();
  await addCounter(db, 'admins', 'token_version', 0);
}
