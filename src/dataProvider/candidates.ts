// Resource `candidates`: the segregated list, one candidate, and multipart create/update.
import type { CreateParams, DataProvider, GetListParams, Identifier } from 'ra-core';
import { bulkResult } from './candidateBulk';
import { candidateCreateForm, candidateUpdateForm } from './candidateFormData';
import { asList, type BusyWait, type Client } from './httpClient';
import {
  appliedOf,
  createMethod,
  deleteRecord,
  type Endpoint,
  idOf,
  type Json,
  type ListResult,
  objectOf,
  pathId,
  readMethods,
  readRecord,
  searchAndSort,
  sendRecord,
  unsupported,
  withId,
  type WriteResult,
  writeMethods,
} from './records';
import {
  SEGREGATED_STATES,
  type AppliedQuery,
  type Candidate,
  type RecentInterview,
  type SegregatedMeta,
  type SegregatedState,
} from './types';

/** The server's page size for the segregated list (spec section 9); perPage is ignored. */
export const CANDIDATE_PAGE_SIZE = 100;

type ProgressCallback = (loaded: number, total: number) => void;

/** The record as sent, without the picked file: the fallback when the answer has no record. */
function submitted(data: Json, id: Identifier | undefined): Json {
  const { resume: _resume, ...rest } = data;
  return { ...rest, id: id ?? '' };
}

function stateOf(filter: unknown): SegregatedState | 'all' {
  const state = objectOf(filter).state;
  if (state === 'all') return 'all';
  return SEGREGATED_STATES.includes(state as SegregatedState)
    ? (state as SegregatedState)
    : 'no_interview_doc';
}

function numberOr(value: unknown, fallback: number): number {
  const n = typeof value === 'string' ? Number(value) : value;
  return typeof n === 'number' && Number.isFinite(n) ? n : fallback;
}

function progressOf(meta: unknown): ProgressCallback | undefined {
  return objectOf(meta).onUploadProgress as ProgressCallback | undefined;
}

/** `meta.onBusyWait`: told while a write waits out a busy server's Retry-After (busyRetry.ts). */
function busyWaitOf(meta: unknown): ((wait: BusyWait | undefined) => void) | undefined {
  return objectOf(meta).onBusyWait as ((wait: BusyWait | undefined) => void) | undefined;
}

/** The sort keys the reference server's candidate lists take (`sort`). */
const SORTS = ['name', 'created_at'];

/** The filter bar's counts and the pager's pages, from every bucket of the server's page. */
function segregatedMeta(
  lists: Record<SegregatedState, Candidate[]>,
  pagination: Json,
  page: number,
  applied: AppliedQuery | undefined,
): SegregatedMeta {
  return {
    applied,
    page: numberOr(pagination.page, page),
    totalPages: numberOr(pagination.total_pages, 1),
    totalCandidates: numberOr(
      pagination.total_candidates,
      SEGREGATED_STATES.reduce((sum, s) => sum + lists[s].length, 0),
    ),
    counts: {
      no_interview_doc: lists.no_interview_doc.length,
      scheduled: lists.scheduled.length,
      completed: lists.completed.length,
      cancelled: lists.cancelled.length,
    },
  };
}

/** One server page split by interview state; the rows are the bucket `filter.state` names. */
async function readSegregated({ client, base }: Endpoint, params: GetListParams) {
  const page = Math.max(1, params.pagination?.page ?? 1);
  const url = `${base}/segregated?page=${page}&limit=${CANDIDATE_PAGE_SIZE}${searchAndSort(params, SORTS)}`;
  const { json } = await client(url, { signal: params.signal });
  const body = objectOf(json);
  const buckets = objectOf(body.segregated);
  const lists = Object.fromEntries(
    SEGREGATED_STATES.map((state) => [state, asList(buckets[state]).map((c) => withId(c))]),
  ) as Record<SegregatedState, Candidate[]>;
  const data = lists[stateOf(params.filter) as SegregatedState];
  const meta = segregatedMeta(lists, objectOf(body.pagination), page, appliedOf(body));
  return { data, total: data.length, meta };
}

// `filter.state: 'all'`: every live candidate, paged by the server (pickers, references).
async function readAll({ client, base }: Endpoint, params: GetListParams): Promise<ListResult> {
  const page = Math.max(1, params.pagination?.page ?? 1);
  const limit = params.pagination?.perPage ?? CANDIDATE_PAGE_SIZE;
  const { json } = await client(
    `${base}/list?page=${page}&limit=${limit}${searchAndSort(params, SORTS)}`,
    {
      signal: params.signal,
    },
  );
  const body = objectOf(json);
  const data = asList(body.items).map((c) => withId<Candidate>(c));
  return {
    data,
    total: numberOr(body.total, data.length),
    meta: {
      page: numberOr(body.page, page),
      totalPages: numberOr(body.pages, 1),
      applied: appliedOf(body),
    },
  };
}

/** One candidate; the answer may wrap it: `{candidate, recent_interview}`. */
function readCandidate(endpoint: Endpoint, id: Identifier, signal?: AbortSignal) {
  return readRecord(endpoint, id, signal, (json): Candidate => {
    const body = objectOf(json);
    const candidate = withId<Candidate>('candidate' in body ? objectOf(body.candidate) : body);
    return {
      ...candidate,
      recent_interview:
        'recent_interview' in body
          ? (body.recent_interview as RecentInterview | null)
          : candidate.recent_interview,
    };
  });
}

async function createCandidate(
  { client, base }: Endpoint,
  params: CreateParams,
): Promise<WriteResult> {
  const data = objectOf(params.data);
  const { json, msg } = await client(`${base}/create`, {
    method: 'POST',
    body: candidateCreateForm(data),
    onUploadProgress: progressOf(params.meta),
    onBusyWait: busyWaitOf(params.meta),
  });
  const record = idOf(json) !== undefined ? withId(json) : submitted(data, idOf(data));
  return { data: record, meta: { msg } };
}

async function updateCandidate(
  { client, base }: Endpoint,
  params: { id: Identifier; data: unknown; previousData?: unknown; meta?: unknown },
): Promise<WriteResult> {
  const { id, previousData } = params;
  const data = objectOf(params.data);
  return sendRecord(client, `${base}/${pathId(id)}`, {
    method: 'PUT',
    body: candidateUpdateForm(data),
    onUploadProgress: progressOf(params.meta),
    onBusyWait: busyWaitOf(params.meta),
    previous: previousData,
    fallback: submitted({ ...objectOf(previousData), ...data, _etag: undefined }, id),
  });
}

export function createCandidatesProvider(apiUrl: string, client: Client): DataProvider {
  const endpoint: Endpoint = { client, base: `${apiUrl}/candidate` };
  return {
    ...readMethods({
      list: (params) =>
        stateOf(params.filter) === 'all'
          ? readAll(endpoint, params)
          : readSegregated(endpoint, params),
      one: (id, signal) => readCandidate(endpoint, id, signal),
    }),
    getManyReference: () => unsupported('candidates', 'getManyReference'),
    create: createMethod((params) => createCandidate(endpoint, params)),
    ...writeMethods({
      update: (params) => updateCandidate(endpoint, params),
      remove: (id, previousData) =>
        deleteRecord(client, `${endpoint.base}/${pathId(id)}`, id, previousData),
    }),
    // to the trash in one request where the server can (bulk), else one by one
    deleteMany: (_resource, params) => bulkResult(client, endpoint.base, 'trash', params.ids),
  };
}
