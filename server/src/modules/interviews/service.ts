import type { Db } from '../../db/engine.ts';
import type { DataState } from '../../db/dataVersions.ts';
import type { CandidateRow, InterviewProgress, InterviewRow } from '../../db/schema.ts';
import { updateVersioned } from '../../db/versioned.ts';
import { checkIfMatch, staleRecord } from '../../lib/recordVersions.ts';
import { ApiError, badRequest, notFound } from '../../errors.ts';
import { uniquePublicCode } from '../../db/publicCodes.ts';
import { newId } from '../../lib/ids.ts';
import { parseJsonList } from '../../lib/jsonList.ts';
import type { AppDeps } from '../../types.ts';
import type { Actor } from '../../auth/actor.ts';
import { audited } from '../audit/repository.ts';
import { answerScoreEntry, interviewUpdateEntry } from './auditEntries.ts';
import {
  checkAnswerScore,
  checkNumQuestions,
  checkNumber,
  checkTimeZone,
  parseScheduledTime,
  requiredTitle,
} from './fields.ts';
import { candidates } from '../candidates/repository.ts';
import { interviewChanged, interviewScheduled } from '../outbox/interviewEvents.ts';
import { getSkillsWithCounts } from '../skills/service.ts';
import { averageScore, type HistoryEntry } from './history.ts';
import { interviewJson } from './interviewJson.ts';
import { removeReviewsOf } from '../reviews/repository.ts';
import * as repo from './repository.ts';
import { appliedInterviewQuery, interviewListQuery } from './search.ts';
import {
  INTERVIEW_STATUSES,
  MAX_NUM_QUESTIONS,
  type CreateBody,
  type ListQuery,
  type OverrideBody,
  type Status,
  type UpdateBody,
} from './schemas.ts';

/** Questions per interview when neither the request nor the admin's skills give a number. */
const DEFAULT_NUM_QUESTIONS = 5;

/** The candidate an interview's messages go to. */
export const candidateOf = (row: repo.InterviewWithCandidate) => ({
  id: row.candidate_id,
  name: row.c_name,
  email: row.c_email,
});

/** One of the workspace's interviews with its candidate; 404 `Interview not found` otherwise. */
export async function findOwnInterview(db: Db, adminId: string, id: string) {
  const row = id.length <= 64 ? await repo.findInterview(db, adminId, id) : undefined;
  if (!row) throw notFound('Interview not found');
  return row;
}

/**
 * Questions for a candidate: the admin's num_questions summed over the candidate's skills, a
 * count of 0 standing for the size of the training set of that domain (as list_skills shows it).
 * Throws 403 for a candidate skill the admin does not have.
 */
async function questionsForCandidate(db: Db, adminId: string, candidate: CandidateRow) {
  const adminSkills = new Map(
    (await getSkillsWithCounts(db, adminId)).map((s) => [s.skill.trim().toLowerCase(), s]),
  );
  const keys: string[] = [];
  for (const skill of parseJsonList<string>(candidate.skills)) {
    const key = String(skill).trim().toLowerCase();
    if (!key || keys.includes(key)) continue;
    if (!adminSkills.has(key)) {
      throw new ApiError(403, `Skill '${skill}' is not one of your skills`);
    }
    keys.push(key);
  }
  const sum = keys.reduce((total, k) => total + adminSkills.get(k)!.num_questions, 0);
  return sum === 0 ? DEFAULT_NUM_QUESTIONS : Math.min(sum, MAX_NUM_QUESTIONS);
}

export async function createInterview(deps: AppDeps, actor: Actor, body: CreateBody) {
  const { db } = deps;
  const adminId = actor.workspaceId;
  const title = requiredTitle(body.title);
  if (body.num_questions !== undefined) checkNumQuestions(body.num_questions);
  const scheduledTime = parseScheduledTime(body.scheduled_time);
  const timeZone = checkTimeZone(body.time_zone ?? null);
  const candidate = await candidates.find(db, adminId, body.candidate_id);
  if (!candidate || candidate.deleted) throw notFound('Candidate not found');
  // the skill rule applies even when the count is given
  const computed = await questionsForCandidate(db, adminId, candidate);
  const row: InterviewRow & InterviewProgress = {
    id: newId(),
    admin_id: adminId,
    candidate_id: candidate.id,
    int_id: await uniquePublicCode(db, 'I'),
    title,
    scheduled_time: scheduledTime,
    status: 'scheduled',
    agent_voice: body.agent_voice ?? 'ash',
    num_questions: body.num_questions ?? computed,
    history: '[]',
    score: null,
    score_set: 0,
    needs_review: 1,
    content_removed_at: null,
    feedback: '',
    selected: 0,
    created_at: deps.clock.now().toISOString(),
    version: 1,
    plan: '[]',
    started_at: null,
    finished_at: null,
    time_zone: timeZone,
  };
  await audited(
    deps,
    actor,
    async (trx) => {
      await repo.interviews.insert(trx, row);
      // the invitation, its reminders and the webhooks, with the interview or not at all
      await interviewScheduled(trx, deps, row, candidate);
    },
    () => ({
      action: 'interview.schedule',
      target_type: 'interview',
      target_id: row.id,
      summary: `Scheduled "${title}" (${row.int_id}) with ${candidate.name} (${candidate.cand_id}) for ${scheduledTime}`,
    }),
  );
  return interviewJson(await findOwnInterview(db, adminId, row.id), deps);
}

/** The statuses of a comma-separated list, each known, without repeats. */
function parseStatuses(raw: string | undefined): Status[] {
  const statuses: Status[] = [];
  for (const part of (raw ?? '').split(',')) {
    const s = part.trim();
    if (!s) continue;
    if (!(INTERVIEW_STATUSES as readonly string[]).includes(s)) {
      throw badRequest(`Invalid status '${s}': use ${INTERVIEW_STATUSES.join(', ')}`);
    }
    if (!statuses.includes(s as Status)) statuses.push(s as Status);
  }
  return statuses;
}

export async function listInterviews(
  deps: AppDeps,
  adminId: string,
  query: ListQuery,
  page: { limit: number; offset: number },
  data?: DataState,
) {
  const needsReview = query.needs_review === 'true';
  // what needs a review is a completed interview
  const statuses = needsReview ? ['completed' as const] : parseStatuses(query.status);
  const applied = interviewListQuery(query, statuses);
  const { total, rows } = await repo.listInterviews(deps.db, adminId, {
    statuses,
    candidateId: query.candidate_id,
    needsReview,
    ...applied,
    ...page,
    data,
  });
  const items = rows.map((row) => interviewJson(row, deps));
  return { total, items, applied: appliedInterviewQuery(applied) };
}

export const getInterview = async (deps: AppDeps, adminId: string, id: string) =>
  interviewJson(await findOwnInterview(deps.db, adminId, id), deps);

/** The row changes of an update; a new history sets the average score unless one is given. */
function interviewPatch(body: UpdateBody): Partial<InterviewRow & InterviewProgress> {
  const patch: Partial<InterviewRow & InterviewProgress> = {};
  if (body.status !== undefined) patch.status = body.status;
  if (body.scheduled_time !== undefined) {
    patch.scheduled_time = parseScheduledTime(body.scheduled_time);
  }
  if (body.feedback !== undefined) patch.feedback = body.feedback;
  if (body.selected !== undefined) patch.selected = body.selected ? 1 : 0;
  if (body.title !== undefined) patch.title = requiredTitle(body.title);
  if (body.agent_voice !== undefined) patch.agent_voice = body.agent_voice;
  if (body.num_questions !== undefined) {
    patch.num_questions = checkNumQuestions(body.num_questions);
  }
  if (body.time_zone !== undefined) patch.time_zone = checkTimeZone(body.time_zone);
  if (body.history !== undefined) {
    const history = body.history.map((h, n) => ({
      question: h.question,
      answer: h.answer,
      score: checkNumber(h.score, `history[${n}].score`, 0, 5),
    }));
    patch.history = JSON.stringify(history);
    if (body.score === undefined) patch.score = averageScore(history);
  }
  if (body.score !== undefined) {
    patch.score = checkNumber(body.score, 'score', 0, 5);
    // a score given as a whole is final: reviews no longer move it (docs/scoring.md)
    patch.score_set = 1;
  } else if (patch.history !== undefined) patch.score_set = 0;
  return patch;
}

/** With `expected` (If-Match), only while the interview is at one of those versions. */
export async function updateInterview(
  deps: AppDeps,
  actor: Actor,
  id: string,
  body: UpdateBody,
  expected?: readonly number[],
) {
  const adminId = actor.workspaceId;
  const current = await findOwnInterview(deps.db, adminId, id);
  checkIfMatch(expected, current.version);
  const patch = interviewPatch(body);
  const version = await audited(
    deps,
    actor,
    async (trx) => {
      const written = await updateVersioned(
        trx,
        'interviews',
        adminId,
        current.id,
        patch,
        expected,
      );
      if (written !== undefined) {
        await interviewChanged(trx, deps, current, { ...current, ...patch }, candidateOf(current));
      }
      return written;
    },
    (written) => (written === undefined ? undefined : interviewUpdateEntry(current, patch)),
  );
  if (version === undefined) throw expected ? staleRecord() : notFound('Interview not found');
  return interviewJson({ ...current, ...patch, version }, deps);
}

/** Tries of a write that lost to another one (read again, written again) before giving up. */
const WRITE_TRIES = 5;

/**
 * The admin's score for one answer (PUT /interview/:id/answers/:index): the entry's scorer
 * becomes `admin` (the scorer's own score kept as `auto_score`) and the interview's score the new
 * average. Written over the version read only, so an answer the candidate saves meanwhile is not
 * lost: the override reads again and is written again, or, with If-Match, answers 412.
 */
export async function overrideAnswerScore(
  deps: AppDeps,
  actor: Actor,
  id: string,
  rawIndex: string,
  body: OverrideBody,
  expected?: readonly number[],
) {
  const adminId = actor.workspaceId;
  for (let tries = 1; ; tries++) {
    const current = await findOwnInterview(deps.db, adminId, id);
    checkIfMatch(expected, current.version);
    const history = parseJsonList<HistoryEntry>(current.history);
    const entry = /^\d{1,4}$/.test(rawIndex) ? history[Number(rawIndex)] : undefined;
    if (!entry) throw notFound('Answer not found');
    const score = checkAnswerScore(body.score);
    history[Number(rawIndex)] = {
      ...entry,
      score,
      scorer: 'admin',
      needs_review: false,
      auto_score: entry.auto_score ?? entry.score,
    };
    // the answers' final scores make the interview's again
    const patch = { history: JSON.stringify(history), score: averageScore(history), score_set: 0 };
    const version = await audited(
      deps,
      actor,
      async (trx) => {
        const written = await updateVersioned(trx, 'interviews', adminId, current.id, patch, [
          current.version,
        ]);
        if (written !== undefined)
          await interviewChanged(
            trx,
            deps,
            current,
            { ...current, ...patch },
            candidateOf(current),
          );
        return written;
      },
      (written) =>
        written === undefined
          ? undefined
          : answerScoreEntry(current, Number(rawIndex), entry.score, score),
    );
    if (version !== undefined) return interviewJson({ ...current, ...patch, version }, deps);
    if (expected || tries >= WRITE_TRIES) throw staleRecord();
  }
}

export async function deleteInterview(deps: AppDeps, actor: Actor, id: string) {
  const row = await findOwnInterview(deps.db, actor.workspaceId, id);
  await audited(
    deps,
    actor,
    async (trx) => {
      // the people's reviews of it go with it (docs/scoring.md)
      await removeReviewsOf(trx, actor.workspaceId, row.id);
      return repo.interviews.remove(trx, actor.workspaceId, row.id);
    },
    () => ({
      action: 'interview.delete',
      target_type: 'interview',
      target_id: row.id,
      summary: `Deleted "${row.title}" (${row.int_id})`,
    }),
  );
}
