// The candidates' webhook events, queued in the change's transaction (docs/messages.md).
import type { Db } from '../../db/engine.ts';
import { parseJsonList } from '../../lib/jsonList.ts';
import { queueWebhookEvent, type OutboxDeps } from './enqueue.ts';

/** What a candidate event carries: the record's fields, without its resume or summary. */
interface CandidateFacts {
  id: string;
  admin_id?: string;
  cand_id: string;
  name: string;
  email?: string;
  phone?: string;
  skills?: string;
  deleted?: number;
  created_at?: string;
}

const candidateData = (c: CandidateFacts) => ({
  id: c.id,
  cand_id: c.cand_id,
  name: c.name,
  ...(c.email !== undefined && { email: c.email }),
  ...(c.phone !== undefined && { phone: c.phone }),
  ...(c.skills !== undefined && { skills: parseJsonList<string>(c.skills) }),
  ...(c.deleted !== undefined && { deleted: c.deleted === 1 }),
  ...(c.created_at !== undefined && { created_at: c.created_at }),
});

export type CandidateEvent = 'candidate.created' | 'candidate.updated' | 'candidate.deleted';

/** One event for each candidate, to the webhooks of the workspace that subscribed to it. */
export async function candidateEvents(
  trx: Db,
  deps: OutboxDeps,
  workspaceId: string,
  type: CandidateEvent,
  rows: readonly CandidateFacts[],
): Promise<void> {
  for (const row of rows) {
    await queueWebhookEvent(trx, deps, workspaceId, type, candidateData(row), {
      candidateId: row.id,
    });
  }
}
