// The entry script after the first paint (scripts/vite/entryAfterPaint.ts): index.html's entry tag
// becomes a modulepreload link, and the inline script adds the module script once, after the first
// paint (here, where no paint is reported, after the next frame) or ENTRY_LATEST_MS, whichever is
// first. (afterFirstPaint.test.ts has the paint; the e2e tests run the built page in Chromium.)
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import {
  ENTRY_LATEST_MS,
  entryAfterPaintHtml,
  entryScript,
} from '../../scripts/vite/entryAfterPaint.ts';

const SRC = '/assets/index-AbC123.js';
const PAGE = `<html><head>
<script type="module" crossorigin src="${SRC}"></script>
<link rel="stylesheet" crossorigin href="/assets/index-x.css">
</head><body><div id="root"></div>
</body></html>`;

function run() {
  const frames: (() => void)[] = [];
  const timers: { callback: () => void; ms: number | undefined }[] = [];
  const added: Record<string, unknown>[] = [];
  runInNewContext(entryScript(SRC), {
    window: {}, // no paint reported: the frame's way (afterFirstPaint.test.ts has the other)
    requestAnimationFrame: (callback: () => void) => frames.push(callback),
    setTimeout: (callback: () => void, ms?: number) => timers.push({ callback, ms }),
    document: {
      createElement: (tag: string) => ({ tag }),
      head: { appendChild: (element: Record<string, unknown>) => added.push({ ...element }) },
    },
  });
  return { frames, timers, added };
}

describe('entry after paint', () => {
  it('asks for the entry at once and runs it from the end of the body', () => {
    const html = entryAfterPaintHtml(PAGE);
    expect(html).not.toContain('<script type="module"');
    expect(html).toContain(`<link rel="modulepreload" crossorigin href="${SRC}">`);
    expect(html).toContain(`<script>${entryScript(SRC)}</script>\n  </body>`);
    // the rest as it was
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/index-x.css">');
  });

  it('refuses a page without one entry tag', () => {
    expect(() => entryAfterPaintHtml('<html><body></body></html>')).toThrow(/0 entry scripts/);
    const twice = PAGE.replace(
      '</head>',
      `<script type="module" crossorigin src="/b.js"></script></head>`,
    );
    expect(() => entryAfterPaintHtml(twice)).toThrow(/2 entry scripts/);
  });

  it('adds the module script in the task after the next frame, once', () => {
    const page = run();
    expect(page.added).toEqual([]);
    expect(page.frames).toHaveLength(1);
    expect(page.timers.map((timer) => timer.ms)).toEqual([ENTRY_LATEST_MS]);
    page.frames[0]!();
    expect(page.added).toEqual([]);
    page.timers[1]!.callback(); // the task after the frame
    expect(page.added).toEqual([{ tag: 'script', type: 'module', crossOrigin: '', src: SRC }]);
    page.timers[0]!.callback(); // the latest time: already added
    expect(page.added).toHaveLength(1);
  });

  it(`adds it after ${ENTRY_LATEST_MS} ms when nothing is painted (a background tab)`, () => {
    const page = run();
    page.timers[0]!.callback();
    expect(page.added).toEqual([{ tag: 'script', type: 'module', crossOrigin: '', src: SRC }]);
    page.frames[0]!();
    page.timers[1]!.callback();
    expect(page.added).toHaveLength(1);
  });
});
