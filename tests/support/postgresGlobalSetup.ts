// Vitest globalSetup of the server-pg project: one throwaway PostgreSQL cluster for the whole run,
// its URL provided to the tests as `postgresUrl`, and one database in it migrated for the run
// (`postgresTemplate`: tests/server/testApp.ts gives each test app a copy of it); the cluster is
// stopped and removed when the run ends.
import type { TestProject } from 'vitest/node';
import { POSTGRES_MISSING, postgresInstalled, startCluster } from './postgres.ts';
import { migratePostgresTemplate } from './migratedTemplate.ts';

export default async function setup(project: TestProject): Promise<(() => void) | undefined> {
  if (!postgresInstalled()) {
    console.log(POSTGRES_MISSING);
    project.provide('postgresUrl', '');
    project.provide('postgresTemplate', '');
    return undefined;
  }
  const cluster = await startCluster();
  // a run cut short still stops the server and removes its files
  process.once('exit', cluster.stop);
  try {
    project.provide('postgresTemplate', await migratePostgresTemplate(cluster.url));
  } catch (err) {
    process.off('exit', cluster.stop);
    cluster.stop();
    throw err;
  }
  project.provide('postgresUrl', cluster.url);
  return () => {
    process.off('exit', cluster.stop);
    cluster.stop();
  };
}
