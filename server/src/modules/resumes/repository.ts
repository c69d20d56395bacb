import type { Db } from '../../db/engine.ts';

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

// Resumes kept in the database (resume_files, migration 004): the storage used on PostgreSQL.

/** Stores a resume's bytes under its name. */
export async function insertResumeFile(
  db: Db,
  row: { name: string; admin_id: string | null; content: Buffer; created_at: string },
): Promise<void> {
  await db
    .insertInto('resume_files')
    .values({ ...row, size: row.content.length })
    .execute();
}

/** A stored resume's bytes, or undefined when there is none of that name. */
export async function resumeFileContent(db: Db, name: string): Promise<Buffer | undefined> {
  const row = await db
    .selectFrom('resume_files')
    .select('content')
    .where('name', '=', name)
    .executeTakeFirst();
  return row ? Buffer.from(row.content) : undefined;
}

export async function deleteResumeFile(db: Db, name: string): Promise<void> {
  await db.deleteFrom('resume_files').where('name', '=', name).execute();
}

/** The names of the stored resumes, all of them or those stored before `before` (ISO time). */
export async function resumeFileNames(db: Db, before?: string): Promise<string[]> {
  let query = db.selectFrom('resume_files').select('name').orderBy('name');
  if (before !== undefined) query = query.where('created_at', '<', before);
  return (await query.execute()).map((r) => r.name);
}
