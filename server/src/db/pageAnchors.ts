// Keyset anchors for deep pages (issue 12). OFFSET steps over every row before a page, so even
// read from the nearer end (pageRead.ts) a page in the middle of 100,000 rows stepped over 50,000
// index entries. Here, per admin, data version and list, the sort key and id of every `step`-th
// row in ascending order are kept: its anchors, made in the background on the list's first deep
// read. A page then enters the index at the anchor at or before its first row (a row-value
// comparison, which both engines answer from the index) and steps over fewer than `step` rows:
// every page costs about what the first does.
//
// Anchors are kept under the admin's data version (dataVersions.ts), which every write of their
// candidates or interviews moves on, so a write makes new ones; anchors made while a write
// landed are dropped; and, once made, they are used only when there are as many as the list's
// total asks for. While they are being made, those made so far serve the pages they reach.
// An anchor is a position marker only: a row it names that has since gone still marks the place
// where it was (a read racing a write is off by that write, as OFFSET paging is).
import { setImmediate as turnOfTheLoop } from 'node:timers/promises';
import { sql, type RawBuilder, type SelectQueryBuilder, type SqlBool } from 'kysely';
import { isPostgres, type Db } from './database.ts';
import { dataVersion } from './dataVersions.ts';
import { keyedFrom, nearerEnd, type Anchor, type Direction, type PageRead } from './pageRead.ts';

/**
 * Tuning, changed by tests only: an anchor every `step` rows; anchors are used only for a page
 * `nearEnough` rows or more from both ends (nearer pages step less than a lookup costs); at most
 * `lists` lists' anchors are kept (the least recently used go); `perRead` anchors are made per
 * query on each engine (makeAnchors).
 */
export const PAGE_ANCHORS = {
  step: 100,
  nearEnough: 200,
  lists: 64,
  perRead: { sqlite: 250, postgres: 50 },
};

/** A list that can be read from anchors: one admin's rows of a table, filtered, in key order. */
export interface AnchoredList {
  adminId: string;
  /** the admin's data version, when the request knows it (auth/guard.ts); else read here */
  version?: number;
  /** names the table, filters and sort key (not the direction): one set of anchors each */
  name: string;
  /** the sort key, an index column or expression; `id` breaks ties */
  key: RawBuilder<unknown>;
  /** the list's rows: a query of one table with the list's filters */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- any one table's filtered rows
  rows: () => SelectQueryBuilder<any, any, object>;
}

/**
 * A read from an anchor: ascending, entering the index at the anchor (the `from` of PageRead);
 * `id`: the id column, qualified when the query joins another table.
 */
export const fromAnchor = (key: RawBuilder<unknown>, anchor: Anchor, id?: string) =>
  keyedFrom(key, '>=', anchor, id);

/**
 * How to read rows [offset, offset + limit) of a list of `total` rows in `order`: from an anchor
 * (ascending, fewer than `step` rows stepped over) when the page is deep in a list that has
 * anchors, else from the nearer end; while they are being made, from the last one made when that
 * is nearer. Undefined when the page holds no rows.
 */
export async function anchoredRead(
  db: Db,
  list: AnchoredList | undefined,
  order: Direction,
  total: number,
  limit: number,
  offset: number,
): Promise<PageRead | undefined> {
  const near = nearerEnd(total, limit, offset);
  if (!near || !list || near.offset < PAGE_ANCHORS.nearEnough) return near;
  const anchors = await anchorsOf(db, list, total);
  if (!anchors) return near;
  // the page's first row, counted in ascending order, and its anchor: the one at or before it
  const first = order === 'asc' ? offset : total - offset - near.limit;
  const own = Math.floor(first / PAGE_ANCHORS.step);
  // while the anchors are being made, a page past the last one made enters at that one when it
  // is nearer than an end
  const at = Math.min(own, anchors.length - 1);
  const skip = first - at * PAGE_ANCHORS.step;
  if (at < 0 || (at < own && skip >= near.offset)) return near;
  return {
    limit: near.limit,
    offset: skip,
    // ascending: the list's own order when it is ascending, the reverse when it is descending
    reversed: order === 'desc',
    from: anchors[at],
  };
}

/**
 * Whether a page is best read along the list's index, each row looked up as the read reaches it,
 * rather than its ids first from the index alone and then its rows by id: on SQLite, when it
 * steps over fewer rows than lie between two anchors (a read from an anchor, or a page near an
 * end). The rows a read steps over cost little on SQLite (it seeks a table row only for an entry
 * it returns) unless the query joins another table (a lookup for each), and a page deep in a list
 * without anchors steps over up to half of it. PostgreSQL would fetch the row of every entry.
 */
export const readAlongIndex = (db: Db, read: PageRead) =>
  !isPostgres(db) && read.offset < PAGE_ANCHORS.step;

/** A list's anchors at one data version: being made (those made so far, in order), or made. */
interface Kept {
  anchors: Anchor[];
  done: boolean;
}

/** The anchors kept per database. */
const kept = new WeakMap<Db, Map<string, Kept>>();
/** Anchors being made, for `anchorsSettled`. */
const making = new Set<Promise<void>>();

/**
 * The list's anchors at the admin's data version: all of them, or those made so far while they
 * are being made (the first deep read of a list starts making them, in the background, from the
 * list's first row on; the reads meanwhile enter the list at the last one made at or before their
 * page, or read from the nearer end); undefined when they do not fit `total` (a write landed
 * between reads).
 */
async function anchorsOf(db: Db, list: AnchoredList, total: number) {
  // a transaction ends before anchors made through it would be
  if (db.isTransaction) return undefined;
  const version = list.version ?? (await dataVersion(db, list.adminId));
  let lists = kept.get(db);
  if (!lists) kept.set(db, (lists = new Map()));
  const name = `${list.adminId}\n${version}\n${PAGE_ANCHORS.step}\n${list.name}`;
  const entry = lists.get(name);
  if (entry) {
    lists.delete(name); // most recently used last
    lists.set(name, entry);
    const { anchors, done } = entry;
    return !done || anchors.length === Math.ceil(total / PAGE_ANCHORS.step) ? anchors : undefined;
  }
  const made: Kept = { anchors: [], done: false };
  lists.set(name, made);
  while (lists.size > PAGE_ANCHORS.lists) lists.delete(lists.keys().next().value!);
  const work = makeAnchors(db, list, version, made.anchors)
    .then((fit) => {
      if (fit) made.done = true;
      else lists.delete(name);
    })
    .catch(() => {
      // the database closed, or failed: a later read tries again
      lists.delete(name);
    })
    .finally(() => making.delete(work));
  making.add(work);
  return made.anchors;
}

/** Settles when the anchors being made are (tests; a clean stop). */
export async function anchorsSettled(): Promise<void> {
  while (making.size > 0) await Promise.all(making);
}

/**
 * Every `step`-th row of the list from its first, in ascending order, `perRead` of them per query:
 * each query a recursive one, whose every step enters the index just past the last anchor and
 * steps over `step - 1` entries to the next (the row there looked up by id for its key). At
 * 100,000 candidates by creation that makes all 1,000 anchors in 23-34 ms of SQLite's time, where
 * numbering the rows past each anchor (a window function over `step * perRead` rows, every
 * `step`-th kept) took 78 ms. Each query waits for a turn of the event loop: SQLite answers
 * synchronously, so awaiting its queries alone never lets a request in; in reads of 250 anchors
 * a request waits for one read at most (8-10 ms). On PostgreSQL every query is a round trip
 * that lets requests in anyway. Each read's anchors are added to `anchors` as it ends, for the
 * reads that come meanwhile. False when the admin's data changed meanwhile (the anchors may not
 * fit any one version of it).
 */
async function makeAnchors(db: Db, list: AnchoredList, version: number, anchors: Anchor[]) {
  const { step } = PAGE_ANCHORS;
  const perRead = PAGE_ANCHORS.perRead[isPostgres(db) ? 'postgres' : 'sqlite'];
  const keyed = () => list.rows().select(list.key.as('k')).select('id');
  // the row `step` rows past the last anchor (`steps`' row s): the key's columns, unqualified,
  // are the innermost table's, this one's
  const next = list
    .rows()
    .select('id')
    .where(sql<SqlBool>`(${list.key}, ${sql.ref('id')}) > (${sql.ref('s.k')}, ${sql.ref('s.id')})`)
    .orderBy(list.key)
    .orderBy('id')
    .limit(1)
    .offset(step - 1);
  for (let from: Anchor | undefined; ;) {
    await turnOfTheLoop();
    // the list's first row, or the last anchor (made by the read before, so not kept again)
    const first = keyed()
      .$if(from !== undefined, (q) => q.where(fromAnchor(list.key, from!)))
      .orderBy(list.key)
      .orderBy('id')
      .limit(1);
    const count = from === undefined ? perRead : perRead + 1;
    const { rows: found } = await sql<{ anchor_key: string; id: string; n: number }>`
      with recursive steps (k, id, n) as (
        select f.k, f.id, 1 from ${first} as f
        union all
        select t.k, t.id, s.n + 1 from steps as s
        join ${keyed()} as t on t.id = ${next}
        where s.n < ${sql.lit(count)}
      )
      -- the key as text: a timestamp keeps its every digit (PostgreSQL reads it back as one)
      select cast(k as text) as anchor_key, id, n from steps
      where n > ${sql.lit(from === undefined ? 0 : 1)}`.execute(db);
    // in their order here: an ORDER BY would sort them in a temporary B-tree (a sort in the plan
    // the query plan test looks for)
    found.sort((a, b) => Number(a.n) - Number(b.n));
    for (const row of found) anchors.push({ key: String(row.anchor_key), id: String(row.id) });
    if (found.length < perRead) break;
    from = anchors.at(-1);
  }
  return (await dataVersion(db, list.adminId)) === version;
}
