// Rows written straight to the database by tests and benchmarks, bypassing the API: every column
// has the value the server would write, and a caller names only the columns its case is about.
import type { Insertable, Kysely } from 'kysely';
import type { Db } from '../../server/src/db/database.ts';
import type { Database } from '../../server/src/db/schema.ts';
import { newId } from '../../server/src/lib/ids.ts';

type New<T extends keyof Database> = Insertable<Database[T]>;

const now = () => new Date().toISOString();

/** An instant `i` minutes after 2025-01-01 00:00 UTC: rows ordered in time by their number. */
export const minuteOf2025 = (i: number): string =>
  new Date(Date.parse('2025-01-01T00:00:00Z') + i * 60_000).toISOString();

/**
 * An admin account that owns a workspace of its own (a password hash that matches no password:
 * it cannot sign in); its id, which is also its workspace's.
 */
export async function insertAdmin(
  db: Db,
  username: string,
  fields: Partial<Omit<New<'admins'>, 'workspace_id' | 'member_role'>> = {},
): Promise<string> {
  const row = {
    id: newId(),
    username,
    password_hash: 'x',
    previous_password_hash: null,
    role: 'admin' as const,
    name: username,
    email: '',
    phone: '',
    profile_image: null,
    deleted: 0,
    created_at: now(),
    ...fields,
  };
  // plain inserts, so that a row the database refuses (a username taken in another case) throws
  await db
    .insertInto('admins')
    .values({ ...row, workspace_id: row.id, member_role: 'owner' })
    .execute();
  await db
    .insertInto('workspaces')
    .values({ id: row.id, name: `${username}'s workspace`, created_at: row.created_at })
    .execute();
  return row.id;
}

/**
 * An admin as the schema before migration 013 (workspaces) held one, for the tests of a migration
 * over rows written before it; its id.
 */
export async function insertAdminBefore013(
  db: Db,
  username: string,
  id: string = newId(),
  fields: Record<string, unknown> = {},
): Promise<string> {
  const legacy = db as unknown as Kysely<Record<string, Record<string, unknown>>>;
  await legacy
    .insertInto('admins')
    .values({
      id,
      username,
      password_hash: 'x',
      previous_password_hash: null,
      role: 'admin',
      name: username,
      email: `${username}@example.com`,
      phone: '',
      profile_image: null,
      deleted: 0,
      created_at: now(),
      ...fields,
    })
    .execute();
  return id;
}

/** A live candidate of the admin, created now, without a resume; its id. */
export async function insertCandidate(
  db: Db,
  adminId: string,
  fields: Partial<New<'candidates'>> = {},
): Promise<string> {
  const id = fields.id ?? newId();
  await db
    .insertInto('candidates')
    .values({
      id,
      admin_id: adminId,
      cand_id: `C-${id.slice(0, 10).toUpperCase()}`,
      name: 'Cand',
      email: `${id}@example.com`,
      phone: '',
      skills: '[]',
      resume_file: null,
      profile_summary: '',
      deleted: 0,
      created_at: now(),
      ...fields,
    })
    .execute();
  return id;
}

/** A scheduled interview of the admin's candidate, scheduled and created now; its id. */
export async function insertInterview(
  db: Db,
  adminId: string,
  candidateId: string,
  fields: Partial<New<'interviews'>> = {},
): Promise<string> {
  const id = fields.id ?? newId();
  await db
    .insertInto('interviews')
    .values({
      id,
      admin_id: adminId,
      candidate_id: candidateId,
      int_id: `I-${id.slice(0, 10).toUpperCase()}`,
      title: 'Interview',
      scheduled_time: now(),
      status: 'scheduled',
      agent_voice: 'ash',
      num_questions: 3,
      history: '[]',
      score: null,
      feedback: '',
      selected: 0,
      created_at: now(),
      ...fields,
    })
    .execute();
  return id;
}
