// Resource `interviews`: server-paged list filtered by status and candidate, and CRUD.
import type {
  CreateParams,
  DataProvider,
  GetManyReferenceParams,
  Identifier,
  RaRecord,
} from 'ra-core';
import { withoutEtag } from './etags';
import type { Client } from './httpClient';
import { toInterview } from './interviewRecord';
import { readInterviewList } from './interviewList';
import {
  createMethod,
  deleteRecord,
  type Endpoint,
  idOf,
  type Json,
  objectOf,
  pathId,
  readMethods,
  readRecord,
  sendRecord,
  withId,
  type WriteResult,
  writeMethods,
} from './records';
import { DEFAULT_VOICE } from './voices';

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

/** A date for the API: a Date becomes an ISO string (UTC); anything else is sent as given. */
function toApiValue(value: unknown): unknown {
  return value instanceof Date ? value.toISOString() : value;
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

/**
 * The JSON body of POST /interview/create; the voice defaults, the question count is a number, the
 * candidate's time zone is sent only when one was chosen (the platform has none).
 */
export function interviewCreateBody(data: Json): Json {
  const body: Json = {
    candidate_id: data.candidate_id ?? idOf(data.candidate),
    title: data.title,
    agent_voice: data.agent_voice ?? DEFAULT_VOICE,
    scheduled_time: toApiValue(data.scheduled_time),
  };
  if (data.num_questions != null && data.num_questions !== '') {
    body.num_questions = Number(data.num_questions);
  }
  if (typeof data.time_zone === 'string' && data.time_zone.trim() !== '') {
    body.time_zone = data.time_zone.trim();
  }
  return body;
}

async function createInterview(
  { client, base }: Endpoint,
  params: CreateParams,
): Promise<WriteResult> {
  const data = objectOf(params.data);
  const body = interviewCreateBody(data);
  const { json, msg } = await client(`${base}/create`, {
    method: 'POST',
    body: JSON.stringify(body),
  });
  const record = idOf(json) !== undefined ? withId(json) : { ...body, id: idOf(data) ?? '' };
  return { data: record, meta: { msg } };
}

/** PUT only what changed; nothing changed: no call, the record as the screen had it. */
async function updateInterview(
  { client, base }: Endpoint,
  params: { id: Identifier; data: unknown; previousData?: unknown },
): Promise<WriteResult> {
  const { id, previousData } = params;
  const previous = previousData === undefined ? undefined : objectOf(previousData);
  const changes = interviewChanges(objectOf(params.data), previous);
  if (Object.keys(changes).length === 0) {
    return { data: { ...previous, id }, meta: { msg: undefined } };
  }
  return sendRecord(client, `${base}/${pathId(id)}`, {
    method: 'PUT',
    body: JSON.stringify(changes),
    previous,
    fallback: { ...withoutEtag(previous), ...changes, id },
    toRecord: toInterview,
  });
}

export function createInterviewsProvider(apiUrl: string, client: Client): DataProvider {
  const endpoint: Endpoint = { client, base: `${apiUrl}/interview` };
  return {
    ...readMethods({
      list: (params) => readInterviewList(endpoint, params),
      one: (id, signal) => readRecord(endpoint, id, signal, toInterview),
    }),

    // e.g. a candidate's interviews: target `candidate_id`
    getManyReference: async <R extends RaRecord>(
      _resource: string,
      params: GetManyReferenceParams,
    ) => {
      const result = await readInterviewList(endpoint, {
        ...params,
        filter: { ...objectOf(params.filter), [params.target]: params.id },
      });
      return { ...result, data: result.data as unknown as R[] };
    },

    create: createMethod((params) => createInterview(endpoint, params)),
    ...writeMethods({
      update: (params) => updateInterview(endpoint, params),
      remove: (id, previousData) =>
        deleteRecord(client, `${endpoint.base}/${pathId(id)}`, id, previousData),
    }),
  };
}
