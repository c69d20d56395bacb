// Vitest globalSetup of the e2e project: one Chromium for the whole run (Playwright's browser
// server), its endpoint provided to the tests as `chromiumEndpoint`. launchBrowser()
// (browser.ts) connects to it instead of starting a browser per file; each file still gets
// contexts of its own (cookies, storage), closed when it disconnects.
import { chromium } from 'playwright-core';
import type { TestProject } from 'vitest/node';
import { CHROMIUM_ARGS, findChromium } from './browser.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** the run's shared Chromium (ws://…) in the e2e project; '' elsewhere */
    chromiumEndpoint: string;
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const server = await chromium.launchServer({
    executablePath: findChromium(),
    headless: true,
    args: CHROMIUM_ARGS,
  });
  project.provide('chromiumEndpoint', server.wsEndpoint());
  return () => server.close();
}
