// What the bench measures and against which budget.
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** the repository's root, where dist/ and bench-results.json live */
export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const SIGN_IN_JS_BUDGET = 150_000; // bytes on the wire, as served
export const RUNS = 5;
export const API_REQUESTS = 2000;
export const API_CONCURRENCY = 8;
export const API_TIME_LIMIT_MS = 60_000;
export const ADMIN_PASSWORD = 'bench-admin-password-42';
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
