import { lockKey } from '../../db/keyLocks.ts';
import type { TrainingSetRow } from '../../db/schema.ts';
import { updateVersioned } from '../../db/versioned.ts';
import { checkIfMatch, etagOf, staleRecord } from '../../lib/recordVersions.ts';
import { ApiError, badRequest, notFound } from '../../errors.ts';
import { newId } from '../../lib/ids.ts';
import { parseJsonList } from '../../lib/jsonList.ts';
import type { AppDeps } from '../../types.ts';
import type { Actor } from '../../auth/actor.ts';
import { audited, fieldChanges, recordAudit, type AuditEntry } from '../audit/repository.ts';
import { addSkillIfMissing } from '../skills/service.ts';
import * as repo from './repository.ts';
import {
  MAX_EXPECTED_POINT_CHARS,
  MAX_EXPECTED_POINTS,
  MAX_QUESTIONS_PER_SET,
  type Question,
  type TrainingBody,
  type TrainingSetJson,
} from './schemas.ts';
import { grouped } from '../../lib/numbers.ts';

type Deps = Pick<AppDeps, 'db' | 'clock'>;

const NOT_FOUND = 'Training data not found or access denied';

const trainingSetJson = (row: TrainingSetRow): TrainingSetJson => ({
  id: row.id,
  domain: row.domain,
  last_updated: row.last_updated,
  questions: parseJsonList<Question>(row.questions),
  _etag: etagOf(row.version),
});

const questionKey = (q: Question): string => q.question.trim().toLowerCase();

/**
 * A question's expected points: trimmed, empty and repeated ones (any case) dropped; undefined
 * when none are left (the question is stored and answered without the field).
 */
function cleanExpectedPoints(raw: string[] | undefined): string[] | undefined {
  const seen = new Set<string>();
  const points: string[] = [];
  for (const one of raw ?? []) {
    const point = one.trim();
    if (!point || seen.has(point.toLowerCase())) continue;
    if (point.length > MAX_EXPECTED_POINT_CHARS) {
      throw badRequest(
        `An expected point must be at most ${grouped(MAX_EXPECTED_POINT_CHARS)} characters`,
      );
    }
    seen.add(point.toLowerCase());
    points.push(point);
  }
  if (points.length > MAX_EXPECTED_POINTS) {
    throw badRequest(
      `Each question can have at most ${grouped(MAX_EXPECTED_POINTS)} expected points`,
    );
  }
  return points.length ? points : undefined;
}

/**
 * Trims texts and tags, drops repeated tags (any case); empty text or tag is refused. Expected
 * points are cleaned by cleanExpectedPoints.
 */
function cleanQuestions(questions: Question[]): Question[] {
  return questions.map((q, i) => {
    const question = q.question.trim();
    if (!question) throw badRequest(`Question ${i + 1}: the question text is required`);
    const seen = new Set<string>();
    const tags: string[] = [];
    for (const raw of q.tags) {
      const tag = raw.trim();
      if (!tag) throw badRequest(`Question ${i + 1}: tags must not be empty`);
      if (seen.has(tag.toLowerCase())) continue;
      seen.add(tag.toLowerCase());
      tags.push(tag);
    }
    const expected_points = cleanExpectedPoints(q.expected_points);
    return {
      question,
      difficulty: q.difficulty,
      tags,
      ...(expected_points && { expected_points }),
    };
  });
}

/** Appends the questions whose text (trimmed, any case) is not there yet. */
function mergeQuestions(existing: Question[], added: Question[]): Question[] {
  const seen = new Set(existing.map(questionKey));
  const out = [...existing];
  for (const q of added) {
    if (seen.has(questionKey(q))) continue;
    seen.add(questionKey(q));
    out.push(q);
  }
  if (out.length > MAX_QUESTIONS_PER_SET) {
    throw badRequest(`A training set holds at most ${grouped(MAX_QUESTIONS_PER_SET)} questions`);
  }
  return out;
}

function requiredDomain(raw: string | undefined): string {
  const domain = (raw ?? '').trim();
  if (!domain) throw badRequest('Domain is required');
  return domain;
}

async function findOwnSet({ db }: Deps, adminId: string, id: string): Promise<TrainingSetRow> {
  const row = id.length <= 64 ? await repo.trainingSets.find(db, adminId, id) : undefined;
  if (!row) throw notFound(NOT_FOUND);
  return row;
}

/** The admin's sets; with a tag, those having a question with it (any case), each set whole. */
export async function listTrainingSets(
  { db }: Deps,
  adminId: string,
  query: { domain?: string; tag?: string },
): Promise<TrainingSetJson[]> {
  const domain = query.domain?.trim().toLowerCase();
  const tag = query.tag?.trim().toLowerCase();
  const sets = (await repo.listSets(db, adminId, domain || undefined)).map(trainingSetJson);
  if (!tag) return sets;
  return sets.filter((s) => s.questions.some((q) => q.tags.some((t) => t.toLowerCase() === tag)));
}

export const getTrainingSet = async (deps: Deps, adminId: string, id: string) =>
  trainingSetJson(await findOwnSet(deps, adminId, id));

/** The lock of an admin's domain (lower-case key), held while a set of it is checked and written. */
const domainLock = (adminId: string, key: string) => `training-domain:${adminId}:${key}`;

/** Create, or add the new questions to the admin's set of the same domain; adds the skill too. */
export async function saveTrainingSet(deps: Deps, actor: Actor, body: TrainingBody) {
  const adminId = actor.workspaceId;
  const domain = requiredDomain(body.domain);
  const questions = cleanQuestions(body.questions ?? []);
  const key = domain.toLowerCase();
  const saved = await deps.db.transaction().execute(async (trx) => {
    // of two saves of one domain the second merges into what the first wrote
    await lockKey(trx, domainLock(adminId, key));
    const existing = await repo.findSetByDomain(trx, adminId, key);
    const now = deps.clock.now().toISOString();
    if (existing) {
      const merged = mergeQuestions(parseJsonList<Question>(existing.questions), questions);
      const patch = { questions: JSON.stringify(merged), last_updated: now };
      const version = await updateVersioned(trx, 'training_sets', adminId, existing.id, patch);
      await recordAudit(
        trx,
        actor,
        trainingEntry('training.update', existing, questions.length),
        deps.clock.now(),
      );
      return { ...existing, ...patch, version: version ?? existing.version + 1 };
    }
    const row: TrainingSetRow = {
      id: newId(),
      admin_id: adminId,
      domain,
      domain_key: key,
      questions: JSON.stringify(mergeQuestions([], questions)),
      last_updated: now,
      version: 1,
    };
    await repo.trainingSets.insert(trx, row);
    await recordAudit(
      trx,
      actor,
      trainingEntry('training.create', row, questions.length),
      deps.clock.now(),
    );
    return row;
  });
  const json = trainingSetJson(saved);
  await addSkillIfMissing(deps.db, adminId, saved.domain, json.questions.length);
  return json;
}

/**
 * Renames the domain (refused onto another set's) and replaces the questions; with `expected`
 * (If-Match) only while the set is at one of those versions.
 */
export async function updateTrainingSet(
  deps: Deps,
  actor: Actor,
  id: string,
  body: TrainingBody,
  expected?: readonly number[],
) {
  const domain = body.domain === undefined ? undefined : requiredDomain(body.domain);
  const questions =
    body.questions === undefined ? undefined : mergeQuestions([], cleanQuestions(body.questions));
  const adminId = actor.workspaceId;
  const saved = await deps.db.transaction().execute(async (trx) => {
    if (domain !== undefined) await lockKey(trx, domainLock(adminId, domain.toLowerCase()));
    const current = await findOwnSet({ ...deps, db: trx }, adminId, id);
    checkIfMatch(expected, current.version);
    const patch: Partial<TrainingSetRow> = { last_updated: deps.clock.now().toISOString() };
    if (domain !== undefined) {
      const key = domain.toLowerCase();
      if (key !== current.domain_key && (await repo.findSetByDomain(trx, adminId, key))) {
        throw new ApiError(409, 'Training data for this domain already exists');
      }
      patch.domain = domain;
      patch.domain_key = key;
    }
    if (questions !== undefined) patch.questions = JSON.stringify(questions);
    const version = await updateVersioned(
      trx,
      'training_sets',
      adminId,
      current.id,
      patch,
      expected,
    );
    if (version === undefined) throw expected ? staleRecord() : notFound(NOT_FOUND);
    const { last_updated: _when, ...changed } = patch;
    await recordAudit(
      trx,
      actor,
      {
        action: 'training.update',
        target_type: 'training',
        target_id: current.id,
        summary: `Updated the training set ${patch.domain ?? current.domain}`,
        changes: fieldChanges(current, changed, (field, value) =>
          field === 'questions' ? `${parseJsonList(String(value)).length} questions` : value,
        ),
      },
      deps.clock.now(),
    );
    return { ...current, ...patch, version };
  });
  return trainingSetJson(saved);
}

export async function deleteTrainingSet(deps: Deps, actor: Actor, id: string) {
  const row = await findOwnSet(deps, actor.workspaceId, id);
  await audited(
    deps,
    actor,
    (trx) => repo.trainingSets.remove(trx, actor.workspaceId, row.id),
    () => ({
      action: 'training.delete',
      target_type: 'training',
      target_id: row.id,
      summary: `Deleted the training set ${row.domain}`,
    }),
  );
}

/** A training set created, or questions added to it by a save. */
function trainingEntry(
  action: 'training.create' | 'training.update',
  set: TrainingSetRow,
  questions: number,
): AuditEntry {
  const verb = action === 'training.create' ? 'Created the training set' : 'Added questions to';
  return {
    action,
    target_type: 'training',
    target_id: set.id,
    summary: `${verb} ${set.domain} (${questions} ${questions === 1 ? 'question' : 'questions'} sent)`,
  };
}
