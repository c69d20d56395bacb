import { Type, type Static } from '@sinclair/typebox';
import type { RouteModule } from '../app.ts';
import { currentAdmin } from '../auth/guard.ts';
import type { Db } from '../db/database.ts';
import type { TrainingSetRow } from '../db/schema.ts';
import { envelope, ErrorEnvelope, reply } from '../http/envelope.ts';
import { ApiError, badRequest, notFound } from '../http/errors.ts';
import { newId, nowIso } from '../services/ids.ts';
import { addSkillIfMissing } from '../services/skills.ts';
import { parseJsonList } from './candidates.ts';

export const MAX_QUESTIONS_PER_SET = 200;
const NOT_FOUND = 'Training data not found or access denied';

const DifficultySchema = Type.Unsafe<'easy' | 'medium' | 'hard'>({
  type: 'string',
  enum: ['easy', 'medium', 'hard'],
});

const QuestionSchema = Type.Object({
  question: Type.String({ maxLength: 2000 }),
  difficulty: DifficultySchema,
  tags: Type.Array(Type.String({ maxLength: 50 }), { minItems: 1, maxItems: 30 }),
});
export type Question = Static<typeof QuestionSchema>;

const TrainingSetSchema = Type.Object({
  id: Type.String(),
  domain: Type.String(),
  last_updated: Type.String(),
  questions: Type.Array(QuestionSchema),
});
type TrainingSetJson = Static<typeof TrainingSetSchema>;

const Body = Type.Object({
  domain: Type.Optional(Type.String({ maxLength: 100 })),
  questions: Type.Optional(Type.Array(QuestionSchema, { maxItems: MAX_QUESTIONS_PER_SET })),
});

const IdParams = Type.Object({ id: Type.String() });
const Errors = { '4xx': ErrorEnvelope };

const trainingSetJson = (row: TrainingSetRow): TrainingSetJson => ({
  id: row.id,
  domain: row.domain,
  last_updated: row.last_updated,
  questions: parseJsonList<Question>(row.questions),
});

const questionKey = (q: Question): string => q.question.trim().toLowerCase();

/** Trims texts and tags, drops repeated tags (any case); empty text or tag is refused. */
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
    return { question, difficulty: q.difficulty, tags };
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
    throw badRequest(`A training set holds at most ${MAX_QUESTIONS_PER_SET} questions`);
  }
  return out;
}

function requiredDomain(raw: string | undefined): string {
  const domain = (raw ?? '').trim();
  if (!domain) throw badRequest('Domain is required');
  return domain;
}

async function findSet(db: Db, adminId: string, id: string): Promise<TrainingSetRow> {
  const row =
    id.length <= 64
      ? await db
          .selectFrom('training_sets')
          .selectAll()
          .where('admin_id', '=', adminId)
          .where('id', '=', id)
          .executeTakeFirst()
      : undefined;
  if (!row) throw notFound(NOT_FOUND);
  return row;
}

export const trainingRoutes: RouteModule = (app, deps) => {
  const { db } = deps;
  const guarded = { preHandler: deps.requireAdmin };

  app.get(
    '/training/list',
    {
      ...guarded,
      schema: {
        querystring: Type.Object({
          domain: Type.Optional(Type.String({ maxLength: 100 })),
          tag: Type.Optional(Type.String({ maxLength: 50 })),
        }),
        response: { 200: envelope(Type.Array(TrainingSetSchema)), ...Errors },
      },
    },
    async (request, res) => {
      const admin = currentAdmin(request);
      const domain = request.query.domain?.trim().toLowerCase();
      const tag = request.query.tag?.trim().toLowerCase();
      let query = db
        .selectFrom('training_sets')
        .selectAll()
        .where('admin_id', '=', admin.id)
        .orderBy('last_updated', 'desc')
        .orderBy('id', 'desc');
      if (domain) query = query.where('domain_key', '=', domain);
      let sets = (await query.execute()).map(trainingSetJson);
      // sets that have at least one question with the tag (any case); the set is returned whole
      if (tag) {
        sets = sets.filter((s) =>
          s.questions.some((q) => q.tags.some((t) => t.toLowerCase() === tag)),
        );
      }
      return reply(res, 200, 'Training data fetched successfully', sets);
    },
  );

  app.get(
    '/training/:id',
    {
      ...guarded,
      schema: { params: IdParams, response: { 200: envelope(TrainingSetSchema), ...Errors } },
    },
    async (request, res) => {
      const admin = currentAdmin(request);
      const row = await findSet(db, admin.id, request.params.id);
      return reply(res, 200, 'Training data fetched successfully', trainingSetJson(row));
    },
  );

  app.post(
    '/training/create',
    {
      ...guarded,
      schema: { body: Body, response: { 201: envelope(TrainingSetSchema), ...Errors } },
    },
    async (request, res) => {
      const admin = currentAdmin(request);
      const domain = requiredDomain(request.body.domain);
      const questions = cleanQuestions(request.body.questions ?? []);
      const key = domain.toLowerCase();
      const saved = await db.transaction().execute(async (trx) => {
        const existing = await trx
          .selectFrom('training_sets')
          .selectAll()
          .where('admin_id', '=', admin.id)
          .where('domain_key', '=', key)
          .executeTakeFirst();
        const now = nowIso();
        if (existing) {
          const merged = mergeQuestions(parseJsonList<Question>(existing.questions), questions);
          const patch = { questions: JSON.stringify(merged), last_updated: now };
          await trx
            .updateTable('training_sets')
            .set(patch)
            .where('id', '=', existing.id)
            .where('admin_id', '=', admin.id)
            .execute();
          return { ...existing, ...patch };
        }
        const row: TrainingSetRow = {
          id: newId(),
          admin_id: admin.id,
          domain,
          domain_key: key,
          questions: JSON.stringify(mergeQuestions([], questions)),
          last_updated: now,
        };
        await trx.insertInto('training_sets').values(row).execute();
        return row;
      });
      const json = trainingSetJson(saved);
      await addSkillIfMissing(db, admin.id, saved.domain, json.questions.length);
      return reply(res, 201, 'Training data saved successfully', json);
    },
  );

  app.put(
    '/training/:id',
    {
      ...guarded,
      schema: {
        params: IdParams,
        body: Body,
        response: { 200: envelope(TrainingSetSchema), ...Errors },
      },
    },
    async (request, res) => {
      const admin = currentAdmin(request);
      const body = request.body;
      const domain = body.domain === undefined ? undefined : requiredDomain(body.domain);
      const questions =
        body.questions === undefined
          ? undefined
          : mergeQuestions([], cleanQuestions(body.questions));
      const saved = await db.transaction().execute(async (trx) => {
        const current = await findSet(trx, admin.id, request.params.id);
        const patch: Partial<TrainingSetRow> = { last_updated: nowIso() };
        if (domain !== undefined) {
          const key = domain.toLowerCase();
          if (key !== current.domain_key) {
            const clash = await trx
              .selectFrom('training_sets')
              .select('id')
              .where('admin_id', '=', admin.id)
              .where('domain_key', '=', key)
              .executeTakeFirst();
            if (clash) throw new ApiError(409, 'Training data for this domain already exists');
          }
          patch.domain = domain;
          patch.domain_key = key;
        }
        if (questions !== undefined) patch.questions = JSON.stringify(questions);
        await trx
          .updateTable('training_sets')
          .set(patch)
          .where('id', '=', current.id)
          .where('admin_id', '=', admin.id)
          .execute();
        return { ...current, ...patch };
      });
      return reply(res, 200, 'Training data updated successfully', trainingSetJson(saved));
    },
  );

  app.delete(
    '/training/:id',
    {
      ...guarded,
      schema: { params: IdParams, response: { 200: envelope(Type.Object({})), ...Errors } },
    },
    async (request, res) => {
      const admin = currentAdmin(request);
      const row = await findSet(db, admin.id, request.params.id);
      await db
        .deleteFrom('training_sets')
        .where('id', '=', row.id)
        .where('admin_id', '=', admin.id)
        .execute();
      return reply(res, 200, 'Training data deleted successfully', {});
    },
  );
};
