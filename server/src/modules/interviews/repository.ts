import { sql, type RawBuilder, type SelectQueryBuilder, type SqlBool } from 'kysely';
import { adminCounts, type AdminCounts } from '../../db/adminCounts.ts';
import { isPostgres, type Db } from '../../db/engine.ts';
import type { DataState } from '../../db/dataVersions.ts';
import type { Database } from '../../db/schema.ts';
import { ownedTable } from '../../db/ownedTable.ts';
import { nearerEnd, readDirection, type Direction, type PageRead } from '../../db/pageRead.ts';
import type { Status } from './schemas.ts';
import { interviewSearch } from './search.ts';

/** Interviews joined with their candidate (the admin's: ids are read scoped to the admin). */
function selectInterviews(db: Db) {
  return db
    .selectFrom('interviews as i')
    .innerJoin('candidates as c', 'c.id', 'i.candidate_id')
    .selectAll('i')
    .select([
      'c.cand_id as c_cand_id',
      'c.name as c_name',
      'c.email as c_email',
      'c.phone as c_phone',
      'c.skills as c_skills',
      'c.resume_file as c_resume_file',
      'c.profile_summary as c_profile_summary',
      'c.deleted as c_deleted',
      'c.created_at as c_created_at',
    ]);
}

export type InterviewWithCandidate = NonNullable<Awaited<ReturnType<typeof findInterview>>>;

export function findInterview(db: Db, adminId: string, id: string) {
  return selectInterviews(db)
    .where('i.admin_id', '=', adminId)
    .where('i.id', '=', id)
    .executeTakeFirst();
}

interface InterviewListOptions {
  statuses: Status[];
  candidateId?: string;
  /** the search's words (interviews/search.ts): each must match; none or absent: every interview */
  words?: string[];
  sort: 'scheduled_time' | 'created_at';
  order: Direction;
  limit: number;
  offset: number;
  /** the admin's data version and counts, when the request knows them (auth/guard.ts) */
  data?: DataState;
  /** only those that need a person's review (docs/scoring.md) */
  needsReview?: boolean;
}

const STATUS_COUNTS: Record<Status, keyof AdminCounts> = {
  scheduled: 'interviews_scheduled',
  in_progress: 'interviews_in_progress',
  completed: 'interviews_completed',
  cancelled: 'interviews_cancelled',
};

/** A search's condition (interviews/search.ts); undefined: every interview. */
type Search = RawBuilder<SqlBool> | undefined;

/**
 * Which page to read, and how: the sort key, the direction to read in, limit and offset, and the
 * search.
 */
interface PageOrder {
  sort: InterviewListOptions['sort'];
  dir: Direction;
  limit: number;
  offset: number;
  search: Search;
}

/** The interviews of a query that match the search (all of them without one). */
const matching = <Q extends SelectQueryBuilder<Database, 'interviews', object>>(
  query: Q,
  search: Search,
): Q => (search ? (query.where(search) as Q) : query);

/**
 * The admin's interviews of one status (or all) that match the search: `id` and the sort key,
 * for a page's ids.
 */
const statusRun = (db: Db, adminId: string, page: PageOrder, status?: Status) => {
  const query = adminInterviews(db, adminId, status === undefined ? [] : [status]).select([
    'id',
    page.sort,
  ]);
  return matching(query, page.search);
};

/** The admin's interviews in some statuses (none: all of them). */
const adminInterviews = (db: Db, adminId: string, statuses: Status[]) => {
  const query = db.selectFrom('interviews').where('admin_id', '=', adminId);
  return statuses.length > 0 ? query.where('status', 'in', statuses) : query;
};

type StatusRun = ReturnType<typeof statusRun>;

const inOrder = <Q extends StatusRun>(query: Q, page: PageOrder) =>
  query.orderBy(page.sort, page.dir).orderBy('id', page.dir);

/** SQLite merges the runs of a compound SELECT ordered as a whole. */
function mergedOnSqlite(db: Db, runs: StatusRun[], page: PageOrder) {
  const merged = runs.slice(1).reduce((union, next) => union.unionAll(next), runs[0]!);
  const ordered = inOrder(merged, page).limit(page.limit).offset(page.offset);
  return db.selectFrom(ordered.as('page')).select('page.id');
}

/** PostgreSQL merges (Merge Append) ordered subqueries, each cut at offset + limit. */
function mergedOnPostgres(db: Db, runs: StatusRun[], page: PageOrder) {
  const cut = runs.map((run, n) =>
    db
      .selectFrom(
        inOrder(run, page)
          .limit(page.offset + page.limit)
          .as(`run${n}`),
      )
      .selectAll(),
  );
  const merged = cut.slice(1).reduce((union, next) => union.unionAll(next), cut[0]!);
  return db
    .selectFrom(merged.as('page'))
    .select('page.id')
    .orderBy(`page.${page.sort}`, page.dir)
    .orderBy('page.id', page.dir)
    .limit(page.limit)
    .offset(page.offset);
}

/**
 * The ids of a page of the admin's interviews (all, or of some statuses). Each status is one run
 * of the (admin_id, status, sort key, id) index; several are merged in order (UNION ALL), so no
 * plan filters or sorts a whole list, whatever the statistics. Each engine merges its own shape
 * (and would sort every row of the other's).
 */
function adminPageIds(db: Db, adminId: string, statuses: Status[], page: PageOrder) {
  const runs = (statuses.length > 0 ? statuses : [undefined]).map((status) =>
    statusRun(db, adminId, page, status),
  );
  if (runs.length === 1) {
    return inOrder(runs[0]!, page).clearSelect().select('id').limit(page.limit).offset(page.offset);
  }
  return isPostgres(db) ? mergedOnPostgres(db, runs, page) : mergedOnSqlite(db, runs, page);
}

/**
 * The interviews of one of the admin's candidates (in some statuses, or all) that match the
 * search: a few rows, by candidate_id.
 */
function candidateInterviews(db: Db, candidateId: string, statuses: Status[], search: Search) {
  const query = db.selectFrom('interviews').where('candidate_id', '=', candidateId);
  return matching(statuses.length > 0 ? query.where('status', 'in', statuses) : query, search);
}

/**
 * The number of interviews of the admin in some statuses (none: all): from the admin's counts,
 * or, with a search, by testing each of them (their range of a list index).
 */
async function countedTotal(
  db: Db,
  adminId: string,
  statuses: Status[],
  search: Search,
  known: DataState | undefined,
) {
  if (search) return countOf(matching(adminInterviews(db, adminId, statuses), search));
  const counts = await adminCounts(db, adminId, known?.counts);
  if (statuses.length === 0) return counts.interviews_total;
  return statuses.reduce((sum, s) => sum + counts[STATUS_COUNTS[s]], 0);
}

async function isOwnCandidate(db: Db, adminId: string, candidateId: string) {
  const row = await db
    .selectFrom('candidates')
    .select('id')
    .where('id', '=', candidateId)
    .where('admin_id', '=', adminId)
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * One page of the admin's interviews and their total: the page's ids from an index in the
 * list's order (read from the nearer end, db/pageRead.ts), and those interviews with their
 * candidates around them. One candidate's interviews are read by candidate_id alone, once the
 * candidate is known to be the admin's: that is the one index the planner can use for them.
 * A search narrows each of these reads to the interviews matching its every word; its first
 * page is read before the count, which it makes needless when it holds less than a page (each
 * read of a search may test every interview of the admin).
 */
export async function listInterviews(db: Db, adminId: string, options: InterviewListOptions) {
  const { candidateId, statuses, limit, offset } = options;
  if (candidateId !== undefined && !(await isOwnCandidate(db, adminId, candidateId))) {
    return { total: 0, rows: [] };
  }
  const words = await interviewSearch(db, adminId, options.words ?? []);
  // the filter narrows as a search does: its pages and its count test each interview
  const search: Search = options.needsReview
    ? sql<SqlBool>`(${words ?? sql`1 = 1`} and needs_review = 1)`
    : words;
  const readPage = async (read: PageRead) => {
    const page = { ...read, sort: options.sort, dir: readDirection(options.order, read), search };
    const ids =
      candidateId === undefined
        ? adminPageIds(db, adminId, statuses, page)
        : candidateInterviews(db, candidateId, statuses, search)
            .select('id')
            .orderBy(page.sort, page.dir)
            .orderBy('id', page.dir)
            .limit(page.limit)
            .offset(page.offset);
    return selectInterviews(db)
      .where('i.id', 'in', ids)
      .orderBy(`i.${options.sort}`, options.order)
      .orderBy('i.id', options.order)
      .execute();
  };
  const firstOfSearch =
    search && offset === 0 && limit > 0
      ? await readPage({ limit, offset: 0, reversed: false })
      : undefined;
  if (firstOfSearch && firstOfSearch.length < limit) {
    return { total: firstOfSearch.length, rows: firstOfSearch };
  }
  const total =
    candidateId === undefined
      ? await countedTotal(db, adminId, statuses, search, options.data)
      : await countOf(candidateInterviews(db, candidateId, statuses, search));
  if (firstOfSearch) return { total, rows: firstOfSearch };
  const read = nearerEnd(total, limit, offset);
  return { total, rows: read ? await readPage(read) : [] };
}

async function countOf(query: SelectQueryBuilder<Database, 'interviews', object>) {
  const row = await query
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

/** Row access to the admin's interviews by id (without the candidate). */
export const interviews = ownedTable('interviews');
