// The indexes of migration 005: every list of candidates and interviews reads its page in index
// order (its sort key, then `id` as the tie-break, as the queries order), and its filters are
// index columns, so no list sorts or scans a table.

/** Indexes of migration 001 that 005 replaces with the ones below. */
export const OLD_LIST_INDEXES = [
  'candidates_admin_created',
  'interviews_candidate_created',
  'interviews_admin_status',
] as const;

/** name, table, columns (SQL, the same on both engines). */
export const LIST_INDEXES: readonly (readonly [string, string, string])[] = [
  // the candidate lists (live and trash), newest first
  ['candidates_admin_list', 'candidates', 'admin_id, deleted, created_at, id'],
  // the duplicate-email check of every create and update
  ['candidates_admin_email', 'candidates', 'admin_id, deleted, lower(email)'],
  // whether a live candidate points at a resume (every signed resume download)
  ['candidates_resume_file', 'candidates', 'resume_file'],
  // a candidate's latest interview, and the interviews of one candidate
  ['interviews_candidate_latest', 'interviews', 'candidate_id, created_at, id'],
  // the interview lists of some statuses (one run of the index per status), by either sort key
  ['interviews_admin_status_time', 'interviews', 'admin_id, status, scheduled_time, id'],
  ['interviews_admin_status_created', 'interviews', 'admin_id, status, created_at, id'],
  // every interview, by either sort key
  ['interviews_admin_time', 'interviews', 'admin_id, scheduled_time, id'],
  ['interviews_admin_created', 'interviews', 'admin_id, created_at, id'],
  // the jobs list's default order
  ['jobs_admin_created', 'jobs', 'admin_id, created_at, id'],
];

/** Indexes of migration 008: the candidate lists sorted by name, ignoring case (search.ts). */
export const NAME_INDEXES: readonly (readonly [string, string, string])[] = [
  ['candidates_admin_name', 'candidates', 'admin_id, deleted, lower(name), id'],
];

/**
 * What a candidate search looks in (modules/candidates/search.ts), one expression on both
 * engines: name, email, candidate ID and phone in lower case, then the phone's digits alone (a
 * searched word has no space, so it cannot match across two fields). Migration 008 indexes it
 * on PostgreSQL (trigrams, which serve LIKE '%word%'): a change here needs a new migration.
 */
export const CANDIDATE_SEARCH_TEXT =
  "lower(name || ' ' || email || ' ' || cand_id || ' ' || phone) || ' ' || " +
  "replace(replace(replace(replace(replace(replace(phone, ' ', ''), '-', ''), '.', ''), '(', ''), ')', ''), '+', '')";

/**
 * What an interview search looks in (modules/interviews/search.ts), in lower case: the
 * interview's title and interview ID (`int_id`), and its candidate's name and email. Migration
 * 009 indexes both on PostgreSQL (trigrams): a change here needs a new migration.
 */
export const INTERVIEW_SEARCH_TEXT = "lower(title || ' ' || int_id)";
export const INTERVIEW_CANDIDATE_SEARCH_TEXT = "lower(name || ' ' || email)";
