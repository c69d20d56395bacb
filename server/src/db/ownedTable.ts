import type { Kysely, Selectable } from 'kysely';
import type { Db } from './engine.ts';
import type { Database } from './schema.ts';

/** The tables whose rows belong to one admin: an id and the owning admin_id. */
export type OwnedTableName = {
  [T in keyof Database]: Database[T] extends { id: string; admin_id: string } ? T : never;
}[keyof Database];

// Queries are built by column name here; the row type is restored at the boundary.
type LooseRow = { id: string; admin_id: string } & Record<string, unknown>;
type LooseDb = Kysely<Record<string, LooseRow>>;
export const loose = (db: Db) => db as unknown as LooseDb;

/** One row by id, insert, update and delete on a table of admin-owned rows, scoped to the admin. */
export function ownedTable<T extends OwnedTableName>(table: T) {
  type Row = Selectable<Database[T]>;
  const name: string = table;
  return {
    async find(db: Db, adminId: string, id: string): Promise<Row | undefined> {
      const row = await loose(db)
        .selectFrom(name)
        .selectAll()
        .where('admin_id', '=', adminId)
        .where('id', '=', id)
        .executeTakeFirst();
      return row as Row | undefined;
    },

    async insert(db: Db, row: Row): Promise<void> {
      await loose(db)
        .insertInto(name)
        .values(row as LooseRow)
        .execute();
    },

    /** Sets the given columns; nothing to set is no query. */
    async update(db: Db, adminId: string, id: string, patch: Partial<Row>): Promise<void> {
      if (Object.keys(patch).length === 0) return;
      await loose(db)
        .updateTable(name)
        .set(patch as Partial<LooseRow>)
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
