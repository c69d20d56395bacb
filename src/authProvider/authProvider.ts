// The console's authProvider: react-admin signs in (useLogin), guards every route (checkAuth, with
// <Admin requireAuth>), ends a session the API refuses (checkError), signs out (useLogout) and
// reads the identity and the access rules through it.
import type { AuthProvider, UserIdentity } from 'ra-core';
import { API_URL } from '../config';
import {
  isBareMessage,
  isEnvelope,
  isPlainObject,
  messageOf,
  normaliseDates,
  parseJson,
} from '../dataProvider/envelope';
import { consoleMessages } from '../i18n/messages/console';
import { mayAccess } from './access';
import { toastSessionExpired } from '../toasts/toast';
import {
  clearSession,
  getToken,
  getUser,
  setSession,
  storedSessionStatus,
  tokenClaims,
  withoutSecrets,
  type SessionUser,
} from './session';

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
 * The stored session at load or on a guarded route: an expired one is dropped with the
 * session-expired toast (spec section 4); 'none' means there was no token at all.
 */
export function checkStoredSession(now: number = Date.now()) {
  const status = storedSessionStatus(now);
  if (status === 'expired') {
    clearSession();
    toastSessionExpired();
  }
  return status;
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

/** A refused sign-in: `message` is the server's text, or an `app.*` key to translate. */
export class SignInError extends Error {
  constructor(
    message: string,
    readonly isTranslationKey: boolean,
  ) {
    super(message);
    this.name = 'SignInError';
  }
}

/** What a successful sign-in answers: the server's message (shown as a toast) and the admin. */
export interface SignedIn {
  msg: string;
  user: SessionUser;
}

/**
 * POST /admin/login; stores the token and the admin (without any password field). Rejects with a
 * SignInError: the server's msg, or `app.auth.server_unreachable` when it cannot be reached.
 */
async function signIn(username: string, password: string, apiUrl: string): Promise<SignedIn> {
  let response: Response;
  try {
    response = await fetch(`${apiUrl}/admin/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify({ username, password }),
    });
  } catch {
    throw new SignInError('app.auth.server_unreachable', true);
  }
  const body = normaliseDates(parseJson(await response.text().catch(() => '')));
  const msg = messageOf(body);
  const data = isEnvelope(body) ? (body.data as { token?: unknown; user?: unknown }) : undefined;
  const token = data?.token;
  const user = data?.user;
  if (!response.ok) throw new SignInError(msg ?? consoleMessages.errors.generic, false);
  // a success without a session is no sign-in (its message would read as one)
  if (typeof token !== 'string' || !token || !isPlainObject(user)) {
    throw new SignInError(consoleMessages.errors.generic, false);
  }
  const safeUser = withoutSecrets(user as SessionUser);
  setSession(token, safeUser);
  return { msg: msg ?? '', user: safeUser };
}

export interface AuthProviderOptions {
  apiUrl?: string;
  /** called once a sign-in has stored the session, before react-admin leaves the sign-in page */
  onSignedIn?(): void;
}

export function createAuthProvider({
  apiUrl = API_URL,
  onSignedIn,
}: AuthProviderOptions = {}): AuthProvider {
  return {
    async login(params: { username?: string; password?: string } = {}): Promise<SignedIn> {
      const username = (params.username ?? '').trim();
      const password = params.password ?? '';
      if (!username || !password.trim()) throw new SignInError('app.auth.fill_all', true);
      const signedIn = await signIn(username, password, apiUrl);
      onSignedIn?.();
      return signedIn;
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
      return getUser()?.role ?? tokenClaims(getToken()).role;
    },

    // The member's role decides (src/authProvider/access.ts); the server checks it again.
    async canAccess({ resource, action }: { resource: string; action: string }) {
      return mayAccess(getUser(), resource, action);
    },
  };
}
