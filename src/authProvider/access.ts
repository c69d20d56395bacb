// What the signed-in member may see and do, as react-admin's canAccess asks it: the role table of
// common/permissions.ts, which the server enforces on every call.
import { canAccess, isRole } from '../../common/permissions';

/** The resources that exist only on a server with workspaces (docs/members.md). */
const TEAM_ONLY = new Set([
  'members',
  'audit',
  'outbox',
  'webhooks',
  'messages',
  'scoring',
  'privacy',
]);

export interface AccessUser {
  role?: unknown;
  /** set by a server with workspaces; the platform's user record has none */
  workspace_id?: unknown;
}

/**
 * Whether the user may take `action` on `resource`. On the platform (a user record without a
 * workspace) an admin may do everything it offers, as before, and the team screens are absent.
 */
export function mayAccess(user: AccessUser | null | undefined, resource: string, action: string) {
  const onTeamServer = typeof user?.workspace_id === 'string' && isRole(user.role);
  if (!onTeamServer) return !TEAM_ONLY.has(resource);
  return canAccess(user.role as Parameters<typeof canAccess>[0], resource, action);
}
