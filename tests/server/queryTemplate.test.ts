// queryTemplate (server/src/db/queryTemplate.ts): what a template answers and refuses, on the real
// database of the engine under test.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../server/src/db/engine.ts';
import { queryTemplate } from '../../server/src/db/queryTemplate.ts';
import { startTestApp, type TestApp } from './testApp.ts';

let t: TestApp;
let adminId: string;

beforeAll(async () => {
  t = await startTestApp();
  adminId = await t.adminId();
});

afterAll(() => t?.close());

describe('queryTemplate', () => {
  it('answers what the query built anew answers, whatever the arguments', async () => {
    const byId = (db: Db, id: string) =>
      db.selectFrom('admins').select(['id', 'username', 'role']).where('id', '=', id);
    const template = queryTemplate(byId);
    for (const id of [adminId, 'no such admin', adminId]) {
      expect(await template(t.db, id)).toEqual(await byId(t.db, id).execute());
    }
    expect(await template(t.db, adminId)).toEqual([
      { id: adminId, username: 'admin', role: expect.any(String) },
    ]);
  });

  it("runs through a database's plugins, which see every query run", async () => {
    let seen = 0;
    const template = queryTemplate((db: Db, id: string) =>
      db.selectFrom('admins').select('id').where('id', '=', id),
    );
    const watched = t.db.withPlugin({
      transformQuery: ({ node }) => {
        seen += 1;
        return node;
      },
      transformResult: async ({ result }) => result,
    });
    expect(await template(watched, adminId)).toEqual([{ id: adminId }]);
    expect(await template(watched, 'x')).toEqual([]);
    expect(seen).toBe(2);
  });

  it("binds an argument wherever it is used and keeps the query's own values", async () => {
    const template = queryTemplate((db: Db, name: string, other: string) =>
      db
        .selectFrom('admins')
        .select('username')
        .where((eb) => eb.or([eb('username', '=', name), eb('email', '=', name)]))
        .where('username', '!=', other)
        .where('deleted', '=', 0),
    );
    expect(await template(t.db, 'admin', 'someone else')).toEqual([{ username: 'admin' }]);
    expect(await template(t.db, 'admin', 'admin')).toEqual([]);
    expect(await template(t.db, 'nobody', 'someone else')).toEqual([]);
  });

  it('sends an argument as a value, never as SQL', async () => {
    const template = queryTemplate((db: Db, id: string) =>
      db.selectFrom('admins').select('id').where('id', '=', id),
    );
    expect(await template(t.db, "' or '1'='1")).toEqual([]);
    expect(await t.db.selectFrom('admins').select('id').execute()).not.toEqual([]);
  });

  it('refuses an argument the query does not take as it is', async () => {
    const changed = queryTemplate((db: Db, name: string) =>
      db.selectFrom('admins').select('id').where('username', 'like', `${name}%`),
    );
    await expect(changed(t.db, 'adm')).rejects.toThrow(/changed before it reached the query/);

    const unused = queryTemplate((db: Db, name: string) =>
      db.selectFrom('admins').select('id').where('username', '=', name.toUpperCase()),
    );
    await expect(unused(t.db, 'admin')).rejects.toThrow(/argument 0 is not a value/);

    const inText = queryTemplate((db: Db, column: string) =>
      db.selectFrom('admins').select(sql.ref(column).as('picked')),
    );
    await expect(inText(t.db, 'id')).rejects.toThrow(/written into the SQL text/);
  });
});
