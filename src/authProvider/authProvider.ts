import type { AuthProvider, UserIdentity } from 'ra-core';
import { isBareMessage, isPlainObject } from '../dataProvider/envelope';
import { checkStoredSession } from '../layout/sessionStatus';
import { toastSessionExpired } from '../layout/toast';
import { storedRole } from './permissions';
import { clearSession, getToken, getUser, tokenClaims } from './session';
import { signIn } from './signIn';

/**
 * The rejection that ends a session: react-admin logs out and goes to the sign-in page, without a
 * notification of its own (`message: false`). It would notify once per failed request, and not at
 * all once the token is found expired; the session-expired toast is shown here instead, once.
 */
export const SESSION_ENDED = { message: false, redirectTo: '/' } as const;

/** Up to two upper-case initials for an avatar: 'Jane Doe' → 'JD', 'admin' → 'A', '' → '?'. */
export function initialsOf(name: string | null | undefined): string {
  const words = (name ?? '')
    .trim()
    .split(/[\s._-]+/)
    .filter(Boolean);
  const first = words[0];
  if (!first) return '?';
  const last = words.length > 1 ? words[words.length - 1] : undefined;
  return (first.charAt(0) + (last ? last.charAt(0) : '')).toUpperCase();
}

/**
 * An error that means the session is no longer usable: a 401 or 403 from the auth layer, which
 * answers a bare `{msg}` (or nothing). An enveloped one is a refused action, not a lost session:
 * 401 'Old password is incorrect', 403 'Admins cannot update fields: ...'.
 */
function isSessionError(error: unknown): boolean {
  if (!error || typeof error !== 'object') return false;
  const { status, body } = error as { status?: unknown; body?: unknown };
  if (status === 401) return !isEnvelopeBody(body);
  return status === 403 && isBareMessage(body);
}

const isEnvelopeBody = (body: unknown) => isPlainObject(body) && 'statusCode' in body;

export const authProvider: AuthProvider = {
  async login(params: { username?: string; password?: string } = {}) {
    // No redirectTo key: useLogin then goes to the path it is given, or the default.
    return signIn(params.username ?? '', params.password ?? '');
  },

  async checkAuth() {
    // an expired token is dropped with the session-expired toast; no token at all, without it
    if (checkStoredSession() !== 'valid') {
      clearSession();
      throw SESSION_ENDED;
    }
  },

  async checkError(error: unknown) {
    if (!isSessionError(error)) return;
    // A session in use that the server no longer accepts (expired, revoked): the toast, once
    // however many requests fail (the first clears the session), and none after Log out.
    if (getToken()) {
      clearSession();
      toastSessionExpired();
    }
    throw SESSION_ENDED;
  },

  async logout() {
    clearSession();
    return '/';
  },

  async getIdentity(): Promise<UserIdentity> {
    const user = getUser();
    if (user?._id) {
      return {
        id: user._id,
        fullName: user.username,
        avatar: user.profileImage || undefined,
        role: user.role,
      };
    }
    const claims = tokenClaims(getToken());
    if (claims.sub) return { id: claims.sub, role: claims.role };
    throw new Error('app.auth.session_expired');
  },

  async getPermissions() {
    return storedRole();
  },
};

export default authProvider;
