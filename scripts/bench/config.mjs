// What the bench measures, how long, and the goals of issue 12 it checks each figure against.
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** the repository's root, where dist/ and bench-results.json live */
export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const ADMIN_PASSWORD = 'bench-admin-password-42';
/**
 * A bench server's environment on the PostgreSQL database at `databaseUrl`, with the signing
 * secret it needs there (on PostgreSQL the server keeps none of its own).
 */
export const postgresEnv = (databaseUrl) => ({
  DATABASE_URL: databaseUrl,
  JWT_SECRET: 'bench-secret-Xq3v9L2mN8pR4tY7wZ1bC6dF0gH5jK',
});
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** The API at 60 candidates: alternating rounds of the product and the baseline. */
export const API = { connections: 10, rounds: 3, seconds: 5, warmupSeconds: 2 };
/** Visits per browser figure (each in a fresh context, cold cache); medians are reported. */
export const BROWSER_RUNS = 5;
export const PAGE_RUNS = 3;
/**
 * Visits of the dashboard (at 60 and at the large size): its times vary from visit to visit on a
 * busy 2-core machine, and a median of 3 moved between two runs of the same code.
 */
export const DASHBOARD_RUNS = 7;
/** A dashboard visit that has not drawn everything by then counts as not drawn. */
export const DASHBOARD_TIMEOUT_MS = 30_000;
/** Candidates in the browser's large data set when --no-scale leaves the 100,000 out. */
export const ROWS_ONLY_SIZE = 1_000;
export const DEFAULT_SCALE = 100_000;
/**
 * Lighthouse runs per page; the median is reported. One run's score moves between runs of the
 * same build as much as a change measures.
 */
export const LIGHTHOUSE_RUNS = 3;

/** Issue 12's goals: `at most` / `at least` a number, in the figure's own unit. */
export const GOALS = {
  apiRatio: { atLeast: 0.5 },
  listP99Ms: { atMost: 50 },
  createP99Ms: { atMost: 100 },
  peakRssMB: { atMost: 150 },
  signInJsBytes: { atMost: 100_000 },
  candidatesPageBytes: { atMost: 330_000 },
  signInToNumbersRatio: { atMost: 1.5 },
  dashboardNumbersAt60Ms: { atMost: 800 },
  dashboardDrawnAtScaleMs: { atMost: 1000 },
  dashboardApiBytes: { atMost: 200_000 },
  dashboardApiRequests: { atMost: 5 },
  longestTaskMs: { atMost: 100 },
  pageTurnMs: { atMost: 300 },
  layoutShift: { atMost: 0.1 },
  lighthouseAccessibility: { atLeast: 100 },
};
