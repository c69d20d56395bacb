import type { Db } from '../../db/engine.ts';
import { bumpSettingsVersion } from '../../db/versioned.ts';
import { staleRecord } from '../../lib/recordVersions.ts';
import { ApiError, badRequest } from '../../errors.ts';
import { parseJsonList } from '../../lib/jsonList.ts';
import { findSetByDomain, listDomainQuestions } from '../training/repository.ts';
import {
  deleteSkill,
  hasSkill,
  insertSkill,
  listSkills,
  nextSkillPosition,
  setSkillCount,
  type Skill,
} from './repository.ts';

/**
 * Upsert by name, case-insensitively: an existing skill gets the new count, a new one is appended.
 * Entries without a name are ignored; a missing count is 0. Moves the settings' version on;
 * with `expected` (If-Match) only while they are at one of those versions. Answers the new one.
 */
export async function upsertSkills(
  db: Db,
  adminId: string,
  skills: { skill?: string | null; num_questions?: number | null }[],
  expected?: readonly number[],
): Promise<number | undefined> {
  return db.transaction().execute(async (trx) => {
    const version = await bumpSettingsVersion(trx, adminId, expected);
    if (version === undefined && expected) throw staleRecord();
    let position = await nextSkillPosition(trx, adminId);
    for (const entry of skills) {
      const name = (entry.skill ?? '').trim();
      if (!name) continue;
      const count = entry.num_questions ?? 0;
      if (await hasSkill(trx, adminId, name.toLowerCase())) {
        await setSkillCount(trx, adminId, name.toLowerCase(), count);
      } else {
        await insertSkill(trx, { admin_id: adminId, skill: name, num_questions: count, position });
        position += 1;
      }
    }
    return version;
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
  if (!key || (await hasSkill(db, adminId, key))) return;
  await upsertSkills(db, adminId, [{ skill: name.trim(), num_questions: numQuestions }]);
}

/**
 * The admin's skills as list_skills reports them: a skill whose own count is 0 stands for the
 * number of questions in the admin's training set of the same domain, if there is one.
 */
export async function getSkillsWithCounts(db: Db, adminId: string): Promise<Skill[]> {
  const skills = await listSkills(db, adminId);
  if (!skills.some((s) => s.num_questions === 0)) return skills;
  const sets = await listDomainQuestions(db, adminId);
  const counts = new Map(sets.map((s) => [s.domain_key, parseJsonList(s.questions).length]));
  return skills.map((s) =>
    s.num_questions === 0
      ? { skill: s.skill, num_questions: counts.get(s.skill.trim().toLowerCase()) ?? 0 }
      : s,
  );
}

/** Removes a skill by name (any case); refused while a training set of that domain exists. */
export async function removeSkill(db: Db, adminId: string, rawName: string | undefined) {
  const name = (rawName ?? '').trim();
  if (!name) throw badRequest('Skill name is required');
  const key = name.toLowerCase();
  const skills = await listSkills(db, adminId);
  if (skills.length === 0) throw new ApiError(404, 'No skills found for this admin.');
  const found = skills.find((s) => s.skill.trim().toLowerCase() === key);
  if (!found) throw new ApiError(404, `Skill '${name}' not found.`);
  if (await findSetByDomain(db, adminId, key)) {
    throw badRequest(`Cannot delete skill '${found.skill}'. Delete its training data first.`);
  }
  const version = await db.transaction().execute(async (trx) => {
    await deleteSkill(trx, adminId, key);
    return bumpSettingsVersion(trx, adminId);
  });
  return { deleted: found.skill, skills: await listSkills(db, adminId), version };
}
