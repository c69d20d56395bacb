import type { Static } from '@sinclair/typebox';
import type { Db } from '../../db/engine.ts';
import type { AdminRow } from '../../db/schema.ts';
import { ApiError } from '../../errors.ts';
import { listSkills } from '../skills/repository.ts';
import { upsertSkills } from '../skills/service.ts';
import type { SettingsBody, SettingsData } from './schemas.ts';

/**
 * Saves the skills (the only setting an admin may change), with `expected` (If-Match) only while
 * the settings are at one of those versions. Answers the settings and their version.
 */
export async function updateSettings(
  db: Db,
  admin: AdminRow,
  body: Static<typeof SettingsBody>,
  expected?: readonly number[],
): Promise<{ data: Static<typeof SettingsData>; version: number }> {
  const refused = Object.keys(body).filter((k) => k !== 'skills');
  if (refused.length > 0) {
    throw new ApiError(403, `Admins cannot update fields: ${refused.join(', ')}`);
  }
  let version = admin.settings_version;
  if (body.skills && body.skills.length > 0) {
    version = (await upsertSkills(db, admin.id, body.skills, expected)) ?? version;
  }
  const skills = await listSkills(db, admin.id);
  const data = {
    admin_skills: [{ admin_id: admin.id, skills }],
    max_ques_limit: admin.max_ques_limit,
    skills,
  };
  return { data, version };
}
