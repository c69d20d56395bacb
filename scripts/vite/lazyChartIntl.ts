// A build plugin (vite.config.ts): MUI X Charts' Intl objects made at their first use.
import type { Plugin } from 'vite';

/**
 * MUI X Charts makes Intl objects as its modules are evaluated: six date formats for time axes
 * (utils/timeTicks) and two grapheme segmenters for cutting long labels (internals/
 * getGraphemeCount, sliceUntil). A page's first Intl object loads the browser's ICU data (see
 * src/i18n/numbers.ts), so the charts' chunk paid that load in its evaluation although the
 * dashboard has no time axis, and cuts a label only when one is too long. Each is made at its
 * first use instead, with the same arguments. Every rewrite must find what it rewrites: a new
 * version of the library written otherwise fails the build rather than keep the cost unseen.
 */
const CHART_REWRITES: { file: RegExp; from: RegExp; to: string; count: number }[] = [
  {
    file: /[\\/]@mui[\\/]x-charts[\\/]utils[\\/]timeTicks\.mjs$/,
    from: /new Intl\.DateTimeFormat\(([^()]*)\)\.format/g,
    // each its own: formats made at their first tick
    to: '((...a) => { let f; return (d) => (f ??= new Intl.DateTimeFormat(...a)).format(d); })($1)',
    count: 6,
  },
  ...['getGraphemeCount', 'sliceUntil'].map((name) => ({
    file: new RegExp(`[\\\\/]@mui[\\\\/]x-charts[\\\\/]internals[\\\\/]${name}\\.mjs$`),
    from: /const segmenter = (typeof window[^?]+)\? new Intl\.Segmenter\(([^()]*)\) : null;/g,
    to:
      'let made; const segmenter = ($1) ? ' +
      '{ segment: (text) => (made ??= new Intl.Segmenter($2)).segment(text) } : null;',
    count: 1,
  })),
];

/**
 * `code` of the module `id` with its Intl objects made at first use, or null for a module left
 * as it is; throws when a module to rewrite is not written as expected.
 */
export function rewriteChartModule(code: string, id: string): string | null {
  const rewrite = CHART_REWRITES.find((r) => r.file.test(id));
  if (!rewrite) return null;
  const found = code.match(rewrite.from)?.length ?? 0;
  if (found !== rewrite.count) {
    throw new Error(`lazy-chart-intl: ${rewrite.count} to rewrite in ${id}, found ${found}`);
  }
  return code.replace(rewrite.from, rewrite.to);
}

export const lazyChartIntl = (): Plugin => ({
  name: 'lazy-chart-intl',
  transform(code, id) {
    try {
      const rewritten = rewriteChartModule(code, id);
      return rewritten === null ? null : { code: rewritten, map: null };
    } catch (err) {
      this.error(err instanceof Error ? err.message : String(err));
    }
  },
});
