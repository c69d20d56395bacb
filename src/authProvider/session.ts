// The browser-side session: the one module that owns the storage keys. Imported by the sign-in
// bundle, so it must not import react-admin, ra-core or MUI.
import { jwtDecode } from 'jwt-decode';

const PREFIX = 'interview-ai-admin:';
export const TOKEN_KEY = `${PREFIX}AI_token`;
export const USER_KEY = `${PREFIX}user_data`;
export const VISITED_HISTORY_KEY = `${PREFIX}visited_interviews_history`;

/** A token counts as expired this long before its real expiry (spec section 9). */
export const EXPIRY_MARGIN_MS = 10_000;

/** The signed-in admin as the login answer gives it, minus any password field. */
export interface SessionUser {
  _id: string;
  username: string;
  role?: string;
  name?: string;
  email?: string;
  phone?: string;
  profileImage?: string;
  created_at?: string;
  [key: string]: unknown;
}

type Listener = () => void;

const SECRET_FIELDS = ['password_hash', 'password', 'previous_password_hash', 'old_password'];

function storage(): Storage | undefined {
  try {
    return globalThis.localStorage ?? undefined;
  } catch {
    // Storage can throw on access (disabled cookies, sandboxed frames).
    return undefined;
  }
}

function read(key: string): string | null {
  try {
    return storage()?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

function write(key: string, value: string | null): void {
  try {
    const s = storage();
    if (!s) return;
    if (value === null) s.removeItem(key);
    else s.setItem(key, value);
  } catch {
    // A full or disabled storage only loses persistence; the app keeps working.
  }
}

/** A copy of the user without password fields: they must never reach storage or the screen. */
export function withoutSecrets<T extends Record<string, unknown>>(user: T): T {
  const copy: Record<string, unknown> = { ...user };
  for (const field of SECRET_FIELDS) delete copy[field];
  return copy as T;
}

export function getToken(): string | null {
  return read(TOKEN_KEY) || null;
}

// getUser returns the same object until the stored text changes, so it can serve as a
// useSyncExternalStore snapshot.
let cachedRaw: string | null = null;
let cachedUser: SessionUser | null = null;

export function getUser(): SessionUser | null {
  const raw = read(USER_KEY);
  if (raw === cachedRaw) return cachedUser;
  cachedRaw = raw;
  cachedUser = null;
  if (raw) {
    try {
      const parsed: unknown = JSON.parse(raw);
      if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) {
        cachedUser = withoutSecrets(parsed as SessionUser);
      }
    } catch {
      cachedUser = null;
    }
  }
  return cachedUser;
}

/** The admin's id (the user's `_id`), or null when signed out. */
export function getUserId(): string | null {
  const id = getUser()?._id;
  return id ? String(id) : null;
}

const listeners = new Set<Listener>();

function notify(): void {
  for (const listener of [...listeners]) listener();
}

function onStorage(event: StorageEvent): void {
  // key is null when another tab called localStorage.clear()
  if (event.key === null || event.key.startsWith(PREFIX)) notify();
}

/** Calls the listener on every session change, also from other tabs. Returns the unsubscribe. */
export function subscribe(listener: Listener): () => void {
  listeners.add(listener);
  if (listeners.size === 1 && typeof window !== 'undefined') {
    window.addEventListener('storage', onStorage);
  }
  return () => {
    if (!listeners.delete(listener)) return;
    if (listeners.size === 0 && typeof window !== 'undefined') {
      window.removeEventListener('storage', onStorage);
    }
  };
}

export function setSession(token: string, user: SessionUser): void {
  write(TOKEN_KEY, token);
  write(USER_KEY, JSON.stringify(withoutSecrets(user)));
  notify();
}

/** Replaces the stored user data (after a profile edit); the token is kept. */
export function updateUser(user: SessionUser): void {
  write(USER_KEY, JSON.stringify(withoutSecrets(user)));
  notify();
}

/** Signs out locally: removes the token, the user data and the sidebar's visited flag. */
export function clearSession(): void {
  write(TOKEN_KEY, null);
  write(USER_KEY, null);
  write(VISITED_HISTORY_KEY, null);
  notify();
}

/**
 * True when the token cannot be used: missing, undecodable, without `exp`, or expiring within
 * the 10 s margin.
 */
export function isTokenExpired(
  token: string | null | undefined,
  now: number = Date.now(),
): boolean {
  if (!token) return true;
  let exp: unknown;
  try {
    exp = jwtDecode<{ exp?: unknown }>(token).exp;
  } catch {
    return true;
  }
  if (typeof exp !== 'number' || !Number.isFinite(exp)) return true;
  return exp * 1000 - EXPIRY_MARGIN_MS <= now;
}

export type SessionStatus = 'valid' | 'expired' | 'none';

/**
 * The one decision on the stored session: 'none' without a token, 'expired' when the token is
 * undecodable or expires within the margin, else 'valid'.
 */
export function storedSessionStatus(now: number = Date.now()): SessionStatus {
  const token = getToken();
  if (!token) return 'none';
  return isTokenExpired(token, now) ? 'expired' : 'valid';
}

export function hasValidSession(now: number = Date.now()): boolean {
  return storedSessionStatus(now) === 'valid';
}

/** The claims the sidebar or identity may need when the user record is missing. */
export function tokenClaims(token: string | null | undefined): { sub?: string; role?: string } {
  if (!token) return {};
  try {
    const claims = jwtDecode<{ sub?: unknown; role?: unknown }>(token);
    return {
      sub: typeof claims.sub === 'string' ? claims.sub : undefined,
      role: typeof claims.role === 'string' ? claims.role : undefined,
    };
  } catch {
    return {};
  }
}

/** Whether Interviews History was opened (the sidebar styles it differently until then). */
export function hasVisited(): boolean {
  return read(VISITED_HISTORY_KEY) === 'true';
}

export function markVisited(): void {
  if (hasVisited()) return;
  write(VISITED_HISTORY_KEY, 'true');
  notify();
}
