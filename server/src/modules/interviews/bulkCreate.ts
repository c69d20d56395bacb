// Scheduling one interview for each of many candidates (docs/messages.md): each in its own
// transaction with its invitation, one that cannot be scheduled reported with why.
import type { Actor } from '../../auth/actor.ts';
import { ApiError } from '../../errors.ts';
import type { AppDeps } from '../../types.ts';
import { recordAudit } from '../audit/repository.ts';
import type { BulkCreateBody, InterviewJson } from './schemas.ts';
import { createInterview } from './service.ts';

export interface BulkCreated {
  done: { candidate_id: string; interview: InterviewJson }[];
  failed: { id: string; msg: string }[];
}

export async function bulkCreateInterviews(
  deps: AppDeps,
  actor: Actor,
  body: BulkCreateBody,
): Promise<BulkCreated> {
  const { candidate_ids: asked, ...fields } = body;
  const ids = [...new Set(asked)];
  const result: BulkCreated = { done: [], failed: [] };
  for (const id of ids) {
    try {
      const interview = await createInterview(deps, actor, { ...fields, candidate_id: id });
      result.done.push({ candidate_id: id, interview });
    } catch (err) {
      if (!(err instanceof ApiError) || err.statusCode >= 500) throw err;
      // a field every row shares is wrong: the same for all, said once
      if (err.statusCode === 400) throw err;
      result.failed.push({ id, msg: err.message });
    }
  }
  await recordAudit(
    deps.db,
    actor,
    {
      action: 'interview.bulk_schedule',
      target_type: 'interview',
      summary: `Scheduled "${fields.title.trim()}" with ${result.done.length} of ${ids.length} ${ids.length === 1 ? 'candidate' : 'candidates'} at once`,
      changes: { count: { before: null, after: result.done.length } },
    },
    deps.clock.now(),
  );
  return result;
}
