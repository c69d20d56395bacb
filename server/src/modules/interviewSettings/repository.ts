// The workspace's interview settings (issue 52): columns of its row in `workspaces`.
import type { Db } from '../../db/engine.ts';

export interface InterviewSettingsRow {
  follow_ups_per_answer: number;
  blind_review: number;
}

export async function readInterviewSettings(
  db: Db,
  workspaceId: string,
): Promise<InterviewSettingsRow> {
  const row = await db
    .selectFrom('workspaces')
    .select(['follow_ups_per_answer', 'blind_review'])
    .where('id', '=', workspaceId)
    .executeTakeFirst();
  // a workspace always exists for a signed-in member; the defaults should it not
  return row ?? { follow_ups_per_answer: 0, blind_review: 1 };
}

export async function writeInterviewSettings(
  db: Db,
  workspaceId: string,
  changes: Partial<InterviewSettingsRow>,
): Promise<void> {
  await db.updateTable('workspaces').set(changes).where('id', '=', workspaceId).execute();
}
