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
