import { sql } from 'kysely';
import type { Db } from './engine.ts';
import { loose } from './ownedTable.ts';

/** The admin-owned tables whose rows carry a `version`, moved on by every write. */
export type VersionedTable = 'candidates' | 'interviews' | 'training_sets' | 'jobs';

/**
 * Sets the given columns and moves the row's version on, in one statement: with `expected`, only
 * while the row is at one of those versions (a check and a write no other write can come
 * between). Answers the new version, or undefined when no row matched: gone, or moved on.
 */
export async function updateVersioned(
  db: Db,
  table: VersionedTable,
  adminId: string,
  id: string,
  patch: Record<string, unknown>,
  expected?: readonly number[],
): Promise<number | undefined> {
  if (expected && expected.length === 0) return undefined;
  let query = loose(db)
    .updateTable(table)
    .set({ ...patch, version: sql<number>`version + 1` })
    .where('id', '=', id)
    .where('admin_id', '=', adminId);
  if (expected) query = query.where('version', 'in', [...expected]);
  const row = await query.returning('version').executeTakeFirst();
  return row ? Number(row.version) : undefined;
}

/** The same for a workspace's settings (the skills): `workspaces.settings_version`. */
export async function bumpSettingsVersion(
  db: Db,
  workspaceId: string,
  expected?: readonly number[],
): Promise<number | undefined> {
  if (expected && expected.length === 0) return undefined;
  let query = db
    .updateTable('workspaces')
    .set({ settings_version: sql<number>`settings_version + 1` })
    .where('id', '=', workspaceId);
  if (expected) query = query.where('settings_version', 'in', [...expected]);
  const row = await query.returning('settings_version').executeTakeFirst();
  return row ? Number(row.settings_version) : undefined;
}
