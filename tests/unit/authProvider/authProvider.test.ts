import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HttpError } from 'ra-core';
import {
  createAuthProvider,
  initialsOf,
  SignInError,
} from '../../../src/authProvider/authProvider';
import {
  getToken,
  getUser,
  hasVisited,
  markVisited,
  setSession,
} from '../../../src/authProvider/session';
import { installFakeFetch } from '../support/fakeFetch';
import { fixture } from '../support/fixtures';
import { makeToken, tokenExpiringIn } from '../support/jwt';
import { installMemoryStorage, type MemoryStorage } from '../support/memoryStorage';

// the session-expired toast, counted (react-toastify has no container here)
const toasts = vi.hoisted(() => ({ sessionExpired: 0 }));
vi.mock('../../../src/toasts/toast', () => ({
  toastSessionExpired: () => {
    toasts.sessionExpired++;
  },
}));

/** react-admin logs out and goes to '/', with no notification of its own (the toast is ours) */
const SESSION_EXPIRED = { message: false, redirectTo: '/' };
const authProvider = createAuthProvider();
const user = {
  _id: 'a1',
  username: 'Ada Admin',
  role: 'superadmin',
  profileImage: 'https://files.example.com/a.png',
};

describe('authProvider', () => {
  let storage: MemoryStorage;
  beforeEach(() => {
    storage = installMemoryStorage();
    toasts.sessionExpired = 0;
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  describe('login', () => {
    it('signs in through the API and stores the session without password_hash', async () => {
      const api = installFakeFetch().replyFixture('login-200');
      const result = await authProvider.login({ username: 'admin', password: 'secret' });
      expect(api.request.url).toBe('/api/admin/login');
      expect(result).toMatchObject({ msg: 'Login successful' });
      expect(result).not.toHaveProperty('redirectTo');
      expect(getToken()).toBe(fixture<{ data: { token: string } }>('login-200').data.token);
      expect(JSON.stringify(storage.dump())).not.toContain('password_hash');
    });

    it('rejects empty fields with a SignInError and no request', async () => {
      const api = installFakeFetch();
      await expect(authProvider.login({ username: '', password: '' })).rejects.toBeInstanceOf(
        SignInError,
      );
      expect(api.fetch).not.toHaveBeenCalled();
    });

    it('rejects with the server msg', async () => {
      installFakeFetch().replyFixture('login-401', 401);
      await expect(authProvider.login({ username: 'a', password: 'b' })).rejects.toMatchObject({
        message: 'Invalid credentials',
      });
    });
  });

  describe('checkAuth', () => {
    it('accepts a token valid for more than 10 s', async () => {
      setSession(tokenExpiringIn(11), user);
      await expect(authProvider.checkAuth({})).resolves.toBeUndefined();
      expect(getToken()).not.toBeNull();
    });

    it('rejects a token expiring within 10 s, clearing the session, with the toast', async () => {
      setSession(tokenExpiringIn(9), user);
      await expect(authProvider.checkAuth({})).rejects.toEqual(SESSION_EXPIRED);
      expect(getToken()).toBeNull();
      expect(getUser()).toBeNull();
      expect(toasts.sessionExpired).toBe(1);
    });

    it('rejects no token without the toast, and an undecodable token with it', async () => {
      await expect(authProvider.checkAuth({})).rejects.toEqual(SESSION_EXPIRED);
      expect(toasts.sessionExpired).toBe(0);
      setSession('garbage', user);
      await expect(authProvider.checkAuth({})).rejects.toEqual(SESSION_EXPIRED);
      expect(storage.dump()).toEqual({});
      expect(toasts.sessionExpired).toBe(1);
    });

    it('uses the margin against the clock', async () => {
      vi.useFakeTimers();
      vi.setSystemTime(Date.UTC(2025, 2, 5, 12, 0, 0));
      const token = makeToken({ sub: 'a1', exp: Date.UTC(2025, 2, 5, 12, 0, 30) / 1000 });
      setSession(token, user);
      await expect(authProvider.checkAuth({})).resolves.toBeUndefined();
      vi.setSystemTime(Date.UTC(2025, 2, 5, 12, 0, 20));
      await expect(authProvider.checkAuth({})).rejects.toEqual(SESSION_EXPIRED);
    });
  });

  describe('checkError', () => {
    beforeEach(() => {
      setSession(tokenExpiringIn(3600), user);
    });

    it.each(['auth-401-missing-header', 'auth-401-token-expired', 'login-401'])(
      'logs out on a 401 (%s)',
      async (name) => {
        const body = fixture(name);
        const error = new HttpError(String(body.msg), 401, body);
        await expect(authProvider.checkError(error)).rejects.toEqual(SESSION_EXPIRED);
      },
    );

    it('does not log out on an enveloped 401 (a wrong old password is not a lost session)', async () => {
      const body = fixture('admin-update-401-old-password-wrong');
      await expect(authProvider.checkError(new HttpError('x', 401, body))).resolves.toBeUndefined();
    });

    it('logs out on a 401 without a body', async () => {
      await expect(authProvider.checkError(new HttpError('x', 401, null))).rejects.toEqual(
        SESSION_EXPIRED,
      );
    });

    it.each(['auth-403-deactivated', 'auth-403-role'])(
      'logs out on the auth layer bare 403 (%s)',
      async (name) => {
        const body = fixture(name);
        await expect(
          authProvider.checkError(new HttpError(String(body.msg), 403, body)),
        ).rejects.toEqual(SESSION_EXPIRED);
      },
    );

    it('does not log out on an enveloped 403', async () => {
      const body = fixture('settings-403-fields');
      await expect(
        authProvider.checkError(new HttpError(String(body.msg), 403, body)),
      ).resolves.toBeUndefined();
      const skill = fixture('interview-create-403-skill');
      await expect(
        authProvider.checkError(new HttpError(String(skill.msg), 403, skill)),
      ).resolves.toBeUndefined();
    });

    it.each([
      [400, fixture('candidate-create-400-resume')],
      [404, fixture('candidate-404')],
      [409, fixture('candidate-create-409')],
      [500, fixture('list-skills-500')],
      [0, null],
    ])('ignores status %i', async (status, body) => {
      await expect(
        authProvider.checkError(new HttpError('x', status, body)),
      ).resolves.toBeUndefined();
    });

    it('ignores errors without a status', async () => {
      await expect(authProvider.checkError(new Error('boom'))).resolves.toBeUndefined();
      await expect(authProvider.checkError(undefined)).resolves.toBeUndefined();
    });

    it('ends the session with the toast once, however many requests are refused', async () => {
      const refused = () => authProvider.checkError(new HttpError('x', 401, { msg: 'x' }));
      await Promise.all([
        expect(refused()).rejects.toEqual(SESSION_EXPIRED),
        expect(refused()).rejects.toEqual(SESSION_EXPIRED),
      ]);
      await expect(refused()).rejects.toEqual(SESSION_EXPIRED);
      expect(getToken()).toBeNull();
      expect(toasts.sessionExpired).toBe(1);
    });

    it('shows no toast for a request refused after Log out', async () => {
      await expect(authProvider.logout({})).resolves.toBe('/');
      await expect(authProvider.checkError(new HttpError('x', 401, { msg: 'x' }))).rejects.toEqual(
        SESSION_EXPIRED,
      );
      expect(toasts.sessionExpired).toBe(0);
    });

    it('shows no toast for a refusal that is not a lost session', async () => {
      const body = fixture('admin-update-401-old-password-wrong');
      await authProvider.checkError(new HttpError('x', 401, body));
      await authProvider.checkError(new HttpError('x', 500, null));
      expect(toasts.sessionExpired).toBe(0);
      expect(getToken()).not.toBeNull();
    });
  });

  it('logout clears everything and goes to /', async () => {
    setSession(tokenExpiringIn(3600), user);
    markVisited();
    await expect(authProvider.logout({})).resolves.toBe('/');
    expect(storage.dump()).toEqual({});
    expect(hasVisited()).toBe(false);
  });

  describe('getIdentity', () => {
    it('maps the stored user', async () => {
      setSession(tokenExpiringIn(3600), user);
      await expect(authProvider.getIdentity!()).resolves.toEqual({
        id: 'a1',
        fullName: 'Ada Admin',
        avatar: 'https://files.example.com/a.png',
        role: 'superadmin',
      });
    });

    it('has no avatar without a profileImage', async () => {
      setSession(tokenExpiringIn(3600), { _id: 'a1', username: 'admin', role: 'admin' });
      const identity = await authProvider.getIdentity!();
      expect(identity.avatar).toBeUndefined();
      expect(identity.fullName).toBe('admin');
    });

    it('falls back to the token claims, and rejects when signed out', async () => {
      storage.setItem('interview-ai-admin:AI_token', makeToken({ sub: 'a9', role: 'admin' }));
      await expect(authProvider.getIdentity!()).resolves.toEqual({ id: 'a9', role: 'admin' });
      storage.clear();
      await expect(authProvider.getIdentity!()).rejects.toThrow();
    });
  });

  it('getPermissions is the role', async () => {
    await expect(authProvider.getPermissions!({})).resolves.toBeUndefined();
    setSession(tokenExpiringIn(3600), user);
    await expect(authProvider.getPermissions!({})).resolves.toBe('superadmin');
  });
});

describe('initialsOf', () => {
  it.each([
    ['Ada Lovelace', 'AL'],
    ['ada', 'A'],
    ['  grace  brewster  hopper ', 'GH'],
    ['john.doe', 'JD'],
    ['', '?'],
    [null, '?'],
    [undefined, '?'],
  ])('%j → %s', (name, initials) => {
    expect(initialsOf(name)).toBe(initials);
  });
});
