// The CSV export of the live candidates matching a list's search, sort and interview state
// (an extension, docs/api-extensions.md): written batch by batch as the client reads it, so a
// list of 100,000 never sits whole in the server's or the browser's memory.
import { csvLine } from '../../lib/csv.ts';
import type { AppDeps } from '../../types.ts';
import { parseJsonList } from '../../lib/jsonList.ts';
import { latestInterviews } from './latestInterviews.ts';
import * as repo from './repository.ts';
import type { CandidateListQuery } from './search.ts';
import { bucketOf, type Bucket } from './lists.ts';

/** The interview states a list filters by: the segregated list's buckets. */
export const EXPORT_STATES = [
  'no_interview_doc',
  'scheduled',
  'completed',
  'cancelled',
] as const satisfies readonly Bucket[];

const STATE_LABELS: Record<Bucket, string> = {
  no_interview_doc: 'No Interview',
  scheduled: 'Scheduled Interview',
  completed: 'Completed Interview',
  cancelled: 'Cancelled Interview',
};

export const CSV_HEADER = [
  'Candidate ID',
  'Name',
  'Email',
  'Phone',
  'Skills',
  'Registered',
  'Interview state',
  'Latest interview',
  'Interview time',
];

/** Rows read per query. */
const BATCH = 500;

/**
 * The CSV's lines (the header first) for the admin's live candidates matching `query`, in its
 * order, and in `state` when one is given; batches are read as the consumer asks for more.
 */
export async function* candidateCsv(
  deps: Pick<AppDeps, 'db'>,
  adminId: string,
  query: CandidateListQuery,
  state: Bucket | undefined,
): AsyncGenerator<string> {
  yield `\uFEFF${csvLine(CSV_HEADER)}`; // the byte-order mark: spreadsheets then read UTF-8
  let after: repo.ExportCursor | undefined;
  for (;;) {
    const rows = await repo.candidateBatch(deps.db, adminId, query, after, BATCH);
    if (rows.length === 0) return;
    const latest = await latestInterviews(
      deps.db,
      adminId,
      rows.map((r) => r.id),
    );
    let chunk = '';
    for (const row of rows) {
      const interview = latest.get(row.id);
      const bucket = bucketOf(interview?.status);
      if (state && bucket !== state) continue;
      chunk += csvLine([
        row.cand_id,
        row.name,
        row.email,
        row.phone,
        parseJsonList<string>(row.skills)
          .filter((s) => typeof s === 'string')
          .join('; '),
        row.created_at,
        STATE_LABELS[bucket],
        interview?.title ?? '',
        interview?.scheduled_time ?? '',
      ]);
    }
    if (chunk) yield chunk;
    if (rows.length < BATCH) return;
    const last = rows[rows.length - 1]!;
    after = { key: last.sort_key, id: last.id };
  }
}
