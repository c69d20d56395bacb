// Optimistic concurrency: the ETag of each record read, kept in the record as the hidden field
// `_etag` (the reference server's list items carry it; a one-record read answers it in the ETag
// header), and sent back as If-Match when that record is saved. The platform sends no ETag: then
// nothing is kept and nothing is sent, and every call is as before.
import { HttpError } from 'ra-core';
import { isPlainObject } from './envelope';

export const ETAG_FIELD = '_etag';

/** The record's ETag, if it has one. */
export function etagOf(record: unknown): string | undefined {
  if (!isPlainObject(record)) return undefined;
  const etag = record[ETAG_FIELD];
  return typeof etag === 'string' && etag !== '' ? etag : undefined;
}

/** The record with the ETag of the answer's header, when there is one; else as it is. */
export function withEtag<T>(record: T, headers: Headers | undefined): T {
  const etag = headers?.get('ETag');
  if (!etag || !isPlainObject(record)) return record;
  return { ...record, [ETAG_FIELD]: etag } as T;
}

/** `{'If-Match': etag}` when the record read has an ETag; `{}` otherwise. */
export function ifMatchHeaders(previous: unknown): Record<string, string> {
  const etag = etagOf(previous);
  return etag ? { 'If-Match': etag } : {};
}

/** The record without the hidden field, for a body that sends the record back. */
export function withoutEtag<T>(data: T): T {
  if (!isPlainObject(data) || !(ETAG_FIELD in data)) return data;
  const { [ETAG_FIELD]: _etag, ...rest } = data;
  return rest as T;
}

/** The server refused a write based on an older version of the record (412, or a 409 saying so). */
export function isStaleRecordError(error: unknown): boolean {
  if (!(error instanceof HttpError)) return false;
  if (error.status === 412) return true;
  return error.status === 409 && /changed by someone else/i.test(error.message);
}
