// docs/extending.md stays true: its worked example (a Departments resource and a Locations page
// written by hand in react-admin's <Admin>, and the server's module and migration) is applied to a
// copy of the repository, which must typecheck and build; then its server runs on a database the
// current server had migrated and filled, whose records must still be there, and, in Chromium,
// the resource and the page show in the sidebar with their titles and the resource saves a record.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newCheckedPage, screenshot, signIn } from './browser.ts';
import { applyGuide, copyWorkingTree } from './guideScaffold.ts';
import {
  ADMIN_PASSWORD,
  ADMIN_USERNAME,
  ROOT,
  startServer,
  type RunningServer,
} from './harness.ts';

const GUIDE = path.join(ROOT, 'docs/extending.md');
const BUILD_TIMEOUT = 240_000;

interface CandidateJson {
  id: string;
  name: string;
}

/** The migration names the server registers (server/src/db/migrations.ts), in a tree. */
function migrationNames(root: string): string[] {
  const source = readFileSync(path.join(root, 'server/src/db/migrations.ts'), 'utf8');
  return [...source.matchAll(/^\s*'(\d{3}_\w+)': \{/gm)].map((m) => m[1]!);
}

/** The first 100 candidates the server lists (the demo data has fewer). */
async function candidatesOf(server: RunningServer, token: string): Promise<CandidateJson[]> {
  const list = await server.api<{ data: { items: CandidateJson[] } }>(
    'GET',
    '/candidate/list?limit=100',
    undefined,
    token,
  );
  expect(list.status).toBe(200);
  return list.body.data.items;
}

interface DepartmentJson {
  id: string;
  name: string;
  location: string;
}

/** Runs a command of the repository's node_modules/.bin in `cwd`; its output on failure. */
function run(cwd: string, command: string, args: string[]): void {
  try {
    execFileSync(path.join(ROOT, 'node_modules/.bin', command), args, {
      cwd,
      encoding: 'utf8',
      stdio: 'pipe',
      // as `npm run build` runs it: Vitest's NODE_ENV=test would make Vite build React's
      // development bundles
      env: { ...process.env, NODE_ENV: 'production' },
      maxBuffer: 64 * 1024 * 1024,
    });
  } catch (err) {
    const e = err as { stdout?: string; stderr?: string; message: string };
    throw new Error(
      `${command} ${args.join(' ')} failed:\n${e.stdout ?? ''}${e.stderr ?? e.message}`,
    );
  }
}

describe('the extension guide, followed in a copy of the repository', () => {
  let copy: string;
  let touched: string[];
  let server: RunningServer | undefined;
  let browser: Browser | undefined;
  /** a database the repository's own server migrated to its latest and filled, before the guide */
  let dataDir: string;
  let before: { token: string; candidates: CandidateJson[] };

  beforeAll(async () => {
    copy = copyWorkingTree(ROOT);
    touched = applyGuide(copy, readFileSync(GUIDE, 'utf8'));
    dataDir = mkdtempSync(path.join(tmpdir(), 'iaa-guide-data-'));
    const current = await startServer({ seed: true, dataDir });
    try {
      const token = await current.apiLogin();
      before = { token, candidates: await candidatesOf(current, token) };
      expect(before.candidates.length).toBeGreaterThan(10);
    } finally {
      await current.stop();
    }
  }, BUILD_TIMEOUT);

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    if (copy) rmSync(copy, { recursive: true, force: true });
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  it('asks of the console one folder, App.tsx and the menu; of the server one module, one migration after the last and four edits; the role table one line', () => {
    const consoleFiles = touched.filter((f) => f.startsWith('src/'));
    const folder = consoleFiles.filter((f) => f.startsWith('src/resources/departments/'));
    expect(folder).toContain('src/resources/departments/index.ts');
    expect(consoleFiles.filter((f) => !folder.includes(f)).sort()).toEqual([
      'src/App.tsx',
      'src/layout/Menu.tsx',
    ]);
    const added = (file: string) => {
      const before = readFileSync(path.join(ROOT, file), 'utf8').split('\n');
      const after = readFileSync(path.join(copy, file), 'utf8').split('\n');
      return after.filter((line) => !before.includes(line)).map((l) => l.trim());
    };
    // react-admin's own elements, as its documentation writes them
    expect(added('src/App.tsx')).toEqual(
      expect.arrayContaining([
        '<Resource',
        'name="departments"',
        '<Route path="/locations" element={<LocationsPage />} />',
      ]),
    );
    expect(added('src/layout/Menu.tsx')).toContain(
      '<RaMenu.Item to="/locations" primaryText="Locations" leftIcon={<PlaceIcon />} />',
    );

    const serverFiles = touched.filter((f) => f.startsWith('server/'));
    const module = serverFiles.filter((f) => f.startsWith('server/src/modules/departments/'));
    expect(module).toContain('server/src/modules/departments/routes.ts');
    const migration = serverFiles.filter((f) => f.startsWith('server/src/db/migrations/'));
    expect(migration).toHaveLength(1);
    expect(serverFiles.filter((f) => !module.includes(f) && !migration.includes(f)).sort()).toEqual(
      [
        'server/src/auth/permissions.ts',
        'server/src/db/migrations.ts',
        'server/src/db/schema.ts',
        'server/src/routes.ts',
      ],
    );
    // who may read and change departments, for the server and the console alike
    expect(touched.filter((f) => f.startsWith('common/'))).toEqual(['common/permissions.ts']);
    // the guide's migration runs after every one the repository has: named after the last
    const shipped = migrationNames(ROOT);
    const guided = migrationNames(copy).filter((name) => !shipped.includes(name));
    expect(guided).toHaveLength(1);
    expect(path.basename(migration[0]!, '.ts')).toBe(guided[0]);
    expect([...shipped, guided[0]!].sort().at(-1)).toBe(guided[0]);
  });

  it(
    'typechecks and builds',
    () => {
      run(copy, 'tsc', ['-p', 'tsconfig.json', '--noEmit']);
      run(copy, 'tsc', ['-p', 'server/tsconfig.json', '--noEmit']);
      run(copy, 'vite', ['build', '--logLevel', 'error']);
      execFileSync(process.execPath, ['scripts/build-server.mjs'], { cwd: copy, stdio: 'pipe' });
    },
    BUILD_TIMEOUT,
  );

  it('starts on the database filled before the guide, every record still there', async () => {
    server = await startServer({ root: copy, dataDir });
    const after = await candidatesOf(server, await server.apiLogin());
    const ids = (candidates: CandidateJson[]) => candidates.map((c) => `${c.id} ${c.name}`).sort();
    expect(ids(after)).toEqual(ids(before.candidates));
    // the token signed before the guide is still good: the same signing secret
    expect(
      (await server.api('GET', '/candidate/list?limit=1', undefined, before.token)).status,
    ).toBe(200);
  });

  it('shows Departments and Locations in the sidebar with their titles, and saves and edits a record', async () => {
    expect(server, 'the server of the test before').toBeDefined();
    server ??= await startServer({ root: copy, dataDir });
    browser = await launchBrowser();
    const checked = await newCheckedPage(browser, server.url);
    const { page } = checked;
    await page.goto('/');
    await signIn(page, ADMIN_USERNAME, ADMIN_PASSWORD);
    await page.waitForURL('**/dashboard');

    const entry = page.getByRole('menuitem', { name: 'Departments' });
    await entry.waitFor({ state: 'visible' });
    const entries = (await page.getByRole('menuitem').allInnerTexts()).map((t) => t.trim());
    expect(entries.slice(-3)).toEqual(['Departments', 'Locations', 'Log out']);
    await entry.click();
    await page.waitForURL('**/departments');
    await expect.poll(() => page.getByTestId('page-title').innerText()).toBe('Departments');
    await expect.poll(() => page.title()).toContain('Departments');

    await page.getByRole('link', { name: 'Create' }).click();
    await page.waitForURL('**/departments/create');
    // a name is required before anything is sent
    await page.getByRole('textbox', { name: 'Location' }).fill('Lisbon');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Required').first().waitFor({ state: 'visible' });
    await page.getByRole('textbox', { name: /^Name/ }).fill('Research');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL('**/departments');
    await page.getByRole('cell', { name: 'Research' }).waitFor({ state: 'visible' });
    await screenshot(page, 'guide-departments-list');

    const token = await server.apiLogin();
    const listed = await server.api<DepartmentJson[]>('GET', '/departments', undefined, token);
    expect(listed.status).toBe(200);
    expect(listed.headers.get('content-range')).toBe('departments 0-0/1');
    expect(listed.body).toEqual([
      expect.objectContaining({ name: 'Research', location: 'Lisbon' }),
    ]);
    expect((await server.api('GET', '/departments')).status).toBe(401);

    await page.getByRole('cell', { name: 'Research' }).click();
    await page.waitForURL(`**/departments/${listed.body[0]!.id}`);
    await page.getByRole('textbox', { name: 'Location' }).fill('Porto');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL('**/departments');
    await page.getByRole('cell', { name: 'Porto' }).waitFor({ state: 'visible' });
    const edited = await server.api<DepartmentJson>(
      'GET',
      `/departments/${listed.body[0]!.id}`,
      undefined,
      token,
    );
    expect(edited.body).toMatchObject({ name: 'Research', location: 'Porto' });

    // the custom route: in the layout (the sidebar still there), under its own title
    await page.getByRole('menuitem', { name: 'Locations' }).click();
    await page.waitForURL('**/locations');
    await expect.poll(() => page.getByTestId('page-title').innerText()).toBe('Locations');
    const locations = page.getByRole('list', { name: 'Locations' });
    await locations.getByText('Porto').waitFor({ state: 'visible' });
    expect(await locations.innerText()).toContain('Research');
    // react-admin's own highlight of the current entry
    expect(await page.getByRole('menuitem', { name: 'Locations' }).getAttribute('class')).toContain(
      'RaMenuItemLink-active',
    );
    await screenshot(page, 'guide-locations');

    checked.assertClean();
    await page.context().close();
  });
});
