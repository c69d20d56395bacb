// ra-data-simple-rest for every resource without a mapper of its own (jobs, and any new one),
// with optimistic concurrency: getOne keeps the answer's ETag in the record, update sends it back
// as If-Match and never sends the hidden field in the body. Without an ETag (the platform), both
// are exactly ra-data-simple-rest's calls.
import type { DataProvider, GetOneParams, RaRecord, UpdateParams } from 'ra-core';
import simpleRestProvider from 'ra-data-simple-rest';
import { ifMatchHeaders, withEtag, withoutEtag } from './etags';
import type { Client } from './httpClient';

export function createSimpleRestProvider(apiUrl: string, client: Client): DataProvider {
  const rest = simpleRestProvider(apiUrl, client);

  /** A provider for one call: its requests carry `extra` headers; `seen` gets the answer's. */
  const forOneCall = (extra: Record<string, string>, seen: { headers?: Headers }) =>
    simpleRestProvider(apiUrl, async (url, options = {}) => {
      const headers = new Headers(options.headers);
      for (const [name, value] of Object.entries(extra)) headers.set(name, value);
      const result = await client(url, { ...options, headers });
      seen.headers = result.headers;
      return result;
    });

  return {
    ...rest,
    getOne: async <R extends RaRecord>(resource: string, params: GetOneParams) => {
      const seen: { headers?: Headers } = {};
      const result = await forOneCall({}, seen).getOne<R>(resource, params);
      return { ...result, data: withEtag(result.data, seen.headers) };
    },
    update: async <R extends RaRecord>(resource: string, params: UpdateParams) => {
      const seen: { headers?: Headers } = {};
      const call = forOneCall(ifMatchHeaders(params.previousData), seen);
      const result = await call.update<R>(resource, { ...params, data: withoutEtag(params.data) });
      return { ...result, data: withEtag(result.data, seen.headers) };
    },
  };
}
