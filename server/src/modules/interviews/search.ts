// The interview list's search and sort (an extension of the platform's list,
// docs/api-extensions.md): what a request asked for, what the answer echoes, and the SQL of a
// search on SQLite and PostgreSQL.
import { sql, type RawBuilder, type SqlBool } from 'kysely';
import type { Db } from '../../db/engine.ts';
import { INTERVIEW_CANDIDATE_SEARCH_TEXT, INTERVIEW_SEARCH_TEXT } from '../../db/listIndexes.ts';
import type { Direction } from '../../db/pageRead.ts';
import { likePattern, searchWords } from '../candidates/search.ts';
import type { InterviewSort, Status } from './schemas.ts';

/** The list's search (every word must match; none: every interview) and order. */
export interface InterviewListQuery {
  words: string[];
  sort: InterviewSort;
  order: Direction;
}

/**
 * The search and order a request asked for. Without `sort`, as before the extension: the
 * upcoming statuses (scheduled, in progress) soonest first, anything else newest created first.
 * A sort without an order reads newest first, but the upcoming statuses by time soonest first.
 */
export function interviewListQuery(
  query: { q?: string; sort?: InterviewSort; order?: Direction },
  statuses: Status[],
): InterviewListQuery {
  const upcoming =
    statuses.length > 0 && statuses.every((s) => s === 'scheduled' || s === 'in_progress');
  const sort = query.sort ?? (upcoming ? 'scheduled_time' : 'created_at');
  const soonestFirst = upcoming && sort === 'scheduled_time';
  return {
    words: searchWords(query.q),
    sort,
    order: query.order ?? (soonestFirst ? 'asc' : 'desc'),
  };
}

/** What the answer echoes (`applied`), so a client knows the server searched and sorted. */
export function appliedInterviewQuery({ words, sort, order }: InterviewListQuery) {
  return { q: words.join(' '), sort, order };
}

const INTERVIEW_TEXT = sql.raw(INTERVIEW_SEARCH_TEXT);
const CANDIDATE_TEXT = sql.raw(INTERVIEW_CANDIDATE_SEARCH_TEXT);

/** At most this many candidates of a word are named in the interview queries (see below). */
const MOST_CANDIDATES_NAMED = 500;

/**
 * The ids of the admin's candidates whose name or email holds a word's pattern, or undefined
 * when more than MOST_CANDIDATES_NAMED do.
 */
async function candidatesMatching(db: Db, adminId: string, pattern: string) {
  const rows = await db
    .selectFrom('candidates')
    .select('id')
    .where('admin_id', '=', adminId)
    .where(sql<SqlBool>`${CANDIDATE_TEXT} like ${pattern} escape '\\'`)
    .limit(MOST_CANDIDATES_NAMED + 1)
    .execute();
  return rows.length > MOST_CANDIDATES_NAMED ? undefined : rows.map((r) => r.id);
}

/**
 * The condition of a search, for a query of the `interviews` table alone (unqualified columns):
 * every word (lower case, as searchWords gives them) in the interview's title or interview ID,
 * or in its candidate's name or email; undefined without words.
 *
 * A word's candidates are looked up first, once per request, and named in the interview queries
 * (`candidate_id in (…)`): PostgreSQL then ORs two index reads (the trigram index of the
 * interviews' text, the candidate_id index) and tests a row against a hashed list, never
 * against a list read row by row; SQLite tests the admin's interviews, read from a list index,
 * without reading the candidates again for each query. A word held by more candidates than
 * MOST_CANDIDATES_NAMED names them by a subquery instead: so common a word matches much of the
 * list, which is then read in order from its index.
 */
export async function interviewSearch(
  db: Db,
  adminId: string,
  words: string[],
): Promise<RawBuilder<SqlBool> | undefined> {
  if (words.length === 0) return undefined;
  const tests: RawBuilder<unknown>[] = [];
  for (const word of words) {
    const pattern = likePattern(word);
    const inText = sql`${INTERVIEW_TEXT} like ${pattern} escape '\\'`;
    const ids = await candidatesMatching(db, adminId, pattern);
    if (ids === undefined) {
      tests.push(sql`(${inText} or candidate_id in (select id from candidates
        where admin_id = ${adminId} and ${CANDIDATE_TEXT} like ${pattern} escape '\\'))`);
    } else if (ids.length === 0) {
      tests.push(inText);
    } else {
      tests.push(sql`(${inText} or candidate_id in (${sql.join(ids)}))`);
    }
  }
  return sql<SqlBool>`(${sql.join(tests, sql` and `)})`;
}
