import type { Db } from '../../db/engine.ts';

export interface Skill {
  skill: string;
  num_questions: number;
}

/** The admin's skills in display order. */
export function listSkills(db: Db, adminId: string): Promise<Skill[]> {
  return db
    .selectFrom('admin_skills')
    .select(['skill', 'num_questions'])
    .where('admin_id', '=', adminId)
    .orderBy('position')
    .orderBy('skill_key')
    .execute();
}

export async function nextSkillPosition(db: Db, adminId: string): Promise<number> {
  const last = await db
    .selectFrom('admin_skills')
    .select((eb) => eb.fn.max('position').as('max'))
    .where('admin_id', '=', adminId)
    .executeTakeFirst();
  return Number(last?.max ?? -1) + 1;
}

/** True when the admin has a skill of this lower-case key. */
export async function hasSkill(db: Db, adminId: string, key: string): Promise<boolean> {
  const row = await db
    .selectFrom('admin_skills')
    .select('skill_key')
    .where('admin_id', '=', adminId)
    .where('skill_key', '=', key)
    .executeTakeFirst();
  return row !== undefined;
}

export async function setSkillCount(db: Db, adminId: string, key: string, count: number) {
  await db
    .updateTable('admin_skills')
    .set({ num_questions: count })
    .where('admin_id', '=', adminId)
    .where('skill_key', '=', key)
    .execute();
}

export async function insertSkill(
  db: Db,
  row: { admin_id: string; skill: string; num_questions: number; position: number },
) {
  await db
    .insertInto('admin_skills')
    .values({ ...row, skill_key: row.skill.toLowerCase() })
    .execute();
}

export async function deleteSkill(db: Db, adminId: string, key: string) {
  await db
    .deleteFrom('admin_skills')
    .where('admin_id', '=', adminId)
    .where('skill_key', '=', key)
    .execute();
}
