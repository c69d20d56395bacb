import { sql, type Kysely, type Selectable, type SqlBool } from 'kysely';
import type { ListFilter, ListParams, RestResource } from '../http/simpleRest.ts';
import type { Db } from './database.ts';
import type { Database } from './schema.ts';

/** The tables a REST resource can live in: an id and the owning admin. */
type ScopedTable = {
  [T in keyof Database]: Database[T] extends { id: string; admin_id: string } ? T : never;
}[keyof Database];

// The helper builds its queries by column name; the row type is restored at the boundary.
type LooseRow = { id: string; admin_id: string } & Record<string, unknown>;
type LooseDb = Kysely<Record<string, LooseRow>>;

/** `%text%` for LIKE, with the wildcards of the text escaped by backslash. */
const likePattern = (text: string) => `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * The queries of a simple REST resource, every one scoped to the admin that owns the rows:
 * a filtered, sorted page with its total, one row, insert, update and delete.
 */
export function simpleRestRepository<T extends ScopedTable>(table: T, resource: RestResource) {
  type Row = Selectable<Database[T]>;
  const loose = (db: Db) => db as unknown as LooseDb;
  const name: string = table;
  const scoped = (db: Db, adminId: string) =>
    loose(db).selectFrom(name).where('admin_id', '=', adminId);

  const filtered = (db: Db, adminId: string, filter: ListFilter) => {
    let q = scoped(db, adminId);
    if (filter.ids) {
      if (filter.ids.length === 0) return q.where(sql<SqlBool>`1 = 0`);
      q = q.where('id', 'in', filter.ids);
    }
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

    async find(db: Db, adminId: string, id: string): Promise<Row | undefined> {
      const row = await scoped(db, adminId).selectAll().where('id', '=', id).executeTakeFirst();
      return row as Row | undefined;
    },

    async insert(db: Db, row: Row): Promise<void> {
      await loose(db)
        .insertInto(name)
        .values(row as LooseRow)
        .execute();
    },

    async update(db: Db, adminId: string, id: string, changes: Partial<Row>): Promise<void> {
      await loose(db)
        .updateTable(name)
        .set(changes as Partial<LooseRow>)
        .where('id', '=', id)
        .where('admin_id', '=', adminId)
        .execute();
    },

    async remove(db: Db, adminId: string, id: string): Promise<void> {
      await loose(db)
        .deleteFrom(name)
        .where('id', '=', id)
        .where('admin_id', '=', adminId)
        .execute();
    },
  };
}
