// One action on many candidates: POST /candidate/bulk on the reference server (an extension,
// docs/api-extensions.md), in requests of at most 500; the platform lacks it, and then the
// platform's one-candidate calls are made instead, one after another. Either way every id asked
// for comes back done or failed with the reason, so a screen can say what happened to each.
import { HttpError, type Identifier } from 'ra-core';
import { UNSUPPORTED } from './unsupported';
import type { Client } from './httpClient';
import { asList } from './httpClient';
import { objectOf, pathId } from './records';

export type BulkAction = 'trash' | 'restore' | 'delete';

export interface BulkOutcome {
  done: Identifier[];
  failed: { id: Identifier; msg: string }[];
}

/** The server takes at most this many ids a request. */
export const BULK_CHUNK = 500;

/** The platform's call for one candidate, as the console makes it for one row. */
function oneCandidate(client: Client, base: string, action: BulkAction, id: Identifier) {
  if (action === 'trash') return client(`${base}/${pathId(id)}`, { method: 'DELETE' });
  if (action === 'delete') return client(`${base}/hard_delete/${pathId(id)}`, { method: 'DELETE' });
  const form = new FormData();
  form.append('deleted', 'false');
  return client(`${base}/${pathId(id)}`, { method: 'PUT', body: form });
}

/** A refusal about this one candidate (not found, duplicate email, …), not about the session. */
export const refusedOne = (error: unknown): error is HttpError =>
  error instanceof HttpError && error.status >= 400 && error.status < 500 && error.status !== 401;

export async function bulkCandidates(
  client: Client,
  base: string,
  action: BulkAction,
  ids: readonly Identifier[],
): Promise<BulkOutcome> {
  const outcome: BulkOutcome = { done: [], failed: [] };
  await inChunks(ids, BULK_CHUNK, outcome, {
    async request(chunk, original) {
      const { json } = await client(`${base}/bulk`, {
        method: 'POST',
        body: JSON.stringify({ action, ids: chunk.map(String) }),
      });
      const data = objectOf(json);
      for (const id of asList(data.done)) outcome.done.push(original(id));
      readFailed(data, original, outcome);
    },
    // a server without the call (the platform) says so on the first request
    fallback: (unique) => oneByOne(client, base, action, unique, outcome),
  });
  return outcome;
}

/** A bulk answer's `failed: [{id, msg}]`, added to the outcome under the ids asked for. */
export function readFailed(
  data: Record<string, unknown>,
  original: (id: unknown) => Identifier,
  outcome: { failed: { id: Identifier; msg: string }[] },
) {
  for (const item of asList(data.failed)) {
    const { id, msg } = objectOf(item);
    outcome.failed.push({ id: original(id), msg: typeof msg === 'string' ? msg : '' });
  }
}

/**
 * The bulk calls' one way through many ids: each id once, in requests of `size`; a server
 * without the call (refused on the first request) gets `fallback` with every id instead; a
 * request after the first that fails leaves the rest failed with its reason rather than losing
 * what was done. `original` gives back the id as asked for (a number stays a number).
 */
export async function inChunks(
  ids: readonly Identifier[],
  size: number,
  outcome: { failed: { id: Identifier; msg: string }[] },
  calls: {
    request(chunk: Identifier[], original: (id: unknown) => Identifier): Promise<void>;
    fallback(ids: Identifier[]): Promise<void>;
  },
): Promise<void> {
  const byKey = new Map(ids.map((id) => [String(id), id]));
  const unique = [...byKey.values()];
  const original = (id: unknown) => byKey.get(String(id)) ?? String(id);
  for (let at = 0; at < unique.length; at += size) {
    try {
      await calls.request(unique.slice(at, at + size), original);
    } catch (error) {
      if (at > 0) failRest(outcome, unique.slice(at), error);
      else if (error instanceof HttpError && UNSUPPORTED.has(error.status)) {
        await calls.fallback(unique);
      } else throw error;
      return;
    }
  }
}

async function oneByOne(
  client: Client,
  base: string,
  action: BulkAction,
  ids: Identifier[],
  outcome: BulkOutcome,
) {
  for (const [index, id] of ids.entries()) {
    try {
      await oneCandidate(client, base, action, id);
      outcome.done.push(id);
    } catch (error) {
      if (!refusedOne(error)) {
        // the server is gone or the session ended: the rest are not done either
        if (outcome.done.length === 0) throw error;
        failRest(outcome, ids.slice(index), error);
        return;
      }
      outcome.failed.push({ id, msg: error.message });
    }
  }
}

/** Each of `ids` failed for the same reason: `error`'s message. */
export function failRest(
  outcome: { failed: { id: Identifier; msg: string }[] },
  ids: readonly Identifier[],
  error: unknown,
) {
  const msg = error instanceof Error ? error.message : String(error);
  for (const id of ids) outcome.failed.push({ id, msg });
}

/**
 * react-admin's deleteMany or updateMany over a bulk action: the ids done. When none was done,
 * it fails with the first reason, as deleting one candidate would.
 */
export async function bulkResult(
  client: Client,
  base: string,
  action: BulkAction,
  ids: readonly Identifier[],
): Promise<{ data: Identifier[] }> {
  const { done, failed } = await bulkCandidates(client, base, action, ids);
  const first = failed[0];
  if (done.length === 0 && first) throw new HttpError(first.msg, 404, { msg: first.msg });
  return { data: done };
}
