// The versioned migrations, one file each under migrations/, kept in code so the compiled server
// carries them. Never edit a shipped one, nor its name: add the next number.
import { Migrator, type Kysely, type Migration, type MigrationResultSet } from 'kysely';
import { up as initial } from './migrations/001_initial.ts';
import { up as usernameNocase } from './migrations/002_username_nocase.ts';
import { up as recordVersions } from './migrations/003_record_versions.ts';
import { up as scaleOut } from './migrations/004_scale_out.ts';
import { up as listIndexesAndCounts } from './migrations/005_list_indexes_and_counts.ts';
import { up as dataVersions } from './migrations/006_data_versions.ts';
import { up as trainingVersions } from './migrations/007_training_versions.ts';
import { up as candidateSearchAndName } from './migrations/008_candidate_search_and_name.ts';
import { up as interviewSearch } from './migrations/009_interview_search.ts';
import { up as candidateSearchSqlite } from './migrations/010_candidate_search_sqlite.ts';
import { up as interviewProgress } from './migrations/011_interview_progress.ts';
import { up as nameIndexCovering } from './migrations/012_name_index_covering.ts';
import { up as workspaces } from './migrations/013_workspaces.ts';
import { up as outbox } from './migrations/014_outbox.ts';
import { up as reviews } from './migrations/015_reviews.ts';
import { up as dataCare } from './migrations/016_data_care.ts';

/** By name, in the order they run (Kysely sorts the names). */
const migrations: Record<string, Migration> = {
  '001_initial': { up: initial },
  '002_username_nocase': { up: usernameNocase },
  '003_record_versions': { up: recordVersions },
  '004_scale_out': { up: scaleOut },
  '005_list_indexes_and_counts': { up: listIndexesAndCounts },
  '006_data_versions': { up: dataVersions },
  '007_training_versions': { up: trainingVersions },
  '008_candidate_search_and_name': { up: candidateSearchAndName },
  '009_interview_search': { up: interviewSearch },
  '010_candidate_search_sqlite': { up: candidateSearchSqlite },
  '011_interview_progress': { up: interviewProgress },
  '012_name_index_covering': { up: nameIndexCovering },
  '013_workspaces': { up: workspaces },
  '014_outbox': { up: outbox },
  '015_reviews': { up: reviews },
  '016_data_care': { up: dataCare },
};

const provider = { getMigrations: async () => migrations };

export async function migrateToLatest(db: Kysely<unknown>): Promise<void> {
  checked(await new Migrator({ db, provider }).migrateToLatest());
}

/** Migrates up to and including `name`: for tests of a migration over rows written before it. */
export async function migrateUpTo(db: Kysely<unknown>, name: string): Promise<void> {
  checked(await new Migrator({ db, provider }).migrateTo(name));
}

function checked({ error, results }: MigrationResultSet): void {
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    throw new Error(
      `Database migration failed${failed ? ` at ${failed.migrationName}` : ''}: ${String(error)}`,
    );
  }
}
