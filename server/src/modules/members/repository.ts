// The members of a workspace (accounts in `admins`) and its invitations.
import { sql } from 'kysely';
import type { Role } from '../../../../common/permissions.ts';
import type { Db } from '../../db/engine.ts';
import type { AdminRow, InvitationRow } from '../../db/schema.ts';

/** The workspace's members, not removed, oldest first. */
export const activeMembers = (db: Db, workspaceId: string): Promise<AdminRow[]> =>
  db
    .selectFrom('admins')
    .selectAll()
    .where('workspace_id', '=', workspaceId)
    .where('deleted', '=', 0)
    .orderBy('created_at')
    .orderBy('id')
    .execute();

/** A member of the workspace, not removed. */
export const findMember = (db: Db, workspaceId: string, id: string) =>
  db
    .selectFrom('admins')
    .selectAll()
    .where('workspace_id', '=', workspaceId)
    .where('id', '=', id)
    .where('deleted', '=', 0)
    .executeTakeFirst();

/** How many owners the workspace has. */
export async function ownerCount(db: Db, workspaceId: string): Promise<number> {
  const row = await db
    .selectFrom('admins')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('workspace_id', '=', workspaceId)
    .where('deleted', '=', 0)
    .where('member_role', '=', 'owner')
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Sets a member's role or removes them; either way their tokens stop working. */
export async function changeMember(
  db: Db,
  id: string,
  change: { member_role: Role } | { deleted: 1 },
): Promise<void> {
  await db
    .updateTable('admins')
    .set({ ...change, token_version: sql<number>`token_version + 1` })
    .where('id', '=', id)
    .execute();
}

/** True when a member of the workspace has this email (any case). */
export async function memberWithEmail(
  db: Db,
  workspaceId: string,
  emailKey: string,
): Promise<boolean> {
  const row = await db
    .selectFrom('admins')
    .select('id')
    .where('workspace_id', '=', workspaceId)
    .where('deleted', '=', 0)
    .where(sql<string>`lower(email)`, '=', emailKey)
    .executeTakeFirst();
  return row !== undefined;
}

/** Invitations neither accepted nor revoked (expired ones included), newest first. */
export const pendingInvitations = (db: Db, workspaceId: string): Promise<InvitationRow[]> =>
  db
    .selectFrom('invitations')
    .selectAll()
    .where('workspace_id', '=', workspaceId)
    .where('accepted_at', 'is', null)
    .where('revoked_at', 'is', null)
    .orderBy('created_at', 'desc')
    .execute();

/** A pending invitation of the workspace, by id. */
export const findPendingInvitation = (db: Db, workspaceId: string, id: string) =>
  db
    .selectFrom('invitations')
    .selectAll()
    .where('workspace_id', '=', workspaceId)
    .where('id', '=', id)
    .where('accepted_at', 'is', null)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();

/** The pending invitation to this email in the workspace, if any. */
export const pendingInvitationTo = (db: Db, workspaceId: string, emailKey: string) =>
  db
    .selectFrom('invitations')
    .selectAll()
    .where('workspace_id', '=', workspaceId)
    .where('email_key', '=', emailKey)
    .where('accepted_at', 'is', null)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();

/** The invitation whose link's token hashes to this. */
export const invitationByHash = (db: Db, tokenHash: string) =>
  db.selectFrom('invitations').selectAll().where('token_hash', '=', tokenHash).executeTakeFirst();

export async function insertInvitation(db: Db, row: InvitationRow): Promise<void> {
  await db.insertInto('invitations').values(row).execute();
}

/** Changes a pending invitation; false when it is no longer pending (used or revoked meanwhile). */
export async function updatePendingInvitation(
  db: Db,
  id: string,
  change: Partial<Pick<InvitationRow, 'token_hash' | 'expires_at' | 'role' | 'revoked_at'>> &
    Partial<Pick<InvitationRow, 'accepted_at' | 'member_id'>>,
): Promise<boolean> {
  const result = await db
    .updateTable('invitations')
    .set(change)
    .where('id', '=', id)
    .where('accepted_at', 'is', null)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}
