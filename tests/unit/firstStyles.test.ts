// index.html's first styles (scripts/vite/firstStyles.ts): the class names Emotion is told are
// written, from the plugin and from the page's inline script run as the page runs it, and the
// tags the build adds. (tests/e2e/first-styles.test.ts runs the built page in Chromium.)
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { runInNewContext } from 'node:vm';
import type { HtmlTagDescriptor, IndexHtmlTransformHook } from 'vite';
import { afterEach, describe, expect, it } from 'vitest';
import {
  classNames,
  ELEMENT_ID,
  firstStyles,
  firstStylesTags,
  NAMES_SCRIPT,
} from '../../scripts/vite/firstStyles.ts';

const RULES = [
  '.css-1l106kt{display:flex;}',
  '.css-1l106kt .RaLayout-appFrame{margin-top:48px;}',
  '@media (max-width:599.95px){.css-1l106kt .RaLayout-appFrame{margin-top:56px;}}',
  '@keyframes animation-61bdi0{0%{transform:rotate(0deg);}100%{transform:rotate(360deg);}}',
  // a rule of a class that names another class: only its own is listed
  '.css-9sqkxx:hover .css-ffffff{color:red;}',
  '.css-a_b-c{color:blue;}',
].join('\n');

/** The attribute the page's inline script sets on the element holding `css`. */
function scriptAttribute(css: string, id = ELEMENT_ID): Record<string, string> {
  const attributes: Record<string, string> = {};
  const element = {
    textContent: css,
    setAttribute: (name: string, value: string) => (attributes[name] = value),
  };
  runInNewContext(NAMES_SCRIPT, {
    document: { getElementById: (asked: string) => (asked === id ? element : null) },
  });
  return attributes;
}

describe('first styles', () => {
  it("lists each rule's own class once, not the classes its selector names, nor keyframes", () => {
    expect(classNames(RULES)).toEqual(['1l106kt', '9sqkxx', 'a_b-c']);
    expect(classNames('')).toEqual([]);
    expect(classNames('@keyframes x{0%{opacity:0;}}\nbody{margin:0;}')).toEqual([]);
  });

  it("the page's inline script names what the plugin names, as Emotion's cache reads them", () => {
    expect(scriptAttribute(RULES)).toEqual({ 'data-emotion': 'css 1l106kt 9sqkxx a_b-c' });
    // the committed file: what the build puts in index.html
    const file = path.resolve('src/layout/firstStyles.css');
    expect(existsSync(file)).toBe(true);
    const css = readFileSync(file, 'utf8');
    const names = classNames(css);
    expect(names.length).toBeGreaterThan(50);
    expect(scriptAttribute(css.trim())['data-emotion']).toBe(['css', ...names].join(' '));
  });

  it('puts the rules, then the script, first in the head; nothing without rules', () => {
    const tags = firstStylesTags(`\n${RULES}\n\n`);
    expect(tags).toEqual<HtmlTagDescriptor[]>([
      { tag: 'style', attrs: { id: ELEMENT_ID }, children: RULES, injectTo: 'head-prepend' },
      { tag: 'script', children: NAMES_SCRIPT, injectTo: 'head-prepend' },
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
