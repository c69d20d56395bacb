import type { Clock } from '../../clock.ts';
import type { Db } from '../../db/engine.ts';
import type { SweepCounts } from '../../lib/resumeStore.ts';
import { isLiveResumeFile, referencedResumeFiles } from './repository.ts';
import type { ResumeContent, ResumeStorage } from './storage.ts';

/** Files younger than this are left alone: they may belong to an upload still under way. */
export const STALE_FILE_AGE_MS = 60 * 60 * 1000;

/**
 * Removes what a crash or a lost race can leave: unfinished uploads in DATA_DIR, and stored
 * resumes no record points to, when older than an hour. Run at start.
 */
export async function sweepOrphanFiles(
  db: Db,
  resumes: ResumeStorage,
  clock: Clock,
): Promise<SweepCounts> {
  const referenced = await referencedResumeFiles(db);
  const cutoff = clock.now().getTime() - STALE_FILE_AGE_MS;
  return resumes.sweep((file) => referenced.has(file), cutoff);
}

/**
 * The resume a link names, while a candidate outside the trash points to it (the link outlives
 * neither the candidate's trip to the trash nor the file's replacement); undefined otherwise.
 */
export async function servedResume(
  db: Db,
  resumes: ResumeStorage,
  file: string,
): Promise<ResumeContent | undefined> {
  if (!(await isLiveResumeFile(db, file))) return undefined;
  return resumes.open(file);
}
