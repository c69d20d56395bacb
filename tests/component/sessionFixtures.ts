// Tokens and users for component tests: unsigned JWTs are enough, the console only decodes them.
import { TOKEN_KEY, USER_KEY, type SessionUser } from '../../src/authProvider/session';

function base64Url(value: object): string {
  return Buffer.from(JSON.stringify(value)).toString('base64url');
}

export function fakeJwt(claims: Record<string, unknown>): string {
  return `${base64Url({ alg: 'HS256', typ: 'JWT' })}.${base64Url(claims)}.signature`;
}

/** A token that expires `seconds` from now (negative: already expired). */
export function tokenExpiringIn(seconds: number): string {
  const now = Math.floor(Date.now() / 1000);
  return fakeJwt({
    sub: 'admin-1',
    role: 'admin',
    deleted: false,
    iat: now - 60,
    exp: now + seconds,
  });
}

export const ADMIN: SessionUser = {
  _id: 'admin-1',
  username: 'jane doe',
  role: 'admin',
  email: 'jane@example.com',
};

/** Writes a session to storage the way session.setSession does, without notifying. */
export function storeSession(token: string, user: SessionUser = ADMIN): void {
  localStorage.setItem(TOKEN_KEY, token);
  localStorage.setItem(USER_KEY, JSON.stringify(user));
}
