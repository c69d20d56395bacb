// The screen list (src/screens.ts) and what the console derives from it: titles and sidebar.
import { describe, expect, it } from 'vitest';
import { appMessages } from '../../src/i18n/appMessages';
import { isResource, pagesOf, sidebarEntries } from '../../src/layout/screen';
import { SCREENS } from '../../src/screens';

/** The English text of a translation key such as 'app.titles.dashboard'. */
function english(key: string | undefined): string | undefined {
  if (!key) return undefined;
  let node: unknown = appMessages;
  for (const part of key.split('.')) node = (node as Record<string, unknown>)[part];
  return typeof node === 'string' ? node : undefined;
}

/** The top bar title key of the screen at `path`: a page's, or a resource's list's. */
function titleFor(path: string): string | undefined {
  const under = (mount: string) => path === mount || path.startsWith(`${mount}/`);
  const page = pagesOf(SCREENS).find((p) => under(p.path));
  if (page) return page.title;
  return SCREENS.filter(isResource).find((r) => under(r.path ?? `/${r.name}`))?.title;
}

describe('the screen list', () => {
  it('declares each route once', () => {
    const resources = SCREENS.filter(isResource);
    const paths = [
      ...resources.map((r) => r.path ?? `/${r.name}`),
      ...pagesOf(SCREENS).map((p) => p.path),
    ];
    expect(new Set(paths).size).toBe(paths.length);
    expect(new Set(resources.map((r) => r.name)).size).toBe(resources.length);
  });

  it('gives every route of the spec its top bar title, sub-paths included', () => {
    const titles: Array<[string, string]> = [
      ['/dashboard', 'Dashboard'],
      ['/manage-candidate', 'Manage Candidates'],
      ['/assigned-jobs', 'Assigned Jobs'],
      ['/interviews', 'Interviews'],
      ['/interviews-history', 'Interviews History'],
      ['/scheduled-interviews', 'Scheduled interviews'],
      ['/jobs-target', 'Jobs Target'],
      ['/jobs-target/create', 'Jobs Target'],
      ['/jobs-target/j1', 'Jobs Target'],
      ['/training', 'AI Training'],
      ['/resume', 'Resume'],
      ['/profile', 'Admin Details'],
      ['/sills', 'Skills'],
      ['/trash', 'Deleted Candidates'],
      ['/setting', 'Settings'],
      ['/members', 'Members'],
      ['/audit', 'Audit log'],
      ['/outbox', 'Messages'],
      ['/webhooks', 'Webhooks'],
      ['/scoring', 'Scoring'],
    ];
    for (const [path, title] of titles) expect(english(titleFor(path)), path).toBe(title);
    expect(titleFor('/hello')).toBeUndefined();
    expect(titleFor('/no-such-screen')).toBeUndefined();
  });

  it('lists the sidebar in the spec order', () => {
    const entries = sidebarEntries(SCREENS);
    expect(entries.map((e) => english(e.label))).toEqual([
      'Dashboard',
      'Candidates',
      'Interviews History',
      'All Interviews',
      'Resume',
      'Training',
      'Scoring',
      'Profile',
      'Trash',
      'Members',
      'Audit log',
      'Messages',
      'Webhooks',
      'Setting',
    ]);
    expect(entries.filter((e) => e.markUntilVisited).map((e) => e.to)).toEqual([
      '/interviews-history',
    ]);
  });
});
