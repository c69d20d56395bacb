// index.html's first paint on a phone (scripts/vite/firstPaint.ts): the tags the build adds, and
// the inline script run as the page runs it, in a page-like context. (tests/e2e/first-paint.test.ts
// runs the built page in Chromium.)
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import {
  FIRST_PAINT_MAX_MS,
  FIRST_PAINT_MEDIA,
  firstPaintScript,
  firstPaintTags,
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

interface Page {
  token?: string | null;
  pathname?: string;
  phone?: boolean;
  template?: boolean;
}

function run({
  token: stored = token(inAnHour()),
  pathname = '/dashboard',
  phone = true,
  template = true,
}: Page) {
  const body = new FakeElement('body');
  const root = body.appendChild(new FakeElement('div'));
  root.id = 'root';
  const markup = new FakeElement('fragment');
  const timers: { callback: () => void; ms: number }[] = [];
  const queries: string[] = [];
  runInNewContext(firstPaintScript(KEY), {
    localStorage: { getItem: (key: string) => (key === KEY ? stored : null) },
    location: { pathname },
    atob: (text: string) => Buffer.from(text, 'base64').toString('latin1'),
    matchMedia: (query: string) => {
      queries.push(query);
      return { matches: phone };
    },
    window: { matchMedia: true },
    setTimeout: (callback: () => void, ms: number) => timers.push({ callback, ms }),
    document: {
      getElementById: (id: string) =>
        id === 'root'
          ? root
          : id === 'first-paint-dashboard' && template
            ? { content: { cloneNode: () => markup } }
            : null,
      createElement: (tag: string) => new FakeElement(tag),
    },
  });
  const copy = body.children.find((child) => child.id === 'first-paint');
  return { body, root, markup, copy, timers, queries };
}

describe('first paint: the tags', () => {
  it('adds the template and its script to the body, the template first', () => {
    const tags = firstPaintTags('  <div class="layout">Dashboard</div>\n');
    expect(tags.map((tag) => [tag.tag, tag.injectTo])).toEqual([
      ['template', 'body'],
      ['script', 'body'],
    ]);
    expect(tags[0]!.attrs).toEqual({ id: 'first-paint-dashboard' });
    expect(tags[0]!.children).toBe('<div class="layout">Dashboard</div>');
  });

  it('adds nothing without markup, and refuses markup that would end the template or run', () => {
    expect(firstPaintTags(' \n')).toEqual([]);
    expect(() => firstPaintTags('<div></template><p>')).toThrow(/script/);
    expect(() => firstPaintTags('<div><script>alert(1)</script></div>')).toThrow(/script/);
  });
});

describe('first paint: the inline script', () => {
  it('on a phone with a session, puts the copy before #root, hiding #root while it is there', () => {
    const page = run({});
    expect(page.queries).toEqual([FIRST_PAINT_MEDIA]);
    expect(page.body.children.map((child) => child.id)).toEqual(['first-paint', 'root']);
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
    expect(inert!.children).toEqual([page.markup]);
  });

  it(`takes the copy away by itself after ${FIRST_PAINT_MAX_MS / 1000} s`, () => {
    const page = run({ pathname: '/' });
    expect(page.timers.map((timer) => timer.ms)).toEqual([FIRST_PAINT_MAX_MS]);
    page.timers[0]!.callback();
    expect(page.body.children.map((child) => child.id)).toEqual(['root']);
    // the console took it away first: nothing to do
    page.timers[0]!.callback();
    expect(page.body.children.map((child) => child.id)).toEqual(['root']);
  });

  it.each<[string, Page]>([
    ['no session', { token: null }],
    ['an expired session', { token: token(Math.floor(Date.now() / 1000) - 60) }],
    ['a token that does not decode', { token: 'not-a-token' }],
    ['another screen', { pathname: '/manage-candidate' }],
    ['a wider screen', { phone: false }],
    ['no template', { template: false }],
  ])('adds nothing with %s', (_, page) => {
    const result = run(page);
    expect(result.copy).toBeUndefined();
    expect(result.body.children).toEqual([result.root]);
    expect(result.timers).toEqual([]);
  });
});
