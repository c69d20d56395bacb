// index.html's first paint on a phone (scripts/vite/firstPaint.ts): the tags the build adds, and
// the inline script run as the page runs it, in a page-like context. (tests/e2e/first-paint.test.ts
// runs the built page in Chromium.)
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { FIRST_PAINT_SCREENS } from '../../scripts/firstPaint/markup.mjs';
import {
  FIRST_PAINT_MAX_MS,
  FIRST_PAINT_MEDIA,
  firstPaintScript,
  firstPaintTags,
  type PaintedScreen,
} from '../../scripts/vite/firstPaint.ts';

const KEY = 'interview-ai-admin:AI_token';
const base64url = (text: string) => Buffer.from(text, 'utf8').toString('base64url');
const token = (exp: number) =>
  [base64url('{"alg":"HS256"}'), base64url(JSON.stringify({ sub: 'a1', exp })), 'c2ln'].join('.');
const inAnHour = () => Math.floor(Date.now() / 1000) + 3600;

/** A minimal element: what the script uses of one. */
class FakeElement {
  id = '';
  textContent = '';
  attributes: Record<string, string> = {};
  children: FakeElement[] = [];
  parentNode: FakeElement | null = null;
  constructor(readonly tag: string) {}
  setAttribute(name: string, value: string) {
    this.attributes[name] = value;
  }
  appendChild(child: FakeElement) {
    child.parentNode = this;
    this.children.push(child);
    return child;
  }
  insertBefore(child: FakeElement, before: FakeElement) {
    child.parentNode = this;
    this.children.splice(this.children.indexOf(before), 0, child);
    return child;
  }
  removeChild(child: FakeElement) {
    this.children.splice(this.children.indexOf(child), 1);
    child.parentNode = null;
    return child;
  }
}

const dashboard: PaintedScreen = { name: 'dashboard', paths: ['/', '/dashboard'], anyQuery: true };
const candidates: PaintedScreen = {
  name: 'candidates',
  paths: ['/manage-candidate'],
  anyQuery: false,
};

interface Page {
  token?: string | null;
  pathname?: string;
  search?: string;
  phone?: boolean;
  /** the templates in the page, by id */
  templates?: string[];
}

function run({
  token: stored = token(inAnHour()),
  pathname = '/dashboard',
  search = '',
  phone = true,
  templates = ['first-paint-dashboard', 'first-paint-candidates'],
}: Page) {
  // the script stands first in the body: #root comes after it
  const body = new FakeElement('body');
  const markups = new Map(templates.map((id) => [id, new FakeElement(id)]));
  const timers: { callback: () => void; ms: number }[] = [];
  const queries: string[] = [];
  runInNewContext(firstPaintScript(KEY, [dashboard, candidates]), {
    localStorage: { getItem: (key: string) => (key === KEY ? stored : null) },
    location: { pathname, search },
    atob: (text: string) => Buffer.from(text, 'base64').toString('latin1'),
    matchMedia: (query: string) => {
      queries.push(query);
      return { matches: phone };
    },
    window: { matchMedia: true },
    setTimeout: (callback: () => void, ms: number) => timers.push({ callback, ms }),
    document: {
      body,
      getElementById: (id: string) => {
        const markup = markups.get(id);
        return markup ? { content: { cloneNode: () => markup } } : null;
      },
      createElement: (tag: string) => new FakeElement(tag),
    },
  });
  const copy = body.children.find((child) => child.id === 'first-paint');
  return { body, copy, timers, queries, copied: copy?.children[1]?.children[0]?.tag };
}

describe('first paint: the tags', () => {
  it("adds each screen's template and then the script first in the body", () => {
    const tags = firstPaintTags([
      { screen: dashboard, markup: '  <div class="layout">Dashboard</div>\n' },
      { screen: candidates, markup: '<div class="layout">Candidates</div>' },
    ]);
    expect(tags.map((tag) => [tag.tag, tag.injectTo, tag.attrs])).toEqual([
      ['template', 'body-prepend', { id: 'first-paint-dashboard' }],
      ['template', 'body-prepend', { id: 'first-paint-candidates' }],
      ['script', 'body-prepend', undefined],
    ]);
    expect(tags[0]!.children).toBe('<div class="layout">Dashboard</div>');
    expect(tags[1]!.children).toBe('<div class="layout">Candidates</div>');
    expect(tags[2]!.children).toBe(firstPaintScript(KEY, [dashboard, candidates]));
  });

  it('leaves out a screen without markup, and its addresses from the script', () => {
    const tags = firstPaintTags([
      { screen: dashboard, markup: null },
      { screen: candidates, markup: '<div>Candidates</div>' },
    ]);
    expect(tags.map((tag) => tag.attrs?.id ?? tag.tag)).toEqual([
      'first-paint-candidates',
      'script',
    ]);
    expect(tags[1]!.children).toBe(firstPaintScript(KEY, [candidates]));
    expect(tags[1]!.children).not.toContain('/dashboard');
  });

  it('starts each template with the global rules the copy carries', () => {
    const css = 'html{box-sizing:border-box;}\n*,*::before,*::after{box-sizing:inherit;}\n';
    const tags = firstPaintTags(
      [
        { screen: dashboard, markup: '<div>Dashboard</div>' },
        { screen: candidates, markup: '<div>Candidates</div>' },
      ],
      css,
    );
    expect(tags.slice(0, 2).map((tag) => tag.children)).toEqual([
      `<style>${css.trim()}</style><div>Dashboard</div>`,
      `<style>${css.trim()}</style><div>Candidates</div>`,
    ]);
    expect(() =>
      firstPaintTags([{ screen: dashboard, markup: '<div></div>' }], 'a{}</style><script>'),
    ).toThrow(/style/);
  });

  it('adds nothing without markup, and refuses markup that would end the template or run', () => {
    expect(firstPaintTags([{ screen: dashboard, markup: ' \n' }])).toEqual([]);
    expect(firstPaintTags([])).toEqual([]);
    expect(() => firstPaintTags([{ screen: dashboard, markup: '<div></template><p>' }])).toThrow(
      /dashboard holds a script/,
    );
    expect(() =>
      firstPaintTags([{ screen: candidates, markup: '<div><script>alert(1)</script></div>' }]),
    ).toThrow(/candidates holds a script/);
  });

  it("declares the console's screens with addresses of their own", () => {
    const paths = FIRST_PAINT_SCREENS.flatMap((screen) => screen.paths);
    expect(new Set(paths).size).toBe(paths.length);
    for (const screen of FIRST_PAINT_SCREENS) expect(screen.paths).toContain(screen.address);
  });
});

describe('first paint: the inline script', () => {
  it('on a phone with a session, puts the copy where it stands (before #root), hiding #root', () => {
    const page = run({});
    expect(page.queries).toEqual([FIRST_PAINT_MEDIA]);
    expect(page.body.children.map((child) => child.id)).toEqual(['first-paint']);
    const copy = page.copy!;
    expect(copy.attributes).toEqual({
      role: 'progressbar',
      'aria-busy': 'true',
      'aria-label': 'Loading',
    });
    const [style, inert] = copy.children;
    expect(style!.tag).toBe('style');
    expect(style!.textContent).toBe('#root{display:none}');
    expect(inert!.attributes).toEqual({ inert: '', 'aria-hidden': 'true' });
    expect(page.copied).toBe('first-paint-dashboard');
  });

  it.each<[string, string, string]>([
    ['/', '', 'first-paint-dashboard'],
    ['/dashboard', '?tab=1', 'first-paint-dashboard'],
    ['/manage-candidate', '', 'first-paint-candidates'],
  ])("at %s%s, copies that screen's template", (pathname, search, id) => {
    expect(run({ pathname, search }).copied).toBe(id);
  });

  it(`takes the copy away by itself after ${FIRST_PAINT_MAX_MS / 1000} s`, () => {
    const page = run({ pathname: '/' });
    expect(page.timers.map((timer) => timer.ms)).toEqual([FIRST_PAINT_MAX_MS]);
    page.timers[0]!.callback();
    expect(page.body.children).toEqual([]);
    // the console took it away first: nothing to do
    page.timers[0]!.callback();
    expect(page.body.children).toEqual([]);
  });

  it.each<[string, Page]>([
    ['no session', { token: null }],
    ['an expired session', { token: token(Math.floor(Date.now() / 1000) - 60) }],
    ['a token that does not decode', { token: 'not-a-token' }],
    ['another screen', { pathname: '/interviews' }],
    [
      'a candidates view of its own (its query)',
      { pathname: '/manage-candidate', search: '?page=2' },
    ],
    ['an address that only starts as one', { pathname: '/dashboard/extra' }],
    ['a wider screen', { phone: false }],
    ['no template', { templates: [] }],
    ["another screen's template only", { templates: ['first-paint-candidates'] }],
  ])('adds nothing with %s', (_, page) => {
    const result = run(page);
    expect(result.copy).toBeUndefined();
    expect(result.body.children).toEqual([]);
    expect(result.timers).toEqual([]);
  });
});
