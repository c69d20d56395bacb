// The build names the chunks of the screen at an address (scripts/vite/consolePreload.ts) from the
// screens' declarations as screenModules.ts reads them from the source: here, what it reads is
// checked against the console's own routes, so a screen declared in a way it does not read (or
// reads wrongly) fails here rather than silently losing its preload.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { resolveSpecifier, screensDeclaredIn } from '../../scripts/vite/screenModules';
import { pagesOf, isResource, routeAt } from '../../src/layout/screen';
import { SCREENS } from '../../src/screens';

const SRC = fileURLToPath(new URL('../../src/', import.meta.url));

/** Every source file of src/ that calls page( or sidebarResource(, and what it declares. */
function declaredInSource() {
  const found: { path: string; file: string; module?: string }[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (/\.tsx?$/.test(entry.name)) {
        const source = readFileSync(full, 'utf8');
        if (!/\b(page|sidebarResource)\(/.test(source)) continue;
        for (const screen of screensDeclaredIn(source, full)) {
          found.push({
            path: screen.path,
            file: full,
            module: resolveSpecifier(full, screen.specifier),
          });
        }
      }
    }
  };
  walk(SRC);
  return found;
}

describe('the screens read from their declarations', () => {
  it('are exactly the routes of the console whose module loads lazily, each file found', () => {
    const routes = [
      ...SCREENS.filter(isResource).map((r) => ({
        path: r.path ?? `/${r.name}`,
        lazy: !!r.preload,
      })),
      ...pagesOf(SCREENS).map((p) => ({ path: p.path, lazy: !!p.preload })),
    ];
    const lazy = routes
      .filter((r) => r.lazy)
      .map((r) => r.path)
      .sort();
    // the declarations outside src/layout/screen.ts's own definitions
    const found = declaredInSource().filter(
      (s) => !s.file.endsWith(path.join('layout', 'screen.ts')),
    );
    expect(found.map((s) => s.path).sort()).toEqual(lazy);
    for (const screen of found) {
      expect(screen.module, `${screen.path}: its module in ${screen.file}`).toBeDefined();
      expect(routeAt(SCREENS, screen.path)?.path).toBe(screen.path);
    }
  });

  it('reads page(path, () => import(…)) and sidebarResource(name, …, { path })', () => {
    const source = `
      import { page, sidebarResource } from '../layout/screen';
      export const a = page('/a', () => import('./APage'), { title: 't' });
      export default sidebarResource('things', () => import('./ThingsPage'), {
        path: '/manage-things',
        menu: { label: 'x', icon: X, order: 1 },
        pages: [page('/things-history', () => import('./History'))],
      });
      export const plain = sidebarResource('plain', () => import('./Plain'), { menu });
      const notAScreen = page(path, () => import('./Dynamic'));
      const other = lazy(() => import('./Other'));`;
    expect(screensDeclaredIn(source, 'index.ts')).toEqual([
      { path: '/a', specifier: './APage' },
      { path: '/manage-things', specifier: './ThingsPage' },
      { path: '/things-history', specifier: './History' },
      { path: '/plain', specifier: './Plain' },
    ]);
  });
});
