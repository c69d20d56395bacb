import { publicCode } from '../lib/ids.ts';
import type { Db } from './engine.ts';

const CODES = {
  C: { table: 'candidates', column: 'cand_id' },
  I: { table: 'interviews', column: 'int_id' },
} as const;

/** A fresh public code (`C-…` for a candidate, `I-…` for an interview) no record has yet. */
export async function uniquePublicCode(db: Db, prefix: keyof typeof CODES): Promise<string> {
  const { table, column } = CODES[prefix];
  for (;;) {
    const code = publicCode(prefix);
    const clash = await db
      .selectFrom(table)
      .select('id')
      .where(column, '=', code)
      .executeTakeFirst();
    if (!clash) return code;
  }
}
