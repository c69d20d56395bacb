// A record's version travels as its ETag, and a write may send it back in If-Match
// (lib/recordVersions.ts holds the rule). This is the headers' side.
import type { FastifyReply, FastifyRequest } from 'fastify';
import { etagOf } from '../lib/recordVersions.ts';

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

export function setEtag(res: FastifyReply, version: number): void {
  res.header('ETag', etagOf(version));
}

/** Sets the ETag header of a record that carries its version's tag (`_etag`). */
export function setRecordEtag(res: FastifyReply, record: { _etag?: string }): void {
  if (record._etag) res.header('ETag', record._etag);
}
