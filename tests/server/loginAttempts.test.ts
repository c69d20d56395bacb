// Issue 11: the sign-in limit counters behind a counter store. The database store (login_attempts,
// used on PostgreSQL) keeps the limiter's rules and holds them across servers sharing the table;
// it runs here on the engine under test (on SQLite against the same table).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseCounters } from '../../server/src/auth/databaseCounters.ts';
import { memoryCounters } from '../../server/src/auth/counterStore.ts';
import { createKeyLimiter, createLoginLimiter } from '../../server/src/auth/loginLimiter.ts';
import { openDatabase, type Db } from '../../server/src/db/database.ts';
import { startTestApp, type TestApp } from './testApp.ts';

const MINUTE = 60 * 1000;
let t: TestApp;
/** a second server's connection to the same database (PostgreSQL; one on SQLite, see below) */
let other: Db;

beforeAll(async () => {
  t = await startTestApp();
  // SQLite is one server's database: its connections in one process would wait on each other's
  // locks, so "another server" is the same connection there
  other = t.engine === 'postgres' ? (await openDatabase(t.config)).db : t.db;
});
afterAll(async () => {
  if (other && other !== t.db) await other.destroy();
  await t?.close();
});

/** The counter rows, by key (sorted here: the engines' collations differ). */
const rows = async () =>
  (await t.db.selectFrom('login_attempts').selectAll().execute()).sort((x, y) =>
    x.key < y.key ? -1 : 1,
  );

describe.each([
  ['memory', () => memoryCounters],
  ['database', () => databaseCounters(t.db)],
])('the limiter’s rules on the %s store', (_kind, store) => {
  it('counts before it checks; a success gives the slot back and clears the pair', async () => {
    const now = 0;
    const limiter = createLoginLimiter({ pairLimit: 2, now: () => now, store: store() });
    const first = await limiter.reserve('rules-a', 'ip');
    const second = await limiter.reserve('rules-a', 'ip');
    // two checks in flight: a third is refused before either ends
    expect((await limiter.reserve('RULES-A', 'ip')).allowed).toBe(false);
    if (!first.allowed || !second.allowed) throw new Error('refused');
    await first.succeeded();
    expect((await limiter.reserve('rules-a', 'ip')).allowed).toBe(true);
    // another address is counted on its own
    expect((await limiter.reserve('rules-a', 'ip2')).allowed).toBe(true);
  });

  it('has an account ceiling that a known address does not hit', async () => {
    const now = 1_000_000;
    const limiter = createLoginLimiter({ accountLimit: 5, now: () => now, store: store() });
    const owner = await limiter.reserve('rules-b', 'home');
    if (!owner.allowed) throw new Error('refused');
    await owner.succeeded();
    for (let i = 0; i < 5; i++) {
      expect((await limiter.reserve('rules-b', `bot-${i}`)).allowed).toBe(true);
    }
    expect((await limiter.reserve('rules-b', 'bot-new')).allowed).toBe(false);
    // the owner's usual address still may try
    expect((await limiter.reserve('rules-b', 'home')).allowed).toBe(true);
  });

  it('refuses an address beyond its limit on any accounts; a refusal counts nowhere', async () => {
    const now = 2_000_000;
    const limiter = createLoginLimiter({
      ipLimit: 3,
      accountLimit: 4,
      now: () => now,
      store: store(),
    });
    for (let i = 0; i < 3; i++) {
      expect((await limiter.reserve(`rules-c${i}`, '10.9.9.9')).allowed).toBe(true);
    }
    const refused = await limiter.reserve('rules-c9', '10.9.9.9');
    expect(refused.allowed).toBe(false);
    for (let i = 0; i < 10; i++) await limiter.reserve('rules-c9', '10.9.9.9');
    // rules-c9's account counter took none of the refused guesses
    for (let i = 0; i < 4; i++) {
      expect((await limiter.reserve('rules-c9', `10.8.0.${i}`)).allowed).toBe(true);
    }
  });

  it('answers the wait until the oldest counted failure leaves the window', async () => {
    let now = 3_000_000;
    const limiter = createLoginLimiter({
      pairLimit: 2,
      windowMs: 1000,
      now: () => now,
      store: store(),
    });
    await limiter.reserve('rules-d', 'ip');
    now += 300;
    await limiter.reserve('rules-d', 'ip');
    now += 100;
    // the memory store's window slides from the oldest failure, the database's is fixed from
    // the first: both started at the same time here
    expect(await limiter.reserve('rules-d', 'ip')).toEqual({ allowed: false, retryAfterMs: 600 });
    now += 601;
    expect((await limiter.reserve('rules-d', 'ip')).allowed).toBe(true);
  });

  it('keeps wrong old passwords on a counter of their own', async () => {
    const now = 4_000_000;
    const limiter = createKeyLimiter({ limit: 2, now: () => now, store: store() });
    const first = await limiter.reserve('admin-1');
    await limiter.reserve('admin-1');
    expect((await limiter.reserve('admin-1')).allowed).toBe(false);
    expect((await limiter.reserve('admin-2')).allowed).toBe(true);
    if (!first.allowed) throw new Error('refused');
    await first.succeeded();
    expect((await limiter.reserve('admin-1')).allowed).toBe(true);
  });
});

describe('the database store', () => {
  it('keeps one row per counter in login_attempts, a window from the first failure', async () => {
    const now = Date.parse('2030-01-01T00:00:00.000Z');
    let clock = now;
    const limiter = createLoginLimiter({ now: () => clock, store: databaseCounters(t.db) });
    await limiter.reserve('Row-User', '10.1.2.3');
    clock += MINUTE;
    await limiter.reserve('row-user', '10.1.2.3');
    const mine = (await rows()).filter(
      (r) => r.key.includes('row-user') || r.key === 'ip:10.1.2.3',
    );
    expect(mine).toEqual([
      { key: 'account:row-user', count: 2, window_start: '2030-01-01T00:00:00.000Z' },
      { key: 'ip:10.1.2.3', count: 2, window_start: '2030-01-01T00:00:00.000Z' },
      { key: 'pair:["row-user","10.1.2.3"]', count: 2, window_start: '2030-01-01T00:00:00.000Z' },
    ]);
    // once the window is over, the next failure starts a new one
    clock = now + 15 * MINUTE;
    await limiter.reserve('row-user', '10.1.2.3');
    const pair = (await rows()).find((r) => r.key === 'pair:["row-user","10.1.2.3"]');
    expect(pair).toEqual({
      key: 'pair:["row-user","10.1.2.3"]',
      count: 1,
      window_start: '2030-01-01T00:15:00.000Z',
    });
  });

  it('holds the limit for 1000 parallel guesses through two servers: 10 pass', async () => {
    const now = () => Date.parse('2031-01-01T00:00:00.000Z');
    const servers = [t.db, other].map((db) =>
      createLoginLimiter({ now, store: databaseCounters(db) }),
    );
    const answers = await Promise.all(
      Array.from({ length: 1000 }, (_, i) => servers[i % 2]!.reserve('flood', '10.66.0.1')),
    );
    expect(answers.filter((a) => a.allowed)).toHaveLength(10);
    const refused = answers.find((a) => !a.allowed);
    expect(refused).toEqual({ allowed: false, retryAfterMs: 15 * MINUTE });
    // the refused guesses were counted nowhere: the account and the address hold 10 each
    const counts = Object.fromEntries(
      (await rows())
        .filter((r) => r.key.includes('flood') || r.key === 'ip:10.66.0.1')
        .map((r) => [r.key, r.count]),
    );
    expect(counts).toEqual({
      'account:flood': 10,
      'ip:10.66.0.1': 10,
      'pair:["flood","10.66.0.1"]': 10,
    });
  }, 120_000);

  it('shares known addresses: a sign-in through one server counts on the other', async () => {
    const now = () => Date.parse('2032-01-01T00:00:00.000Z');
    const [a, b] = [t.db, other].map((db) =>
      createLoginLimiter({ accountLimit: 3, now, store: databaseCounters(db) }),
    );
    const owner = await a!.reserve('shared', 'home');
    if (!owner.allowed) throw new Error('refused');
    await owner.succeeded();
    for (let i = 0; i < 3; i++) await b!.reserve('shared', `bot-${i}`);
    expect((await a!.reserve('shared', 'bot-new')).allowed).toBe(false);
    expect((await b!.reserve('shared', 'home')).allowed).toBe(true);
  });

  it('removes counters whose window is over, at most once a minute', async () => {
    let clock = Date.parse('2033-01-01T00:00:00.000Z');
    const limiter = createLoginLimiter({ now: () => clock, store: databaseCounters(t.db) });
    await limiter.reserve('stale', '10.5.5.5');
    const stale = async () => (await rows()).filter((r) => r.key.includes('stale')).length;
    expect(await stale()).toBe(2);
    clock += 16 * MINUTE;
    await limiter.reserve('fresh', '10.5.5.6');
    expect(await stale()).toBe(0);
    const fresh = (await rows()).filter((r) => r.key.includes('fresh'));
    expect(fresh).toHaveLength(2);
  });
});
