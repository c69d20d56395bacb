import type { Clock } from '../clock.ts';
import type { Db } from '../db/engine.ts';
import type { ResumeStorage } from '../modules/resumes/storage.ts';

const FLAG = 'demo_seeded';

const flagSet = async (db: Db): Promise<boolean> =>
  (await db.selectFrom('meta').select('key').where('key', '=', FLAG).executeTakeFirst()) !==
  undefined;

/**
 * Inserts the flag unless it is there; true when this call inserted it. Of two transactions
 * inserting it at once, the second waits for the first to end and then inserts nothing.
 */
async function insertFlag(db: Db, at: string): Promise<boolean> {
  const result = await db
    .insertInto('meta')
    .values({ key: FLAG, value: at })
    .onConflict((oc) => oc.column('key').doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
}

/**
 * Seeds demo data once per database, also when several servers start on it together. The flag
 * in `meta` is inserted first in the very transaction that writes the records: of two starts,
 * one inserts it and seeds; the other's insert finds it and that start writes nothing (and
 * removes the resumes it had stored). Once set, the flag keeps every later start from seeding
 * again, also after an admin deleted every candidate.
 */
export async function seedOnce(
  db: Db,
  resumes: ResumeStorage,
  adminId: string,
  clock: Clock,
): Promise<boolean> {
  if (await flagSet(db)) return false;
  // loaded only to seed: the demo's PDF library is not every start's (nor every test's) to load
  const { seedDemoData } = await import('./demo.ts');
  const claim = (conn: Db) => insertFlag(conn, clock.now().toISOString());
  const seeded = await seedDemoData(db, resumes, adminId, { claim, now: clock.now() });
  // the admin had candidates already: nothing seeded now, nor on a later start
  if (!seeded) await claim(db);
  return seeded;
}
