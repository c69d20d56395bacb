// A workspace's webhooks: registered by owners and admins with the events they want; the secret
// is shown once, kept sealed (docs/messages.md).
import type { Actor } from '../../auth/actor.ts';
import type { Db } from '../../db/engine.ts';
import { ApiError, badRequest, notFound } from '../../errors.ts';
import { newId } from '../../lib/ids.ts';
import type { AppDeps } from '../../types.ts';
import { audited } from '../audit/repository.ts';
import { webhookUrlProblem } from '../outbox/addressGuard.ts';
import { WEBHOOK_EVENTS, type WebhookEvent } from '../../../../common/webhookEvents.ts';
import { lastDeliveries } from '../outbox/repository.ts';
import { newWebhookSecret } from '../outbox/secrets.ts';
import * as repo from './repository.ts';

/** Endpoints a workspace may register. */
export const MAX_WEBHOOKS = 20;

function checkEvents(raw: readonly string[]): WebhookEvent[] {
  const events: WebhookEvent[] = [];
  for (const event of raw) {
    if (!(WEBHOOK_EVENTS as readonly string[]).includes(event)) {
      throw badRequest(`Unknown event '${event}': use ${WEBHOOK_EVENTS.join(', ')}`);
    }
    if (!events.includes(event as WebhookEvent)) events.push(event as WebhookEvent);
  }
  if (events.length === 0) throw badRequest('Choose at least one event');
  return events;
}

export async function listWebhooks(db: Db, workspaceId: string) {
  const rows = await repo.listWebhookRows(db, workspaceId);
  const last = await lastDeliveries(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((row) => {
    const delivery = last.get(row.id);
    return {
      id: row.id,
      url: row.url,
      events: JSON.parse(row.events) as string[],
      created_at: row.created_at,
      last_delivery: delivery
        ? {
            status: delivery.status,
            at: delivery.sent_at ?? delivery.created_at,
            error: delivery.last_error,
          }
        : null,
    };
  });
}

export async function createWebhook(
  deps: AppDeps,
  actor: Actor,
  body: { url: string; events: string[] },
) {
  const url = body.url.trim();
  if (!url) throw badRequest('URL is required');
  const problem = webhookUrlProblem(url, deps.config.messages.allowPrivateWebhooks);
  if (problem) throw badRequest(problem);
  const events = checkEvents(body.events);
  const secret = newWebhookSecret();
  const row = {
    id: newId(),
    workspace_id: actor.workspaceId,
    url,
    events: JSON.stringify(events),
    secret: deps.secrets.seal(secret),
    created_at: deps.clock.now().toISOString(),
  };
  await audited(
    deps,
    actor,
    async (trx) => {
      if ((await repo.countWebhooks(trx, actor.workspaceId)) >= MAX_WEBHOOKS) {
        throw new ApiError(409, `A workspace can have at most ${MAX_WEBHOOKS} webhooks`);
      }
      await repo.insertWebhook(trx, row);
    },
    () => ({
      action: 'webhook.create',
      target_type: 'webhook',
      target_id: row.id,
      summary: `Added a webhook to ${url} for ${events.join(', ')}`,
    }),
  );
  return { id: row.id, url, events, secret, created_at: row.created_at };
}

/** Removed; its queued deliveries are then not sent. */
export async function removeWebhook(deps: AppDeps, actor: Actor, id: string) {
  const hook = await repo.findWebhook(deps.db, id, actor.workspaceId);
  if (!hook) throw notFound('Webhook not found');
  await audited(
    deps,
    actor,
    (trx) => repo.deleteWebhook(trx, hook.id),
    () => ({
      action: 'webhook.remove',
      target_type: 'webhook',
      target_id: hook.id,
      summary: `Removed the webhook to ${hook.url}`,
    }),
  );
}
