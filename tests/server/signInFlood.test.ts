// Issue 10, items 2 and 3: parallel guesses cannot outrun the limit, and the limit is not a weapon.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startTestApp, TEST_PASSWORD, type TestApp } from './testApp.ts';

const checks = vi.hoisted(() => ({ count: 0 }));
vi.mock('../../server/src/auth/password.ts', async (importOriginal) => {
  const original = await importOriginal<typeof import('../../server/src/auth/password.ts')>();
  return {
    ...original,
    verifyPassword: async (...args: Parameters<typeof original.verifyPassword>) => {
      checks.count++;
      return original.verifyPassword(...args);
    },
  };
});

let t: TestApp;
const login = (username: string, password: string, remoteAddress: string, headers = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/api/admin/login',
    payload: { username, password },
    remoteAddress,
    headers,
  });

beforeAll(async () => {
  t = await startTestApp();
  await t.createAdmin('victim');
});
afterAll(async () => {
  await t.close();
});

describe('parallel wrong guesses from one address', () => {
  it('check at most 10 passwords; the rest answer 429 with Retry-After at once', async () => {
    checks.count = 0;
    const started = performance.now();
    let last429 = 0;
    const guesses = Array.from({ length: 1000 }, (_, i) =>
      // the right password hidden among them is refused like the rest
      login('victim', i === 500 ? TEST_PASSWORD : `wrong-${i}`, '10.66.0.1').then((res) => {
        if (res.statusCode === 429) last429 = performance.now() - started;
        return res;
      }),
    );
    // the owner signs in from elsewhere during the flood
    const ownerStarted = performance.now();
    const owner = login('victim', TEST_PASSWORD, '10.77.0.1').then((res) => ({
      res,
      ms: performance.now() - ownerStarted,
    }));
    const answers = await Promise.all(guesses);
    const elapsed = performance.now() - started;
    const { res: ownerRes, ms: ownerMs } = await owner;

    const byStatus = new Map<number, number>();
    for (const res of answers)
      byStatus.set(res.statusCode, (byStatus.get(res.statusCode) ?? 0) + 1);
    expect(byStatus.get(401)).toBe(10);
    expect(byStatus.get(429)).toBe(990);
    expect(answers[500]!.statusCode).toBe(429);
    const refused = answers.find((res) => res.statusCode === 429)!;
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // 10 guesses and the owner's sign-in
    expect(checks.count).toBe(11);
    expect(ownerRes.statusCode).toBe(200);
    console.log(
      `1000 parallel guesses: ${checks.count - 1} password checks; 990 × 429 within ` +
        `${Math.round(last429)} ms, all within ${Math.round(elapsed)} ms; ` +
        `owner's sign-in from another address: ${Math.round(ownerMs)} ms`,
    );
    // how fast is for `npm run soak` to measure (at full size, over HTTP), not for a test to time
  });
});

describe('look-alike usernames', () => {
  it('cannot be created, so they cannot share or reset a counter', async () => {
    // the unique index on lower(username): "UNIQUE constraint failed" on SQLite, "duplicate key
    // value violates unique constraint" on PostgreSQL
    await expect(t.createAdmin('VICTIM')).rejects.toThrow(/unique/i);
    const token = await t.login();
    const res = await t.app.inject({
      method: 'PATCH',
      url: '/api/admin/update',
      headers: { authorization: `Bearer ${token}` },
      payload: { old_password: TEST_PASSWORD, username: 'Victim' },
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().msg).toBe('Username already taken');
  });
});

describe('TRUST_PROXY', () => {
  it('off: X-Forwarded-For is ignored, the proxy address is the client', async () => {
    await t.createAdmin('behind-proxy');
    for (let i = 0; i < 10; i++) {
      const res = await login('behind-proxy', 'wrong', '10.88.0.1', {
        'x-forwarded-for': `203.0.113.${i}`,
      });
      expect(res.statusCode).toBe(401);
    }
    const res = await login('behind-proxy', TEST_PASSWORD, '10.88.0.1', {
      'x-forwarded-for': '198.51.100.7',
    });
    expect(res.statusCode).toBe(429);
  });

  it('on: each client behind the proxy is counted on its own', async () => {
    const proxied = await startTestApp({ TRUST_PROXY: 'on' });
    try {
      await proxied.createAdmin('behind-proxy');
      const via = (client: string, password: string) =>
        proxied.app.inject({
          method: 'POST',
          url: '/api/admin/login',
          payload: { username: 'behind-proxy', password },
          remoteAddress: '10.88.0.1',
          // a client may send its own header; the proxy appends the real address
          headers: { 'x-forwarded-for': `1.2.3.4, ${client}` },
        });
      for (let i = 0; i < 10; i++) expect((await via('203.0.113.9', 'wrong')).statusCode).toBe(401);
      expect((await via('203.0.113.9', TEST_PASSWORD)).statusCode).toBe(429);
      expect((await via('198.51.100.7', TEST_PASSWORD)).statusCode).toBe(200);
    } finally {
      await proxied.close();
    }
  });
});
