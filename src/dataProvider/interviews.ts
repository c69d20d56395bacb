// Resource `interviews`: server-paged list filtered by status and candidate, and CRUD.
import type {
  CreateParams,
  DataProvider,
  GetListParams,
  GetManyParams,
  GetManyReferenceParams,
  GetOneParams,
  Identifier,
  RaRecord,
} from 'ra-core';
import { API_URL } from '../config';
import { asList, httpClient } from './httpClient';
import {
  deleteRecord,
  idOf,
  type Json,
  objectOf,
  pathId,
  sortRecords,
  withId,
  writeMethods,
} from './records';
import type { Interview } from './types';
import { DEFAULT_VOICE } from './voices';

type Client = typeof httpClient;

/** The fields PUT /interview/{id} accepts. */
export const INTERVIEW_UPDATE_FIELDS = [
  'status',
  'scheduled_time',
  'feedback',
  'selected',
  'score',
  'title',
  'agent_voice',
  'num_questions',
] as const;

const DEFAULT_PER_PAGE = 25;
/** The largest page the list accepts. */
const MAX_LIMIT = 100;

/** A date for the API: a Date becomes an ISO string (UTC); anything else is sent as given. */
function toApiValue(value: unknown): unknown {
  return value instanceof Date ? value.toISOString() : value;
}

function statusesOf(value: unknown): string[] {
  const list = Array.isArray(value) ? value : value == null ? [] : [value];
  return list.filter((s): s is string => typeof s === 'string' && s !== '');
}

function numberOr(value: unknown, fallback: number): number {
  return typeof value === 'number' && Number.isFinite(value) ? value : fallback;
}

/** Only the allowed fields that differ from previousData (all allowed ones without it). */
export function interviewChanges(data: Json, previousData?: Json): Json {
  const hasPrevious = previousData !== undefined && Object.keys(previousData).length > 0;
  const changes: Json = {};
  for (const field of INTERVIEW_UPDATE_FIELDS) {
    if (data[field] === undefined) continue;
    const value = toApiValue(data[field]);
    if (hasPrevious && JSON.stringify(value) === JSON.stringify(previousData[field])) continue;
    changes[field] = value;
  }
  return changes;
}

export function createInterviewsProvider(
  apiUrl: string = API_URL,
  client: Client = httpClient,
): DataProvider {
  const base = `${apiUrl}/interview`;

  async function fetchPage(
    page: number,
    limit: number,
    status: string | undefined,
    candidateId: unknown,
    signal?: AbortSignal,
  ) {
    const query = new URLSearchParams({ page: String(page), limit: String(limit) });
    if (status) query.set('status', status);
    if (candidateId != null && candidateId !== '') query.set('candidate_id', String(candidateId));
    const { json } = await client(`${base}/list?${query}`, { signal });
    const body = objectOf(json);
    const items = asList(body.items).map((i) => withId<Interview>(i));
    return { items, total: numberOr(body.total, items.length), totalPages: body.total_pages };
  }

  /** The first `count` items of one status, in pages of at most MAX_LIMIT. */
  async function fetchFirst(
    count: number,
    status: string,
    candidateId: unknown,
    signal?: AbortSignal,
  ) {
    const limit = Math.min(count, MAX_LIMIT);
    const items: Interview[] = [];
    let total = 0;
    for (let page = 1; items.length < count; page++) {
      const result = await fetchPage(page, limit, status, candidateId, signal);
      items.push(...result.items);
      total = result.total;
      if (result.items.length < limit || page * limit >= total) break;
    }
    return { items: items.slice(0, count), total };
  }

  async function getList(params: GetListParams) {
    const page = Math.max(1, params.pagination?.page ?? 1);
    const perPage = params.pagination?.perPage ?? DEFAULT_PER_PAGE;
    const filter = objectOf(params.filter);
    const statuses = statusesOf(filter.status);

    if (statuses.length <= 1) {
      const result = await fetchPage(
        page,
        perPage,
        statuses[0],
        filter.candidate_id,
        params.signal,
      );
      return {
        data: result.items,
        total: result.total,
        meta: { totalPages: numberOr(result.totalPages, Math.ceil(result.total / perPage)) },
      };
    }

    // The platform filters on one status: one call per status, each asked for enough items to
    // fill the requested page, merged by scheduled time and paged here.
    const needed = page * perPage;
    const results = await Promise.all(
      statuses.map((status) => fetchFirst(needed, status, filter.candidate_id, params.signal)),
    );
    const order =
      params.sort?.field === 'scheduled_time' && params.sort.order === 'DESC' ? 'DESC' : 'ASC';
    const merged = sortRecords(
      results.flatMap((r) => r.items),
      { field: 'scheduled_time', order },
    );
    const total = results.reduce((sum, r) => sum + r.total, 0);
    return {
      data: merged.slice((page - 1) * perPage, needed),
      total,
      meta: { totalPages: Math.ceil(total / perPage) },
    };
  }

  async function getOne(id: Identifier, signal?: AbortSignal): Promise<Interview> {
    const { json } = await client(`${base}/${pathId(id)}`, { signal });
    const record = withId<Interview>(json);
    return { ...record, id: record.id ?? String(id) };
  }

  async function update(id: Identifier, data: unknown, previousData?: unknown) {
    const previous = previousData === undefined ? undefined : objectOf(previousData);
    const changes = interviewChanges(objectOf(data), previous);
    if (Object.keys(changes).length === 0) {
      return { data: { ...previous, id }, meta: { msg: undefined } };
    }
    const { json, msg } = await client(`${base}/${pathId(id)}`, {
      method: 'PUT',
      body: JSON.stringify(changes),
    });
    const record = idOf(json) !== undefined ? withId(json) : { ...previous, ...changes, id };
    return { data: record, meta: { msg } };
  }

  const remove = (id: Identifier, previousData?: unknown) =>
    deleteRecord(client, `${base}/${pathId(id)}`, id, previousData);

  return {
    getList: async <R extends RaRecord>(_resource: string, params: GetListParams) => {
      const result = await getList(params);
      return { ...result, data: result.data as unknown as R[] };
    },

    getOne: async <R extends RaRecord>(_resource: string, params: GetOneParams) => ({
      data: (await getOne(params.id, params.signal)) as unknown as R,
    }),

    getMany: async <R extends RaRecord>(_resource: string, params: GetManyParams) => ({
      data: (await Promise.all(
        params.ids.map((id) => getOne(id, params.signal)),
      )) as unknown as R[],
    }),

    // e.g. a candidate's interviews: target `candidate_id`
    getManyReference: async <R extends RaRecord>(
      _resource: string,
      params: GetManyReferenceParams,
    ) => {
      const result = await getList({
        ...params,
        filter: { ...objectOf(params.filter), [params.target]: params.id },
      });
      return { ...result, data: result.data as unknown as R[] };
    },

    create: async <R extends RaRecord>(_resource: string, params: CreateParams) => {
      const data = objectOf(params.data);
      const body: Json = {
        candidate_id: data.candidate_id ?? idOf(data.candidate),
        title: data.title,
        agent_voice: data.agent_voice ?? DEFAULT_VOICE,
        scheduled_time: toApiValue(data.scheduled_time),
      };
      if (data.num_questions != null && data.num_questions !== '') {
        body.num_questions = Number(data.num_questions);
      }
      const { json, msg } = await client(`${base}/create`, {
        method: 'POST',
        body: JSON.stringify(body),
      });
      const record = idOf(json) !== undefined ? withId(json) : { ...body, id: idOf(data) ?? '' };
      return { data: record as unknown as R, meta: { msg } };
    },

    ...writeMethods({
      update: (params) => update(params.id, params.data, params.previousData),
      remove,
    }),
  };
}
