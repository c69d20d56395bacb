import type { Db } from '../../db/database.ts';
import type { TrainingSetRow } from '../../db/schema.ts';

/** The admin's sets, most recently updated first; one domain (lower-case key) when given. */
export function listSets(db: Db, adminId: string, domainKey?: string): Promise<TrainingSetRow[]> {
  let query = db
    .selectFrom('training_sets')
    .selectAll()
    .where('admin_id', '=', adminId)
    .orderBy('last_updated', 'desc')
    .orderBy('id', 'desc');
  if (domainKey) query = query.where('domain_key', '=', domainKey);
  return query.execute();
}

export function findSet(db: Db, adminId: string, id: string) {
  return db
    .selectFrom('training_sets')
    .selectAll()
    .where('admin_id', '=', adminId)
    .where('id', '=', id)
    .executeTakeFirst();
}

export function findSetByDomain(db: Db, adminId: string, domainKey: string) {
  return db
    .selectFrom('training_sets')
    .selectAll()
    .where('admin_id', '=', adminId)
    .where('domain_key', '=', domainKey)
    .executeTakeFirst();
}

/** Each set's domain key and its questions (JSON), for counting. */
export function listDomainQuestions(db: Db, adminId: string) {
  return db
    .selectFrom('training_sets')
    .select(['domain_key', 'questions'])
    .where('admin_id', '=', adminId)
    .execute();
}

export async function insertSet(db: Db, row: TrainingSetRow): Promise<void> {
  await db.insertInto('training_sets').values(row).execute();
}

export async function updateSet(
  db: Db,
  adminId: string,
  id: string,
  patch: Partial<TrainingSetRow>,
): Promise<void> {
  await db
    .updateTable('training_sets')
    .set(patch)
    .where('id', '=', id)
    .where('admin_id', '=', adminId)
    .execute();
}

export async function deleteSet(db: Db, adminId: string, id: string): Promise<void> {
  await db
    .deleteFrom('training_sets')
    .where('id', '=', id)
    .where('admin_id', '=', adminId)
    .execute();
}
