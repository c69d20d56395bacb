import type { Db } from '../../db/database.ts';

/** Every resume file a record points to, whichever admin's and trashed or not. */
export async function referencedResumeFiles(db: Db): Promise<Set<string>> {
  const rows = await db
    .selectFrom('candidates')
    .select('resume_file')
    .where('resume_file', 'is not', null)
    .execute();
  return new Set(rows.map((r) => r.resume_file!));
}

/** True when a candidate that is not in the trash points to this resume file. */
export async function isLiveResumeFile(db: Db, file: string): Promise<boolean> {
  const row = await db
    .selectFrom('candidates')
    .select('id')
    .where('resume_file', '=', file)
    .where('deleted', '=', 0)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}
