import { sql } from 'kysely';
import { adminCounts } from '../../db/adminCounts.ts';
import { isPostgres, type Db } from '../../db/engine.ts';
import type { DataState } from '../../db/dataVersions.ts';
import { lockKey } from '../../db/keyLocks.ts';
import { ownedTable } from '../../db/ownedTable.ts';
import {
  keyedFrom,
  nearerEnd,
  readDirection,
  type Anchor,
  type Direction,
} from '../../db/pageRead.ts';
import { forUpdate } from '../../db/rowLocks.ts';
import { inTransaction } from '../../db/transaction.ts';
import type { CandidateRow } from '../../db/schema.ts';
import {
  latestByCandidate,
  latestInterviews,
  latestOf,
  type LatestColumns,
} from './latestInterviews.ts';
import { erasedCount } from '../privacy/repository.ts';
import { candidateOrder, matchesAllWords, type CandidateListQuery } from './search.ts';

/** Row access to the admin's candidates by id. */
export const candidates = ownedTable('candidates');

/**
 * True when another live candidate of the admin has this email (any case). In a transaction the
 * email stays locked until it ends: of two writes of one email, the second sees the first.
 */
export async function emailTaken(db: Db, adminId: string, email: string, exceptId?: string) {
  if (!email) return false;
  await lockKey(db, `candidate-email:${adminId}:${email.toLowerCase()}`);
  let query = db
    .selectFrom('candidates')
    .select('id')
    .where('admin_id', '=', adminId)
    .where('deleted', '=', 0)
    .where((eb) => eb(eb.fn('lower', ['email']), '=', email.toLowerCase()));
  if (exceptId) query = query.where('id', '!=', exceptId);
  return (await query.executeTakeFirst()) !== undefined;
}

/**
 * One page of the admin's live (deleted = 0) or trashed (1) candidates in the query's order
 * (newest first by default), of the `total` there are, narrowed to those that match every word
 * of the query's search, read from the nearer end (db/pageRead.ts): the page's ids from the
 * list's index alone, and the rows of those ids around them. That outer query names no admin
 * column: the ids are the admin's, and the id index is then the only one it can use.
 */
async function candidatePage(
  db: Db,
  adminId: string,
  deleted: 0 | 1,
  page: PageWindow,
  query: CandidateListQuery = DEFAULT_QUERY,
  /** with each row its latest interview's columns (latestOf): PostgreSQL only */
  withLatest = false,
): Promise<(CandidateRow & Partial<LatestColumns>)[]> {
  const order = candidateOrder(query.sort);
  const read = nearerEnd(page.total, page.limit, page.offset);
  if (!read) return [];
  const dir: Direction = readDirection(query.order, read);
  const ids = listRows(db, adminId, deleted)
    .$if(query.words.length > 0, (q) => q.where(matchesAllWords(db, query.words)))
    .select('id')
    .orderBy(order, dir)
    .orderBy('id', dir)
    .limit(read.limit)
    .offset(read.offset);
  return db
    .selectFrom('candidates')
    .selectAll('candidates')
    .$if(withLatest, (q) =>
      q
        .leftJoinLateral(latestOf(db, sql.ref('candidates.id')), (join) => join.onTrue())
        .selectAll('l'),
    )
    .where('candidates.id', 'in', ids)
    .orderBy(order, query.order)
    .orderBy('candidates.id', query.order)
    .execute();
}

/**
 * The admin's live or trashed candidates: the rows of a candidate list, before its order. An
 * erased candidate's tombstone (deleted, docs/privacy.md) is in neither.
 */
const listRows = (db: Db, adminId: string, deleted: 0 | 1) =>
  db
    .selectFrom('candidates')
    .where('admin_id', '=', adminId)
    .where('deleted', '=', deleted)
    .$if(deleted === 1, (q) => q.where('erased_at', 'is', null));

const DEFAULT_QUERY: CandidateListQuery = { words: [], sort: 'created_at', order: 'desc' };

interface PageWindow {
  total: number;
  limit: number;
  offset: number;
}

/** How many of the admin's live or trashed candidates match every word (a scan of their rows). */
async function countMatching(db: Db, adminId: string, deleted: 0 | 1, words: string[]) {
  const row = await listRows(db, adminId, deleted)
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where(matchesAllWords(db, words))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/**
 * One page of the admin's live candidates in the query's order, their total (of those matching
 * the search, when there is one) and the latest interview of each: a handful of indexed queries
 * whatever the page size or number; a search reads each of the admin's candidates once more.
 * `data`: the admin's counts when the request has read them (auth/guard.ts), which then give
 * the total without a query.
 */
export async function livePage(
  db: Db,
  adminId: string,
  limit: number,
  offset: number,
  query: CandidateListQuery = DEFAULT_QUERY,
  data?: DataState,
) {
  const total =
    query.words.length > 0
      ? await countMatching(db, adminId, 0, query.words)
      : (await adminCounts(db, adminId, data?.counts)).candidates_live;
  // PostgreSQL reads the latest interviews with the page: a round trip fewer
  const joined = isPostgres(db);
  const pageWindow = { total, limit, offset };
  const rows = await candidatePage(db, adminId, 0, pageWindow, query, joined);
  const latest = joined
    ? latestByCandidate(adminId, rows, (row) => row.id)
    : await latestInterviews(
        db,
        adminId,
        rows.map((r) => r.id),
      );
  return { total, rows, latest };
}

/** Where a batch of an export starts: after this sort key and id. */
export type ExportCursor = Anchor;

/**
 * Up to `limit` of the admin's live candidates matching the query, in its order, after `after`:
 * a keyset page (the index is entered at the cursor, so a batch deep in the list costs what the
 * first does). Each row carries its sort key for the next cursor.
 */
export async function candidateBatch(
  db: Db,
  adminId: string,
  query: CandidateListQuery,
  after: ExportCursor | undefined,
  limit: number,
): Promise<(CandidateRow & { sort_key: string })[]> {
  const order = candidateOrder(query.sort);
  const rows = await listRows(db, adminId, 0)
    .selectAll()
    .select(order.as('sort_key'))
    .$if(query.words.length > 0, (q) => q.where(matchesAllWords(db, query.words)))
    .$if(after !== undefined, (q) =>
      q.where(keyedFrom(order, query.order === 'asc' ? '>' : '<', after!)),
    )
    .orderBy(order, query.order)
    .orderBy('id', query.order)
    .limit(limit)
    .execute();
  // PostgreSQL answers a timestamp key as a Date (the pool's parsers keep columns as text only)
  return rows.map((r) => ({ ...r, sort_key: sortKeyText(r.sort_key) }));
}

const sortKeyText = (key: unknown): string =>
  key instanceof Date ? key.toISOString() : String(key);

/** The admin's trashed candidates, newest first: all of them, or one page and the total. */
export async function listDeletedCandidates(
  db: Db,
  adminId: string,
  page?: { limit: number; offset: number },
  data?: DataState,
) {
  if (page) {
    // the triggers count erased tombstones with the trash (they are deleted): they are not in it
    const counted = (await adminCounts(db, adminId, data?.counts)).candidates_deleted;
    const total = counted - (await erasedCount(db, adminId));
    const rows = await candidatePage(db, adminId, 1, { total, ...page });
    return { total, rows };
  }
  const rows = await listRows(db, adminId, 1)
    .selectAll()
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
  return { total: rows.length, rows };
}

/**
 * The candidate's resume file name: null when it has none, undefined when there is no row. In a
 * transaction the row stays locked until the end (forUpdate), so of two concurrent replacements
 * or a replacement and a delete, each finds the file the other left.
 */
export async function resumeFileOf(
  db: Db,
  adminId: string,
  id: string,
): Promise<string | null | undefined> {
  const query = db
    .selectFrom('candidates')
    .select('resume_file')
    .where('admin_id', '=', adminId)
    .where('id', '=', id);
  const row = await forUpdate(db, query).executeTakeFirst();
  return row ? row.resume_file : undefined;
}

/** Removes the candidate and its interviews for good; returns the resume file it pointed at. */
export async function deleteCandidateForGood(db: Db, adminId: string, id: string) {
  return inTransaction(db, async (trx) => {
    const file = await resumeFileOf(trx, adminId, id);
    await removeCandidates(trx, adminId, [id]);
    return file;
  });
}

/**
 * Moves those of `ids` that are the admin's live candidates to the trash, at `now` (the purge
 * counts from it); those it moved.
 */
export async function trashMany(db: Db, adminId: string, ids: string[], now: string) {
  if (ids.length === 0) return [];
  const rows = await db
    .updateTable('candidates')
    .set({ deleted: 1, deleted_at: now, version: sql<number>`version + 1` })
    .where('admin_id', '=', adminId)
    .where('deleted', '=', 0)
    .where('id', 'in', ids)
    .returning(['id', 'name', 'cand_id'])
    .execute();
  return rows;
}

/** Those of `ids` that are the admin's trashed candidates: id and email. */
export async function trashedAmong(db: Db, adminId: string, ids: string[]) {
  if (ids.length === 0) return [];
  return db
    .selectFrom('candidates')
    .select(['id', 'email', 'name', 'cand_id'])
    .where('admin_id', '=', adminId)
    .where('deleted', '=', 1)
    .where('erased_at', 'is', null)
    .where('id', 'in', ids)
    .execute();
}

/** Restores one trashed candidate of the admin; false when it is no longer in the trash. */
export async function restoreOne(db: Db, adminId: string, id: string): Promise<boolean> {
  const row = await db
    .updateTable('candidates')
    .set({ deleted: 0, deleted_at: null, version: sql<number>`version + 1` })
    .where('admin_id', '=', adminId)
    .where('deleted', '=', 1)
    .where('erased_at', 'is', null)
    .where('id', '=', id)
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * Removes for good those of `ids` that are the admin's trashed candidates, with their
 * interviews, in one transaction; the ids removed and their resume files (to delete after).
 * `trashedBefore` (the purge, modules/retention): only those that went to the trash by then.
 */
export async function deleteTrashedForGood(
  db: Db,
  adminId: string,
  ids: string[],
  trashedBefore?: string,
) {
  if (ids.length === 0) return [];
  return inTransaction(db, async (trx) => {
    // locked on PostgreSQL: a restore between this read and the delete would lose its candidate
    const trashed = await forUpdate(
      trx,
      trx
        .selectFrom('candidates')
        .select('id')
        .where('admin_id', '=', adminId)
        .where('deleted', '=', 1)
        // an erased candidate's tombstone stays (docs/privacy.md)
        .where('erased_at', 'is', null)
        .where('id', 'in', ids)
        .$if(trashedBefore !== undefined, (q) => q.where('deleted_at', '<=', trashedBefore!)),
    ).execute();
    const trashedIds = trashed.map((row) => row.id);
    return trashedIds.length === 0 ? [] : removeCandidates(trx, adminId, trashedIds);
  });
}

/**
 * Removes the admin's candidates, their interviews and the reviews of those (first: they refer
 * to their candidate);
 * the ids removed and their resume files. Meant to run in the caller's transaction.
 */
async function removeCandidates(trx: Db, adminId: string, ids: string[]) {
  // the people's reviews of their interviews (docs/scoring.md) go with them
  await trx
    .deleteFrom('answer_reviews')
    .where('workspace_id', '=', adminId)
    .where(
      'interview_id',
      'in',
      trx
        .selectFrom('interviews')
        .select('id')
        .where('admin_id', '=', adminId)
        .where('candidate_id', 'in', ids),
    )
    .execute();
  await trx
    .deleteFrom('interviews')
    .where('admin_id', '=', adminId)
    .where('candidate_id', 'in', ids)
    .execute();
  return trx
    .deleteFrom('candidates')
    .where('admin_id', '=', adminId)
    .where('id', 'in', ids)
    .returning(['id', 'resume_file', 'name', 'cand_id'])
    .execute();
}
