// Issue 12: the hot queries of the lists, the counts and the dashboard read indexes, on the engine
// under test. The SQL is what the real repository functions send (captured by a Kysely plugin),
// explained with its parameters on 30,000 candidates and as many
// interviews: no full scan of candidates or interviews, and no sort of a whole list (SQLite: no
// temporary B-tree but the one that puts a page's own rows back in order; PostgreSQL: no sort of
// more than a page's worth of rows). SQLite is explained without statistics (no ANALYZE: its
// plans must not depend on them); PostgreSQL after ANALYZE, as autovacuum leaves a database.
import { CompiledQuery, sql, type KyselyPlugin } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../server/src/db/database.ts';
import { findAdminWithData } from '../../server/src/modules/auth/repository.ts';
import { latestInterviews } from '../../server/src/modules/candidates/latestInterviews.ts';
import {
  emailTaken,
  listDeletedCandidates,
  livePage,
} from '../../server/src/modules/candidates/repository.ts';
import { candidateListQuery, searchWords } from '../../server/src/modules/candidates/search.ts';
import { findInterview, listInterviews } from '../../server/src/modules/interviews/repository.ts';
import { isLiveResumeFile } from '../../server/src/modules/resumes/repository.ts';
import { generateRows } from './generatedRows.ts';
import { engineUnderTest, startTestApp, type TestApp } from './testApp.ts';

const CANDIDATES = 30_000;
/** the most rows a PostgreSQL sort may take: a page, the trash, one candidate's interviews */
const MOST_SORTED = 500;
const postgres = engineUnderTest() === 'postgres';

let t: TestApp;
let adminId: string;

beforeAll(async () => {
  t = await startTestApp();
  const admin = await t.db.selectFrom('admins').select('id').executeTakeFirstOrThrow();
  adminId = admin.id;
  const other = await t.createAdmin('other');
  await generateRows(t.db, t.engine, { adminId, candidates: CANDIDATES, interviewsEach: 1 });
  await generateRows(t.db, t.engine, { adminId: other, candidates: 300, interviewsEach: 3 }, 'o');
  if (postgres) await sql`vacuum analyze`.execute(t.db);
}, 180_000);
afterAll(async () => {
  await t?.close();
});

/** Every query `run` sends (on `db`: the app's, or one connection of it), compiled. */
async function queriesOf(
  run: (db: Db) => Promise<unknown>,
  db: Db = t.db,
): Promise<CompiledQuery[]> {
  // a plugin sees every query built, subqueries too (as they are embedded); those whose result
  // comes back are the ones sent
  const built = new Map<unknown, CompiledQuery>();
  const sent: CompiledQuery[] = [];
  const capture: KyselyPlugin = {
    transformQuery: ({ node, queryId }) => {
      built.set(queryId, db.getExecutor().compileQuery(node, queryId));
      return node;
    },
    transformResult: async ({ result, queryId }) => {
      const query = built.get(queryId);
      if (query) sent.push(query);
      return result;
    },
  };
  await run(db.withPlugin(capture));
  // PostgreSQL's advisory locks (the email check) are not queries of a table
  return sent.filter((q) => !/pg_advisory/.test(q.sql));
}

interface SqlitePlanRow {
  id: number;
  parent: number;
  detail: string;
}

/** What is wrong with a SQLite plan: full scans, and sorts other than a page's own rows. */
function sqliteProblems(rows: SqlitePlanRow[], fewRowsSorted: boolean): string[] {
  const pageOfIds = rows.some((r) => /^LIST SUBQUERY/.test(r.detail));
  return rows.flatMap((r) => {
    // a full scan of a table (of either, by name or alias); a scan of a subquery's rows is fine
    if (/^SCAN (candidates|interviews|i|c|j)\b/.test(r.detail)) return [r.detail];
    // the outer query of a page sorts the rows of the ids its subquery picked from an index
    const pageSort = r.parent === 0 && pageOfIds;
    if (/TEMP B-TREE/.test(r.detail) && !pageSort && !fewRowsSorted) return [r.detail];
    return [];
  });
}

interface PgPlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Plan Rows': number;
  Plans?: PgPlanNode[];
}

/** What is wrong with a PostgreSQL plan: sequential scans of the big tables, big sorts. */
function postgresProblems(node: PgPlanNode): string[] {
  const here: string[] = [];
  const table = node['Relation Name'];
  if (node['Node Type'] === 'Seq Scan' && (table === 'candidates' || table === 'interviews')) {
    here.push(`Seq Scan on ${table}`);
  }
  const input = node.Plans?.[0]?.['Plan Rows'] ?? 0;
  if (node['Node Type'] === 'Sort' && input > MOST_SORTED) here.push(`Sort of ${input} rows`);
  return [...here, ...(node.Plans ?? []).flatMap(postgresProblems)];
}

async function problemsOf(query: CompiledQuery, fewRowsSorted: boolean): Promise<string[]> {
  const params = [...query.parameters];
  if (postgres) {
    const explained = await t.db.executeQuery<{ 'QUERY PLAN': string }>(
      CompiledQuery.raw(`explain (format json) ${query.sql}`, params),
    );
    // the app's pool answers json as its text (db/database.ts)
    const [plan] = JSON.parse(explained.rows[0]!['QUERY PLAN']) as [{ Plan: PgPlanNode }];
    return postgresProblems(plan.Plan);
  }
  const explained = await t.db.executeQuery<SqlitePlanRow>(
    CompiledQuery.raw(`explain query plan ${query.sql}`, params),
  );
  return sqliteProblems(explained.rows, fewRowsSorted);
}

type Run = (db: Db) => Promise<unknown>;
const interviewList =
  (options: Partial<Parameters<typeof listInterviews>[2]>, page = { limit: 25, offset: 0 }): Run =>
  (db) =>
    listInterviews(db, adminId, {
      statuses: [],
      sort: 'created_at',
      order: 'desc',
      ...page,
      ...options,
    });
const interviewSearch = (q: string, options: Partial<Parameters<typeof listInterviews>[2]> = {}) =>
  interviewList({ words: searchWords(q), sort: 'scheduled_time', order: 'desc', ...options });
const someCandidate = 'c0000000007';
const byName = (order: 'asc' | 'desc') => candidateListQuery({ sort: 'name', order });
const oldestFirst = candidateListQuery({ order: 'asc' });
const search = (q: string) => candidateListQuery({ q, sort: 'name' });
const middle = { limit: 100, offset: Math.floor(CANDIDATES / 200) * 100 };
const HOT_QUERIES: [string, Run][] = [
  ['the candidate list, page 1', (db) => livePage(db, adminId, 100, 0)],
  ['the candidate list, its middle page', (db) => livePage(db, adminId, 100, middle.offset)],
  ['the candidate list, its last page', (db) => livePage(db, adminId, 100, CANDIDATES - 400)],
  ['the candidate list by name, page 1', (db) => livePage(db, adminId, 100, 0, byName('asc'))],
  [
    'the candidate list by name, its middle page',
    (db) => livePage(db, adminId, 100, middle.offset, byName('desc')),
  ],
  [
    'the candidate list by name, its last page',
    (db) => livePage(db, adminId, 100, CANDIDATES - 400, byName('asc')),
  ],
  ['the candidate list, oldest first', (db) => livePage(db, adminId, 100, 0, oldestFirst)],
  // a search reads the admin's candidates (their range of an index), never the whole table
  ['a candidate search', (db) => livePage(db, adminId, 100, 0, search('generated-77 555'))],
  ['the trash, all of it', (db) => listDeletedCandidates(db, adminId)],
  ['the trash, one page', (db) => listDeletedCandidates(db, adminId, { limit: 100, offset: 100 })],
  // a signed-in request's first query, whose counts the dashboard stats and the lists' totals use
  ['the account, data version and counts', (db) => findAdminWithData(db, adminId)],
  ['the email check', (db) => emailTaken(db, adminId, 'generated-77@example.com')],
  ['a candidate’s latest interview', (db) => latestInterviews(db, adminId, [someCandidate])],
  ['a resume link’s check', (db) => isLiveResumeFile(db, '0123456789abcdef.pdf')],
  ['an interview', (db) => findInterview(db, adminId, 'i0000000042')],
  ['every interview, newest first', interviewList({})],
  ['every interview, deep page', interviewList({}, middle)],
  ['every interview by time', interviewList({ sort: 'scheduled_time', order: 'asc' })],
  ['scheduled', interviewList({ statuses: ['scheduled'], sort: 'scheduled_time', order: 'asc' })],
  ['completed, newest first', interviewList({ statuses: ['completed'] })],
  [
    'completed and cancelled by time',
    interviewList({ statuses: ['completed', 'cancelled'], sort: 'scheduled_time', order: 'desc' }),
  ],
  [
    'completed and cancelled, newest first',
    interviewList({ statuses: ['completed', 'cancelled'] }),
  ],
  [
    'completed and cancelled by time, deep page',
    interviewList(
      { statuses: ['completed', 'cancelled'], sort: 'scheduled_time', order: 'desc' },
      { limit: 25, offset: 5_000 },
    ),
  ],
  [
    'scheduled, deep page',
    interviewList(
      { statuses: ['scheduled'], sort: 'scheduled_time', order: 'asc' },
      { limit: 25, offset: 3_000 },
    ),
  ],
  ['one candidate’s interviews', interviewList({ candidateId: someCandidate })],
  // a search tests the admin's interviews from a list index (SQLite) or finds them through the
  // trigram indexes (PostgreSQL): never a scan of the tables
  ['an interview search by a candidate’s email', interviewSearch('generated-7777')],
  ['an interview search by interview ID', interviewSearch('IT-2345', { order: 'asc' })],
  [
    'an interview search of two words, by creation',
    interviewSearch('generated-7777 it-7777', { sort: 'created_at' }),
  ],
  [
    'an interview search in two statuses',
    interviewSearch('it-2346', { statuses: ['completed', 'cancelled'] }),
  ],
  [
    'an interview search, one status',
    interviewSearch('generated-2345', { statuses: ['scheduled'] }),
  ],
];

describe(`the hot queries on ${engineUnderTest()}`, () => {
  it.each(HOT_QUERIES)('%s: indexes only, no full scan, no sort of a list', async (_, run) => {
    const queries = await queriesOf(run);
    expect(queries.length).toBeGreaterThan(0);
    for (const query of queries) {
      expect(await problemsOf(query, false), query.sql).toEqual([]);
    }
  });

  it('one candidate’s interviews by time: an index, sorting only that candidate’s', async () => {
    const run = interviewList({ candidateId: someCandidate, sort: 'scheduled_time' });
    const searched = interviewSearch('it-7', { candidateId: someCandidate });
    for (const query of [...(await queriesOf(run)), ...(await queriesOf(searched))]) {
      expect(await problemsOf(query, true), query.sql).toEqual([]);
    }
  });

  it('a candidate search looks its words up in the trigram index', async () => {
    const queries = await queriesOf((db) => livePage(db, adminId, 100, 0, search('generated-77')));
    const plans: string[] = [];
    for (const query of queries) {
      // SQLite: the plan's lines; PostgreSQL: its text form, one node per line
      const plan = await t.db.executeQuery<SqlitePlanRow & { 'QUERY PLAN': string }>(
        CompiledQuery.raw(`explain ${postgres ? '' : 'query plan '}${query.sql}`, [
          ...query.parameters,
        ]),
      );
      plans.push(...plan.rows.map((r) => (postgres ? r['QUERY PLAN'] : r.detail)));
    }
    // SQLite reads the FTS5 trigram table of migration 010; PostgreSQL the pg_trgm GIN index of
    // migration 008, both named candidates_search
    const lookup = postgres
      ? /Bitmap Index Scan on candidates_search\b/
      : /candidates_search VIRTUAL TABLE/;
    expect(
      plans.some((line) => lookup.test(line)),
      plans.join('\n'),
    ).toBe(true);
  });

  it('finds a full scan when there is one (the check itself)', async () => {
    const scan = t.db.selectFrom('candidates').select('id').where('name', '=', 'x').compile();
    expect(await problemsOf(scan, false)).not.toEqual([]);
    const sorted = t.db
      .selectFrom('interviews')
      .select('id')
      .where('admin_id', '=', adminId)
      .orderBy('title')
      .limit(10)
      .compile();
    expect(await problemsOf(sorted, false)).not.toEqual([]);
  });
});
