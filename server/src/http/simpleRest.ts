/**
 * The dialect of ra-data-simple-rest, shared by every REST resource of the server:
 *   getList  GET    /things?sort=["title","ASC"]&range=[0,24]&filter={"q":"x"}  → [..] + Content-Range
 *   getMany  GET    /things?filter={"id":[..]}
 *   getOne   GET    /things/:id
 *   create   POST   /things          → the created record (201)
 *   update   PUT    /things/:id      → the updated record (partial bodies allowed: updateMany)
 *   delete   DELETE /things/:id      → the deleted record
 * Answers are bare records; errors are `{data, msg, statusCode}` like every other route.
 *
 * A new resource, say `departments` (modules/jobs is a complete one):
 *   1. db/migrations.ts: the next migration creates the table, with `id` and `admin_id`;
 *      db/schema.ts: its table interface, a `departments` entry in `Database`, a row type.
 *   2. modules/departments/schemas.ts: the TypeBox record and body, and what lists may do:
 *        export const departmentsResource: RestResource = {
 *          name: 'departments',
 *          sortFields: ['id', 'name', 'created_at'],
 *          defaultSort: { field: 'created_at', desc: true },
 *          textSortFields: ['name'],          // sorted case-insensitively
 *          searchColumns: ['name', 'notes'],  // what filter.q matches
 *          filters: { status: oneOf(['open', 'closed']), city: textFilter },
 *        };
 *   3. modules/departments/repository.ts:
 *        export const departments = simpleRestRepository('departments', departmentsResource);
 *   4. modules/departments/routes.ts: the five routes; GET /departments is
 *        const params = parseListQuery(departmentsResource, request.query);
 *        const { rows, total } = await departments.list(db, workspaceOf(request), params);
 *        setContentRange(res, departmentsResource, params, rows.length, total);
 *        return rows;
 *      and find/insert/update/remove(db, workspaceId, …) serve the other four.
 *   5. server/src/routes.ts: `departmentRoutes` added to `protectedRoutes`, and each route's
 *      permission in auth/permissions.ts (the server refuses to start with a route missing there).
 */
import { Type } from '@sinclair/typebox';
import type { FastifyReply } from 'fastify';
import type { ListFilter, ListParams } from '../db/simpleRestRepository.ts';
import { badRequest } from '../errors.ts';
import { grouped } from '../lib/numbers.ts';

/** A filter field other than `q` and `id`: one of a few values, or a text matched in any case. */
type FilterField = { kind: 'oneOf'; values: readonly string[] } | { kind: 'text' };
export const oneOf = (values: readonly string[]): FilterField => ({ kind: 'oneOf', values });
export const textFilter: FilterField = { kind: 'text' };

/** What the list of one resource may sort and filter on; field names are its column names. */
export interface RestResource {
  /** the resource name, as Content-Range reports it */
  name: string;
  sortFields: readonly string[];
  defaultSort: { field: string; desc: boolean };
  /** sort fields compared case-insensitively */
  textSortFields?: readonly string[];
  /** the columns `filter.q` searches, case-insensitively */
  searchColumns: readonly string[];
  filters: Record<string, FilterField>;
}

/** Most records one list answer holds, whatever range asks for. */
export const MAX_PAGE = 1000;
const MAX_IDS = 1000;

export const ListQuery = Type.Object(
  {
    sort: Type.Optional(Type.String({ maxLength: 200 })),
    range: Type.Optional(Type.String({ maxLength: 100 })),
    filter: Type.Optional(Type.String({ maxLength: 50_000 })),
  },
  // cache busters and the like are ignored
  { additionalProperties: true },
);

export const RestIdParams = Type.Object({ id: Type.String({ minLength: 1, maxLength: 64 }) });

function parseJsonParam(name: string, raw: string): unknown {
  try {
    return JSON.parse(raw);
  } catch {
    throw badRequest(`Invalid ${name}: not valid JSON`);
  }
}

const orList = (names: readonly string[]) =>
  names.length < 2 ? names.join('') : `${names.slice(0, -1).join(', ')} or ${names.at(-1)}`;

function parseSort(resource: RestResource, raw: string | undefined): ListParams['sort'] {
  const anyCase = (field: string) => resource.textSortFields?.includes(field) ?? false;
  if (raw === undefined || raw === '') {
    return { ...resource.defaultSort, anyCase: anyCase(resource.defaultSort.field) };
  }
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
  if (!resource.sortFields.includes(field)) {
    throw badRequest(
      `Invalid sort: cannot sort by "${field}" (use ${resource.sortFields.join(', ')})`,
    );
  }
  const upper = order.toUpperCase();
  if (upper !== 'ASC' && upper !== 'DESC') {
    throw badRequest('Invalid sort: the order must be ASC or DESC');
  }
  return { field, desc: upper === 'DESC', anyCase: anyCase(field) };
}

function parseRange(raw: string | undefined): { start: number; limit: number } {
  if (raw === undefined || raw === '') return { start: 0, limit: MAX_PAGE };
  const value = parseJsonParam('range', raw);
  if (
    !Array.isArray(value) ||
    value.length !== 2 ||
    !value.every((n) => Number.isSafeInteger(n) && (n as number) >= 0) ||
    (value[1] as number) < (value[0] as number)
  ) {
    throw badRequest('Invalid range: expected [start, end], whole numbers with 0 <= start <= end');
  }
  const [start, end] = value as [number, number];
  return { start, limit: Math.min(end - start + 1, MAX_PAGE) };
}

function parseIds(v: unknown): string[] {
  const ids = Array.isArray(v) ? v : [v];
  if (ids.length > MAX_IDS || !ids.every((id) => typeof id === 'string' && id.length <= 64)) {
    throw badRequest(
      `Invalid filter: id must be an id or a list of at most ${grouped(MAX_IDS)} ids`,
    );
  }
  return ids as string[];
}

function parseField(name: string, field: FilterField, v: unknown): ListFilter['equals'][number] {
  if (field.kind === 'oneOf') {
    if (typeof v !== 'string' || !field.values.includes(v)) {
      throw badRequest(`Invalid filter: ${name} must be ${orList(field.values)}`);
    }
    return { column: name, value: v, anyCase: false };
  }
  if (typeof v !== 'string' || v.length > 200) {
    throw badRequest(`Invalid filter: ${name} must be a string`);
  }
  return { column: name, value: v.trim().toLowerCase(), anyCase: true };
}

function parseFilter(resource: RestResource, raw: string | undefined): ListFilter {
  const out: ListFilter = { equals: [] };
  if (raw === undefined || raw === '') return out;
  const value = parseJsonParam('filter', raw);
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw badRequest('Invalid filter: expected a JSON object');
  }
  for (const [key, v] of Object.entries(value as Record<string, unknown>)) {
    const field = resource.filters[key];
    if (key === 'q') {
      if (typeof v !== 'string' || v.length > 200) {
        throw badRequest('Invalid filter: q must be a string of at most 200 characters');
      }
      if (v.trim()) out.q = v.trim();
    } else if (key === 'id') {
      out.ids = parseIds(v);
    } else if (field) {
      out.equals.push(parseField(key, field, v));
    } else {
      const known = ['q', 'id', ...Object.keys(resource.filters)];
      throw badRequest(`Invalid filter: unknown field "${key}" (use ${orList(known)})`);
    }
  }
  return out;
}

/** Reads `sort`, `range` and `filter` of a list request; a bad one answers 400 naming it. */
export function parseListQuery(
  resource: RestResource,
  query: { sort?: string; range?: string; filter?: string },
): ListParams {
  const sort = parseSort(resource, query.sort);
  const range = parseRange(query.range);
  const filter = parseFilter(resource, query.filter);
  return { sort, ...range, filter };
}

/** The Content-Range header ra-data-simple-rest reads the total from: `things 0-24/319`. */
export function setContentRange(
  res: FastifyReply,
  resource: RestResource,
  params: ListParams,
  count: number,
  total: number,
): void {
  const { name } = resource;
  const end = params.start + count - 1;
  res.header(
    'Content-Range',
    count > 0 ? `${name} ${params.start}-${end}/${total}` : `${name} */${total}`,
  );
}
