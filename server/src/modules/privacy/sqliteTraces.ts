// What SQLite keeps of replaced text after a write: the old bytes in unused space of its pages
// (a row rewritten, a page split long ago), the old terms in the search index's segments until
// they merge, and page images in the write-ahead log until a checkpoint. An erasure leaves none
// of them in the database's files (docs/privacy.md). PostgreSQL keeps replaced row versions until
// VACUUM reclaims their space: nothing here for it.
import { sql } from 'kysely';
import { isPostgres, type Db } from '../../db/engine.ts';

/**
 * SQLite: merges the candidate search's FTS5 index (migration 010) into one segment, dropping
 * the terms of the values just replaced. In the erasure's transaction.
 */
export async function compactSearchIndex(trx: Db): Promise<void> {
  if (isPostgres(trx)) return;
  await sql`insert into candidates_search (candidates_search) values ('optimize')`.execute(trx);
}

/**
 * SQLite, after an erasure committed: the database file rewritten from its live rows alone
 * (VACUUM: about half a second at 30,000 candidates, during which other requests wait), then the
 * log written back and emptied. Answers the error when it could not (the data is erased from
 * every table all the same; the next erasure or a VACUUM clears the file).
 */
export async function clearFileTraces(db: Db): Promise<Error | undefined> {
  if (isPostgres(db)) return undefined;
  try {
    await sql`vacuum`.execute(db);
    await sql`pragma wal_checkpoint(TRUNCATE)`.execute(db);
    return undefined;
  } catch (error) {
    return error instanceof Error ? error : new Error(String(error));
  }
}
