// A workspace's webhooks (docs/messages.md): the rows, their secrets sealed.
import type { Db } from '../../db/engine.ts';
import type { WebhookRow } from '../../db/schema.ts';

export const listWebhookRows = (db: Db, workspaceId: string) =>
  db
    .selectFrom('webhooks')
    .select(['id', 'url', 'events', 'created_at'])
    .where('workspace_id', '=', workspaceId)
    .orderBy('created_at')
    .execute();

/** A webhook by id, in any workspace (the worker's delivery), or in one. */
export function findWebhook(db: Db, id: string, workspaceId?: string) {
  let query = db.selectFrom('webhooks').selectAll().where('id', '=', id.slice(0, 64));
  if (workspaceId !== undefined) query = query.where('workspace_id', '=', workspaceId);
  return query.executeTakeFirst();
}

/** The workspace's webhooks subscribed to an event's deliveries (the events are a JSON list). */
export const workspaceWebhooks = (db: Db, workspaceId: string) =>
  db
    .selectFrom('webhooks')
    .select(['id', 'url', 'events'])
    .where('workspace_id', '=', workspaceId)
    .execute();

export async function countWebhooks(db: Db, workspaceId: string): Promise<number> {
  const row = await db
    .selectFrom('webhooks')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('workspace_id', '=', workspaceId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function insertWebhook(db: Db, row: WebhookRow): Promise<void> {
  await db.insertInto('webhooks').values(row).execute();
}

export async function deleteWebhook(db: Db, id: string): Promise<void> {
  await db.deleteFrom('webhooks').where('id', '=', id).execute();
}
