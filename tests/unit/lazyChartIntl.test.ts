// The build's rewrite of MUI X Charts' modules (scripts/vite/lazyChartIntl.ts): the library's own
// files, rewritten, make no Intl object when evaluated, make each at its first use, and answer
// what the originals answer.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { rewriteChartModule } from '../../scripts/vite/lazyChartIntl.ts';
import { countIntlObjects } from './support/intlCounter.ts';

const charts = path.dirname(createRequire(import.meta.url).resolve('@mui/x-charts/package.json'));
const file = (relative: string) => path.join(charts, relative);

/** Intl's constructors counted while `run` goes on (and `window` defined, as in a browser). */
async function counting<T>(run: () => Promise<T>) {
  const { made, restore: restoreIntl } = countIntlObjects(['DateTimeFormat', 'Segmenter']);
  const hadWindow = 'window' in globalThis;
  if (!hadWindow) Object.assign(globalThis, { window: globalThis });
  restore = () => {
    restoreIntl();
    if (!hadWindow) delete (globalThis as { window?: unknown }).window;
  };
  return { made, result: await run() };
}
let restore = () => {};
afterEach(() => restore());

/** Evaluates a module's source as a new module (its own state each time). */
const evaluate = <M>(code: string): Promise<M> =>
  import(/* @vite-ignore */ `data:text/javascript,${encodeURIComponent(code)}`) as Promise<M>;

/** A module of the library, rewritten as the build does. */
function rewritten(relative: string): string {
  const id = file(relative);
  const code = rewriteChartModule(readFileSync(id, 'utf8'), id);
  if (code === null) throw new Error(`${relative} is not rewritten`);
  return code;
}

interface Frequency {
  format: (date: Date) => string;
}

describe('MUI X Charts without Intl objects made at evaluation', () => {
  it('time ticks: the six date formats are made at their first tick, and format as before', async () => {
    const original = readFileSync(file('utils/timeTicks.mjs'), 'utf8');
    const before = await counting(() =>
      evaluate<{ tickFrequencies: Record<string, Frequency> }>(original),
    );
    restore();
    expect(before.made.DateTimeFormat).toBe(6);

    const { made, result } = await counting(() =>
      evaluate<{ tickFrequencies: Record<string, Frequency> }>(rewritten('utils/timeTicks.mjs')),
    );
    expect(made.DateTimeFormat).toBe(0);
    const day = new Date(2026, 10, 29, 9, 5);
    for (const [name, frequency] of Object.entries(result.tickFrequencies)) {
      expect(frequency.format(day), name).toBe(before.result.tickFrequencies[name]!.format(day));
    }
    // years is not a format; each of the other six is made once, at its first use
    expect(made.DateTimeFormat).toBe(6);
    result.tickFrequencies.months!.format(new Date(2026, 0, 1));
    expect(made.DateTimeFormat).toBe(6);
  });

  it.each([
    ['internals/getGraphemeCount.mjs', 'getGraphemeCount', ['👍🏽 ok', 'é̀x', '']],
    [
      'internals/sliceUntil.mjs',
      'sliceUntil',
      [
        ['👍🏽 ok', 2],
        ['👨‍👩‍👧 family', 3],
      ],
    ],
  ] as const)(
    '%s: the grapheme segmenter is made at the first label cut',
    async (relative, name, calls) => {
      const original = readFileSync(file(relative), 'utf8');
      const before = await counting(() =>
        evaluate<Record<string, (...a: unknown[]) => unknown>>(original),
      );
      restore();
      expect(before.made.Segmenter).toBe(1);

      const { made, result } = await counting(() =>
        evaluate<Record<string, (...a: unknown[]) => unknown>>(rewritten(relative)),
      );
      expect(made.Segmenter).toBe(0);
      for (const args of calls) {
        const list = Array.isArray(args) ? args : [args];
        expect(result[name]!(...list), String(list)).toEqual(before.result[name]!(...list));
      }
      expect(made.Segmenter).toBe(1);
    },
  );

  it('fails the build when the library no longer reads as expected, and leaves others alone', () => {
    const id = file('utils/timeTicks.mjs');
    expect(() => rewriteChartModule('export const tickFrequencies = {};', id)).toThrow(
      /6 to rewrite in .*timeTicks\.mjs, found 0/,
    );
    expect(rewriteChartModule('new Intl.DateTimeFormat().format', file('index.mjs'))).toBeNull();
  });
});
