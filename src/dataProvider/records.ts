// Small helpers the resource mappers share: ids, and sorting, filtering and paging in the browser
// for the endpoints that return a whole list.
import type {
  CreateParams,
  DeleteManyParams,
  DeleteParams,
  GetListParams,
  GetManyParams,
  GetOneParams,
  Identifier,
  PaginationPayload,
  RaRecord,
  SortPayload,
  UpdateManyParams,
  UpdateParams,
} from 'ra-core';
import { isPlainObject } from './envelope';
import { ifMatchHeaders, withEtag } from './etags';
import type { httpClient, HttpClientOptions } from './httpClient';

export type Json = Record<string, unknown>;

/**
 * What a candidate list applied of the search and sort it was asked for: the reference server's
 * echo (docs/api-extensions.md). Absent when the server has no search (the platform).
 */
export interface AppliedQuery {
  q: string;
  sort: string;
  order: string;
}

/** Where a mapper's calls go: the client (a stand-in in tests) and the resource's base URL. */
export interface Endpoint {
  client: typeof httpClient;
  base: string;
}

/** The value as an object, or `{}`. */
export function objectOf(value: unknown): Json {
  return isPlainObject(value) ? value : {};
}

/** The record's id: `id`, else the platform's `_id`. */
/**
 * A list answer's echo of the search and sort the reference server applied (`data.applied`,
 * docs/api-extensions.md); undefined when it sent none (the platform).
 */
export function appliedOf(body: Json): AppliedQuery | undefined {
  const { q, sort, order } = objectOf(body.applied);
  if (typeof q !== 'string' || typeof sort !== 'string' || typeof order !== 'string') {
    return undefined;
  }
  return { q, sort, order };
}

/**
 * The search (`filter.q`) and sort of a list as the reference server's extensions take them
 * (`&q=…&sort=…&order=…`, docs/api-extensions.md), for a sort by one of `sorts`. The default
 * order (newest created first) and an empty search add nothing, so the address of a plain list
 * is the platform's.
 */
export function searchAndSort(params: GetListParams, sorts: readonly string[]): string {
  const query = new URLSearchParams();
  const q = objectOf(params.filter).q;
  if (typeof q === 'string' && q.trim() !== '') query.set('q', q.trim());
  const { field, order } = params.sort ?? { field: 'created_at', order: 'DESC' };
  if (sorts.includes(field) && !(field === 'created_at' && order === 'DESC')) {
    query.set('sort', field);
    query.set('order', order === 'ASC' ? 'asc' : 'desc');
  }
  const text = query.toString();
  return text ? `&${text}` : '';
}

export function idOf(value: unknown): Identifier | undefined {
  const record = objectOf(value);
  const id = record.id ?? record._id;
  return typeof id === 'string' || typeof id === 'number' ? id : undefined;
}

/** A copy of the record with `id` set from `_id` when missing. */
export function withId<T extends { id: Identifier }>(value: unknown): T {
  const record = objectOf(value);
  const id = idOf(record);
  return (id === undefined ? { ...record } : { ...record, id }) as unknown as T;
}

/** True when the answer carries a record (an object with an id), not just `{}` or a message. */
export function hasRecord(value: unknown): boolean {
  return idOf(value) !== undefined;
}

/**
 * One collator for every sort (localeCompare with options builds one per call), made at the first
 * sort: a collator loads the browser's collation data, which the console's start has no use for.
 */
let textOrder: Intl.Collator | undefined;

function compare(a: unknown, b: unknown): number {
  if (a == null && b == null) return 0;
  if (a == null) return 1;
  if (b == null) return -1;
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  if (typeof a === 'boolean' && typeof b === 'boolean') return Number(a) - Number(b);
  textOrder ??= new Intl.Collator(undefined, { sensitivity: 'base', numeric: true });
  return textOrder.compare(String(a), String(b));
}

/**
 * Sorted copy; missing values last. No sort keeps the server's order, and so does react-admin's
 * default sort by `id`: the platform's ids are random, the server's order (newest first) is not.
 */
export function sortRecords<T extends object>(records: T[], sort?: SortPayload): T[] {
  if (!sort?.field || sort.field === 'id') return [...records];
  const direction = sort.order === 'DESC' ? -1 : 1;
  const field = sort.field;
  return [...records].sort((a, b) => {
    const av = (a as Json)[field];
    const bv = (b as Json)[field];
    if (av == null || bv == null) return compare(av, bv);
    return direction * compare(av, bv);
  });
}

/** The requested page; without pagination, everything. */
export function paginate<T>(records: T[], pagination?: PaginationPayload): T[] {
  if (!pagination?.perPage) return records;
  const start = (Math.max(1, pagination.page) - 1) * pagination.perPage;
  return records.slice(start, start + pagination.perPage);
}

/** Case-insensitive search of `q` in the given text fields. */
export function matchesQuery(record: object, q: unknown, fields: string[]): boolean {
  if (typeof q !== 'string' || q.trim() === '') return true;
  const needle = q.trim().toLowerCase();
  return fields.some((field) => {
    const value = (record as Json)[field];
    return typeof value === 'string' && value.toLowerCase().includes(needle);
  });
}

/** For the DataProvider methods a resource does not have. */
export function unsupported(resource: string, method: string): Promise<never> {
  return Promise.reject(new Error(`${method} is not supported for ${resource}`));
}

/** `encodeURIComponent` for ids in paths. */
export const pathId = (id: Identifier): string => encodeURIComponent(String(id));

/** What a mapper's own list read answers; `meta` carries what the screen reads beside the rows. */
export interface ListResult {
  data: unknown[];
  total: number;
  meta?: unknown;
}

/**
 * react-admin's getList, getOne and getMany over a mapper's own list and one-record reads: the
 * platform has no read of several ids, so getMany reads each one.
 */
export function readMethods(ops: {
  list: (params: GetListParams) => Promise<ListResult>;
  one: (id: Identifier, signal?: AbortSignal) => Promise<unknown>;
}) {
  return {
    getList: async <R extends RaRecord>(_resource: string, params: GetListParams) => {
      const result = await ops.list(params);
      return { ...result, data: result.data as R[] };
    },
    getOne: async <R extends RaRecord>(_resource: string, params: GetOneParams) => ({
      data: (await ops.one(params.id, params.signal)) as R,
    }),
    getMany: async <R extends RaRecord>(_resource: string, params: GetManyParams) => ({
      data: (await Promise.all(params.ids.map((id) => ops.one(id, params.signal)))) as R[],
    }),
  };
}

/**
 * getList and getMany for an endpoint that answers the whole list: searched by `filter.q` in
 * `searchFields`, sorted and paged here; getMany picks its ids out of the list.
 */
export function wholeListMethods(
  fetchAll: (filter: Json, signal?: AbortSignal) => Promise<RaRecord[]>,
  searchFields: string[],
) {
  return {
    getList: async <R extends RaRecord>(_resource: string, params: GetListParams) => {
      const filter = objectOf(params.filter);
      const matching = (await fetchAll(filter, params.signal)).filter((record) =>
        matchesQuery(record, filter.q, searchFields),
      );
      const sorted = sortRecords(matching, params.sort);
      return { data: paginate(sorted, params.pagination) as R[], total: sorted.length };
    },
    getMany: async <R extends RaRecord>(_resource: string, params: GetManyParams) => {
      const wanted = new Set(params.ids.map(String));
      const all = await fetchAll({}, params.signal);
      return { data: all.filter((record) => wanted.has(String(record.id))) as R[] };
    },
  };
}

/** What a mapper's own update or delete of one record answers: the record and the server's msg. */
export interface WriteResult {
  data: unknown;
  meta?: { msg?: string };
}

/**
 * react-admin's update, updateMany, delete and deleteMany over a mapper's own one-record update
 * and delete: the typing and the loops of the *Many calls are the same for every resource.
 */
export function writeMethods(ops: {
  update: (params: {
    id: Identifier;
    data: unknown;
    previousData?: unknown;
    meta?: unknown;
  }) => Promise<WriteResult>;
  remove: (id: Identifier, previousData?: unknown) => Promise<WriteResult>;
}) {
  return {
    update: async <R extends RaRecord>(_resource: string, params: UpdateParams) => {
      const result = await ops.update(params);
      return { ...result, data: result.data as R };
    },
    updateMany: async (_resource: string, params: UpdateManyParams) => {
      for (const id of params.ids) await ops.update({ id, data: params.data });
      return { data: params.ids };
    },
    delete: async <R extends RaRecord>(_resource: string, params: DeleteParams) => {
      const result = await ops.remove(params.id, params.previousData);
      return { ...result, data: result.data as R };
    },
    deleteMany: async (_resource: string, params: DeleteManyParams) => {
      for (const id of params.ids) await ops.remove(id);
      return { data: params.ids };
    },
  };
}

/** react-admin's create over a mapper's own create of one record. */
export function createMethod(create: (params: CreateParams) => Promise<WriteResult>) {
  return async <R extends RaRecord>(_resource: string, params: CreateParams) => {
    const result = await create(params);
    return { ...result, data: result.data as R };
  };
}

/**
 * GET <base>/<id>: the record, read by `toRecord`, with its version (ETag) and its id (the one
 * asked for, when the answer has none).
 */
export async function readRecord<T extends { id: Identifier }>(
  { client, base }: Endpoint,
  id: Identifier,
  signal: AbortSignal | undefined,
  toRecord: (json: unknown) => T,
): Promise<T> {
  const { json, headers } = await client(`${base}/${pathId(id)}`, { signal });
  const record = withEtag(toRecord(json), headers);
  return { ...record, id: record.id ?? String(id) };
}

/** DELETE `url`: the record the server answers, else the one the screen had, and the msg. */
export async function deleteRecord(
  client: typeof httpClient,
  url: string,
  id: Identifier,
  previousData?: unknown,
): Promise<WriteResult> {
  const { json, msg } = await client(url, { method: 'DELETE' });
  return recordResult(json, msg, { ...objectOf(previousData), id });
}

/** A write's answer: the record the server sent (with its id), else `fallback`, and the msg. */
export function recordResult(json: unknown, msg: string | undefined, fallback: Json): WriteResult {
  return { data: idOf(json) !== undefined ? withId(json) : fallback, meta: { msg } };
}

/**
 * Sends a record (POST of a new one, PUT of an edit): the record the server answers, read by
 * `toRecord` and with its version (ETag), else `fallback`, and the msg. An edit names the version
 * the screen read (`previous`): If-Match with it, when the server sent one.
 */
export async function sendRecord(
  client: typeof httpClient,
  url: string,
  {
    previous,
    fallback,
    toRecord = withId,
    ...init
  }: HttpClientOptions & {
    previous?: unknown;
    fallback: unknown;
    toRecord?: (json: unknown) => unknown;
  },
): Promise<WriteResult> {
  const { json, msg, headers } = await client(url, { ...init, headers: ifMatchHeaders(previous) });
  const data = idOf(json) !== undefined ? withEtag(toRecord(json), headers) : fallback;
  return { data, meta: { msg } };
}
