// What the soak sends, how much of it, and with which credentials.
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** the repository's root, where dist/ lives */
export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export const ADMIN_USERNAME = 'admin';
// fresh for every run: long, varied and not a common password, as the server demands
export const ADMIN_PASSWORD = `soak-${randomBytes(12).toString('base64url')}`;
export const JWT_SECRET = randomBytes(48).toString('base64');

/** the whole soak stops itself after this long (--minutes=N) */
export const DEFAULT_MINUTES = 10;

export const BOMB = {
  uploads: 3, // one after the other, then as many at once
  streams: 4,
  mibEach: 512, // 4 × 512 MiB = 2 GiB inflated, a few KB on disk
  healthEveryMs: 100,
  answerWithinMs: 10_000,
  healthP99Ms: 1000,
};

export const LOGIN = {
  guesses: 1000,
  rightAt: 500, // the index of the guess that carries the right password
  attacker: '203.0.113.7',
  owner: '198.51.100.23',
  maxChecks: 10,
};

/** creates sent at once, each with a small PDF; each request's own time limit */
export const BURST = { creates: 200, timeoutMs: 120_000 };

export const FUZZ = { requests: 10_000, concurrency: 16, timeoutMs: 15_000 };

export const WRITES = { total: 1000, concurrency: 8, killAfterAcks: 500 };
