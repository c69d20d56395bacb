import type { Static } from '@sinclair/typebox';
import type { Db } from '../../db/engine.ts';
import type { Actor } from '../../auth/actor.ts';
import type { WorkspaceSettings } from '../../db/schema.ts';
import type { AppDeps } from '../../types.ts';
import { recordAudit } from '../audit/repository.ts';
import { ApiError } from '../../errors.ts';
import { listSkills, type Skill } from '../skills/repository.ts';
import { skillChanges, upsertSkills } from '../skills/service.ts';
import type { SettingsBody, SettingsData } from './schemas.ts';

/**
 * Saves the skills (the only setting an admin may change), with `expected` (If-Match) only while
 * the settings are at one of those versions. Answers the settings and their version.
 */
export async function updateSettings(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  actor: Actor,
  workspace: WorkspaceSettings,
  body: Static<typeof SettingsBody>,
  expected?: readonly number[],
): Promise<{ data: Static<typeof SettingsData>; version: number }> {
  const { db } = deps;
  const refused = Object.keys(body).filter((k) => k !== 'skills');
  if (refused.length > 0) {
    throw new ApiError(403, `Admins cannot update fields: ${refused.join(', ')}`);
  }
  let version = workspace.settings_version;
  if (body.skills && body.skills.length > 0) {
    const record = (trx: Db, before: Skill[], after: Skill[]) =>
      recordAudit(
        trx,
        actor,
        {
          action: 'settings.update',
          target_type: 'settings',
          summary: 'Changed the skills and question counts',
          changes: skillChanges(before, after),
        },
        deps.clock.now(),
      );
    version = (await upsertSkills(db, workspace.id, body.skills, expected, record)) ?? version;
  }
  const skills = await listSkills(db, workspace.id);
  const data = {
    admin_skills: [{ admin_id: workspace.id, skills }],
    max_ques_limit: workspace.max_ques_limit,
    skills,
  };
  return { data, version };
}
