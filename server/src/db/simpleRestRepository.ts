import { sql, type Selectable, type SqlBool } from 'kysely';
import type { Db } from './engine.ts';
import type { Database } from './schema.ts';
import { loose, ownedTable, type OwnedTableName } from './ownedTable.ts';

/** The filter of one list request: `q` text search, ids (getMany), column values. */
export interface ListFilter {
  q?: string;
  ids?: string[];
  /** column → the value it must hold (text filters: compared in lower case) */
  equals: { column: string; value: string; anyCase: boolean }[];
}

/** What one list request asks for, as http/simpleRest.ts parses it. */
export interface ListParams {
  sort: { field: string; desc: boolean; anyCase: boolean };
  start: number;
  limit: number;
  filter: ListFilter;
}

/** `%text%` for LIKE, with the wildcards of the text escaped by backslash. */
const likePattern = (text: string) => `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * True when no row can match: no ids asked for, or a value with U+0000, which no stored text
 * holds (it is refused on input) and PostgreSQL cannot even compare.
 */
function matchesNothing(filter: ListFilter): boolean {
  const values = [filter.q ?? '', ...(filter.ids ?? []), ...filter.equals.map((e) => e.value)];
  return filter.ids?.length === 0 || values.some((value) => value.includes('\u0000'));
}

/**
 * The queries of a simple REST resource, every one scoped to the admin that owns the rows:
 * a filtered, sorted page with its total, one row, insert, update and delete.
 */
export function simpleRestRepository<T extends OwnedTableName>(
  table: T,
  resource: { searchColumns: readonly string[] },
) {
  type Row = Selectable<Database[T]>;
  const name: string = table;
  const scoped = (db: Db, adminId: string) =>
    loose(db).selectFrom(name).where('admin_id', '=', adminId);

  const filtered = (db: Db, adminId: string, filter: ListFilter) => {
    let q = scoped(db, adminId);
    if (matchesNothing(filter)) return q.where(sql<SqlBool>`1 = 0`);
    if (filter.ids) q = q.where('id', 'in', filter.ids);
    for (const { column, value, anyCase } of filter.equals) {
      q = anyCase
        ? q.where(sql<SqlBool>`lower(${sql.ref(column)}) = ${value}`)
        : q.where(sql.ref(column), '=', value);
    }
    if (filter.q) {
      const pattern = likePattern(filter.q);
      q = q.where(({ or }) =>
        or(
          resource.searchColumns.map(
            (col) => sql<SqlBool>`lower(${sql.ref(col)}) like ${pattern} escape ${'\\'}`,
          ),
        ),
      );
    }
    return q;
  };

  return {
    ...ownedTable(table),

    async list(
      db: Db,
      adminId: string,
      params: ListParams,
    ): Promise<{ rows: Row[]; total: number }> {
      const { sort, filter } = params;
      const counted = await filtered(db, adminId, filter)
        .select((eb) => eb.fn.countAll<number>().as('total'))
        .executeTakeFirst();
      const dir = sort.desc ? 'desc' : 'asc';
      const rows = await filtered(db, adminId, filter)
        .selectAll()
        .orderBy(sort.anyCase ? sql`lower(${sql.ref(sort.field)})` : sql.ref(sort.field), dir)
        .orderBy('id', dir)
        .limit(params.limit)
        .offset(params.start)
        .execute();
      return { rows: rows as Row[], total: Number(counted?.total ?? 0) };
    },
  };
}
