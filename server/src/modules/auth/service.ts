import { randomBytes } from 'node:crypto';
import type { Static } from '@sinclair/typebox';
import { hashPassword, verifyPassword } from '../../auth/password.ts';
import { tooManyAttemptsMessage } from '../../auth/loginLimiter.ts';
import type { Db } from '../../db/engine.ts';
import type { AdminRow } from '../../db/schema.ts';
import { ApiError } from '../../errors.ts';
import type { AppDeps } from '../../types.ts';
import { recordAudit } from '../audit/repository.ts';
import { findAdminByUsername, markSignedIn } from './repository.ts';
import type { AdminUser } from './schemas.ts';

/** 429 with Retry-After; bare on sign-in, as the platform's auth layer answers. */
export function tooManyAttempts(retryAfterMs: number, bare: boolean): ApiError {
  return new ApiError(429, tooManyAttemptsMessage(retryAfterMs), {
    bare,
    headers: { 'Retry-After': String(Math.ceil(retryAfterMs / 1000)) },
  });
}

/** The user record of a sign-in answer: `role` is the member's role in their workspace. */
export function toUser(admin: AdminRow): Static<typeof AdminUser> {
  return {
    _id: admin.id,
    username: admin.username,
    role: admin.member_role,
    name: admin.name,
    email: admin.email,
    phone: admin.phone,
    ...(admin.profile_image ? { profileImage: admin.profile_image } : {}),
    created_at: admin.created_at,
    workspace_id: admin.workspace_id,
  };
}

/**
 * Sign-in: an attempt is reserved before the password is checked (so parallel guesses cannot
 * outrun the limit) and given back on success; a token and the admin record on success.
 */
export function createLoginService({ db, tokens, loginLimiter, clock }: AppDeps) {
  // Unknown usernames are checked against this hash so their answer takes as long as a real one.
  const dummyHash = hashPassword(randomBytes(16).toString('hex'));
  dummyHash.catch(() => undefined);

  return async (username: string, password: string, ip: string) => {
    const attempt = await loginLimiter.reserve(username, ip);
    if (!attempt.allowed) throw tooManyAttempts(attempt.retryAfterMs, true);
    const admin = await findAdminByUsername(db, username);
    const ok = await verifyPassword(password, admin ? admin.password_hash : await dummyHash);
    const now = clock.now();
    if (!admin || !ok) {
      // recorded in the member's workspace; a name no account has belongs to no workspace
      if (admin) await recordSignIn(db, admin, ip, now, 'sign_in.failed');
      throw new ApiError(401, 'Invalid credentials', { bare: true });
    }
    await attempt.succeeded();
    if (admin.deleted) {
      throw new ApiError(403, 'This account has been deleted. Contact support.', { bare: true });
    }
    await db.transaction().execute(async (trx) => {
      await markSignedIn(trx, admin.id, now.toISOString());
      await recordSignIn(trx, admin, ip, now, 'sign_in');
    });
    return { token: signFor(tokens, admin), user: toUser(admin) };
  };
}

/** A sign-in, or a failed one, in the audit log of the member's workspace. */
function recordSignIn(
  db: Db,
  admin: AdminRow,
  ip: string,
  now: Date,
  action: 'sign_in' | 'sign_in.failed',
): Promise<void> {
  const summary =
    action === 'sign_in' ? `${admin.username} signed in` : `Failed sign-in as ${admin.username}`;
  const actor = {
    workspaceId: admin.workspace_id,
    memberId: admin.id,
    username: admin.username,
    ip,
  };
  return recordAudit(
    db,
    actor,
    { action, target_type: 'member', target_id: admin.id, summary },
    now,
  );
}

/** A token of the admin at its current token version. */
export function signFor(tokens: AppDeps['tokens'], admin: AdminRow): string {
  return tokens.sign({
    sub: admin.id,
    role: admin.role,
    deleted: false,
    tv: admin.token_version,
  });
}
