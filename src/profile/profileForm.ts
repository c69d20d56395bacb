// The profile form's rules: what the user typed, what it may contain, and what is sent.
import { ADMIN_EMAIL_PATTERN, LIMITS, USERNAME_PATTERN } from '../common/limits';
import type { AdminProfile, AdminProfileChanges } from '../dataProvider/types';

export interface ProfileDraft {
  name: string;
  email: string;
  phone: string;
  username: string;
  password: string;
  confirm: string;
  old_password: string;
}

export type ProfileField = keyof ProfileDraft;
/** Translation keys of the problems, by field. */
type ProfileErrors = Partial<Record<ProfileField, string>>;

/** The reference server's rules (server/src/modules/profile/service.ts), checked before the request. */
export const MIN_PASSWORD = LIMITS.passwordMin;

/** The arguments of the problems' messages: the limits they name. */
export const PROFILE_ERROR_ARGS = {
  min: LIMITS.passwordMin,
  max_name: LIMITS.adminName,
  max_phone: LIMITS.adminPhone,
  username_min: LIMITS.usernameMin,
  username_max: LIMITS.usernameMax,
};

export function draftFrom(profile: AdminProfile | undefined): ProfileDraft {
  return {
    name: profile?.name ?? '',
    email: profile?.email ?? '',
    phone: profile?.phone ?? '',
    username: profile?.username ?? '',
    password: '',
    confirm: '',
    old_password: '',
  };
}

/**
 * Problems, by field; empty when the draft can be sent. Only changed details are checked: an
 * account the platform created with, say, a space in its username can still change its phone.
 */
export function validateDraft(draft: ProfileDraft, profile?: AdminProfile): ProfileErrors {
  const errors: ProfileErrors = {};
  const changed = (field: 'name' | 'email' | 'phone' | 'username') =>
    draft[field].trim() !== (profile?.[field] ?? '');
  if (changed('name') && draft.name.trim().length > LIMITS.adminName)
    errors.name = 'app.profile.errors.name_long';
  const email = draft.email.trim();
  if (
    changed('email') &&
    email &&
    (email.length > LIMITS.adminEmail || !ADMIN_EMAIL_PATTERN.test(email))
  ) {
    errors.email = 'app.profile.errors.email';
  }
  if (changed('phone') && draft.phone.trim().length > LIMITS.adminPhone) {
    errors.phone = 'app.profile.errors.phone_long';
  }
  if (changed('username') && !USERNAME_PATTERN.test(draft.username.trim())) {
    errors.username = 'app.profile.errors.username';
  }
  if (draft.password && draft.password.length < MIN_PASSWORD) {
    errors.password = 'app.profile.errors.password_short';
  }
  if (draft.password !== draft.confirm) errors.confirm = 'app.profile.errors.confirm';
  if (!draft.old_password) errors.old_password = 'app.profile.old_password_required';
  return errors;
}

/** The request body: the old password, the fields that changed (trimmed), a new password. */
export function changesFrom(
  draft: ProfileDraft,
  profile: AdminProfile | undefined,
): AdminProfileChanges {
  const changes: AdminProfileChanges = { old_password: draft.old_password };
  for (const field of ['name', 'email', 'phone', 'username'] as const) {
    const value = draft[field].trim();
    if (value !== (profile?.[field] ?? '')) changes[field] = value;
  }
  if (draft.password) changes.password = draft.password;
  return changes;
}
