// Reading one page of a long sorted list cheaply on both engines. OFFSET steps over every row
// before the page, so a page past the middle is read from the other end, in the reverse order
// (the page's rows are sorted back): the last page costs what the first does. The page's ids are
// picked by a subquery that reads the list's index alone (no table row for the rows it steps
// over: PostgreSQL's index-only scan, SQLite's covering index), and the query around it reads the
// rows of those ids.
import { sql, type RawBuilder, type SqlBool } from 'kysely';

/** Which rows to read: `limit` rows after `offset` in the list's order, or in the reverse order. */
export interface PageRead {
  limit: number;
  offset: number;
  reversed: boolean;
}

/** A row of a list, by its sort key (as text) and id: where a keyset read enters the list's index. */
export interface Anchor {
  key: string;
  id: string;
}

/**
 * Rows [offset, offset + limit) of a list of `total` rows, read from the nearer end; undefined
 * when the page holds no rows.
 */
export function nearerEnd(total: number, limit: number, offset: number): PageRead | undefined {
  if (limit <= 0 || offset >= total) return undefined;
  const count = Math.min(limit, total - offset);
  const fromEnd = total - offset - count;
  return fromEnd < offset
    ? { limit: count, offset: fromEnd, reversed: true }
    : { limit: count, offset, reversed: false };
}

export type Direction = 'asc' | 'desc';

/** The direction to read in: the list's own, or the opposite when reading from the end. */
export function readDirection(order: Direction, read: PageRead): Direction {
  if (!read.reversed) return order;
  return order === 'asc' ? 'desc' : 'asc';
}

/**
 * The rows after (`>`) or before (`<`) a row of a list in the order of its sort key, then id: a
 * row-value comparison, which both engines answer from the list's index.
 */
export const keyedFrom = (
  key: RawBuilder<unknown>,
  op: '>' | '<',
  row: Anchor,
  /** the id column, qualified when the query joins another table */
  id = 'id',
) => sql<SqlBool>`(${key}, ${sql.ref(id)}) ${sql.raw(op)} (${row.key}, ${row.id})`;
