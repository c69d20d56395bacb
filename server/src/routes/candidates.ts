import type { FastifyRequest } from 'fastify';
import { Type, type Static, type TSchema } from '@sinclair/typebox';
import { sql } from 'kysely';
import type { AppDeps, RouteModule } from '../app.ts';
import { currentAdmin } from '../auth/guard.ts';
import type { Db } from '../db/database.ts';
import type { CandidateRow, InterviewRow } from '../db/schema.ts';
import { envelope, ErrorEnvelope, reply } from '../http/envelope.ts';
import { ApiError, badRequest, notFound } from '../http/errors.ts';
import { newId, nowIso, publicCode } from '../services/ids.ts';
import { parsePdf } from '../services/pdf.ts';
import { removeResume, saveResume, signResumeUrl } from '../services/resumeStore.ts';
import { MAX_SUMMARY_CHARS, sanitizeSummary, summaryText } from '../services/sanitize.ts';
import { getSkills } from '../services/skills.ts';
import { generateSummary } from '../services/summary.ts';

// ---------------------------------------------------------------------------------------------
// Shapes shared with the interview routes

export const CandidateSchema = Type.Object({
  id: Type.String(),
  cand_id: Type.String(),
  name: Type.String(),
  email: Type.String(),
  phone: Type.String(),
  skills: Type.Array(Type.String()),
  /** a signed link valid for an hour, made at read time; '' without a resume */
  resume_url: Type.String(),
  profile_summary: Type.String(),
  deleted: Type.Boolean(),
  created_at: Type.String(),
});
export type CandidateJson = Static<typeof CandidateSchema>;

type CandidateFields = Pick<
  CandidateRow,
  | 'id'
  | 'cand_id'
  | 'name'
  | 'email'
  | 'phone'
  | 'skills'
  | 'resume_file'
  | 'profile_summary'
  | 'deleted'
  | 'created_at'
>;

/** Parses a JSON list column; a damaged value reads as an empty list rather than failing a page. */
export function parseJsonList<T = string>(text: string | null | undefined): T[] {
  try {
    const value: unknown = JSON.parse(text ?? '[]');
    return Array.isArray(value) ? (value as T[]) : [];
  } catch {
    return [];
  }
}

export function candidateJson(row: CandidateFields, signingKey: Buffer): CandidateJson {
  return {
    id: row.id,
    cand_id: row.cand_id,
    name: row.name,
    email: row.email,
    phone: row.phone,
    skills: parseJsonList<string>(row.skills).filter((s) => typeof s === 'string'),
    resume_url: signResumeUrl(signingKey, row.resume_file),
    profile_summary: row.profile_summary,
    deleted: row.deleted === 1,
    created_at: row.created_at,
  };
}

const Nullable = <T extends TSchema>(t: T) => Type.Union([t, Type.Null()]);

const RecentInterviewSchema = Type.Object({
  id: Nullable(Type.String()),
  title: Nullable(Type.String()),
  scheduled_time: Nullable(Type.String()),
  int_id: Nullable(Type.String()),
  status: Nullable(Type.String()),
});
type RecentInterview = Static<typeof RecentInterviewSchema>;

type LatestInterview = Pick<
  InterviewRow,
  'id' | 'candidate_id' | 'int_id' | 'title' | 'scheduled_time' | 'status'
>;

const recentInterviewJson = (i: LatestInterview | undefined): RecentInterview => ({
  id: i?.id ?? null,
  title: i?.title ?? null,
  scheduled_time: i?.scheduled_time ?? null,
  int_id: i?.int_id ?? null,
  status: i?.status ?? null,
});

/** The link where the candidate joins an interview. */
export const meetingLink = (interviewId: string): string =>
  `/meeting?interviewId=${encodeURIComponent(interviewId)}`;

/** The latest interview (by creation) of each of the given candidates, in one query. */
async function latestInterviews(
  db: Db,
  adminId: string,
  candidateIds: string[],
): Promise<Map<string, LatestInterview>> {
  const out = new Map<string, LatestInterview>();
  if (candidateIds.length === 0) return out;
  const rows = await db
    .selectFrom((eb) =>
      eb
        .selectFrom('interviews')
        .select(['id', 'candidate_id', 'int_id', 'title', 'scheduled_time', 'status'])
        .select(
          sql<number>`row_number() over (partition by candidate_id order by created_at desc, id desc)`.as(
            'rn',
          ),
        )
        .where('admin_id', '=', adminId)
        .where('candidate_id', 'in', candidateIds)
        .as('ranked'),
    )
    .select(['id', 'candidate_id', 'int_id', 'title', 'scheduled_time', 'status'])
    .where('rn', '=', 1)
    .execute();
  for (const row of rows) out.set(row.candidate_id, row);
  return out;
}

/**
 * One page of the admin's live candidates, newest first, their total and the latest interview
 * of each: three queries whatever the page size.
 */
async function livePage(db: Db, adminId: string, limit: number, offset: number) {
  const live = db.selectFrom('candidates').where('admin_id', '=', adminId).where('deleted', '=', 0);
  const [count, rows] = await Promise.all([
    live.select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirst(),
    live
      .selectAll()
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(limit)
      .offset(offset)
      .execute(),
  ]);
  const latest = await latestInterviews(
    db,
    adminId,
    rows.map((r) => r.id),
  );
  return { total: Number(count?.n ?? 0), rows, latest };
}

// ---------------------------------------------------------------------------------------------
// Multipart form

interface CandidateForm {
  fields: Map<string, string[]>;
  resume: Buffer | undefined;
}

const FORM_FIELDS = new Set([
  'name',
  'phone',
  'email',
  'profile_summary',
  'skills',
  'deleted',
  'resume_url',
]);

const tooLarge = () => new ApiError(413, 'File too large: the limit is 10 MB');

/** Reads the whole multipart body: text fields by name and the one `resume` file, if any. */
async function readCandidateForm(request: FastifyRequest): Promise<CandidateForm> {
  if (!request.isMultipart()) throw badRequest('Expected a multipart/form-data body');
  const form: CandidateForm = { fields: new Map(), resume: undefined };
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        const content = await part.toBuffer();
        if (part.file.truncated) throw tooLarge();
        if (part.fieldname !== 'resume') {
          throw badRequest(`Unexpected file field '${part.fieldname}': send the PDF as 'resume'`);
        }
        // a browser sends an empty, nameless part for a file input left empty
        if (content.length === 0 && !part.filename) continue;
        if (form.resume) throw badRequest('Only one resume file can be uploaded');
        form.resume = content;
      } else {
        if (!FORM_FIELDS.has(part.fieldname)) continue;
        if (part.valueTruncated) throw badRequest(`Field '${part.fieldname}' is too long`);
        if (typeof part.value !== 'string') {
          throw badRequest(`Field '${part.fieldname}' must be text`);
        }
        const list = form.fields.get(part.fieldname) ?? [];
        list.push(part.value);
        form.fields.set(part.fieldname, list);
      }
    }
  } catch (err) {
    if (err instanceof ApiError) throw err;
    const code = (err as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge();
    if (code === 'FST_FILES_LIMIT') throw badRequest('Only one resume file can be uploaded');
    if (code === 'FST_FIELDS_LIMIT' || code === 'FST_PARTS_LIMIT') {
      throw badRequest('Too many form fields');
    }
    if (code === 'FST_PROTO_VIOLATION') throw badRequest('Invalid form field name');
    if (code === 'FST_INVALID_JSON_FIELD_ERROR') throw badRequest('A form field is not valid JSON');
    // busboy: no boundary, broken part headers, body ended early
    throw badRequest(`Malformed multipart body: ${(err as Error).message}`);
  }
  return form;
}

const lastValue = (form: CandidateForm, name: string): string | undefined => {
  const values = form.fields.get(name);
  return values ? values[values.length - 1] : undefined;
};

const PHONE_PATTERN = /^[0-9 +\-()]{5,25}$/;
const EMAIL_PATTERN = /^[^\s@<>()[\]\\,;:"]+@[^\s@<>()[\]\\,;:"]+\.[^\s@<>()[\]\\,;:"]+$/;
const MAX_SKILLS = 50;

function validName(raw: string): string {
  const name = raw.trim();
  if (!name) throw badRequest('Name is required');
  if (name.length > 200) throw badRequest('Name must be at most 200 characters');
  return name;
}

function validPhone(raw: string): string {
  const phone = raw.trim();
  if (!phone) throw badRequest('Phone is required');
  if (!PHONE_PATTERN.test(phone) || !/\d/.test(phone)) {
    throw badRequest('Phone must be 5 to 25 characters: digits, spaces, +, - and parentheses');
  }
  return phone;
}

function validEmail(raw: string): string {
  const email = raw.trim();
  if (email && (email.length > 254 || !EMAIL_PATTERN.test(email))) {
    throw badRequest('Email is not a valid email address');
  }
  return email;
}

/** Skills arrive comma-joined (possibly in several fields): trimmed, deduplicated by any case. */
function validSkills(values: string[]): string[] {
  const seen = new Set<string>();
  const skills: string[] = [];
  for (const value of values) {
    for (const raw of value.split(',')) {
      const skill = raw.trim();
      if (!skill) continue;
      if (skill.length > 100) throw badRequest('Each skill must be at most 100 characters');
      const key = skill.toLowerCase();
      if (seen.has(key)) continue;
      seen.add(key);
      skills.push(skill);
    }
  }
  if (skills.length > MAX_SKILLS) throw badRequest(`At most ${MAX_SKILLS} skills are allowed`);
  return skills;
}

function validSummary(raw: string): string {
  if (raw.length > MAX_SUMMARY_CHARS) {
    throw badRequest(`Profile summary must be at most ${MAX_SUMMARY_CHARS} characters`);
  }
  return raw;
}

function validDeleted(raw: string): boolean {
  const v = raw.trim().toLowerCase();
  if (v === 'true' || v === '1') return true;
  if (v === 'false' || v === '0') return false;
  throw badRequest("Field 'deleted' must be true or false");
}

/** Checks the content of an upload: a PDF that parses. Returns its text. */
async function readResume(content: Buffer): Promise<string> {
  const parsed = await parsePdf(content);
  if (!parsed) throw badRequest('Only PDF resumes are accepted');
  return parsed.text;
}

/**
 * The summary to store: the given one sanitised, or when it has no visible text one written
 * from the resume text (null when there is no text to write from).
 */
async function summaryFor(
  db: Db,
  adminId: string,
  given: string | undefined,
  resume: { name: string; text: string; skills: string[] } | undefined,
): Promise<string | null> {
  if (given !== undefined && summaryText(given)) return sanitizeSummary(given);
  if (!resume) return null;
  const adminSkills = (await getSkills(db, adminId)).map((s) => s.skill);
  const generated = generateSummary({
    name: resume.name,
    text: resume.text,
    knownSkills: [...resume.skills, ...adminSkills],
  });
  return generated || null;
}

const DUPLICATE_EMAIL = 'Candidate with this email already exists for this admin.';

/** True when another live candidate of the admin has this email (any case). */
async function emailTaken(db: Db, adminId: string, email: string, exceptId?: string) {
  if (!email) return false;
  let query = db
    .selectFrom('candidates')
    .select('id')
    .where('admin_id', '=', adminId)
    .where('deleted', '=', 0)
    .where((eb) => eb(eb.fn('lower', ['email']), '=', email.toLowerCase()));
  if (exceptId) query = query.where('id', '!=', exceptId);
  return (await query.executeTakeFirst()) !== undefined;
}

async function uniqueCandidateCode(db: Db): Promise<string> {
  for (;;) {
    const code = publicCode('C');
    const clash = await db
      .selectFrom('candidates')
      .select('id')
      .where('cand_id', '=', code)
      .executeTakeFirst();
    if (!clash) return code;
  }
}

async function findCandidate(db: Db, adminId: string, id: string): Promise<CandidateRow> {
  const row =
    id.length <= 64
      ? await db
          .selectFrom('candidates')
          .selectAll()
          .where('admin_id', '=', adminId)
          .where('id', '=', id)
          .executeTakeFirst()
      : undefined;
  if (!row) throw notFound('Candidate not found');
  return row;
}

// ---------------------------------------------------------------------------------------------
// Schemas

const IdParams = Type.Object({ id: Type.String() });
const Errors = { '4xx': ErrorEnvelope };

const MAX_PAGE = 1_000_000;
/**
 * Page and limit from a query the schema has coerced; checked again here because ajv lets a
 * value such as `1e999` through as Infinity.
 */
export function paging(query: { page?: number; limit?: number }, defaultLimit: number) {
  const page = query.page ?? 1;
  const limit = query.limit ?? defaultLimit;
  if (!Number.isSafeInteger(page) || page < 1 || page > MAX_PAGE) {
    throw badRequest('page must be a positive integer');
  }
  if (!Number.isSafeInteger(limit) || limit < 1 || limit > 100) {
    throw badRequest('limit must be an integer from 1 to 100');
  }
  return { page, limit, offset: (page - 1) * limit };
}

const PageQuery = (maxLimit: number) =>
  Type.Object({
    page: Type.Optional(Type.Integer({ minimum: 1, maximum: MAX_PAGE })),
    limit: Type.Optional(Type.Integer({ minimum: 1, maximum: maxLimit })),
  });

const ListItemSchema = Type.Intersect([
  CandidateSchema,
  Type.Object({ recent_interview: RecentInterviewSchema }),
]);

const SegregatedItemSchema = Type.Intersect([
  CandidateSchema,
  Type.Object({
    status: Type.Optional(Type.String()),
    scheduled_time: Type.Optional(Type.String()),
    title: Type.Optional(Type.String()),
    link: Type.Optional(Type.String()),
    // extensions: which interview the row's state comes from, for rescheduling or cancelling it
    interview_id: Type.Optional(Type.String()),
    int_id: Type.Optional(Type.String()),
  }),
]);
type SegregatedItem = Static<typeof SegregatedItemSchema>;

const SegregatedSchema = Type.Object({
  segregated: Type.Object({
    scheduled: Type.Array(SegregatedItemSchema),
    completed: Type.Array(SegregatedItemSchema),
    cancelled: Type.Array(SegregatedItemSchema),
    no_interview_doc: Type.Array(SegregatedItemSchema),
  }),
  pagination: Type.Object({
    page: Type.Integer(),
    limit: Type.Integer(),
    total_candidates: Type.Integer(),
    total_pages: Type.Integer(),
  }),
});

// ---------------------------------------------------------------------------------------------

export const candidateRoutes: RouteModule = (app, deps: AppDeps) => {
  const { db, signingKey, config } = deps;
  const guarded = { preHandler: deps.requireAdmin };

  app.post(
    '/candidate/create',
    { ...guarded, schema: { response: { 201: envelope(CandidateSchema), ...Errors } } },
    async (request, res) => {
      const admin = currentAdmin(request);
      const form = await readCandidateForm(request);
      const name = validName(lastValue(form, 'name') ?? '');
      const phone = validPhone(lastValue(form, 'phone') ?? '');
      const email = validEmail(lastValue(form, 'email') ?? '');
      const skills = validSkills(form.fields.get('skills') ?? []);
      const givenSummary = validSummary(lastValue(form, 'profile_summary') ?? '');
      if (!form.resume) throw badRequest('Resume file is required');
      if (await emailTaken(db, admin.id, email)) throw new ApiError(409, DUPLICATE_EMAIL);

      const text = await readResume(form.resume);
      const summary = await summaryFor(db, admin.id, givenSummary, { name, text, skills });
      if (summary === null) throw badRequest('Could not extract text from resume.');

      const file = await saveResume(config.dataDir, form.resume);
      try {
        const row: CandidateRow = {
          id: newId(),
          admin_id: admin.id,
          cand_id: await uniqueCandidateCode(db),
          name,
          email,
          phone,
          skills: JSON.stringify(skills),
          resume_file: file,
          profile_summary: summary,
          deleted: 0,
          created_at: nowIso(),
        };
        // check and insert under one transaction: two concurrent creates cannot both pass
        await db.transaction().execute(async (trx) => {
          if (await emailTaken(trx, admin.id, email)) throw new ApiError(409, DUPLICATE_EMAIL);
          await trx.insertInto('candidates').values(row).execute();
        });
        return reply(res, 201, 'Candidate created', candidateJson(row, signingKey));
      } catch (err) {
        await removeResume(config.dataDir, file);
        throw err;
      }
    },
  );

  app.put(
    '/candidate/:id',
    {
      ...guarded,
      schema: { params: IdParams, response: { 200: envelope(CandidateSchema), ...Errors } },
    },
    async (request, res) => {
      const admin = currentAdmin(request);
      const form = await readCandidateForm(request);
      const current = await findCandidate(db, admin.id, request.params.id);

      const patch: Partial<CandidateRow> = {};
      const name = lastValue(form, 'name');
      if (name !== undefined) patch.name = validName(name);
      const phone = lastValue(form, 'phone');
      if (phone !== undefined) patch.phone = validPhone(phone);
      // the console does not send email on edit; a client that does may change it
      const email = lastValue(form, 'email');
      if (email !== undefined && email.trim()) patch.email = validEmail(email);
      const skillValues = form.fields.get('skills');
      if (skillValues) patch.skills = JSON.stringify(validSkills(skillValues));
      const deleted = lastValue(form, 'deleted');
      if (deleted !== undefined) patch.deleted = validDeleted(deleted) ? 1 : 0;
      const givenSummary = lastValue(form, 'profile_summary');
      if (givenSummary !== undefined) validSummary(givenSummary);

      const finalEmail = patch.email ?? current.email;
      const finalDeleted = patch.deleted ?? current.deleted;
      const checkEmail = finalDeleted === 0 && finalEmail !== '';
      if (checkEmail && (await emailTaken(db, admin.id, finalEmail, current.id))) {
        throw new ApiError(409, DUPLICATE_EMAIL);
      }

      const text = form.resume ? await readResume(form.resume) : undefined;
      if (givenSummary !== undefined) {
        const summary = await summaryFor(
          db,
          admin.id,
          givenSummary,
          text === undefined
            ? undefined
            : {
                name: patch.name ?? current.name,
                text,
                skills: patch.skills ? parseJsonList(patch.skills) : parseJsonList(current.skills),
              },
        );
        // an emptied summary with a new resume is rewritten from it; without one the old stays
        if (summary !== null) patch.profile_summary = summary;
        else if (text !== undefined) throw badRequest('Could not extract text from resume.');
      }

      const newFile = form.resume ? await saveResume(config.dataDir, form.resume) : undefined;
      if (newFile) patch.resume_file = newFile;
      try {
        await db.transaction().execute(async (trx) => {
          if (checkEmail && (await emailTaken(trx, admin.id, finalEmail, current.id))) {
            throw new ApiError(409, DUPLICATE_EMAIL);
          }
          if (Object.keys(patch).length > 0) {
            await trx
              .updateTable('candidates')
              .set(patch)
              .where('id', '=', current.id)
              .where('admin_id', '=', admin.id)
              .execute();
          }
        });
      } catch (err) {
        await removeResume(config.dataDir, newFile);
        throw err;
      }
      if (newFile) await removeResume(config.dataDir, current.resume_file);
      return reply(
        res,
        200,
        'Candidate updated',
        candidateJson({ ...current, ...patch }, signingKey),
      );
    },
  );

  app.get(
    '/candidate/segregated',
    {
      ...guarded,
      schema: {
        querystring: PageQuery(100),
        response: { 200: envelope(SegregatedSchema), ...Errors },
      },
    },
    async (request, res) => {
      const admin = currentAdmin(request);
      const { page, limit, offset } = paging(request.query, 100);
      const { total, rows, latest } = await livePage(db, admin.id, limit, offset);
      const segregated: Record<
        'scheduled' | 'completed' | 'cancelled' | 'no_interview_doc',
        SegregatedItem[]
      > = { scheduled: [], completed: [], cancelled: [], no_interview_doc: [] };
      for (const row of rows) {
        const base = candidateJson(row, signingKey);
        const interview = latest.get(row.id);
        if (!interview) {
          segregated.no_interview_doc.push(base);
          continue;
        }
        const bucket =
          interview.status === 'completed'
            ? 'completed'
            : interview.status === 'cancelled'
              ? 'cancelled'
              : 'scheduled';
        segregated[bucket].push({
          ...base,
          status: interview.status,
          scheduled_time: interview.scheduled_time,
          title: interview.title,
          link: meetingLink(interview.id),
          interview_id: interview.id,
          int_id: interview.int_id,
        });
      }
      return reply(res, 200, 'Candidates fetched', {
        segregated,
        pagination: {
          page,
          limit,
          total_candidates: total,
          total_pages: Math.ceil(total / limit),
        },
      });
    },
  );

  app.get(
    '/candidate/list',
    {
      ...guarded,
      schema: {
        querystring: PageQuery(100),
        response: {
          200: envelope(
            Type.Object({
              items: Type.Array(ListItemSchema),
              total: Type.Integer(),
              page: Type.Integer(),
              limit: Type.Integer(),
              pages: Type.Integer(),
            }),
          ),
          ...Errors,
        },
      },
    },
    async (request, res) => {
      const admin = currentAdmin(request);
      const { page, limit, offset } = paging(request.query, 20);
      const { total, rows, latest } = await livePage(db, admin.id, limit, offset);
      return reply(res, 200, 'Candidates fetched', {
        items: rows.map((row) => ({
          ...candidateJson(row, signingKey),
          recent_interview: recentInterviewJson(latest.get(row.id)),
        })),
        total,
        page,
        limit,
        pages: Math.ceil(total / limit),
      });
    },
  );

  app.get(
    '/candidate/deleted',
    { ...guarded, schema: { response: { 200: envelope(Type.Array(CandidateSchema)), ...Errors } } },
    async (request, res) => {
      const admin = currentAdmin(request);
      const rows = await db
        .selectFrom('candidates')
        .selectAll()
        .where('admin_id', '=', admin.id)
        .where('deleted', '=', 1)
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .execute();
      return reply(
        res,
        200,
        'Deleted candidates fetched',
        rows.map((row) => candidateJson(row, signingKey)),
      );
    },
  );

  app.get(
    '/candidate/:id',
    {
      ...guarded,
      schema: {
        params: IdParams,
        response: {
          200: envelope(
            Type.Object({ candidate: CandidateSchema, recent_interview: RecentInterviewSchema }),
          ),
          ...Errors,
        },
      },
    },
    async (request, res) => {
      const admin = currentAdmin(request);
      const row = await findCandidate(db, admin.id, request.params.id);
      const latest = await latestInterviews(db, admin.id, [row.id]);
      return reply(res, 200, 'Candidate fetched', {
        candidate: candidateJson(row, signingKey),
        recent_interview: recentInterviewJson(latest.get(row.id)),
      });
    },
  );

  app.delete(
    '/candidate/:id',
    {
      ...guarded,
      schema: { params: IdParams, response: { 200: envelope(Type.Object({})), ...Errors } },
    },
    async (request, res) => {
      const admin = currentAdmin(request);
      const row = await findCandidate(db, admin.id, request.params.id);
      await db
        .updateTable('candidates')
        .set({ deleted: 1 })
        .where('id', '=', row.id)
        .where('admin_id', '=', admin.id)
        .execute();
      return reply(res, 200, 'Candidate deleted', {});
    },
  );

  app.delete(
    '/candidate/hard_delete/:id',
    {
      ...guarded,
      schema: { params: IdParams, response: { 200: envelope(Type.Object({})), ...Errors } },
    },
    async (request, res) => {
      const admin = currentAdmin(request);
      const row = await findCandidate(db, admin.id, request.params.id);
      await db.transaction().execute(async (trx) => {
        await trx
          .deleteFrom('interviews')
          .where('candidate_id', '=', row.id)
          .where('admin_id', '=', admin.id)
          .execute();
        await trx
          .deleteFrom('candidates')
          .where('id', '=', row.id)
          .where('admin_id', '=', admin.id)
          .execute();
      });
      await removeResume(config.dataDir, row.resume_file);
      return reply(res, 200, 'Candidate deleted', {});
    },
  );
};
