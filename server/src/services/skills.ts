import type { Db } from '../db/database.ts';

export interface Skill {
  skill: string;
  num_questions: number;
}

/** The admin's skills in display order. */
export async function getSkills(db: Db, adminId: string): Promise<Skill[]> {
  return db
    .selectFrom('admin_skills')
    .select(['skill', 'num_questions'])
    .where('admin_id', '=', adminId)
    .orderBy('position')
    .orderBy('skill_key')
    .execute();
}

/**
 * Upsert by name, case-insensitively: an existing skill gets the new count, a new one is appended.
 * Entries without a name are ignored; a missing count is 0.
 */
export async function upsertSkills(
  db: Db,
  adminId: string,
  skills: { skill?: string | null; num_questions?: number | null }[],
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const last = await trx
      .selectFrom('admin_skills')
      .select((eb) => eb.fn.max('position').as('max'))
      .where('admin_id', '=', adminId)
      .executeTakeFirst();
    let position = Number(last?.max ?? -1) + 1;
    for (const entry of skills) {
      const name = (entry.skill ?? '').trim();
      if (!name) continue;
      const key = name.toLowerCase();
      const count = entry.num_questions ?? 0;
      const existing = await trx
        .selectFrom('admin_skills')
        .select('skill_key')
        .where('admin_id', '=', adminId)
        .where('skill_key', '=', key)
        .executeTakeFirst();
      if (existing) {
        await trx
          .updateTable('admin_skills')
          .set({ num_questions: count })
          .where('admin_id', '=', adminId)
          .where('skill_key', '=', key)
          .execute();
      } else {
        await trx
          .insertInto('admin_skills')
          .values({
            admin_id: adminId,
            skill: name,
            skill_key: key,
            num_questions: count,
            position,
          })
          .execute();
        position += 1;
      }
    }
  });
}

/** Adds a skill only if the admin lacks one of that name (any case). */
export async function addSkillIfMissing(
  db: Db,
  adminId: string,
  name: string,
  numQuestions: number,
): Promise<void> {
  const key = name.trim().toLowerCase();
  if (!key) return;
  const existing = await db
    .selectFrom('admin_skills')
    .select('skill_key')
    .where('admin_id', '=', adminId)
    .where('skill_key', '=', key)
    .executeTakeFirst();
  if (!existing)
    await upsertSkills(db, adminId, [{ skill: name.trim(), num_questions: numQuestions }]);
}

function questionCount(json: string): number {
  try {
    const parsed: unknown = JSON.parse(json);
    return Array.isArray(parsed) ? parsed.length : 0;
  } catch {
    return 0;
  }
}

/**
 * The admin's skills as list_skills reports them: a skill whose own count is 0 stands for the
 * number of questions in the admin's training set of the same domain, if there is one.
 */
export async function getSkillsWithCounts(db: Db, adminId: string): Promise<Skill[]> {
  const skills = await getSkills(db, adminId);
  if (!skills.some((s) => s.num_questions === 0)) return skills;
  const sets = await db
    .selectFrom('training_sets')
    .select(['domain_key', 'questions'])
    .where('admin_id', '=', adminId)
    .execute();
  const counts = new Map(sets.map((s) => [s.domain_key, questionCount(s.questions)]));
  return skills.map((s) =>
    s.num_questions === 0
      ? { skill: s.skill, num_questions: counts.get(s.skill.trim().toLowerCase()) ?? 0 }
      : s,
  );
}
