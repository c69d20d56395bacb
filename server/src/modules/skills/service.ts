import type { Db } from '../../db/engine.ts';
import type { Actor } from '../../auth/actor.ts';
import type { AppDeps } from '../../types.ts';
import { audited, type FieldChange } from '../audit/repository.ts';
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
  record?: (trx: Db, before: Skill[], after: Skill[]) => Promise<void>,
): Promise<number | undefined> {
  return db.transaction().execute(async (trx) => {
    const version = await bumpSettingsVersion(trx, adminId, expected);
    if (version === undefined && expected) throw staleRecord();
    const before = record ? await listSkills(trx, adminId) : [];
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
    if (record) await record(trx, before, await listSkills(trx, adminId));
    return version;
  });
}

/** The skills a save changed, as the audit log shows them: `{Python: {before: 3, after: 5}}`. */
export function skillChanges(before: Skill[], after: Skill[]): Record<string, FieldChange> {
  const was = new Map(before.map((s) => [s.skill, s.num_questions]));
  const changes: Record<string, FieldChange> = {};
  for (const { skill, num_questions } of after) {
    const old = was.get(skill);
    if (old !== num_questions) changes[skill] = { before: old ?? null, after: num_questions };
  }
  return changes;
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
export async function removeSkill(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  actor: Actor,
  rawName: string | undefined,
) {
  const { db } = deps;
  const adminId = actor.workspaceId;
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
  const version = await audited(
    deps,
    actor,
    async (trx) => {
      await deleteSkill(trx, adminId, key);
      return bumpSettingsVersion(trx, adminId);
    },
    () => ({
      action: 'settings.skill_delete',
      target_type: 'settings',
      summary: `Deleted the skill ${found.skill}`,
      changes: { [found.skill]: { before: found.num_questions, after: null } },
    }),
  );
  return { deleted: found.skill, skills: await listSkills(db, adminId), version };
}
