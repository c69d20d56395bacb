// Resource `deleted-candidates` (the trash): list, restore, delete for good.
import type { DataProvider, GetListParams, GetOneParams, Identifier, RaRecord } from 'ra-core';
import { HttpError } from 'ra-core';
import { bulkResult } from './candidateBulk';
import { asList, type Client } from './httpClient';
import {
  deleteRecord,
  objectOf,
  pathId,
  recordResult,
  unsupported,
  wholeListMethods,
  withId,
  writeMethods,
} from './records';
import type { Candidate } from './types';

const SEARCH_FIELDS = ['name', 'email', 'cand_id'];

/** The one change a trashed candidate takes: `{deleted: false}`, a restore. */
function onlyRestore(data: unknown) {
  if (objectOf(data).deleted !== false) {
    throw new Error('deleted-candidates can only be restored: update with {deleted: false}');
  }
}

/**
 * `meta` of the trash's getList (reference server, docs/retention.md): after how many days the
 * trash is deleted for good, 0 for never. Absent on the platform, which says nothing of it.
 */
export interface TrashMeta {
  retentionDays: number;
}

/** X-Trash-Retention-Days, when the server sends a whole number of days. */
function retentionOf(headers: Headers): TrashMeta | undefined {
  const raw = headers.get('X-Trash-Retention-Days');
  return raw !== null && /^\d+$/.test(raw) ? { retentionDays: Number(raw) } : undefined;
}

export function createDeletedCandidatesProvider(apiUrl: string, client: Client): DataProvider {
  const base = `${apiUrl}/candidate`;

  async function fetchList(signal?: AbortSignal) {
    const { json, headers } = await client(`${base}/deleted`, { signal });
    return { rows: asList(json).map((c) => withId<Candidate>(c)), meta: retentionOf(headers) };
  }

  const fetchAll = async (signal?: AbortSignal): Promise<Candidate[]> =>
    (await fetchList(signal)).rows;

  async function restore(id: Identifier, data: unknown, previousData?: unknown) {
    onlyRestore(data);
    const form = new FormData();
    form.append('deleted', 'false');
    const { json, msg } = await client(`${base}/${pathId(id)}`, { method: 'PUT', body: form });
    return recordResult(json, msg, { ...objectOf(previousData), id, deleted: false });
  }

  const hardDelete = (id: Identifier, previousData?: unknown) =>
    deleteRecord(client, `${base}/hard_delete/${pathId(id)}`, id, previousData);

  const whole = wholeListMethods((_filter, signal) => fetchAll(signal), SEARCH_FIELDS);

  return {
    ...whole,

    // the whole list, searched, sorted and paged here; with the retention rule when told it
    getList: async <R extends RaRecord>(resource: string, params: GetListParams) => {
      const { rows, meta } = await fetchList(params.signal);
      const listed = await wholeListMethods(async () => rows, SEARCH_FIELDS).getList<R>(
        resource,
        params,
      );
      return meta ? { ...listed, meta } : listed;
    },

    // The platform has no read of one deleted candidate: it is looked up in the list.
    getOne: async <R extends RaRecord>(_resource: string, params: GetOneParams) => {
      const found = (await fetchAll(params.signal)).find((c) => String(c.id) === String(params.id));
      if (!found) throw new HttpError('Candidate not found', 404, { msg: 'Candidate not found' });
      return { data: found as unknown as R };
    },

    getManyReference: () => unsupported('deleted-candidates', 'getManyReference'),
    create: () => unsupported('deleted-candidates', 'create'),

    ...writeMethods({
      update: (params) => restore(params.id, params.data, params.previousData),
      remove: hardDelete,
    }),
    updateMany: async (_resource, params) => {
      onlyRestore(params.data);
      return bulkResult(client, base, 'restore', params.ids);
    },
    deleteMany: (_resource, params) => bulkResult(client, base, 'delete', params.ids),
  };
}
