import { availableParallelism } from 'node:os';
import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config.ts';
import { postgresInstalled } from './tests/support/postgres.ts';

const serverTests = ['tests/server/**/*.test.ts'];

/**
 * The server suite's files that run on SQLite alone: what they test does not depend on the
 * database engine, so the PostgreSQL run (server-pg) skips them. Every other server file runs on
 * both engines: a new test file that reads or writes rows is covered on PostgreSQL by default;
 * add a file here only with the reason it cannot tell the engines apart.
 */
const SQLITE_ONLY: Record<string, string> = {
  adminBadInput: 'bad input refused by the route schemas, before any query',
  badInput: 'bad input refused by the route schemas, before any query',
  validationMessages: 'how schema errors are worded',
  securityHeaders: 'response headers and log redaction',
  static: 'serving the built console files',
  apiCompression: 'HTTP compression of answers',
  routeGuard: 'which routes ask for a token (the route table)',
  meetingConfig: 'MEETING_* settings read from the environment',
  config: 'loadConfig: no database',
  answerCache: 'a unit with no database',
  tokens: 'a unit with no database',
  resumeLinks: 'a unit with no database',
  serverNumbers: 'a unit with no database',
  llmScorer: 'the scorer against a stub model: no database',
  statementCache: "SQLite's own statement cache",
  pdfPool: 'PDF parsing in child processes: no database',
  pdfWorkers: 'PDF parsing in child processes, upload limits',
  addressGuard: "webhooks' address rules and retry waits: no database",
};
const sqliteOnlyFiles = Object.keys(SQLITE_ONLY).map((name) => `tests/server/${name}.test.ts`);

export default mergeConfig(
  viteConfig,
  defineConfig({
    test: {
      // two test files at once on two cores (Vitest's default, one less than the cores, leaves
      // one idle there)
      maxWorkers: Math.max(2, availableParallelism() - 1),
      reporters: [
        'default',
        ['json', { outputFile: 'vitest-results.json' }],
        // each file's time by project, for npm test's closing summary
        './tests/support/timingReporter.ts',
      ],
      projects: [
        {
          extends: true,
          test: {
            name: 'unit',
            include: ['tests/unit/**/*.test.ts'],
            environment: 'node',
          },
        },
        {
          extends: true,
          test: {
            name: 'component',
            include: ['tests/component/**/*.test.tsx'],
            environment: 'jsdom',
            setupFiles: ['tests/component/setup.ts'],
            // room for a few waits of up to 10 s each (setup.ts) on a loaded machine
            testTimeout: 40000,
          },
        },
        {
          extends: true,
          test: {
            name: 'server',
            include: serverTests,
            // several servers on one database: PostgreSQL's alone (with SQLite one server owns it)
            exclude: ['tests/server/postgres/**'],
            // one database migrated for the run, copied for each test app
            globalSetup: ['tests/support/sqliteGlobalSetup.ts'],
            environment: 'node',
            testTimeout: 30000,
            hookTimeout: 60000,
          },
        },
        {
          extends: true,
          test: {
            // the server suite on PostgreSQL, less SQLITE_ONLY: a throwaway cluster for the run,
            // one database migrated in it, copied for each test app; without PostgreSQL
            // installed, one skipped test says so
            name: 'server-pg',
            include: postgresInstalled() ? serverTests : ['tests/support/postgresMissing.test.ts'],
            exclude: sqliteOnlyFiles,
            globalSetup: ['tests/support/postgresGlobalSetup.ts'],
            environment: 'node',
            testTimeout: 30000,
            hookTimeout: 60000,
          },
        },
        {
          extends: true,
          test: {
            name: 'e2e',
            include: ['tests/e2e/**/*.test.ts'],
            // one Chromium for the run; each file opens contexts of its own in it
            globalSetup: ['tests/e2e/chromiumGlobalSetup.ts'],
            environment: 'node',
            testTimeout: 90000,
            hookTimeout: 120000,
            // expect.poll waits for the page to reach a state, as Playwright's waitFor does: its
            // 1 s default was shorter than a full page load on CI's two loaded cores
            expect: { poll: { timeout: 10000 } },
            // two files at once: a file waits on its page and its server about half the time,
            // and each has a server, a DATA_DIR and browser contexts of its own
            maxWorkers: 2,
          },
        },
      ],
    },
  }),
);
