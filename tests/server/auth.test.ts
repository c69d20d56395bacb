import { createHmac } from 'node:crypto';
import { createSigner } from 'fast-jwt';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, TEST_PASSWORD, type TestApp, type TestClock } from './testApp.ts';
import { createLoginLimiter, tooManyAttemptsMessage } from '../../server/src/auth/loginLimiter.ts';

const SECRET = 'a-test-secret-that-is-long-enough-0123456789';
const MINUTE = 60_000;

let t: TestApp;
let clock = Date.parse('2026-01-01T00:00:00Z');
const fixedClock: TestClock = {
  now: () => new Date(clock),
  advance: (ms) => {
    clock += ms;
  },
};
let adminId: string;

const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
const me = (authorization?: string) =>
  t.app.inject({
    method: 'GET',
    url: '/api/admin/me',
    headers: authorization === undefined ? {} : { authorization },
  });
const login = (username: string, password: string, remoteAddress = '10.0.0.1') =>
  t.app.inject({
    method: 'POST',
    url: '/api/admin/login',
    payload: { username, password },
    remoteAddress,
  });

beforeAll(async () => {
  t = await startTestApp({ JWT_SECRET: SECRET }, { clock: fixedClock });
  adminId = await t.adminId();
});
afterAll(async () => {
  await t.close();
});

describe('token checks on a protected route', () => {
  it('accepts a valid token', async () => {
    const res = await me(`Bearer ${await t.login()}`);
    expect(res.statusCode).toBe(200);
  });

  it('refuses a missing header or a non-Bearer one', async () => {
    let res = await me();
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ msg: 'Missing Authorization Header' });
    res = await me('Token abc');
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ msg: "Missing 'Bearer' type in 'Authorization' header" });
    res = await me('Bearer ');
    expect(res.statusCode).toBe(401);
  });

  it('refuses a tampered token', async () => {
    const token = await t.login();
    const [header, , signature] = token.split('.');
    const forged = b64({
      sub: 'someone-else',
      role: 'superadmin',
      deleted: false,
      exp: 9999999999,
    });
    const res = await me(`Bearer ${header}.${forged}.${signature}`);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ msg: 'Signature verification failed' });
  });

  it('refuses an unsigned `alg: none` token', async () => {
    const payload = b64({ sub: adminId, role: 'admin', deleted: false, exp: 9999999999 });
    for (const token of [
      `${b64({ alg: 'none', typ: 'JWT' })}.${payload}.`,
      `${b64({ alg: 'none' })}.${payload}`,
    ]) {
      const res = await me(`Bearer ${token}`);
      expect(res.statusCode).toBe(401);
      expect(Object.keys(res.json())).toEqual(['msg']);
    }
  });

  it('refuses an expired token signed with the right secret', async () => {
    const now = Math.floor(clock / 1000);
    const sign = createSigner({ key: SECRET, algorithm: 'HS256' });
    const token = sign({
      sub: adminId,
      role: 'admin',
      deleted: false,
      iat: now - 7200,
      exp: now - 3600,
    });
    const res = await me(`Bearer ${token}`);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ msg: 'Token has expired' });
  });

  it('refuses another algorithm, even with the right secret', async () => {
    for (const algorithm of ['HS384', 'HS512'] as const) {
      const sign = createSigner({ key: SECRET, algorithm, expiresIn: MINUTE });
      const res = await me(`Bearer ${sign({ sub: adminId, role: 'admin', deleted: false })}`);
      expect(res.statusCode, algorithm).toBe(401);
    }
    // hand-made HS512 signature over an HS256 header is a bad signature too
    const head = b64({ alg: 'HS256', typ: 'JWT' });
    const body = b64({ sub: adminId, role: 'admin', deleted: false, exp: 9999999999 });
    const sig = createHmac('sha512', SECRET).update(`${head}.${body}`).digest('base64url');
    expect((await me(`Bearer ${head}.${body}.${sig}`)).statusCode).toBe(401);
  });

  it('refuses a token signed with another secret', async () => {
    const sign = createSigner({
      key: 'another-secret-of-sufficient-length-000000',
      algorithm: 'HS256',
    });
    const res = await me(`Bearer ${sign({ sub: adminId, role: 'admin', deleted: false })}`);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ msg: 'Signature verification failed' });
  });

  it('refuses garbage', async () => {
    for (const token of ['abc', 'a.b.c', '...', 'x'.repeat(5000)]) {
      const res = await me(`Bearer ${token}`);
      expect(res.statusCode).toBe(401);
    }
  });

  it('answers 403 for a valid token of a deleted, unknown or wrong-role account', async () => {
    const id = await t.createAdmin('soon-deleted');
    const token = await t.login('soon-deleted');
    expect((await me(`Bearer ${token}`)).statusCode).toBe(200);
    await t.db.updateTable('admins').set({ deleted: 1 }).where('id', '=', id).execute();
    let res = await me(`Bearer ${token}`);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ msg: 'Account deactivated' });

    const sign = createSigner({ key: SECRET, algorithm: 'HS256', expiresIn: MINUTE });
    res = await me(`Bearer ${sign({ sub: 'no-such-admin', role: 'admin', deleted: false })}`);
    expect(res.statusCode).toBe(403);
    res = await me(`Bearer ${sign({ sub: adminId, role: 'admin', deleted: true })}`);
    expect(res.statusCode).toBe(403);

    const viewer = await t.createAdmin('viewer-role');
    const viewerToken = await t.login('viewer-role');
    await t.db
      .updateTable('admins')
      .set({ role: 'viewer' as 'admin' })
      .where('id', '=', viewer)
      .execute();
    res = await me(`Bearer ${viewerToken}`);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ msg: 'Access denied: insufficient role' });
  });
});

describe('failed sign-in limit', () => {
  it('refuses an account from one address after 10 failures; the owner elsewhere signs in', async () => {
    await t.createAdmin('limited-user');
    for (let i = 0; i < 10; i++) {
      const res = await login('limited-user', 'wrong-password', '10.1.0.1');
      expect(res.statusCode).toBe(401);
    }
    // even the right password, from that address, is refused now
    const refused = await login('limited-user', TEST_PASSWORD, '10.1.0.1');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({
      msg: 'Too many failed sign-in attempts. Try again in 15 minutes.',
    });
    expect(refused.headers['retry-after']).toBe('900');
    // usernames compare case-insensitively for the limit
    expect((await login('LIMITED-USER', TEST_PASSWORD, '10.1.0.1')).statusCode).toBe(429);
    // the owner at another address is not locked out
    expect((await login('limited-user', TEST_PASSWORD, '10.1.9.9')).statusCode).toBe(200);

    clock += 10 * MINUTE;
    const later = await login('limited-user', TEST_PASSWORD, '10.1.0.1');
    expect(later.statusCode).toBe(429);
    expect(later.json().msg).toBe('Too many failed sign-in attempts. Try again in 5 minutes.');
    expect(later.headers['retry-after']).toBe('300');

    clock += 5 * MINUTE + 1000;
    const ok = await login('limited-user', TEST_PASSWORD, '10.1.0.1');
    expect(ok.statusCode).toBe(200);
  });

  it('10 failures from 10 addresses do not lock the account', async () => {
    await t.createAdmin('spread-user');
    for (let i = 0; i < 10; i++) {
      expect((await login('spread-user', 'wrong-password', `10.5.0.${i}`)).statusCode).toBe(401);
    }
    expect((await login('spread-user', TEST_PASSWORD, '10.5.1.1')).statusCode).toBe(200);
  });

  it('refuses an address after 30 failures on any usernames; other addresses still sign in', async () => {
    for (let i = 0; i < 30; i++) {
      const res = await login(`nobody-${i % 5}`, 'wrong-password', '10.2.0.1');
      expect(res.statusCode, `attempt ${i}`).toBe(401);
    }
    const refused = await login('admin', TEST_PASSWORD, '10.2.0.1');
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect((await login('admin', TEST_PASSWORD, '10.2.0.2')).statusCode).toBe(200);

    clock += 15 * MINUTE + 1000;
    expect((await login('admin', TEST_PASSWORD, '10.2.0.1')).statusCode).toBe(200);
  });

  it('clears an account’s failures at an address on a successful sign-in there', async () => {
    await t.createAdmin('clears-user');
    for (let i = 0; i < 9; i++) await login('clears-user', 'wrong-password', '10.3.0.1');
    expect((await login('clears-user', TEST_PASSWORD, '10.3.0.1')).statusCode).toBe(200);
    for (let i = 0; i < 9; i++) {
      const res = await login('clears-user', 'wrong-password', '10.3.0.1');
      expect(res.statusCode).toBe(401);
    }
    expect((await login('clears-user', TEST_PASSWORD, '10.3.0.1')).statusCode).toBe(200);
  });

  it('counts wrong old passwords on /admin/update on their own counter, never against sign-in', async () => {
    await t.createAdmin('update-guess');
    const token = await t.login('update-guess');
    const update = () =>
      t.app.inject({
        method: 'PATCH',
        url: '/api/admin/update',
        headers: { authorization: `Bearer ${token}` },
        payload: { old_password: 'guess-guess', name: 'X' },
        remoteAddress: '10.4.0.1',
      });
    for (let i = 0; i < 10; i++) expect((await update()).statusCode).toBe(401);
    const res = await update();
    expect(res.statusCode).toBe(429);
    // an envelope: a console must not read it as a logout
    expect(res.json()).toMatchObject({ data: {}, statusCode: 429 });
    expect(res.json().msg).toMatch(/^Too many failed sign-in attempts/);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    // sign-in of the same account from the same address is untouched
    expect((await login('update-guess', TEST_PASSWORD, '10.4.0.1')).statusCode).toBe(200);
    clock += 15 * MINUTE + 1000;
  });
});

describe('createLoginLimiter', () => {
  it('uses a sliding window per account and address', async () => {
    let now = 0;
    const limiter = createLoginLimiter({ pairLimit: 3, windowMs: 1000, now: () => now });
    expect((await limiter.reserve('u', 'ip')).allowed).toBe(true);
    now = 400;
    expect((await limiter.reserve('u', 'ip')).allowed).toBe(true);
    now = 800;
    expect((await limiter.reserve('u', 'ip')).allowed).toBe(true);
    expect(await limiter.reserve('U', 'ip')).toEqual({ allowed: false, retryAfterMs: 200 });
    expect((await limiter.reserve('u', 'ip2')).allowed).toBe(true);
    now = 1001;
    expect((await limiter.reserve('u', 'ip')).allowed).toBe(true);
    expect(await limiter.reserve('u', 'ip')).toEqual({ allowed: false, retryAfterMs: 399 });
  });

  it('reserves before the check: a success gives the slot back and clears the pair', async () => {
    const now = 0;
    const limiter = createLoginLimiter({ pairLimit: 2, now: () => now });
    const first = await limiter.reserve('u', 'ip');
    const second = await limiter.reserve('u', 'ip');
    // two checks in flight: a third is refused before either ends
    expect((await limiter.reserve('u', 'ip')).allowed).toBe(false);
    if (!first.allowed || !second.allowed) throw new Error('refused');
    await first.succeeded();
    expect((await limiter.reserve('u', 'ip')).allowed).toBe(true);
  });

  it('has an account ceiling that a known address does not hit', async () => {
    const now = 0;
    const limiter = createLoginLimiter({ accountLimit: 5, now: () => now });
    const owner = await limiter.reserve('u', 'home');
    if (!owner.allowed) throw new Error('refused');
    await owner.succeeded();
    for (let i = 0; i < 5; i++) expect((await limiter.reserve('u', `bot-${i}`)).allowed).toBe(true);
    expect((await limiter.reserve('u', 'bot-new')).allowed).toBe(false);
    expect((await limiter.reserve('u', 'elsewhere')).allowed).toBe(false);
    // the owner's usual address still may try
    expect((await limiter.reserve('u', 'home')).allowed).toBe(true);
  });

  it('keeps its memory bounded', async () => {
    let now = 0;
    const limiter = createLoginLimiter({ maxKeys: 100, now: () => now });
    for (let i = 0; i < 5000; i++) {
      now += 1;
      await limiter.reserve(`user-${i}`, `ip-${i}`);
    }
    expect(limiter.size()).toMatchObject({ pairs: 100, accounts: 100, ips: 100 });
    // the most recent keys are the ones kept
    for (let i = 0; i < 10; i++) await limiter.reserve('user-4999', 'ip-4999');
    expect((await limiter.reserve('user-4999', 'ip-4999')).allowed).toBe(false);
  });

  it('words the wait in whole minutes', () => {
    expect(tooManyAttemptsMessage(15 * MINUTE)).toBe(
      'Too many failed sign-in attempts. Try again in 15 minutes.',
    );
    expect(tooManyAttemptsMessage(1000)).toBe(
      'Too many failed sign-in attempts. Try again in 1 minute.',
    );
  });
});
