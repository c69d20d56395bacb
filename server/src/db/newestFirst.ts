// A page of an append-only log, newest first by its `seq`, and how many rows match: the audit
// log's and the outbox's lists.
import type { Selectable, SelectQueryBuilder } from 'kysely';
import type { Database } from './schema.ts';

type Logged = 'audit_log' | 'outbox';

export async function newestFirst<T extends Logged>(
  filtered: () => SelectQueryBuilder<Database, T, object>,
  page: { limit: number; offset: number },
): Promise<{ rows: Selectable<Database[T]>[]; total: number }> {
  const rows = await filtered()
    .selectAll()
    .orderBy('seq', 'desc')
    .limit(page.limit)
    .offset(page.offset)
    .execute();
  const counted = await filtered()
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  // the rows of T as selectAll reads them (Kysely cannot name that type for a generic table)
  return { rows: rows as unknown as Selectable<Database[T]>[], total: Number(counted.n) };
}
