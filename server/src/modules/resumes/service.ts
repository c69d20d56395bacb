import type { Clock } from '../../clock.ts';
import type { Db } from '../../db/database.ts';
import { sweepStaleFiles, type SweepCounts } from '../../lib/resumeStore.ts';
import { isLiveResumeFile, referencedResumeFiles } from './repository.ts';

/** Files younger than this are left alone: they may belong to an upload still under way. */
export const STALE_FILE_AGE_MS = 60 * 60 * 1000;

/**
 * Removes what a crash or a lost race can leave in DATA_DIR: unfinished uploads, and resume
 * files no record points to, when older than an hour. Run at start.
 */
export async function sweepOrphanFiles(
  db: Db,
  dataDir: string,
  clock: Clock,
): Promise<SweepCounts> {
  const referenced = await referencedResumeFiles(db);
  const cutoff = clock.now().getTime() - STALE_FILE_AGE_MS;
  return sweepStaleFiles(dataDir, (file) => referenced.has(file), cutoff);
}

/** A resume link serves its file only while a candidate outside the trash points to it. */
export const resumeIsServed = (db: Db, file: string): Promise<boolean> =>
  isLiveResumeFile(db, file);
