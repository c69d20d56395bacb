// index.html's first styles (scripts/vite/firstStyles.ts): the class names the console's Emotion
// cache is told are written (src/layout/firstStyles.ts), and the tags the build adds.
// (tests/component/firstStylesCache.test.tsx has the cache; tests/e2e/first-styles.test.ts runs
// the built page in Chromium.)
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { HtmlTagDescriptor, IndexHtmlTransformHook } from 'vite';
import { afterEach, describe, expect, it } from 'vitest';
import { firstStyles, firstStylesTags } from '../../scripts/vite/firstStyles.ts';
import { classNames, FIRST_STYLES_ID } from '../../src/layout/firstStyles.ts';

const RULES = [
  '.css-1l106kt{display:flex;}',
  '.css-1l106kt .RaLayout-appFrame{margin-top:48px;}',
  '@media (max-width:599.95px){.css-1l106kt .RaLayout-appFrame{margin-top:56px;}}',
  '@keyframes animation-61bdi0{0%{transform:rotate(0deg);}100%{transform:rotate(360deg);}}',
  // a rule of a class that names another class: only its own is listed
  '.css-9sqkxx:hover .css-ffffff{color:red;}',
  '.css-a_b-c{color:blue;}',
].join('\n');

describe('first styles', () => {
  it("lists each rule's own class once, not the classes its selector names, nor keyframes", () => {
    expect(classNames(RULES)).toEqual(['1l106kt', '9sqkxx', 'a_b-c']);
    expect(classNames('')).toEqual([]);
    expect(classNames('@keyframes x{0%{opacity:0;}}\nbody{margin:0;}')).toEqual([]);
  });

  it('finds the classes of the committed file', () => {
    // the file the build puts in index.html
    const file = path.resolve('src/layout/firstStyles.css');
    expect(existsSync(file)).toBe(true);
    const names = classNames(readFileSync(file, 'utf8'));
    expect(names.length).toBeGreaterThan(50);
    expect(new Set(names).size).toBe(names.length);
  });

  it('puts the rules first in the head, without a script; nothing without rules', () => {
    const tags = firstStylesTags(`\n${RULES}\n\n`);
    expect(tags).toEqual<HtmlTagDescriptor[]>([
      { tag: 'style', attrs: { id: FIRST_STYLES_ID }, children: RULES, injectTo: 'head-prepend' },
    ]);
    expect(firstStylesTags('')).toEqual([]);
    expect(firstStylesTags('body{margin:0;}')).toEqual([]);
    // a rule that would end the <style> element early stops the build
    expect(() => firstStylesTags('.css-abc::after{content:"</STYLE>";}')).toThrow('</style');
  });

  describe('the plugin', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'first-styles-'));
    const file = path.join(dir, 'firstStyles.css');
    const transform = (f: string) =>
      (firstStyles(f).transformIndexHtml as IndexHtmlTransformHook).call(
        {} as never,
        '',
        {} as never,
      );
    afterEach(() => {
      delete process.env.FIRST_STYLES;
    });

    it('reads the file at build time, and leaves it out with FIRST_STYLES=off or no file', () => {
      writeFileSync(file, `${RULES}\n`);
      expect(firstStyles(file).apply).toBe('build');
      expect(transform(file)).toEqual(firstStylesTags(RULES));
      process.env.FIRST_STYLES = 'off';
      expect(transform(file)).toEqual([]);
      delete process.env.FIRST_STYLES;
      expect(transform(path.join(dir, 'none.css'))).toEqual([]);
      rmSync(dir, { recursive: true, force: true });
    });
  });
});
