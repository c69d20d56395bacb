import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config.ts';
import { postgresInstalled } from './tests/support/postgres.ts';

const serverTests = ['tests/server/**/*.test.ts'];

export default mergeConfig(
  viteConfig,
  defineConfig({
    test: {
      reporters: ['default', ['json', { outputFile: 'vitest-results.json' }]],
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
            environment: 'node',
            testTimeout: 30000,
            hookTimeout: 60000,
          },
        },
        {
          extends: true,
          test: {
            // the same server suite on PostgreSQL: a throwaway cluster for the run, a fresh
            // database per test app; without PostgreSQL installed, one skipped test says so
            name: 'server-pg',
            include: postgresInstalled() ? serverTests : ['tests/support/postgresMissing.test.ts'],
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
            environment: 'node',
            testTimeout: 90000,
            hookTimeout: 120000,
            // expect.poll waits for the page to reach a state, as Playwright's waitFor does: its
            // 1 s default was shorter than a full page load on CI's two loaded cores
            expect: { poll: { timeout: 10000 } },
            fileParallelism: false,
          },
        },
      ],
    },
  }),
);
