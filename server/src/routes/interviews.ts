import { Type, type Static } from '@sinclair/typebox';
import type { RouteModule } from '../app.ts';
import { currentAdmin } from '../auth/guard.ts';
import type { Db } from '../db/database.ts';
import type { CandidateRow, InterviewRow } from '../db/schema.ts';
import { envelope, ErrorEnvelope, reply } from '../http/envelope.ts';
import { ApiError, badRequest, notFound } from '../http/errors.ts';
import { newId, nowIso, publicCode } from '../services/ids.ts';
import { getSkillsWithCounts } from '../services/skills.ts';
import {
  CandidateSchema,
  candidateJson,
  meetingLink,
  paging,
  parseJsonList,
} from './candidates.ts';

export const INTERVIEW_STATUSES = ['scheduled', 'in_progress', 'completed', 'cancelled'] as const;
export const AGENT_VOICES = ['ash', 'ballad', 'coral', 'sage', 'verse'] as const;
type Status = (typeof INTERVIEW_STATUSES)[number];

/** Questions per interview when neither the request nor the admin's skills give a number. */
export const DEFAULT_NUM_QUESTIONS = 5;
const MAX_NUM_QUESTIONS = 100;

// a plain `enum` keeps ajv's message readable ("must be equal to one of the allowed values")
const StringEnum = <T extends readonly string[]>(values: T) =>
  Type.Unsafe<T[number]>({ type: 'string', enum: [...values] });

const HistoryItemSchema = Type.Object({
  question: Type.String({ maxLength: 5000 }),
  answer: Type.String({ maxLength: 20000 }),
  score: Type.Number({ minimum: 0, maximum: 5 }),
});
type HistoryItem = Static<typeof HistoryItemSchema>;

const InterviewSchema = Type.Object({
  id: Type.String(),
  int_id: Type.String(),
  candidate_id: Type.String(),
  candidate: CandidateSchema,
  title: Type.String(),
  scheduled_time: Type.String(),
  status: Type.String(),
  link: Type.String(),
  agent_voice: Type.String(),
  num_questions: Type.Integer(),
  history: Type.Array(HistoryItemSchema),
  score: Type.Union([Type.Number(), Type.Null()]),
  feedback: Type.String(),
  selected: Type.Boolean(),
  created_at: Type.String(),
});
type InterviewJson = Static<typeof InterviewSchema>;

const CreateBody = Type.Object({
  candidate_id: Type.String({ maxLength: 100 }),
  title: Type.String({ maxLength: 200 }),
  agent_voice: Type.Optional(StringEnum(AGENT_VOICES)),
  scheduled_time: Type.String({ maxLength: 40 }),
  num_questions: Type.Optional(Type.Integer({ minimum: 1, maximum: MAX_NUM_QUESTIONS })),
});

const UpdateBody = Type.Object({
  status: Type.Optional(StringEnum(INTERVIEW_STATUSES)),
  scheduled_time: Type.Optional(Type.String({ maxLength: 40 })),
  feedback: Type.Optional(Type.String({ maxLength: 20000 })),
  selected: Type.Optional(Type.Boolean()),
  score: Type.Optional(Type.Number({ minimum: 0, maximum: 5 })),
  title: Type.Optional(Type.String({ maxLength: 200 })),
  agent_voice: Type.Optional(StringEnum(AGENT_VOICES)),
  num_questions: Type.Optional(Type.Integer({ minimum: 1, maximum: MAX_NUM_QUESTIONS })),
  // an extension, so tests and the demo can complete an interview through the API
  history: Type.Optional(Type.Array(HistoryItemSchema, { maxItems: 200 })),
});

/**
 * List query. Extensions to the contract: `status` may be a comma-separated list
 * (`scheduled,in_progress`); `sort` (scheduled_time | created_at) and `order` (asc | desc).
 * Default order: by scheduled_time ascending when only scheduled/in_progress interviews are
 * asked for (what is coming up next), otherwise newest first.
 */
const ListQuery = Type.Object({
  status: Type.Optional(Type.String({ maxLength: 100 })),
  candidate_id: Type.Optional(Type.String({ maxLength: 100 })),
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: 1_000_000 })),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 100 })),
  sort: Type.Optional(StringEnum(['scheduled_time', 'created_at'] as const)),
  order: Type.Optional(StringEnum(['asc', 'desc'] as const)),
});

const IdParams = Type.Object({ id: Type.String() });
const Errors = { '4xx': ErrorEnvelope };

const ISO_DATE_TIME =
  /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,9})?)?(?:Z|[+-]\d{2}:?\d{2})?$/i;

/** An ISO 8601 date-time, stored as UTC with Z; one without an offset is read as UTC. */
function parseScheduledTime(raw: string): string {
  const value = raw.trim();
  if (!ISO_DATE_TIME.test(value)) {
    throw badRequest('scheduled_time must be an ISO 8601 date-time, e.g. 2025-03-05T15:07:00Z');
  }
  const hasOffset = /(?:Z|[+-]\d{2}:?\d{2})$/i.test(value);
  const date = new Date(hasOffset ? value : `${value}Z`);
  if (Number.isNaN(date.getTime())) throw badRequest('scheduled_time is not a valid date');
  return date.toISOString();
}

/**
 * A number the schema accepted, checked again: ajv's type coercion turns the string "1e999" into
 * Infinity and then skips minimum/maximum.
 */
function checkNumber(value: number, name: string, min: number, max: number, integer = false) {
  if (
    !Number.isFinite(value) ||
    value < min ||
    value > max ||
    (integer && !Number.isInteger(value))
  ) {
    throw badRequest(
      `${name} must be ${integer ? 'an integer' : 'a number'} from ${min} to ${max}`,
    );
  }
  return value;
}

function requiredTitle(raw: string): string {
  const title = raw.trim();
  if (!title) throw badRequest('Title is required');
  return title;
}

const averageScore = (history: HistoryItem[]): number | null =>
  history.length === 0
    ? null
    : Math.round((history.reduce((sum, h) => sum + h.score, 0) / history.length) * 10) / 10;

type InterviewWithCandidate = InterviewRow & {
  c_cand_id: string;
  c_name: string;
  c_email: string;
  c_phone: string;
  c_skills: string;
  c_resume_file: string | null;
  c_profile_summary: string;
  c_deleted: number;
  c_created_at: string;
};

function interviewJson(row: InterviewWithCandidate, signingKey: Buffer): InterviewJson {
  return {
    id: row.id,
    int_id: row.int_id,
    candidate_id: row.candidate_id,
    candidate: candidateJson(
      {
        id: row.candidate_id,
        cand_id: row.c_cand_id,
        name: row.c_name,
        email: row.c_email,
        phone: row.c_phone,
        skills: row.c_skills,
        resume_file: row.c_resume_file,
        profile_summary: row.c_profile_summary,
        deleted: row.c_deleted,
        created_at: row.c_created_at,
      },
      signingKey,
    ),
    title: row.title,
    scheduled_time: row.scheduled_time,
    status: row.status,
    link: meetingLink(row.id),
    agent_voice: row.agent_voice,
    num_questions: row.num_questions,
    history: parseJsonList<HistoryItem>(row.history),
    score: row.score,
    feedback: row.feedback,
    selected: row.selected === 1,
    created_at: row.created_at,
  };
}

/** Interviews joined with their candidate, scoped to one admin. */
function selectInterviews(db: Db, adminId: string) {
  return db
    .selectFrom('interviews as i')
    .innerJoin('candidates as c', 'c.id', 'i.candidate_id')
    .selectAll('i')
    .select([
      'c.cand_id as c_cand_id',
      'c.name as c_name',
      'c.email as c_email',
      'c.phone as c_phone',
      'c.skills as c_skills',
      'c.resume_file as c_resume_file',
      'c.profile_summary as c_profile_summary',
      'c.deleted as c_deleted',
      'c.created_at as c_created_at',
    ])
    .where('i.admin_id', '=', adminId);
}

async function findInterview(db: Db, adminId: string, id: string) {
  const row =
    id.length <= 64
      ? await selectInterviews(db, adminId).where('i.id', '=', id).executeTakeFirst()
      : undefined;
  if (!row) throw notFound('Interview not found');
  return row;
}

/**
 * Questions for a candidate: the admin's num_questions summed over the candidate's skills, a
 * count of 0 standing for the size of the training set of that domain (as list_skills shows it).
 * Throws 403 for a candidate skill the admin does not have.
 */
async function questionsForCandidate(
  db: Db,
  adminId: string,
  candidate: CandidateRow,
): Promise<number> {
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

async function uniqueInterviewCode(db: Db): Promise<string> {
  for (;;) {
    const code = publicCode('I');
    const clash = await db
      .selectFrom('interviews')
      .select('id')
      .where('int_id', '=', code)
      .executeTakeFirst();
    if (!clash) return code;
  }
}

export const interviewRoutes: RouteModule = (app, deps) => {
  const { db, signingKey } = deps;
  const guarded = { preHandler: deps.requireAdmin };

  app.post(
    '/interview/create',
    {
      ...guarded,
      schema: { body: CreateBody, response: { 201: envelope(InterviewSchema), ...Errors } },
    },
    async (request, res) => {
      const admin = currentAdmin(request);
      const body = request.body;
      const title = requiredTitle(body.title);
      if (body.num_questions !== undefined) {
        checkNumber(body.num_questions, 'num_questions', 1, MAX_NUM_QUESTIONS, true);
      }
      const scheduledTime = parseScheduledTime(body.scheduled_time);
      const candidate = await db
        .selectFrom('candidates')
        .selectAll()
        .where('admin_id', '=', admin.id)
        .where('id', '=', body.candidate_id)
        .where('deleted', '=', 0)
        .executeTakeFirst();
      if (!candidate) throw notFound('Candidate not found');
      // the skill rule applies even when the count is given
      const computed = await questionsForCandidate(db, admin.id, candidate);
      const row: InterviewRow = {
        id: newId(),
        admin_id: admin.id,
        candidate_id: candidate.id,
        int_id: await uniqueInterviewCode(db),
        title,
        scheduled_time: scheduledTime,
        status: 'scheduled',
        agent_voice: body.agent_voice ?? 'ash',
        num_questions: body.num_questions ?? computed,
        history: '[]',
        score: null,
        feedback: '',
        selected: 0,
        created_at: nowIso(),
      };
      await db.insertInto('interviews').values(row).execute();
      return reply(
        res,
        201,
        'Interview created',
        interviewJson(await findInterview(db, admin.id, row.id), signingKey),
      );
    },
  );

  app.get(
    '/interview/list',
    {
      ...guarded,
      schema: {
        querystring: ListQuery,
        response: {
          200: envelope(
            Type.Object({
              items: Type.Array(InterviewSchema),
              total: Type.Integer(),
              page: Type.Integer(),
              limit: Type.Integer(),
              total_pages: Type.Integer(),
            }),
          ),
          ...Errors,
        },
      },
    },
    async (request, res) => {
      const admin = currentAdmin(request);
      const q = request.query;
      const { page, limit, offset } = paging(q, 20);
      const statuses: Status[] = [];
      for (const raw of (q.status ?? '').split(',')) {
        const s = raw.trim();
        if (!s) continue;
        if (!(INTERVIEW_STATUSES as readonly string[]).includes(s)) {
          throw badRequest(`Invalid status '${s}': use ${INTERVIEW_STATUSES.join(', ')}`);
        }
        if (!statuses.includes(s as Status)) statuses.push(s as Status);
      }
      let query = selectInterviews(db, admin.id);
      if (statuses.length > 0) query = query.where('i.status', 'in', statuses);
      if (q.candidate_id) query = query.where('i.candidate_id', '=', q.candidate_id);

      const upcoming =
        statuses.length > 0 && statuses.every((s) => s === 'scheduled' || s === 'in_progress');
      const sort = q.sort ?? (upcoming ? 'scheduled_time' : 'created_at');
      const order = q.order ?? (sort === 'scheduled_time' ? 'asc' : 'desc');

      const [count, rows] = await Promise.all([
        query
          .clearSelect()
          .select((eb) => eb.fn.countAll<number | string>().as('n'))
          .executeTakeFirst(),
        query
          .orderBy(sort === 'scheduled_time' ? 'i.scheduled_time' : 'i.created_at', order)
          .orderBy('i.id', order)
          .limit(limit)
          .offset(offset)
          .execute(),
      ]);
      const total = Number(count?.n ?? 0);
      return reply(res, 200, 'Interviews fetched', {
        items: rows.map((row) => interviewJson(row, signingKey)),
        total,
        page,
        limit,
        total_pages: Math.ceil(total / limit),
      });
    },
  );

  app.get(
    '/interview/:id',
    {
      ...guarded,
      schema: { params: IdParams, response: { 200: envelope(InterviewSchema), ...Errors } },
    },
    async (request, res) => {
      const admin = currentAdmin(request);
      const row = await findInterview(db, admin.id, request.params.id);
      return reply(res, 200, 'Interview fetched', interviewJson(row, signingKey));
    },
  );

  app.put(
    '/interview/:id',
    {
      ...guarded,
      schema: {
        params: IdParams,
        body: UpdateBody,
        response: { 200: envelope(InterviewSchema), ...Errors },
      },
    },
    async (request, res) => {
      const admin = currentAdmin(request);
      const current = await findInterview(db, admin.id, request.params.id);
      const body = request.body;
      const patch: Partial<InterviewRow> = {};
      if (body.status !== undefined) patch.status = body.status;
      if (body.scheduled_time !== undefined) {
        patch.scheduled_time = parseScheduledTime(body.scheduled_time);
      }
      if (body.feedback !== undefined) patch.feedback = body.feedback;
      if (body.selected !== undefined) patch.selected = body.selected ? 1 : 0;
      if (body.title !== undefined) patch.title = requiredTitle(body.title);
      if (body.agent_voice !== undefined) patch.agent_voice = body.agent_voice;
      if (body.num_questions !== undefined) {
        patch.num_questions = checkNumber(
          body.num_questions,
          'num_questions',
          1,
          MAX_NUM_QUESTIONS,
          true,
        );
      }
      if (body.history !== undefined) {
        const history = body.history.map((h, n) => ({
          question: h.question,
          answer: h.answer,
          score: checkNumber(h.score, `history[${n}].score`, 0, 5),
        }));
        patch.history = JSON.stringify(history);
        if (body.score === undefined) patch.score = averageScore(history);
      }
      if (body.score !== undefined) patch.score = checkNumber(body.score, 'score', 0, 5);
      if (Object.keys(patch).length > 0) {
        await db
          .updateTable('interviews')
          .set(patch)
          .where('id', '=', current.id)
          .where('admin_id', '=', admin.id)
          .execute();
      }
      return reply(
        res,
        200,
        'Interview updated',
        interviewJson({ ...current, ...patch }, signingKey),
      );
    },
  );

  app.delete(
    '/interview/:id',
    {
      ...guarded,
      schema: { params: IdParams, response: { 200: envelope(Type.Object({})), ...Errors } },
    },
    async (request, res) => {
      const admin = currentAdmin(request);
      const row = await findInterview(db, admin.id, request.params.id);
      await db
        .deleteFrom('interviews')
        .where('id', '=', row.id)
        .where('admin_id', '=', admin.id)
        .execute();
      return reply(res, 200, 'Interview deleted', {});
    },
  );
};
