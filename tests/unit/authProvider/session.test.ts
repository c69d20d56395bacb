import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  TOKEN_KEY,
  USER_KEY,
  VISITED_HISTORY_KEY,
  clearSession,
  getToken,
  getUser,
  getUserId,
  hasVisited,
  isTokenExpired,
  markVisited,
  setSession,
  subscribe,
  tokenClaims,
  updateUser,
} from '../../../src/authProvider/session';
import { installMemoryStorage, type MemoryStorage } from '../support/memoryStorage';
import { makeToken, tokenExpiringIn } from '../support/jwt';

const user = { _id: 'a1', username: 'admin', role: 'admin', profileImage: 'https://x/a.png' };

describe('session storage', () => {
  let storage: MemoryStorage;
  beforeEach(() => {
    storage = installMemoryStorage();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('keys carry the app prefix and the token key contains AI_token', () => {
    expect(TOKEN_KEY).toBe('interview-ai-admin:AI_token');
    expect(USER_KEY).toBe('interview-ai-admin:user_data');
    expect(VISITED_HISTORY_KEY).toBe('interview-ai-admin:visited_interviews_history');
  });

  it('starts empty', () => {
    expect(getToken()).toBeNull();
    expect(getUser()).toBeNull();
    expect(getUserId()).toBeNull();
  });

  it('setSession stores token and user, derives the user id', () => {
    setSession('tok', user);
    expect(storage.getItem(TOKEN_KEY)).toBe('tok');
    expect(getToken()).toBe('tok');
    expect(getUser()).toEqual(user);
    expect(getUserId()).toBe('a1');
  });

  it('never stores password fields', () => {
    setSession('tok', { ...user, password_hash: '$2b$hash', password: 'secret' });
    expect(JSON.stringify(storage.dump())).not.toMatch(/password|\$2b\$hash|secret/);
    updateUser({ ...user, username: 'new', password_hash: 'h2' });
    expect(storage.getItem(USER_KEY)).not.toContain('password_hash');
    expect(getUser()).toEqual({ ...user, username: 'new' });
    expect(getToken()).toBe('tok');
  });

  it('getUser returns the same object until the stored data changes', () => {
    setSession('tok', user);
    const first = getUser();
    expect(getUser()).toBe(first);
    updateUser({ ...user, username: 'other' });
    expect(getUser()).not.toBe(first);
    expect(getUser()?.username).toBe('other');
  });

  it('reads corrupt user data as no user', () => {
    storage.setItem(USER_KEY, '{not json');
    expect(getUser()).toBeNull();
    storage.setItem(USER_KEY, '[1,2]');
    expect(getUser()).toBeNull();
  });

  it('strips password fields written to storage by older versions', () => {
    storage.setItem(USER_KEY, JSON.stringify({ ...user, password_hash: 'h' }));
    expect(getUser()).toEqual(user);
  });

  it('clearSession removes token, user and the visited flag', () => {
    setSession('tok', user);
    markVisited();
    storage.setItem('other-app-key', 'kept');
    clearSession();
    expect(storage.dump()).toEqual({ 'other-app-key': 'kept' });
    expect(getUser()).toBeNull();
    expect(hasVisited()).toBe(false);
  });

  it('tracks the interviews history visited flag', () => {
    expect(hasVisited()).toBe(false);
    markVisited();
    expect(hasVisited()).toBe(true);
    expect(storage.getItem(VISITED_HISTORY_KEY)).toBe('true');
  });

  it('works without any storage', () => {
    vi.stubGlobal('localStorage', undefined);
    expect(() => setSession('tok', user)).not.toThrow();
    expect(getToken()).toBeNull();
  });

  it('survives a storage that throws', () => {
    vi.spyOn(storage, 'setItem').mockImplementation(() => {
      throw new Error('QuotaExceededError');
    });
    vi.spyOn(storage, 'getItem').mockImplementation(() => {
      throw new Error('SecurityError');
    });
    expect(() => setSession('tok', user)).not.toThrow();
    expect(getToken()).toBeNull();
  });
});

describe('subscribe', () => {
  beforeEach(() => {
    installMemoryStorage();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('notifies on every change until unsubscribed', () => {
    const listener = vi.fn();
    const unsubscribe = subscribe(listener);
    setSession('tok', user);
    updateUser({ ...user, username: 'b' });
    markVisited();
    clearSession();
    expect(listener).toHaveBeenCalledTimes(4);
    unsubscribe();
    setSession('tok', user);
    expect(listener).toHaveBeenCalledTimes(4);
  });

  it('notifies on storage events of other tabs for its own keys only', () => {
    const win = new EventTarget();
    vi.stubGlobal('window', win);
    const listener = vi.fn();
    const unsubscribe = subscribe(listener);
    win.dispatchEvent(Object.assign(new Event('storage'), { key: USER_KEY }));
    win.dispatchEvent(Object.assign(new Event('storage'), { key: 'someone-else' }));
    win.dispatchEvent(Object.assign(new Event('storage'), { key: null }));
    expect(listener).toHaveBeenCalledTimes(2);
    unsubscribe();
    win.dispatchEvent(Object.assign(new Event('storage'), { key: TOKEN_KEY }));
    expect(listener).toHaveBeenCalledTimes(2);
  });
});

describe('isTokenExpired', () => {
  const now = Date.UTC(2025, 2, 5, 15, 7, 0);

  it('counts a token expiring within 10 s as expired', () => {
    expect(isTokenExpired(tokenExpiringIn(9, now), now)).toBe(true);
    expect(isTokenExpired(tokenExpiringIn(10, now), now)).toBe(true);
    expect(isTokenExpired(tokenExpiringIn(11, now), now)).toBe(false);
    expect(isTokenExpired(tokenExpiringIn(-60, now), now)).toBe(true);
    expect(isTokenExpired(tokenExpiringIn(86_400, now), now)).toBe(false);
  });

  it('counts a missing, undecodable or exp-less token as expired', () => {
    expect(isTokenExpired(null, now)).toBe(true);
    expect(isTokenExpired(undefined, now)).toBe(true);
    expect(isTokenExpired('', now)).toBe(true);
    expect(isTokenExpired('not-a-jwt', now)).toBe(true);
    expect(isTokenExpired('a.b.c', now)).toBe(true);
    expect(isTokenExpired(makeToken({ sub: 'a1' }), now)).toBe(true);
    expect(isTokenExpired(makeToken({ sub: 'a1', exp: 'tomorrow' }), now)).toBe(true);
  });

  it('defaults now to the current time', () => {
    expect(isTokenExpired(tokenExpiringIn(3600))).toBe(false);
    expect(isTokenExpired(tokenExpiringIn(5))).toBe(true);
  });

  it('tokenClaims reads sub and role, tolerating garbage', () => {
    expect(tokenClaims(makeToken({ sub: 'a1', role: 'superadmin' }))).toEqual({
      sub: 'a1',
      role: 'superadmin',
    });
    expect(tokenClaims('garbage')).toEqual({});
    expect(tokenClaims(null)).toEqual({});
  });
});
