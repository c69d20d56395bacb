// The interview settings (docs/scoring.md): follow-up questions per answer (0 to 2) and blind
// review. Kept apart from PATCH /admin/settings, whose platform contract takes `skills` alone.
import type { Actor } from '../../auth/actor.ts';
import type { Db } from '../../db/engine.ts';
import { badRequest } from '../../errors.ts';
import type { AppDeps } from '../../types.ts';
import { audited } from '../audit/repository.ts';
import { readInterviewSettings, writeInterviewSettings } from './repository.ts';

export const MAX_FOLLOW_UPS = 2;

export interface InterviewSettings {
  follow_ups_per_answer: number;
  blind_review: boolean;
}

export async function interviewSettings(db: Db, workspaceId: string): Promise<InterviewSettings> {
  const row = await readInterviewSettings(db, workspaceId);
  return { follow_ups_per_answer: row.follow_ups_per_answer, blind_review: row.blind_review === 1 };
}

function checkFollowUps(value: unknown): number {
  if (
    typeof value !== 'number' ||
    !Number.isInteger(value) ||
    value < 0 ||
    value > MAX_FOLLOW_UPS
  ) {
    throw badRequest(
      `Follow-up questions per answer must be a whole number from 0 to ${MAX_FOLLOW_UPS}`,
    );
  }
  return value;
}

export async function saveInterviewSettings(
  deps: AppDeps,
  actor: Actor,
  body: { follow_ups_per_answer?: unknown; blind_review?: unknown },
): Promise<InterviewSettings> {
  const changes: { follow_ups_per_answer?: number; blind_review?: number } = {};
  if (body.follow_ups_per_answer !== undefined) {
    changes.follow_ups_per_answer = checkFollowUps(body.follow_ups_per_answer);
  }
  if (body.blind_review !== undefined) {
    if (typeof body.blind_review !== 'boolean') {
      throw badRequest('Blind review must be true or false');
    }
    changes.blind_review = body.blind_review ? 1 : 0;
  }
  const before = await interviewSettings(deps.db, actor.workspaceId);
  if (Object.keys(changes).length === 0) return before;
  const after: InterviewSettings = {
    follow_ups_per_answer: changes.follow_ups_per_answer ?? before.follow_ups_per_answer,
    blind_review:
      changes.blind_review === undefined ? before.blind_review : changes.blind_review === 1,
  };
  await audited(
    deps,
    actor,
    (trx) => writeInterviewSettings(trx, actor.workspaceId, changes),
    () => ({
      action: 'interview_settings.update',
      target_type: 'workspace',
      target_id: actor.workspaceId,
      summary: `Set follow-up questions per answer to ${after.follow_ups_per_answer} and blind review ${after.blind_review ? 'on' : 'off'}`,
      changes: {
        ...(before.follow_ups_per_answer !== after.follow_ups_per_answer && {
          follow_ups_per_answer: {
            before: before.follow_ups_per_answer,
            after: after.follow_ups_per_answer,
          },
        }),
        ...(before.blind_review !== after.blind_review && {
          blind_review: { before: before.blind_review, after: after.blind_review },
        }),
      },
    }),
  );
  return after;
}
