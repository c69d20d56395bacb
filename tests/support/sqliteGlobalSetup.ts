// Vitest globalSetup of the server project: one SQLite database migrated for the whole run, its
// file provided to the tests as `sqliteTemplate` (tests/server/testApp.ts copies it into each
// test app's DATA_DIR), removed when the run ends.
import type { TestProject } from 'vitest/node';
import { migrateSqliteTemplate } from './migratedTemplate.ts';

export default async function setup(project: TestProject): Promise<() => void> {
  const template = await migrateSqliteTemplate();
  process.once('exit', template.remove);
  project.provide('sqliteTemplate', template.file);
  return () => {
    process.off('exit', template.remove);
    template.remove();
  };
}
