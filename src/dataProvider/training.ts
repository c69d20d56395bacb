// Resource `training`: the question bank, one set per domain.
import type { DataProvider, GetOneParams, Identifier, RaRecord } from 'ra-core';
import { withoutEtag } from './etags';
import { asList, type Client } from './httpClient';
import {
  createMethod,
  deleteRecord,
  idOf,
  type Json,
  objectOf,
  pathId,
  readRecord,
  sendRecord,
  unsupported,
  wholeListMethods,
  withId,
  writeMethods,
} from './records';
import type { Question, TrainingSet } from './types';

/** A list of texts, trimmed, without the non-texts and the empty ones (tags, expected points). */
function textsOf(value: unknown): string[] {
  return asList(value)
    .filter((text): text is string => typeof text === 'string')
    .map((text) => text.trim())
    .filter((text) => text !== '');
}

/** A set as the screens use it: an id, and lists that are always lists. */
export function toTrainingSet(value: unknown): TrainingSet {
  const record = withId<TrainingSet>(value);
  return {
    ...record,
    domain: typeof record.domain === 'string' ? record.domain : '',
    questions: asList(record.questions).map((q) => {
      const question = objectOf(q);
      return {
        ...question,
        tags: textsOf(question.tags),
        // the reference server's; a platform set has none
        expected_points: textsOf(question.expected_points),
      } as unknown as Question;
    }),
  };
}

/**
 * The JSON body of create and update: `{domain, questions: [{question, difficulty, tags,
 * expected_points}]}`. The expected points are always sent, an empty list too, so an edit that
 * removes them all clears them; the platform ignores the field.
 */
export function trainingBody(data: Json): { domain: string; questions: Question[] } {
  return {
    domain: typeof data.domain === 'string' ? data.domain.trim() : '',
    questions: asList(data.questions).map((q) => {
      const question = objectOf(q);
      return {
        question: typeof question.question === 'string' ? question.question.trim() : '',
        difficulty: question.difficulty as Question['difficulty'],
        tags: textsOf(question.tags),
        expected_points: textsOf(question.expected_points),
      };
    }),
  };
}

export function createTrainingProvider(apiUrl: string, client: Client): DataProvider {
  const base = `${apiUrl}/training`;

  async function fetchAll(filter: Json, signal?: AbortSignal): Promise<TrainingSet[]> {
    const query = new URLSearchParams();
    for (const key of ['domain', 'tag']) {
      const value = filter[key];
      if (typeof value === 'string' && value !== '') query.set(key, value);
    }
    const url = query.size > 0 ? `${base}/list?${query}` : `${base}/list`;
    const { json } = await client(url, { signal });
    return asList(json).map(toTrainingSet);
  }

  async function write(
    url: string,
    method: string,
    data: unknown,
    fallback: Json,
    previous?: Json,
  ) {
    const body = trainingBody(objectOf(data));
    return sendRecord(client, url, {
      method,
      body: JSON.stringify(body),
      previous,
      fallback: { ...withoutEtag(fallback), ...body },
      toRecord: toTrainingSet,
    });
  }

  const remove = (id: Identifier, previousData?: unknown) =>
    deleteRecord(client, `${base}/${pathId(id)}`, id, previousData);

  return {
    ...wholeListMethods(fetchAll, ['domain']),

    getOne: async <R extends RaRecord>(_resource: string, params: GetOneParams) => {
      const set = await readRecord({ client, base }, params.id, params.signal, toTrainingSet);
      return { data: set as unknown as R };
    },

    getManyReference: () => unsupported('training', 'getManyReference'),

    create: createMethod((params) =>
      write(`${base}/create`, 'POST', params.data, { id: idOf(params.data) ?? '' }),
    ),

    ...writeMethods({
      update: (params) => {
        const previous = objectOf(params.previousData);
        const data = { ...previous, ...objectOf(params.data) };
        const url = `${base}/${pathId(params.id)}`;
        return write(url, 'PUT', data, { ...previous, id: params.id }, previous);
      },
      remove,
    }),
  };
}
