import { sql, type Insertable } from 'kysely';
import { inTransaction } from '../../db/transaction.ts';
import { COUNT_COLUMNS, countsOf } from '../../db/adminCounts.ts';
import type { Db } from '../../db/engine.ts';
import type { DataState } from '../../db/dataVersions.ts';
import { queryTemplate } from '../../db/queryTemplate.ts';
import type { AdminRow, Database, WorkspaceSettings } from '../../db/schema.ts';

export type AdminChanges = Partial<
  Pick<AdminRow, 'username' | 'email' | 'phone' | 'name' | 'password_hash'>
> & { previous_password_hash?: string | null };

export const findAdminById = (db: Db, id: string): Promise<AdminRow | undefined> =>
  db.selectFrom('admins').selectAll().where('id', '=', id).executeTakeFirst();

/** The admin with their workspace's data version and counts (findAdminWithData): compiled once. */
const adminWithData = queryTemplate((db: Db, id: string) =>
  db
    .selectFrom('admins as a')
    .leftJoin('data_versions as v', 'v.admin_id', 'a.workspace_id')
    .leftJoin('admin_counts as c', 'c.admin_id', 'a.workspace_id')
    .innerJoin('workspaces as w', 'w.id', 'a.workspace_id')
    .selectAll('a')
    .select(['w.name as workspace_name', 'w.max_ques_limit', 'w.settings_version'])
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
): Promise<{ admin: AdminRow; workspace: WorkspaceSettings; data: DataState } | undefined> {
  const [row] = await adminWithData(db, id);
  if (!row) return undefined;
  const admin: Record<string, unknown> = {};
  for (const column in row) {
    if (!NOT_ADMIN_COLUMNS.has(column)) admin[column] = row[column as keyof typeof row];
  }
  const workspace: WorkspaceSettings = {
    id: row.workspace_id,
    name: row.workspace_name,
    max_ques_limit: Number(row.max_ques_limit),
    settings_version: Number(row.settings_version),
  };
  return {
    admin: admin as AdminRow,
    workspace,
    data: { version: Number(row.data_version ?? 0), counts: countsOf(row) },
  };
}

const NOT_ADMIN_COLUMNS = new Set<string>([
  'data_version',
  'workspace_name',
  'max_ques_limit',
  'settings_version',
  ...COUNT_COLUMNS,
]);

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

/** When the member last signed in (the members list shows it). */
export async function markSignedIn(db: Db, id: string, at: string): Promise<void> {
  await db.updateTable('admins').set({ last_sign_in_at: at }).where('id', '=', id).execute();
}

/**
 * An account that owns a new workspace of its own (the workspace takes the account's id, as
 * migration 013 made them): the first admin of a server, a test's or the bench's admins. False
 * when an account with this id or username was there (nothing is written then).
 */
export async function insertOwner(
  db: Db,
  row: Omit<Insertable<Database['admins']>, 'workspace_id' | 'member_role'>,
  workspaceName: string,
): Promise<boolean> {
  return inTransaction(db, async (trx) => {
    const inserted = await insertAdmin(trx, { ...row, workspace_id: row.id, member_role: 'owner' });
    if (inserted) {
      await trx
        .insertInto('workspaces')
        .values({ id: row.id, name: workspaceName, created_at: row.created_at })
        .execute();
    }
    return inserted;
  });
}
