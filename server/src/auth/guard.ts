import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/engine.ts';
import type { DataState } from '../db/dataVersions.ts';
import type { AdminRow, WorkspaceSettings } from '../db/schema.ts';
import { ApiError } from '../errors.ts';
import type { Actor } from './actor.ts';
import { findAdminWithData } from '../modules/auth/repository.ts';
import type { TokenService } from './tokens.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in admin, set by requireAdmin; null on public routes. */
    admin: AdminRow | null;
    /** The admin's data version and counts, read with the account by requireAdmin; else null. */
    adminData: DataState | null;
    /** The signed-in member's workspace and its settings, read with the account; else null. */
    workspace: WorkspaceSettings | null;
  }
}

/**
 * The onRequest hook of the protected scope: a valid token, of the admin's current token version,
 * of a live admin or superadmin account that is still a member of its workspace.
 * Routes then read `workspaceOf(request)` (or `actorOf`) and must scope every query by it; the
 * member's role is checked per route (auth/permissions.ts).
 */
export function requireAdminHook(db: Db, tokens: TokenService) {
  return async (request: FastifyRequest) => {
    const claims = tokens.verify(request.headers.authorization);
    const found = await findAdminWithData(db, claims.sub);
    const admin = found?.admin;
    // a password change or "sign out everywhere" moved the version on: the token has ended,
    // answered as the platform answers an expired one so the console signs out
    if (admin && (claims.tv ?? 0) !== admin.token_version) {
      throw new ApiError(401, 'Token has expired', { bare: true });
    }
    if (!admin || admin.deleted || claims.deleted) {
      throw new ApiError(403, 'Account deactivated', { bare: true });
    }
    if (admin.role !== 'admin' && admin.role !== 'superadmin') {
      throw new ApiError(403, 'Access denied: insufficient role', { bare: true });
    }
    request.admin = admin;
    request.adminData = found.data;
    request.workspace = found.workspace;
  };
}

/** The workspace of the signed-in member: every record a request reads or writes is of it. */
export function workspaceOf(request: FastifyRequest): string {
  return currentAdmin(request).workspace_id;
}

/** Who makes the request, for the audit log and the member's own changes. */
export function actorOf(request: FastifyRequest): Actor {
  const admin = currentAdmin(request);
  return {
    workspaceId: admin.workspace_id,
    memberId: admin.id,
    username: admin.username,
    role: admin.member_role,
    ip: request.ip,
  };
}

/** The signed-in admin of a request that passed requireAdmin. */
export function currentAdmin(request: FastifyRequest): AdminRow {
  if (!request.admin) throw new ApiError(401, 'Missing Authorization Header', { bare: true });
  return request.admin;
}

/** The signed-in member's workspace, with its settings as the request found them. */
export function currentWorkspace(request: FastifyRequest): WorkspaceSettings {
  if (!request.workspace) throw new ApiError(401, 'Missing Authorization Header', { bare: true });
  return request.workspace;
}

/** The signed-in admin's data version and counts as the request found them (requireAdmin). */
export function currentAdminData(request: FastifyRequest): DataState {
  if (!request.adminData) throw new ApiError(401, 'Missing Authorization Header', { bare: true });
  return request.adminData;
}
