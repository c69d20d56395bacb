import { Type, type Static } from '@sinclair/typebox';
import { sql, type SelectQueryBuilder, type SqlBool } from 'kysely';
import type { RouteModule } from '../app.ts';
import type { Database, JobRow } from '../db/schema.ts';
import { currentAdmin } from '../auth/guard.ts';
import { ErrorEnvelope } from '../http/envelope.ts';
import { badRequest, notFound } from '../http/errors.ts';
import { newId, nowIso } from '../services/ids.ts';

// The `jobs` resource, in the dialect of ra-data-simple-rest:
//   getList  GET    /jobs?sort=["title","ASC"]&range=[0,24]&filter={"q":"x"}  → [..] + Content-Range
//   getMany  GET    /jobs?filter={"id":[..]}
//   getOne   GET    /jobs/:id
//   create   POST   /jobs          → the created record
//   update   PUT    /jobs/:id      → the updated record (partial bodies allowed: updateMany)
//   delete   DELETE /jobs/:id      → the deleted record
// Answers are bare records; errors are `{data, msg, statusCode}` like every other route.

const Status = Type.Union([Type.Literal('open'), Type.Literal('closed')]);

const Job = Type.Object({
  id: Type.String(),
  title: Type.String(),
  department: Type.String(),
  description: Type.String(),
  required_skills: Type.Array(Type.String()),
  status: Status,
  created_at: Type.String(),
  updated_at: Type.String(),
});
type Job = Static<typeof Job>;

const MAX_SKILLS = 50;
const fields = {
  title: Type.String({ maxLength: 1000 }),
  department: Type.String({ maxLength: 200 }),
  description: Type.String({ maxLength: 20_000 }),
  required_skills: Type.Array(Type.String({ maxLength: 100 }), { maxItems: MAX_SKILLS }),
  status: Status,
  // react-admin sends the whole record back on update: these are accepted and ignored
  id: Type.Optional(Type.Unknown()),
  created_at: Type.Optional(Type.Unknown()),
  updated_at: Type.Optional(Type.Unknown()),
};
const CreateBody = Type.Object(
  {
    title: Type.Optional(fields.title),
    department: Type.Optional(fields.department),
    description: Type.Optional(fields.description),
    required_skills: Type.Optional(fields.required_skills),
    status: Type.Optional(fields.status),
    id: fields.id,
    created_at: fields.created_at,
    updated_at: fields.updated_at,
  },
  { additionalProperties: false },
);
type JobBody = Static<typeof CreateBody>;

const ListQuery = Type.Object(
  {
    sort: Type.Optional(Type.String({ maxLength: 200 })),
    range: Type.Optional(Type.String({ maxLength: 100 })),
    filter: Type.Optional(Type.String({ maxLength: 50_000 })),
  },
  // cache busters and the like are ignored
  { additionalProperties: true },
);
const IdParams = Type.Object({ id: Type.String({ minLength: 1, maxLength: 64 }) });
const Errors = { '4xx': ErrorEnvelope, '5xx': ErrorEnvelope };

const SORT_FIELDS = ['id', 'title', 'department', 'status', 'created_at', 'updated_at'] as const;
type SortField = (typeof SORT_FIELDS)[number];
const TEXT_SORT = new Set<SortField>(['title', 'department']);
/** Most records one list answer holds, whatever range asks for. */
export const MAX_PAGE = 1000;
const MAX_IDS = 1000;

interface ListFilter {
  q?: string;
  ids?: string[];
  status?: 'open' | 'closed';
  department?: string;
}

function parseJsonParam(name: string, raw: string): unknown {
  try {
    return JSON.parse(raw);
  } catch {
    throw badRequest(`Invalid ${name}: not valid JSON`);
  }
}

function parseSort(raw: string | undefined): { field: SortField; desc: boolean } {
  if (raw === undefined || raw === '') return { field: 'created_at', desc: true };
  const value = parseJsonParam('sort', raw);
  if (
    !Array.isArray(value) ||
    value.length !== 2 ||
    typeof value[0] !== 'string' ||
    typeof value[1] !== 'string'
  ) {
    throw badRequest('Invalid sort: expected ["field","ASC"|"DESC"]');
  }
  const [field, order] = value as [string, string];
  if (!(SORT_FIELDS as readonly string[]).includes(field)) {
    throw badRequest(`Invalid sort: cannot sort by "${field}" (use ${SORT_FIELDS.join(', ')})`);
  }
  const upper = order.toUpperCase();
  if (upper !== 'ASC' && upper !== 'DESC') {
    throw badRequest('Invalid sort: the order must be ASC or DESC');
  }
  return { field: field as SortField, desc: upper === 'DESC' };
}

function parseRange(raw: string | undefined): { start: number; end: number } | undefined {
  if (raw === undefined || raw === '') return undefined;
  const value = parseJsonParam('range', raw);
  if (
    !Array.isArray(value) ||
    value.length !== 2 ||
    !value.every((n) => Number.isSafeInteger(n) && (n as number) >= 0) ||
    (value[1] as number) < (value[0] as number)
  ) {
    throw badRequest('Invalid range: expected [start, end], whole numbers with 0 <= start <= end');
  }
  return { start: value[0] as number, end: value[1] as number };
}

function parseFilter(raw: string | undefined): ListFilter {
  if (raw === undefined || raw === '') return {};
  const value = parseJsonParam('filter', raw);
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw badRequest('Invalid filter: expected a JSON object');
  }
  const out: ListFilter = {};
  for (const [key, v] of Object.entries(value as Record<string, unknown>)) {
    switch (key) {
      case 'q':
        if (typeof v !== 'string' || v.length > 200) {
          throw badRequest('Invalid filter: q must be a string of at most 200 characters');
        }
        if (v.trim()) out.q = v.trim();
        break;
      case 'id': {
        const ids = Array.isArray(v) ? v : [v];
        if (ids.length > MAX_IDS || !ids.every((id) => typeof id === 'string' && id.length <= 64)) {
          throw badRequest(`Invalid filter: id must be an id or a list of at most ${MAX_IDS} ids`);
        }
        out.ids = ids as string[];
        break;
      }
      case 'status':
        if (v !== 'open' && v !== 'closed') {
          throw badRequest('Invalid filter: status must be open or closed');
        }
        out.status = v;
        break;
      case 'department':
        if (typeof v !== 'string' || v.length > 200) {
          throw badRequest('Invalid filter: department must be a string');
        }
        out.department = v;
        break;
      default:
        throw badRequest(
          `Invalid filter: unknown field "${key}" (use q, id, status or department)`,
        );
    }
  }
  return out;
}

/** `%text%` for LIKE, with the wildcards of the text escaped by backslash. */
const likePattern = (text: string) => `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

function applyFilter<O>(
  qb: SelectQueryBuilder<Database, 'jobs', O>,
  adminId: string,
  filter: ListFilter,
): SelectQueryBuilder<Database, 'jobs', O> {
  let q = qb.where('admin_id', '=', adminId);
  if (filter.ids) {
    if (filter.ids.length === 0) return q.where(sql<SqlBool>`1 = 0`);
    q = q.where('id', 'in', filter.ids);
  }
  if (filter.status) q = q.where('status', '=', filter.status);
  if (filter.department !== undefined) {
    q = q.where(sql<SqlBool>`lower(department) = ${filter.department.trim().toLowerCase()}`);
  }
  if (filter.q) {
    const pattern = likePattern(filter.q);
    q = q.where(({ or }) =>
      or(
        (['title', 'department', 'description'] as const).map(
          (col) => sql<SqlBool>`lower(${sql.ref(col)}) like ${pattern} escape ${'\\'}`,
        ),
      ),
    );
  }
  return q;
}

function parseSkills(json: string): string[] {
  try {
    const parsed: unknown = JSON.parse(json);
    return Array.isArray(parsed) ? parsed.filter((s): s is string => typeof s === 'string') : [];
  } catch {
    return [];
  }
}

function toJob(row: JobRow): Job {
  return {
    id: row.id,
    title: row.title,
    department: row.department,
    description: row.description,
    required_skills: parseSkills(row.required_skills),
    status: row.status,
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}

/** Trims and de-duplicates (case-insensitively) skill names, dropping empty ones. */
function cleanSkills(skills: string[]): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const s of skills) {
    const name = s.trim();
    if (!name || seen.has(name.toLowerCase())) continue;
    seen.add(name.toLowerCase());
    out.push(name);
  }
  return out;
}

function cleanTitle(title: string | undefined): string {
  const t = (title ?? '').trim();
  if (!t) throw badRequest('Title is required');
  if (t.length > 200) throw badRequest('Title must be at most 200 characters');
  return t;
}

export const jobRoutes: RouteModule = (app, { db, requireAdmin }) => {
  const findJob = async (adminId: string, id: string) => {
    const row = await db
      .selectFrom('jobs')
      .selectAll()
      .where('id', '=', id)
      .where('admin_id', '=', adminId)
      .executeTakeFirst();
    if (!row) throw notFound('Job not found');
    return row;
  };

  app.get(
    '/jobs',
    {
      onRequest: requireAdmin,
      schema: { querystring: ListQuery, response: { 200: Type.Array(Job), ...Errors } },
    },
    async (request, res) => {
      const admin = currentAdmin(request);
      const sort = parseSort(request.query.sort);
      const range = parseRange(request.query.range);
      const filter = parseFilter(request.query.filter);

      const counted = await applyFilter(db.selectFrom('jobs'), admin.id, filter)
        .select((eb) => eb.fn.countAll<number>().as('total'))
        .executeTakeFirst();
      const total = Number(counted?.total ?? 0);

      const start = range?.start ?? 0;
      const limit = Math.min(range ? range.end - range.start + 1 : MAX_PAGE, MAX_PAGE);
      const dir = sort.desc ? 'desc' : 'asc';
      const rows = await applyFilter(db.selectFrom('jobs'), admin.id, filter)
        .selectAll()
        .orderBy(
          TEXT_SORT.has(sort.field) ? sql`lower(${sql.ref(sort.field)})` : sql.ref(sort.field),
          dir,
        )
        .orderBy('id', dir)
        .limit(limit)
        .offset(start)
        .execute();

      const contentRange =
        rows.length > 0 ? `jobs ${start}-${start + rows.length - 1}/${total}` : `jobs */${total}`;
      res.header('Content-Range', contentRange);
      return rows.map(toJob);
    },
  );

  app.get(
    '/jobs/:id',
    {
      onRequest: requireAdmin,
      schema: { params: IdParams, response: { 200: Job, ...Errors } },
    },
    async (request) => toJob(await findJob(currentAdmin(request).id, request.params.id)),
  );

  app.post(
    '/jobs',
    {
      onRequest: requireAdmin,
      schema: { body: CreateBody, response: { 201: Job, ...Errors } },
    },
    async (request, res) => {
      const admin = currentAdmin(request);
      const body: JobBody = request.body;
      const now = nowIso();
      const row: JobRow = {
        id: newId(),
        admin_id: admin.id,
        title: cleanTitle(body.title),
        department: (body.department ?? '').trim(),
        description: body.description ?? '',
        required_skills: JSON.stringify(cleanSkills(body.required_skills ?? [])),
        status: body.status ?? 'open',
        created_at: now,
        updated_at: now,
      };
      await db.insertInto('jobs').values(row).execute();
      return res.code(201).send(toJob(row));
    },
  );

  app.put(
    '/jobs/:id',
    {
      onRequest: requireAdmin,
      schema: { params: IdParams, body: CreateBody, response: { 200: Job, ...Errors } },
    },
    async (request) => {
      const admin = currentAdmin(request);
      const body: JobBody = request.body;
      const existing = await findJob(admin.id, request.params.id);
      const changes: Partial<JobRow> = { updated_at: nowIso() };
      if (body.title !== undefined) changes.title = cleanTitle(body.title);
      if (body.department !== undefined) changes.department = body.department.trim();
      if (body.description !== undefined) changes.description = body.description;
      if (body.required_skills !== undefined) {
        changes.required_skills = JSON.stringify(cleanSkills(body.required_skills));
      }
      if (body.status !== undefined) changes.status = body.status;
      await db
        .updateTable('jobs')
        .set(changes)
        .where('id', '=', existing.id)
        .where('admin_id', '=', admin.id)
        .execute();
      return toJob({ ...existing, ...changes });
    },
  );

  app.delete(
    '/jobs/:id',
    {
      onRequest: requireAdmin,
      schema: { params: IdParams, response: { 200: Job, ...Errors } },
    },
    async (request) => {
      const admin = currentAdmin(request);
      const existing = await findJob(admin.id, request.params.id);
      await db
        .deleteFrom('jobs')
        .where('id', '=', existing.id)
        .where('admin_id', '=', admin.id)
        .execute();
      return toJob(existing);
    },
  );
};
