// What the signed-in member may do to a row of the Members screen: the role table of
// common/permissions.ts, which the server checks again (403).
import { canManageMember, isRole, ROLES, type Role } from '../../common/permissions';
import { parseApiDate } from '../dates/dates';
import type { Member } from '../dataProvider/types';

/** The signed-in member's role, when the stored user has one. */
export function roleOf(user: { role?: unknown } | null | undefined): Role | undefined {
  return isRole(user?.role) ? user.role : undefined;
}

/** Whether `me` may change `member` at all (remove them, revoke their invitation, give a role). */
export function mayManage(me: Role | undefined, member: Member): boolean {
  return !!me && isRole(member.role) && canManageMember(me, member.role);
}

/** The roles `me` may give `member`, their own among them; [] when `me` may not change them. */
export function grantableRoles(me: Role | undefined, member: Member): Role[] {
  if (!me || !mayManage(me, member)) return [];
  return ROLES.filter((role) => role === member.role || canManageMember(me, member.role, role));
}

/** The roles `me` may invite someone with (an admin may not make an owner). */
export function invitableRoles(me: Role | undefined): Role[] {
  if (!me) return [];
  return ROLES.filter((role) => canManageMember(me, role, role));
}

/** A role less powerful than `from` (ROLES runs from the most powerful). */
export function isDemotion(from: Role, to: Role): boolean {
  return ROLES.indexOf(to) > ROLES.indexOf(from);
}

/** An invitation whose link no longer works (it stays listed so it can be resent). */
export function isExpired(member: Member, now: number = Date.now()): boolean {
  if (member.status !== 'invited') return false;
  const expires = parseApiDate(member.expires_at);
  return !!expires && expires.getTime() <= now;
}

/** How a row is named in labels and questions: the username, else (an invitation) the email. */
export function nameOf(member: Member): string {
  return member.username || member.email;
}

/** The roles' translation keys. */
export const roleLabel = (role: string) => `app.members.roles.${role}`;
