// index.html's inline script (scripts/vite/consolePreload.ts), run as the page runs it: the
// console's chunks, and those of the screen at the address, are preloaded after the first frame
// when a token that has not expired is stored, and nothing happens otherwise. (tests/e2e/shell.test.ts runs the built page.)
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { preloadScript } from '../../scripts/vite/consolePreload.ts';

const KEY = 'interview-ai-admin:AI_token';
const FILES = ['/assets/RoutedApp-a1.js', '/assets/AdminApp-b2.js'];
const SCREENS: [string, string[]][] = [
  ['/dashboard', ['/assets/DashboardPage-c3.js']],
  ['/manage-candidate', ['/assets/CandidatesPage-d4.js', '/assets/Table-e5.js']],
  ['/manage-candidate/history', ['/assets/History-f6.js']],
];

const base64url = (text: string) => Buffer.from(text, 'utf8').toString('base64url');
/** A token as the platform signs them: only its payload matters to the script. */
const token = (payload: Record<string, unknown>) =>
  [base64url('{"alg":"HS256","typ":"JWT"}'), base64url(JSON.stringify(payload)), 'c2ln'].join('.');
const inAnHour = () => Math.floor(Date.now() / 1000) + 3600;

interface Link {
  rel?: string;
  crossOrigin?: string;
  href?: string;
}

/** Runs the script in a page-like context; `frame()` then runs the first frame and the task after it. */
function run(storage: { getItem(key: string): string | null }, pathname = '/dashboard') {
  const links: Link[] = [];
  const frames: (() => void)[] = [];
  const tasks: (() => void)[] = [];
  runInNewContext(preloadScript(KEY, FILES, SCREENS), {
    localStorage: storage,
    location: { pathname },
    atob: (text: string) => Buffer.from(text, 'base64').toString('latin1'),
    window: {}, // no paint reported: the frame's way (afterFirstPaint.test.ts has the other)
    requestAnimationFrame: (callback: () => void) => frames.push(callback),
    setTimeout: (callback: () => void) => tasks.push(callback),
    document: {
      createElement: (tag: string) => {
        expect(tag).toBe('link');
        return {};
      },
      head: { appendChild: (link: Link) => links.push(link) },
    },
  });
  return {
    links,
    scheduled: () => frames.length + tasks.length,
    frame() {
      frames.splice(0).forEach((f) => f());
      tasks.splice(0).forEach((f) => f());
    },
  };
}

const stored = (value: string | null) => ({
  getItem: (key: string) => (key === KEY ? value : null),
});

describe('the console preload script of index.html', () => {
  it('with a token that has not expired, preloads each chunk after the first frame', () => {
    // a name outside ASCII, and a payload whose base64url has - and _
    const page = run(stored(token({ id: '1', name: 'Zoë ~~~ ???', exp: inAnHour() })));
    expect(page.links).toEqual([]); // nothing before the loader is painted
    page.frame();
    expect(page.links).toEqual(
      [...FILES, '/assets/DashboardPage-c3.js'].map((href) => ({
        rel: 'modulepreload',
        crossOrigin: '',
        href,
      })),
    );
  });

  it.each([
    ['/', ['/assets/DashboardPage-c3.js']], // where a signed-in '/' leads
    ['/manage-candidate', ['/assets/CandidatesPage-d4.js', '/assets/Table-e5.js']],
    ['/manage-candidate/42/show', ['/assets/CandidatesPage-d4.js', '/assets/Table-e5.js']],
    ['/manage-candidate/history', ['/assets/History-f6.js']], // the longest route that matches
    ['/manage-candidates', []], // a prefix of the name only is another route
    ['/meeting', []],
  ])('at %s, adds the chunks of the screen there', (pathname, own) => {
    const page = run(stored(token({ id: '1', exp: inAnHour() })), pathname);
    page.frame();
    expect(page.links.map((l) => l.href)).toEqual([...FILES, ...own]);
  });

  it.each([
    ['no token (the sign-in page)', null],
    ['an expired token', token({ id: '1', exp: Math.floor(Date.now() / 1000) - 5 })],
    ['a token without expiry', token({ id: '1' })],
    ['a token that does not decode', 'not-a-token'],
    ['a payload that is not JSON', `x.${base64url('{oops')}.y`],
  ])('adds nothing with %s, and throws nothing', (_case, value) => {
    const page = run(stored(value));
    page.frame();
    expect(page.links).toEqual([]);
    expect(page.scheduled()).toBe(0);
  });

  it('adds nothing where storage cannot be read', () => {
    const page = run({
      getItem: () => {
        throw new Error('SecurityError: storage is disabled');
      },
    });
    page.frame();
    expect(page.links).toEqual([]);
  });
});
