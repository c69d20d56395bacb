// docs/extending.md stays true: its worked example (a Departments resource, console and server) is
// applied to a copy of the repository, which must typecheck and build; then its server runs and, in
// Chromium, the new resource shows in the sidebar with its title and saves a record.
import { execFileSync } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';
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

  beforeAll(() => {
    copy = copyWorkingTree(ROOT);
    touched = applyGuide(copy, readFileSync(GUIDE, 'utf8'));
  });

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    if (copy) rmSync(copy, { recursive: true, force: true });
  });

  it('asks of the console one folder and one line, and of the server one module and three edits', () => {
    const consoleFiles = touched.filter((f) => f.startsWith('src/'));
    const folder = consoleFiles.filter((f) => f.startsWith('src/resources/departments/'));
    expect(folder).toContain('src/resources/departments/index.ts');
    expect(consoleFiles.filter((f) => !folder.includes(f))).toEqual(['src/screens.ts']);
    const added = (file: string) => {
      const before = readFileSync(path.join(ROOT, file), 'utf8').split('\n');
      const after = readFileSync(path.join(copy, file), 'utf8').split('\n');
      return after.filter((line) => !before.includes(line));
    };
    // an import and one entry in the list
    expect(added('src/screens.ts').map((l) => l.trim())).toEqual([
      "import departments from './resources/departments';",
      'departments,',
    ]);

    const serverFiles = touched.filter((f) => f.startsWith('server/'));
    const module = serverFiles.filter((f) => f.startsWith('server/src/modules/departments/'));
    expect(module).toContain('server/src/modules/departments/routes.ts');
    expect(serverFiles.filter((f) => !module.includes(f)).sort()).toEqual([
      'server/src/db/migrations.ts',
      'server/src/db/schema.ts',
      'server/src/routes.ts',
    ]);
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

  it('shows Departments in the sidebar with its title, and saves and edits a record', async () => {
    server = await startServer({ root: copy });
    browser = await launchBrowser();
    const checked = await newCheckedPage(browser, server.url);
    const { page } = checked;
    await page.goto('/');
    await signIn(page, ADMIN_USERNAME, ADMIN_PASSWORD);
    await page.waitForURL('**/dashboard');

    const entry = page.getByRole('menuitem', { name: 'Departments' });
    await entry.waitFor({ state: 'visible' });
    const entries = (await page.getByRole('menuitem').allInnerTexts()).map((t) => t.trim());
    expect(entries.slice(-2)).toEqual(['Departments', 'Log out']);
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

    checked.assertClean();
    await page.context().close();
  });
});
