// Shared by setup.ts and the tests: what the current test wrote to console.error/warn, and the
// messages it declared as expected (e.g. react-admin logging a failed data provider call).
export const consoleProblems: string[] = [];
const allowed: RegExp[] = [];

/** Lets the current test write console messages matching these patterns. */
export function allowConsoleMessages(...patterns: RegExp[]): void {
  allowed.push(...patterns);
}

export function resetConsoleGuard(): void {
  consoleProblems.length = 0;
  allowed.length = 0;
}

/** The messages the current test did not declare, then a reset. */
export function takeUnexpectedConsoleMessages(): string[] {
  const unexpected = consoleProblems.filter((message) => !allowed.some((re) => re.test(message)));
  resetConsoleGuard();
  return unexpected;
}
