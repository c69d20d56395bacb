// Members of a workspace: invitations, roles, removal (issue 50; docs/members.md). Every change is
// checked against the role table (common/permissions.ts), keeps at least one owner, and is
// written to the audit log in its own transaction.
import { createHash, randomBytes } from 'node:crypto';
import { canManageMember, isRole, ROLES, type Role } from '../../../../common/permissions.ts';
import type { Actor } from '../../auth/actor.ts';
import { notPermitted } from '../../auth/permissions.ts';
import { hashPassword } from '../../auth/password.ts';
import { lockKey } from '../../db/keyLocks.ts';
import type { Db } from '../../db/engine.ts';
import type { AdminRow, InvitationRow } from '../../db/schema.ts';
import { ApiError, badRequest, notFound } from '../../errors.ts';
import { newId } from '../../lib/ids.ts';
import type { AppDeps } from '../../types.ts';
import { recordAudit } from '../audit/repository.ts';
import { findAdminByUsernameAnyCase, insertAdmin } from '../auth/repository.ts';
import { signFor, toUser } from '../auth/service.ts';
import { checkEmail, checkPassword, checkUsername } from '../profile/service.ts';
import { memberInvitationEmail } from '../outbox/memberEvents.ts';
import * as repo from './repository.ts';
import type { MemberJson } from './schemas.ts';

export const INVITATION_DAYS = 7;
export const LAST_OWNER = 'A workspace needs at least one owner.';
export const ALREADY_MEMBER = 'This email is already a member or invited.';
export const INVALID_INVITATION = 'This invitation is not valid or has expired.';
const MEMBER_NOT_FOUND = 'Member not found';

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** A new link: 43 random URL-safe characters, kept only as their hash. */
function newInvitationToken(now: Date) {
  const token = randomBytes(32).toString('base64url');
  const expires = new Date(now.getTime() + INVITATION_DAYS * 24 * 60 * 60 * 1000);
  return { token, hash: hashToken(token), expires_at: expires.toISOString() };
}

export const invitationLink = (token: string) => `/accept-invite?token=${token}`;

function roleOf(value: string): Role {
  if (!isRole(value)) throw badRequest(`Role must be one of: ${ROLES.join(', ')}`);
  return value;
}

function emailOf(value: string): string {
  const email = value.trim();
  if (!email) throw badRequest('Email is required');
  checkEmail(email);
  return email;
}

const memberJson = (admin: AdminRow): MemberJson => ({
  id: admin.id,
  username: admin.username,
  email: admin.email,
  role: admin.member_role,
  status: 'active',
  created_at: admin.created_at,
  last_sign_in_at: admin.last_sign_in_at,
});

const invitationJson = (invitation: InvitationRow): MemberJson => ({
  id: invitation.id,
  username: '',
  email: invitation.email,
  role: invitation.role,
  status: 'invited',
  created_at: invitation.created_at,
  last_sign_in_at: null,
  expires_at: invitation.expires_at,
});

/** The members, oldest first, then the pending invitations, newest first. */
export async function listMembers(db: Db, workspaceId: string): Promise<MemberJson[]> {
  const [members, invitations] = await Promise.all([
    repo.activeMembers(db, workspaceId),
    repo.pendingInvitations(db, workspaceId),
  ]);
  return [...members.map(memberJson), ...invitations.map(invitationJson)];
}

export async function invite(deps: AppDeps, actor: Actor, body: { email: string; role: string }) {
  const email = emailOf(body.email);
  const role = roleOf(body.role);
  if (!canManageMember(actor.role, role, role)) throw notPermitted();
  const emailKey = email.toLowerCase();
  const now = deps.clock.now();
  const link = newInvitationToken(now);
  const row: InvitationRow = {
    id: newId(),
    workspace_id: actor.workspaceId,
    email,
    email_key: emailKey,
    role,
    token_hash: link.hash,
    invited_by: actor.memberId,
    created_at: now.toISOString(),
    expires_at: link.expires_at,
    accepted_at: null,
    revoked_at: null,
    member_id: null,
  };
  await deps.db.transaction().execute(async (trx) => {
    await lockKey(trx, `invite:${actor.workspaceId}:${emailKey}`);
    if (await repo.memberWithEmail(trx, actor.workspaceId, emailKey)) {
      throw new ApiError(409, ALREADY_MEMBER);
    }
    const pending = await repo.pendingInvitationTo(trx, actor.workspaceId, emailKey);
    if (pending && pending.expires_at > now.toISOString()) throw new ApiError(409, ALREADY_MEMBER);
    // an expired invitation to the same address gives way to the new one
    if (pending)
      await repo.updatePendingInvitation(trx, pending.id, { revoked_at: now.toISOString() });
    await repo.insertInvitation(trx, row);
    await recordAudit(
      trx,
      actor,
      {
        action: 'member.invite',
        target_type: 'member',
        target_id: row.id,
        summary: `Invited ${email} as ${role}`,
        changes: { role: { before: null, after: role }, email: { before: null, after: email } },
      },
      now,
    );
    await memberInvitationEmail(trx, deps, {
      workspaceId: actor.workspaceId,
      to: email,
      role,
      path: invitationLink(link.token),
      inviter: actor.username,
    });
  });
  return { id: row.id, email, role, link: invitationLink(link.token), expires_at: link.expires_at };
}

/** A new link for a pending invitation, valid 7 days from now; the old link stops working. */
export async function resend(deps: AppDeps, actor: Actor, id: string) {
  const invitation = await repo.findPendingInvitation(deps.db, actor.workspaceId, id);
  if (!invitation) throw notFound('Invitation not found');
  if (!canManageMember(actor.role, invitation.role)) throw notPermitted();
  const now = deps.clock.now();
  const link = newInvitationToken(now);
  await deps.db.transaction().execute(async (trx) => {
    const changed = await repo.updatePendingInvitation(trx, id, {
      token_hash: link.hash,
      expires_at: link.expires_at,
    });
    if (!changed) throw notFound('Invitation not found');
    await recordAudit(
      trx,
      actor,
      {
        action: 'member.resend',
        target_type: 'member',
        target_id: id,
        summary: `Sent a new invitation link to ${invitation.email}`,
      },
      now,
    );
    await memberInvitationEmail(trx, deps, {
      workspaceId: actor.workspaceId,
      to: invitation.email,
      role: invitation.role,
      path: invitationLink(link.token),
      inviter: actor.username,
    });
  });
  return { link: invitationLink(link.token), expires_at: link.expires_at };
}

/** Refuses to leave the workspace without an owner (under a lock: two demotions at once). */
async function keepAnOwner(trx: Db, workspaceId: string, target: AdminRow): Promise<void> {
  if (target.member_role !== 'owner') return;
  if ((await repo.ownerCount(trx, workspaceId)) <= 1) throw new ApiError(409, LAST_OWNER);
}

/** A member's new role (their sessions end: they sign in again with it), or an invitation's. */
export async function changeRole(deps: AppDeps, actor: Actor, id: string, body: { role: string }) {
  const role = roleOf(body.role);
  const now = deps.clock.now();
  await deps.db.transaction().execute(async (trx) => {
    await lockKey(trx, `owners:${actor.workspaceId}`);
    const member = await repo.findMember(trx, actor.workspaceId, id);
    if (!member) {
      const invitation = await repo.findPendingInvitation(trx, actor.workspaceId, id);
      if (!invitation) throw notFound(MEMBER_NOT_FOUND);
      if (!canManageMember(actor.role, invitation.role, role)) throw notPermitted();
      await repo.updatePendingInvitation(trx, id, { role });
      await recordAudit(
        trx,
        actor,
        {
          action: 'member.role',
          target_type: 'member',
          target_id: id,
          summary: `Changed the invitation of ${invitation.email} from ${invitation.role} to ${role}`,
          changes: { role: { before: invitation.role, after: role } },
        },
        now,
      );
      return;
    }
    if (!canManageMember(actor.role, member.member_role, role)) throw notPermitted();
    if (member.member_role === role) return;
    if (role !== 'owner') await keepAnOwner(trx, actor.workspaceId, member);
    await repo.changeMember(trx, member.id, { member_role: role });
    await recordAudit(
      trx,
      actor,
      {
        action: 'member.role',
        target_type: 'member',
        target_id: member.id,
        summary: `Changed ${member.username} from ${member.member_role} to ${role}`,
        changes: { role: { before: member.member_role, after: role } },
      },
      now,
    );
  });
}

/** Removes a member (their sessions end at once) or revokes an invitation. */
export async function removeMember(deps: AppDeps, actor: Actor, id: string): Promise<string> {
  const now = deps.clock.now();
  return deps.db.transaction().execute(async (trx) => {
    await lockKey(trx, `owners:${actor.workspaceId}`);
    const member = await repo.findMember(trx, actor.workspaceId, id);
    if (!member) {
      const invitation = await repo.findPendingInvitation(trx, actor.workspaceId, id);
      if (!invitation) throw notFound(MEMBER_NOT_FOUND);
      if (!canManageMember(actor.role, invitation.role)) throw notPermitted();
      await repo.updatePendingInvitation(trx, id, { revoked_at: now.toISOString() });
      await recordAudit(
        trx,
        actor,
        {
          action: 'member.revoke',
          target_type: 'member',
          target_id: id,
          summary: `Revoked the invitation of ${invitation.email}`,
        },
        now,
      );
      return 'Invitation revoked';
    }
    if (!canManageMember(actor.role, member.member_role)) throw notPermitted();
    await keepAnOwner(trx, actor.workspaceId, member);
    await repo.changeMember(trx, member.id, { deleted: 1 });
    await recordAudit(
      trx,
      actor,
      {
        action: 'member.remove',
        target_type: 'member',
        target_id: member.id,
        summary: `Removed ${member.username} (${member.member_role})`,
        changes: { role: { before: member.member_role, after: null } },
      },
      now,
    );
    return 'Member removed';
  });
}

/**
 * The invitee's new account, from a pending link: a member of the workspace with the invited
 * role, signed in. The link is used up in the same transaction, so it works once.
 */
export async function acceptInvitation(
  deps: AppDeps,
  body: { token: string; username: string; password: string },
  ip: string,
) {
  const now = deps.clock.now();
  const invitation = await repo.invitationByHash(deps.db, hashToken(body.token));
  const valid =
    invitation &&
    !invitation.accepted_at &&
    !invitation.revoked_at &&
    invitation.expires_at > now.toISOString();
  if (!valid) throw badRequest(INVALID_INVITATION);
  const username = body.username.trim();
  checkUsername(username);
  checkPassword(body.password);
  if (await findAdminByUsernameAnyCase(deps.db, username)) {
    throw new ApiError(409, 'Username already taken');
  }
  const admin: AdminRow = {
    id: newId(),
    username,
    password_hash: await hashPassword(body.password),
    previous_password_hash: null,
    role: 'admin',
    name: '',
    email: invitation.email,
    phone: '',
    profile_image: null,
    deleted: 0,
    created_at: now.toISOString(),
    token_version: 0,
    workspace_id: invitation.workspace_id,
    member_role: invitation.role,
    last_sign_in_at: now.toISOString(),
  };
  await deps.db.transaction().execute(async (trx) => {
    const used = await repo.updatePendingInvitation(trx, invitation.id, {
      accepted_at: now.toISOString(),
      member_id: admin.id,
    });
    if (!used) throw badRequest(INVALID_INVITATION);
    if (!(await insertAdmin(trx, admin))) throw new ApiError(409, 'Username already taken');
    await recordAudit(
      trx,
      { workspaceId: admin.workspace_id, memberId: admin.id, username, ip },
      {
        action: 'member.join',
        target_type: 'member',
        target_id: admin.id,
        summary: `${username} accepted the invitation of ${invitation.email} as ${invitation.role}`,
      },
      now,
    );
  });
  return { token: signFor(deps.tokens, admin), user: toUser(admin) };
}
