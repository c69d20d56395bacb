import { USERNAME_PATTERN } from '../../config.ts';
import { hashPassword, verifyPassword } from '../../auth/password.ts';
import type { AdminRow } from '../../db/schema.ts';
import { ApiError, badRequest } from '../../errors.ts';
import type { AppDeps } from '../../types.ts';
import type { Actor } from '../../auth/actor.ts';
import { audited, fieldChanges, type AuditEntry } from '../audit/repository.ts';
import { signFor, tooManyAttempts } from '../auth/service.ts';
import { updateAdmin, usernameTaken, type AdminChanges } from '../auth/repository.ts';
import type { AdminMe, UpdateBody } from './schemas.ts';
import { grouped } from '../../lib/numbers.ts';

const UPDATE_FIELDS = new Set(['old_password', 'username', 'email', 'phone', 'name', 'password']);
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const MIN_PASSWORD = 8;
/** The longest account details taken (after trimming); the console's inputs carry them too. */
export const MAX_EMAIL_CHARS = 254;
export const MAX_NAME_CHARS = 100;
export const MAX_PHONE_CHARS = 30;

export function toMe(admin: AdminRow): AdminMe {
  return {
    id: admin.id,
    name: admin.name,
    username: admin.username,
    email: admin.email,
    phone: admin.phone,
    role: admin.member_role,
    created_at: admin.created_at,
  };
}

/** The rules of an account's username, password and email, for a change and a new account. */
export function checkUsername(username: string): void {
  if (!USERNAME_PATTERN.test(username)) {
    throw badRequest('Username must be 3 to 50 letters, digits, dots, dashes or underscores');
  }
}

export function checkPassword(password: string): void {
  if (password.length < MIN_PASSWORD) {
    throw badRequest(`Password must be at least ${grouped(MIN_PASSWORD)} characters long`);
  }
}

/** A trimmed, non-empty email address. */
export function checkEmail(email: string): void {
  if (email.length > MAX_EMAIL_CHARS || !EMAIL_PATTERN.test(email)) {
    throw badRequest('Email address is not valid');
  }
}

/** Checks the fields of PATCH /admin/update; answers the first problem. */
function validateUpdate(body: UpdateBody): void {
  const unknown = Object.keys(body).filter((k) => !UPDATE_FIELDS.has(k));
  if (unknown.length > 0) throw badRequest(`Unknown fields: ${unknown.join(', ')}`);
  if (body.username !== undefined) checkUsername(body.username.trim());
  const email = body.email?.trim();
  if (email) checkEmail(email);
  if (body.name !== undefined && body.name.trim().length > MAX_NAME_CHARS) {
    throw badRequest(`Name must be at most ${grouped(MAX_NAME_CHARS)} characters`);
  }
  if (body.phone !== undefined && body.phone.trim().length > MAX_PHONE_CHARS) {
    throw badRequest(`Phone must be at most ${grouped(MAX_PHONE_CHARS)} characters`);
  }
  if (body.password) checkPassword(body.password);
}

const isUniqueViolation = (err: unknown) =>
  typeof err === 'object' &&
  err !== null &&
  'code' in err &&
  typeof err.code === 'string' &&
  err.code.startsWith('SQLITE_CONSTRAINT');

/**
 * The old password proves the request. Wrong ones count per admin on a counter of their own
 * (reserved before the check, like sign-ins), so guessing here never locks the owner's sign-in.
 */
async function checkOldPassword(deps: AppDeps, admin: AdminRow, body: UpdateBody) {
  if (!body.old_password) {
    throw badRequest('Old password is required to update account details');
  }
  const attempt = await deps.oldPasswordLimiter.reserve(admin.id);
  if (!attempt.allowed) throw tooManyAttempts(attempt.retryAfterMs, false);
  if (!(await verifyPassword(body.old_password, admin.password_hash))) {
    // an envelope, not a bare {msg}: this must not look like an auth-layer logout error
    throw new ApiError(401, 'Old password is incorrect');
  }
  await attempt.succeeded();
}

async function changesFor(deps: AppDeps, admin: AdminRow, body: UpdateBody) {
  const changes: AdminChanges = {};
  if (body.password) {
    const reused =
      body.password === body.old_password ||
      (await verifyPassword(body.password, admin.password_hash)) ||
      (await verifyPassword(body.password, admin.previous_password_hash));
    if (reused) throw badRequest('You cannot reuse your previous password.');
    changes.password_hash = await hashPassword(body.password);
    changes.previous_password_hash = admin.password_hash;
  }
  const username = body.username?.trim();
  if (username !== undefined && username !== admin.username) {
    if (await usernameTaken(deps.db, username, admin.id)) {
      throw new ApiError(409, 'Username already taken');
    }
    changes.username = username;
  }
  if (body.email !== undefined) changes.email = body.email.trim();
  if (body.phone !== undefined) changes.phone = body.phone.trim();
  if (body.name !== undefined) changes.name = body.name.trim();
  return changes;
}

/**
 * PATCH /admin/update: account details and password, behind the old password. A new password
 * ends every session: the answer then carries a fresh `token`, the only one still valid.
 */
export async function updateProfile(
  deps: AppDeps,
  admin: AdminRow,
  actor: Actor,
  body: UpdateBody,
): Promise<AdminMe & { token?: string }> {
  await checkOldPassword(deps, admin, body);
  validateUpdate(body);
  const changes = await changesFor(deps, admin, body);
  const endSessions = changes.password_hash !== undefined;
  try {
    const saved = await audited(
      deps,
      actor,
      (trx) => updateAdmin(trx, admin.id, changes, endSessions),
      () => accountEntries(admin, changes),
    );
    return endSessions ? { ...toMe(saved), token: signFor(deps.tokens, saved) } : toMe(saved);
  } catch (err) {
    if (isUniqueViolation(err)) throw new ApiError(409, 'Username already taken');
    throw err;
  }
}

/** POST /admin/logout-all: every token of the admin, this one included, stops working. */
export async function endAllSessions(deps: AppDeps, admin: AdminRow, actor: Actor): Promise<void> {
  await audited(
    deps,
    actor,
    (trx) => updateAdmin(trx, admin.id, {}, true),
    () => ({
      action: 'account.sign_out_everywhere',
      target_type: 'member',
      target_id: admin.id,
      summary: `${admin.username} signed out everywhere`,
    }),
  );
}

/** A password change and a change of details, each an entry (never the hashes themselves). */
function accountEntries(admin: AdminRow, changes: AdminChanges): AuditEntry[] {
  const entries: AuditEntry[] = [];
  const target = { target_type: 'member', target_id: admin.id };
  if (changes.password_hash) {
    entries.push({
      action: 'account.password',
      ...target,
      summary: `${admin.username} changed their password`,
    });
  }
  const { password_hash: _hash, previous_password_hash: _previous, ...details } = changes;
  const changed = fieldChanges(admin, details);
  if (Object.keys(changed).length > 0) {
    entries.push({
      action: 'account.update',
      ...target,
      summary: `${admin.username} changed their account details`,
      changes: changed,
    });
  }
  return entries;
}
