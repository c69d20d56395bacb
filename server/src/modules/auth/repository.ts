import type { Db } from '../../db/database.ts';
import type { AdminRow } from '../../db/schema.ts';

export type AdminChanges = Partial<
  Pick<AdminRow, 'username' | 'email' | 'phone' | 'name' | 'password_hash'>
> & { previous_password_hash?: string | null };

export const findAdminById = (db: Db, id: string): Promise<AdminRow | undefined> =>
  db.selectFrom('admins').selectAll().where('id', '=', id).executeTakeFirst();

export const findAdminByUsername = (db: Db, username: string): Promise<AdminRow | undefined> =>
  db.selectFrom('admins').selectAll().where('username', '=', username).executeTakeFirst();

/** True when an admin other than `exceptId` has this username. */
export async function usernameTaken(db: Db, username: string, exceptId: string): Promise<boolean> {
  const holder = await findAdminByUsername(db, username);
  return holder !== undefined && holder.id !== exceptId;
}

export async function insertAdmin(db: Db, row: AdminRow): Promise<void> {
  await db.insertInto('admins').values(row).execute();
}

export async function updateAdmin(db: Db, id: string, changes: AdminChanges): Promise<AdminRow> {
  if (Object.keys(changes).length > 0) {
    await db.updateTable('admins').set(changes).where('id', '=', id).execute();
  }
  return db.selectFrom('admins').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
}
