// Component tests: jest-dom matchers, a clean DOM and storage per test, browser APIs jsdom lacks,
// and no tolerance for React warnings: any console.error or console.warn fails the test unless
// the test declared it with allowConsoleMessages (consoleGuard.ts).
import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { format } from 'node:util';
import { afterEach, beforeEach, vi } from 'vitest';
import { consoleProblems, resetConsoleGuard, takeUnexpectedConsoleMessages } from './consoleGuard';
import { fixedMediaQuery } from './mediaQuery';

// findBy*/waitFor wait up to 10 s instead of 1 s: on a loaded 2-core CI machine a lazy chunk, a
// react-query refetch or a page of 25 table rows in jsdom can take seconds to show (All
// Interviews' page 2 once took over 5 s while another suite shared the cores), and a wait that
// passes never slows a test
configure({ asyncUtilTimeout: 10_000 });

Object.defineProperty(window, 'matchMedia', {
  configurable: true,
  writable: true,
  value: (query: string) => fixedMediaQuery(query),
});
// jsdom reports window.scrollTo as "not implemented" through console.error
Object.defineProperty(window, 'scrollTo', {
  configurable: true,
  writable: true,
  value: () => undefined,
});

let consoleSpies: Array<{ mockRestore: () => void }> = [];

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  resetConsoleGuard();
  consoleSpies = (['error', 'warn'] as const).map((level) =>
    vi.spyOn(console, level).mockImplementation((...args: unknown[]) => {
      consoleProblems.push(`console.${level}: ${format(...args)}`);
    }),
  );
});

afterEach(() => {
  cleanup();
  for (const spy of consoleSpies) spy.mockRestore();
  consoleSpies = [];
  const problems = takeUnexpectedConsoleMessages();
  if (problems.length > 0) {
    throw new Error(`The test wrote to the console:\n${problems.join('\n')}`);
  }
});
