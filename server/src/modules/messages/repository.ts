// A workspace's message templates (only those it changed; the rest are the defaults of
// common/messageTemplates.ts) and its reminder hours.
import type { Db } from '../../db/engine.ts';

export const customTemplates = (db: Db, workspaceId: string) =>
  db
    .selectFrom('message_templates')
    .select(['name', 'subject', 'body'])
    .where('workspace_id', '=', workspaceId)
    .execute();

export const customTemplate = (db: Db, workspaceId: string, name: string) =>
  db
    .selectFrom('message_templates')
    .select(['subject', 'body'])
    .where('workspace_id', '=', workspaceId)
    .where('name', '=', name)
    .executeTakeFirst();

export async function saveTemplate(
  db: Db,
  workspaceId: string,
  name: string,
  text: { subject: string; body: string },
  at: string,
) {
  await db
    .insertInto('message_templates')
    .values({ workspace_id: workspaceId, name, ...text, updated_at: at })
    .onConflict((oc) =>
      oc.columns(['workspace_id', 'name']).doUpdateSet({ ...text, updated_at: at }),
    )
    .execute();
}

export async function removeTemplate(db: Db, workspaceId: string, name: string) {
  await db
    .deleteFrom('message_templates')
    .where('workspace_id', '=', workspaceId)
    .where('name', '=', name)
    .execute();
}

/** The workspace's name and reminder hours (null: that reminder is off). */
export const messagingOf = (db: Db, workspaceId: string) =>
  db
    .selectFrom('workspaces')
    .select(['name', 'reminder_first_hours', 'reminder_second_hours'])
    .where('id', '=', workspaceId)
    .executeTakeFirst();

export async function saveReminders(
  db: Db,
  workspaceId: string,
  hours: { reminder_first_hours: number | null; reminder_second_hours: number | null },
) {
  await db.updateTable('workspaces').set(hours).where('id', '=', workspaceId).execute();
}

/** A member's email address: where their test messages go. */
export async function memberEmail(db: Db, memberId: string): Promise<string> {
  const row = await db
    .selectFrom('admins')
    .select('email')
    .where('id', '=', memberId)
    .executeTakeFirst();
  return row?.email.trim() ?? '';
}
