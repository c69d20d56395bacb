// Rows written straight to the database by tests and benchmarks, bypassing the API: every column
// has the value the server would write, and a caller names only the columns its case is about.
import type { Insertable } from 'kysely';
import type { Db } from '../../server/src/db/database.ts';
import type { Database } from '../../server/src/db/schema.ts';
import { newId } from '../../server/src/lib/ids.ts';

type New<T extends keyof Database> = Insertable<Database[T]>;

const now = () => new Date().toISOString();

/** An instant `i` minutes after 2025-01-01 00:00 UTC: rows ordered in time by their number. */
export const minuteOf2025 = (i: number): string =>
  new Date(Date.parse('2025-01-01T00:00:00Z') + i * 60_000).toISOString();

/** An admin account (a password hash that matches no password: it cannot sign in); its id. */
export async function insertAdmin(
  db: Db,
  username: string,
  fields: Partial<New<'admins'>> = {},
): Promise<string> {
  const row: New<'admins'> = {
    id: newId(),
    username,
    password_hash: 'x',
    previous_password_hash: null,
    role: 'admin',
    name: username,
    email: '',
    phone: '',
    profile_image: null,
    deleted: 0,
    max_ques_limit: 50,
    created_at: now(),
    ...fields,
  };
  await db.insertInto('admins').values(row).execute();
  return row.id;
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
