// The candidate lists' search and sort (an extension of the platform's lists, docs/api-extensions.md):
// what a request asked for, and the SQL it becomes, the same on SQLite and PostgreSQL.
import { PostgresAdapter, sql, type RawBuilder, type SqlBool } from 'kysely';
import type { Db } from '../../db/engine.ts';
import { CANDIDATE_SEARCH_TEXT } from '../../db/listIndexes.ts';
import type { Direction } from '../../db/pageRead.ts';

/** The keys a candidate list sorts by: the registered date, or the name (ignoring case). */
export const CANDIDATE_SORTS = ['created_at', 'name'] as const;
export type CandidateSort = (typeof CANDIDATE_SORTS)[number];

/** A list's search and order: every word must match; an empty search matches everyone. */
export interface CandidateListQuery {
  words: string[];
  sort: CandidateSort;
  order: Direction;
}

/** At most this many words count; the rest of a long query is ignored. */
const MAX_WORDS = 8;

/** The words of a search, lower-cased, each once, in their order. */
export function searchWords(q: string | undefined): string[] {
  const words = (q ?? '').toLowerCase().split(/\s+/).filter(Boolean);
  return [...new Set(words)].slice(0, MAX_WORDS);
}

/** The search and order a request asked for: newest first when it names no sort. */
export function candidateListQuery(query: {
  q?: string;
  sort?: CandidateSort;
  order?: Direction;
}): CandidateListQuery {
  const sort = query.sort ?? 'created_at';
  return {
    words: searchWords(query.q),
    sort,
    // a name reads A to Z and a date newest first, unless the order is given
    order: query.order ?? (sort === 'name' ? 'asc' : 'desc'),
  };
}

/** What the answer echoes (`applied`), so a client knows the server searched and sorted. */
export function appliedQuery({ words, sort, order }: CandidateListQuery) {
  return { q: words.join(' '), sort, order };
}

/** The sort key's SQL: the name ignoring case is the expression of the name index. */
export function candidateOrder(sort: CandidateSort): RawBuilder<string> {
  return sort === 'name'
    ? sql<string>`lower(${sql.ref('name')})`
    : sql<string>`${sql.ref('created_at')}`;
}

/** `%` and `_` match themselves in a LIKE pattern, escaped with a backslash. */
export const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** A word that reads as (part of) a phone number: digits and separators only. */
const phoneDigits = (word: string) =>
  /^[\d\s().+-]+$/.test(word) && /\d/.test(word) ? word.replace(/\D/g, '') : '';

/** The text a search looks in: name, email, candidate ID and phone, with and without separators. */
const SEARCH_TEXT = sql.raw(CANDIDATE_SEARCH_TEXT);

/** The patterns one word is looked for as: itself, and a phone's digits without separators. */
function patternsOf(word: string): string[] {
  const digits = phoneDigits(word);
  return digits && digits !== word ? [word, digits] : [word];
}

/** One word in the name, email, candidate ID or phone (typed with or without separators). */
function wordMatches(word: string) {
  const tests = patternsOf(word).map((p) => sql`${SEARCH_TEXT} like ${likePattern(p)} escape '\\'`);
  return sql`(${sql.join(tests, sql` or `)})`;
}

/**
 * SQLite: the candidates (by rowid) whose search text holds the pattern, found through the
 * trigram index of migration 010 (candidates_search, kept by triggers) instead of reading the
 * admin's every candidate. A trigram index needs three characters, and its LIKE takes no escape.
 */
const TRIGRAM_LOOKUP = /^[^%_\\]{3,}$/;
const trigramLookup = (patterns: string[]) =>
  sql`rowid in (select rowid from candidates_search where ${sql.join(
    patterns.map((p) => sql`body like ${`%${p}%`}`),
    sql` and `,
  )})`;

/**
 * Every word, on SQLite: the words the index can look up in one lookup of the candidates holding
 * them all (the rarest word narrows it), a word typed as a phone number as either of its forms,
 * and a word the index cannot take (under three characters, or with % or _) read as before.
 */
function indexedMatches(words: string[]) {
  const plain: string[] = [];
  const tests = [];
  for (const word of words) {
    const patterns = patternsOf(word);
    if (!patterns.every((p) => TRIGRAM_LOOKUP.test(p))) tests.push(wordMatches(word));
    else if (patterns.length === 1) plain.push(word);
    else
      tests.push(
        sql`(${sql.join(
          patterns.map((p) => trigramLookup([p])),
          sql` or `,
        )})`,
      );
  }
  if (plain.length > 0) tests.unshift(trigramLookup(plain));
  return tests;
}

/**
 * Every word matches (words are lower case, as searchWords gives them). PostgreSQL reads its
 * trigram index (migration 008) from the expression itself; SQLite asks its own (010).
 */
export function matchesAllWords(db: Db, words: string[]): RawBuilder<SqlBool> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  const tests = postgres ? words.map(wordMatches) : indexedMatches(words);
  return sql<SqlBool>`(${sql.join(tests, sql` and `)})`;
}
