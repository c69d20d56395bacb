import type { Role } from '../../../common/permissions.ts';

/**
 * The member making a change: the workspace every record of the change belongs to, and who they
 * are for the audit log (modules/audit). Routes make it from the request (auth/guard.ts).
 */
export interface Actor {
  workspaceId: string;
  memberId: string;
  username: string;
  role: Role;
  /** the client's address, as the request came (TRUST_PROXY honoured) */
  ip: string;
}
