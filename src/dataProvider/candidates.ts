// Resource `candidates`: the segregated list, one candidate, and multipart create/update.
import type {
  CreateParams,
  DataProvider,
  GetListParams,
  GetManyParams,
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
  unsupported,
  withId,
  writeMethods,
} from './records';
import {
  SEGREGATED_STATES,
  type Candidate,
  type RecentInterview,
  type SegregatedMeta,
  type SegregatedState,
} from './types';

/** The server's page size for the segregated list (spec section 9); perPage is ignored. */
export const CANDIDATE_PAGE_SIZE = 100;

type Client = typeof httpClient;
type ProgressCallback = (loaded: number, total: number) => void;

/** The comma-joined skill names the API takes; accepts names or `{skill}` objects. */
export function joinSkills(value: unknown): string {
  if (typeof value === 'string') return value;
  return asList(value)
    .map((item) => (typeof item === 'string' ? item : objectOf(item).skill))
    .filter((name): name is string => typeof name === 'string' && name.trim() !== '')
    .map((name) => name.trim())
    .join(',');
}

/** A newly picked file (react-admin's FileInput gives `{rawFile}`); an existing resume is not. */
export function newResumeFile(value: unknown): File | undefined {
  if (typeof File === 'undefined') return undefined;
  if (value instanceof File) return value;
  const raw = objectOf(value).rawFile;
  return raw instanceof File ? raw : undefined;
}

function appendText(form: FormData, name: string, value: unknown): void {
  if (value === undefined) return;
  form.append(name, value === null ? '' : String(value));
}

/** POST /candidate/create fields. */
export function candidateCreateForm(data: Json): FormData {
  const form = new FormData();
  appendText(form, 'name', data.name ?? '');
  appendText(form, 'phone', data.phone ?? '');
  appendText(form, 'profile_summary', data.profile_summary);
  appendText(form, 'email', data.email ?? '');
  form.append('skills', joinSkills(data.skills));
  const resume = newResumeFile(data.resume);
  if (resume) form.append('resume', resume, resume.name);
  return form;
}

/** PUT /candidate/{id} fields: never email or resume_url; the resume only when newly picked. */
export function candidateUpdateForm(data: Json): FormData {
  const form = new FormData();
  appendText(form, 'name', data.name);
  appendText(form, 'phone', data.phone);
  appendText(form, 'profile_summary', data.profile_summary);
  if (data.skills !== undefined) form.append('skills', joinSkills(data.skills));
  const resume = newResumeFile(data.resume);
  if (resume) form.append('resume', resume, resume.name);
  return form;
}

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

export function createCandidatesProvider(
  apiUrl: string = API_URL,
  client: Client = httpClient,
): DataProvider {
  const base = `${apiUrl}/candidate`;

  async function getSegregated(params: GetListParams) {
    const page = Math.max(1, params.pagination?.page ?? 1);
    const { json } = await client(`${base}/segregated?page=${page}&limit=${CANDIDATE_PAGE_SIZE}`, {
      signal: params.signal,
    });
    const body = objectOf(json);
    const buckets = objectOf(body.segregated);
    const pagination = objectOf(body.pagination);
    const lists = Object.fromEntries(
      SEGREGATED_STATES.map((state) => [state, asList(buckets[state]).map((c) => withId(c))]),
    ) as Record<SegregatedState, Candidate[]>;
    const state = stateOf(params.filter) as SegregatedState;
    const data = lists[state];
    const meta: SegregatedMeta = {
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
    return { data, total: data.length, meta };
  }

  // `filter.state: 'all'`: every live candidate, paged by the server (pickers, references).
  async function getAll(params: GetListParams) {
    const page = Math.max(1, params.pagination?.page ?? 1);
    const limit = params.pagination?.perPage ?? CANDIDATE_PAGE_SIZE;
    const { json } = await client(`${base}/list?page=${page}&limit=${limit}`, {
      signal: params.signal,
    });
    const body = objectOf(json);
    const data = asList(body.items).map((c) => withId<Candidate>(c));
    return {
      data,
      total: numberOr(body.total, data.length),
      meta: { page: numberOr(body.page, page), totalPages: numberOr(body.pages, 1) },
    };
  }

  async function getOne(id: Identifier, signal?: AbortSignal): Promise<Candidate> {
    const { json } = await client(`${base}/${pathId(id)}`, { signal });
    const body = objectOf(json);
    const candidate = 'candidate' in body ? objectOf(body.candidate) : body;
    const record = withId<Candidate>(candidate);
    return {
      ...record,
      id: record.id ?? String(id),
      recent_interview:
        'recent_interview' in body
          ? (body.recent_interview as RecentInterview | null)
          : record.recent_interview,
    };
  }

  async function update(
    id: Identifier,
    changes: unknown,
    previousData?: unknown,
    onUploadProgress?: ProgressCallback,
  ) {
    const data = objectOf(changes);
    const { json, msg } = await client(`${base}/${pathId(id)}`, {
      method: 'PUT',
      body: candidateUpdateForm(data),
      onUploadProgress,
    });
    const record =
      idOf(json) !== undefined
        ? withId<Candidate>(json)
        : submitted({ ...objectOf(previousData), ...data }, id);
    return { data: record, meta: { msg } };
  }

  const remove = (id: Identifier, previousData?: unknown) =>
    deleteRecord(client, `${base}/${pathId(id)}`, id, previousData);

  return {
    getList: async <R extends RaRecord>(_resource: string, params: GetListParams) => {
      const result =
        stateOf(params.filter) === 'all' ? await getAll(params) : await getSegregated(params);
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

    getManyReference: () => unsupported('candidates', 'getManyReference'),

    create: async <R extends RaRecord>(_resource: string, params: CreateParams) => {
      const data = objectOf(params.data);
      const { json, msg } = await client(`${base}/create`, {
        method: 'POST',
        body: candidateCreateForm(data),
        onUploadProgress: objectOf(params.meta).onUploadProgress as ProgressCallback | undefined,
      });
      const record = idOf(json) !== undefined ? withId(json) : submitted(data, idOf(data));
      return { data: record as unknown as R, meta: { msg } };
    },

    ...writeMethods({
      update: (params) =>
        update(
          params.id,
          params.data,
          params.previousData,
          objectOf(params.meta).onUploadProgress as ProgressCallback | undefined,
        ),
      remove,
    }),
  };
}
