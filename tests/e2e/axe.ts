// axe-core in a Playwright page: injects its source (once per document) and runs its rules on the
// whole document, answering each violation as one readable line.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';
import type { AxeResults, RunOptions } from 'axe-core';

const require = createRequire(import.meta.url);
let source: string | undefined;

/** axe.min.js from node_modules, read once. */
function axeSource(): string {
  source ??= readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');
  return source;
}

/** A rule switched off for a reason the test states (a false positive of axe on this page). */
export interface AxeException {
  rule: string;
  reason: string;
}

export interface AxeOptions {
  /** rules to skip, each with its reason: only for a false positive */
  except?: AxeException[];
}

/** Runs axe-core on the page's document; one line per violation (empty when there is none). */
export async function axeViolations(page: Page, options: AxeOptions = {}): Promise<string[]> {
  const injected = await page.evaluate(() => 'axe' in window);
  // evaluated, not added as a <script>: the console's Content-Security-Policy refuses inline
  // scripts (as it should), and Playwright's evaluation is not subject to it
  if (!injected) await page.evaluate(axeSource());
  const runOptions: RunOptions = {
    resultTypes: ['violations'],
    rules: Object.fromEntries((options.except ?? []).map((e) => [e.rule, { enabled: false }])),
  };
  const results = await page.evaluate(
    (opts) =>
      (window as unknown as { axe: { run: typeof import('axe-core').run } }).axe.run(
        document,
        opts,
      ),
    runOptions,
  );
  return describeViolations(results);
}

function describeViolations(results: AxeResults): string[] {
  const lines: string[] = [];
  for (const violation of results.violations) {
    for (const node of violation.nodes) {
      const summary = (node.failureSummary ?? violation.help).replace(/\s+/g, ' ').trim();
      lines.push(
        `${violation.id} (${violation.impact ?? 'no impact'}) at ${JSON.stringify(node.target)}: ${summary} | ${node.html.slice(0, 160)}`,
      );
    }
  }
  return lines;
}

/** Throws, listing every violation, when axe finds any on the page; `where` names the screen. */
export async function expectNoAxeViolations(
  page: Page,
  where: string,
  options: AxeOptions = {},
): Promise<void> {
  const lines = await axeViolations(page, options);
  if (lines.length > 0) {
    throw new Error(`${lines.length} axe-core violation(s) on ${where}:\n  ${lines.join('\n  ')}`);
  }
}
