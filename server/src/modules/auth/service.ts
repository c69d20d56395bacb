import { randomBytes } from 'node:crypto';
import type { Static } from '@sinclair/typebox';
import { hashPassword, verifyPassword } from '../../auth/password.ts';
import { tooManyAttemptsMessage } from '../../auth/loginLimiter.ts';
import type { AdminRow } from '../../db/schema.ts';
import { ApiError } from '../../errors.ts';
import type { AppDeps } from '../../types.ts';
import { findAdminByUsername } from './repository.ts';
import type { AdminUser } from './schemas.ts';

/** 429 with Retry-After; bare on sign-in, as the platform's auth layer answers. */
export function tooManyAttempts(retryAfterMs: number, bare: boolean): ApiError {
  return new ApiError(429, tooManyAttemptsMessage(retryAfterMs), {
    bare,
    headers: { 'Retry-After': String(Math.ceil(retryAfterMs / 1000)) },
  });
}

function toUser(admin: AdminRow): Static<typeof AdminUser> {
  return {
    _id: admin.id,
    username: admin.username,
    role: admin.role,
    name: admin.name,
    email: admin.email,
    phone: admin.phone,
    ...(admin.profile_image ? { profileImage: admin.profile_image } : {}),
    created_at: admin.created_at,
  };
}

/**
 * Sign-in: an attempt is reserved before the password is checked (so parallel guesses cannot
 * outrun the limit) and given back on success; a token and the admin record on success.
 */
export function createLoginService({ db, tokens, loginLimiter }: AppDeps) {
  // Unknown usernames are checked against this hash so their answer takes as long as a real one.
  const dummyHash = hashPassword(randomBytes(16).toString('hex'));
  dummyHash.catch(() => undefined);

  return async (username: string, password: string, ip: string) => {
    const attempt = await loginLimiter.reserve(username, ip);
    if (!attempt.allowed) throw tooManyAttempts(attempt.retryAfterMs, true);
    const admin = await findAdminByUsername(db, username);
    const ok = await verifyPassword(password, admin ? admin.password_hash : await dummyHash);
    if (!admin || !ok) throw new ApiError(401, 'Invalid credentials', { bare: true });
    await attempt.succeeded();
    if (admin.deleted) {
      throw new ApiError(403, 'This account has been deleted. Contact support.', { bare: true });
    }
    return { token: signFor(tokens, admin), user: toUser(admin) };
  };
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
