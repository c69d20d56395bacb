// Optimistic concurrency: every write moves a record's version on, and a write may name the
// versions it expects (an If-Match header, read by http/etag.ts); one naming no current version
// is refused with 412 and nothing changed. Naming none (the platform never does): the write goes
// ahead as it always did.
import { ApiError } from '../errors.ts';

export const STALE_RECORD = 'This record was changed by someone else. Reload to see the changes.';

/** The tag of a version, as a record's `_etag` and the ETag header carry it: `"3"`. */
export const etagOf = (version: number): string => `"${version}"`;

/** The answer to a write that names no current version. */
export const staleRecord = () => new ApiError(412, STALE_RECORD);

/** Refuses, before any work, a write that expects other versions than the record's. */
export function checkIfMatch(expected: readonly number[] | undefined, version: number): void {
  if (expected && !expected.includes(version)) throw staleRecord();
}
