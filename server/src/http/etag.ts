// Optimistic concurrency: a record's version travels as its ETag; a write may send it back in
// If-Match, and a stale one is refused with 412 and nothing changed. No If-Match (the platform
// never sends one): the write goes ahead as it always did.
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ApiError } from './errors.ts';

export const STALE_RECORD = 'This record was changed by someone else. Reload to see the changes.';

/** The ETag of a version: a strong tag, `"3"`. */
export const etagOf = (version: number): string => `"${version}"`;

/** The answer to a write whose If-Match names no current version. */
export const staleRecord = () => new ApiError(412, STALE_RECORD);

/**
 * The versions an If-Match header accepts: undefined without the header or with `*` (any);
 * otherwise the versions of its tags (a weak tag counts as its strong one, as proxies that
 * compress may weaken it), possibly none, which matches nothing.
 */
export function ifMatchVersions(request: FastifyRequest): number[] | undefined {
  const raw = request.headers['if-match'];
  if (raw === undefined) return undefined;
  const value = Array.isArray(raw) ? raw.join(',') : raw;
  if (value.trim() === '*') return undefined;
  const versions: number[] = [];
  for (const part of value.split(',')) {
    const match = /^(?:W\/)?"(\d{1,15})"$/.exec(part.trim());
    if (match) versions.push(Number(match[1]));
  }
  return versions;
}

/** Refuses, before any work, a write whose If-Match does not name the record's version. */
export function checkIfMatch(expected: readonly number[] | undefined, version: number): void {
  if (expected && !expected.includes(version)) throw staleRecord();
}

export function setEtag(res: FastifyReply, version: number): void {
  res.header('ETag', etagOf(version));
}

/** Sets the ETag header of a record that carries its version's tag (`_etag`). */
export function setRecordEtag(res: FastifyReply, record: { _etag?: string }): void {
  if (record._etag) res.header('ETag', record._etag);
}
