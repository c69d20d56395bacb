// Vitest globalSetup of the server-pg project: one throwaway PostgreSQL cluster for the whole run,
// its URL provided to the tests as `postgresUrl` (tests/server/testApp.ts gives each test app a
// fresh database in it), stopped and removed when the run ends.
import type { TestProject } from 'vitest/node';
import { POSTGRES_MISSING, postgresInstalled, startCluster } from './postgres.ts';

export default async function setup(project: TestProject): Promise<(() => void) | undefined> {
  if (!postgresInstalled()) {
    console.log(POSTGRES_MISSING);
    project.provide('postgresUrl', '');
    return undefined;
  }
  const cluster = await startCluster();
  // a run cut short still stops the server and removes its files
  process.once('exit', cluster.stop);
  project.provide('postgresUrl', cluster.url);
  return () => {
    process.off('exit', cluster.stop);
    cluster.stop();
  };
}
