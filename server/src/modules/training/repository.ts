import type { Db } from '../../db/engine.ts';
import { ownedTable } from '../../db/ownedTable.ts';
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

/** Row access to the admin's training sets by id. */
export const trainingSets = ownedTable('training_sets');
