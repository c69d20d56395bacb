import { sql, type Insertable } from 'kysely';
import { COUNT_COLUMNS, countsOf } from '../../db/adminCounts.ts';
import type { Db } from '../../db/engine.ts';
import type { DataState } from '../../db/dataVersions.ts';
import { queryTemplate } from '../../db/queryTemplate.ts';
import type { AdminRow, Database } from '../../db/schema.ts';

export type AdminChanges = Partial<
  Pick<AdminRow, 'username' | 'email' | 'phone' | 'name' | 'password_hash'>
> & { previous_password_hash?: string | null };

export const findAdminById = (db: Db, id: string): Promise<AdminRow | undefined> =>
  db.selectFrom('admins').selectAll().where('id', '=', id).executeTakeFirst();

/** The admin with their data version and counts (findAdminWithData): compiled once. */
const adminWithData = queryTemplate((db: Db, id: string) =>
  db
    .selectFrom('admins as a')
    .leftJoin('data_versions as v', 'v.admin_id', 'a.id')
    .leftJoin('admin_counts as c', 'c.admin_id', 'a.id')
    .selectAll('a')
    .select('v.version as data_version')
    .select(COUNT_COLUMNS.map((column) => `c.${column}` as const))
    .where('a.id', '=', id),
);

/**
 * The admin, and in the same query their data version and counts (db/dataVersions.ts): the one
 * read a signed-in request makes before its route, which the lists' kept answers and totals then
 * use. On PostgreSQL each query is a round trip; a list read these in three.
 */
export async function findAdminWithData(
  db: Db,
  id: string,
): Promise<{ admin: AdminRow; data: DataState } | undefined> {
  const [row] = await adminWithData(db, id);
  if (!row) return undefined;
  const admin: Record<string, unknown> = {};
  for (const column in row) {
    if (!DATA_COLUMNS.has(column)) admin[column] = row[column as keyof typeof row];
  }
  return {
    admin: admin as AdminRow,
    data: { version: Number(row.data_version ?? 0), counts: countsOf(row) },
  };
}

const DATA_COLUMNS = new Set<string>(['data_version', ...COUNT_COLUMNS]);

export const findAdminByUsername = (db: Db, username: string): Promise<AdminRow | undefined> =>
  db.selectFrom('admins').selectAll().where('username', '=', username).executeTakeFirst();

/** The admin whose username equals this one regardless of case (usernames are unique so). */
export const findAdminByUsernameAnyCase = (
  db: Db,
  username: string,
): Promise<AdminRow | undefined> =>
  db
    .selectFrom('admins')
    .selectAll()
    .where(sql<string>`lower(username)`, '=', username.toLowerCase())
    .executeTakeFirst();

/** True when an admin other than `exceptId` has this username, in any case. */
export async function usernameTaken(db: Db, username: string, exceptId: string): Promise<boolean> {
  const holder = await findAdminByUsernameAnyCase(db, username);
  return holder !== undefined && holder.id !== exceptId;
}

/**
 * Inserts the admin unless one with this id or username (in any case) is there; true when it
 * did. Of two servers creating the first admin at once, one does and the other finds it.
 */
export async function insertAdmin(db: Db, row: Insertable<Database['admins']>): Promise<boolean> {
  const result = await db
    .insertInto('admins')
    .values(row)
    .onConflict((oc) => oc.doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
}

/**
 * Applies the changes; `endSessions` moves the token version on in the same statement, so every
 * token signed before stops working.
 */
export async function updateAdmin(
  db: Db,
  id: string,
  changes: AdminChanges,
  endSessions = false,
): Promise<AdminRow> {
  if (Object.keys(changes).length > 0 || endSessions) {
    await db
      .updateTable('admins')
      .set(changes)
      .$if(endSessions, (q) => q.set({ token_version: sql<number>`token_version + 1` }))
      .where('id', '=', id)
      .execute();
  }
  return db.selectFrom('admins').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
}
