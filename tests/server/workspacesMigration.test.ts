// Migration 013 over a populated database (docs/members.md): every admin becomes the owner of a
// workspace with the admin's id, holding exactly its records, every id unchanged, its settings
// moved with it; then the server reads them as the owner's.
import type { Kysely } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { migrateToLatest, migrateUpTo } from '../../server/src/db/migrations.ts';
import type { Db } from '../../server/src/db/engine.ts';
import { findAdminWithData } from '../../server/src/modules/auth/repository.ts';
import { bareDatabase } from './bareDatabase.ts';
import { insertAdminBefore013, insertCandidate, insertInterview } from './rows.ts';

const cleanups: (() => Promise<void> | void)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

const ids = async (db: Db, table: 'candidates' | 'interviews' | 'jobs', owner: string) =>
  (
    await db.selectFrom(table).select('id').where('admin_id', '=', owner).orderBy('id').execute()
  ).map((row) => row.id);

describe('migration 013', () => {
  it('makes each admin the owner of a workspace holding its records', async () => {
    const db = (await bareDatabase(cleanups)) as unknown as Db;
    await migrateUpTo(db as Kysely<unknown>, '012_name_index_covering');
    const legacy = db as unknown as Kysely<Record<string, Record<string, unknown>>>;
    const first = await insertAdminBefore013(db, 'first', undefined, { name: 'First Admin' });
    const second = await insertAdminBefore013(db, 'second', undefined, { name: '' });
    await legacy
      .updateTable('admins')
      .set({ max_ques_limit: 30, settings_version: 7 })
      .where('id', '=', first)
      .execute();
    const before: Record<string, Record<string, string[]>> = {};
    for (const [admin, n] of [
      [first, 5],
      [second, 2],
    ] as const) {
      for (let i = 0; i < n; i++) {
        const candidate = await insertCandidate(db, admin, { name: `C${i}` });
        await insertInterview(db, admin, candidate);
      }
      await legacy
        .insertInto('admin_skills')
        .values({ admin_id: admin, skill: 'Go', skill_key: 'go', num_questions: n, position: 0 })
        .execute();
    }
    for (const admin of [first, second]) {
      before[admin] = {
        candidates: await ids(db, 'candidates', admin),
        interviews: await ids(db, 'interviews', admin),
      };
    }

    await migrateToLatest(db as Kysely<unknown>);

    const workspaces = await db.selectFrom('workspaces').selectAll().orderBy('name').execute();
    expect(
      workspaces.map(({ id, name, max_ques_limit, settings_version }) => ({
        id,
        name,
        max_ques_limit: Number(max_ques_limit),
        settings_version: Number(settings_version),
      })),
    ).toEqual([
      { id: first, name: 'First Admin', max_ques_limit: 30, settings_version: 7 },
      { id: second, name: 'second', max_ques_limit: 50, settings_version: 1 },
    ]);
    for (const admin of [first, second]) {
      const row = await db
        .selectFrom('admins')
        .selectAll()
        .where('id', '=', admin)
        .executeTakeFirstOrThrow();
      expect([row.workspace_id, row.member_role]).toEqual([admin, 'owner']);
      expect(await ids(db, 'candidates', admin)).toEqual(before[admin]!.candidates);
      expect(await ids(db, 'interviews', admin)).toEqual(before[admin]!.interviews);
      // what a signed-in request of the owner reads: its workspace, its counts
      const found = await findAdminWithData(db, admin);
      expect(found?.workspace).toMatchObject({ id: admin });
      expect(found?.data.counts.candidates_live).toBe(before[admin]!.candidates!.length);
      expect(found?.data.counts.interviews_total).toBe(before[admin]!.interviews!.length);
    }
    expect(await db.selectFrom('invitations').selectAll().execute()).toEqual([]);
    expect(await db.selectFrom('audit_log').selectAll().execute()).toEqual([]);
  });
});
