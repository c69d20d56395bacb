// Reading the audit log: a page of entries as the console lists them, or all of a filter as CSV.
import type { Db } from '../../db/engine.ts';
import type { AuditRow } from '../../db/schema.ts';
import { badRequest } from '../../errors.ts';
import { csvLine } from '../../lib/csv.ts';
import { allAudit, listAudit, type AuditFilter } from './repository.ts';

/** The filters of GET /admin/audit as they come: the same fields, times not yet read. */
export type AuditQuery = AuditFilter;

/** A date (YYYY-MM-DD, the start of that day in UTC) or an ISO time, as an ISO time. */
function isoTime(value: string | undefined, name: string): string | undefined {
  if (!value) return undefined;
  const time = Date.parse(/^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}T00:00:00Z` : value);
  if (Number.isNaN(time)) throw badRequest(`${name} must be a date (YYYY-MM-DD) or a time`);
  return new Date(time).toISOString();
}

/** The query's filter; `to` given as a date includes that whole day. */
export function auditFilter(query: AuditQuery): AuditFilter {
  const to = isoTime(query.to, 'to');
  const wholeDay = query.to && /^\d{4}-\d{2}-\d{2}$/.test(query.to);
  return {
    actor: query.actor || undefined,
    action: query.action || undefined,
    target_type: query.target_type || undefined,
    target_id: query.target_id || undefined,
    from: isoTime(query.from, 'from'),
    to: to && wholeDay ? new Date(Date.parse(to) + 24 * 60 * 60 * 1000).toISOString() : to,
  };
}

function changesOf(row: AuditRow): Record<string, { before: unknown; after: unknown }> {
  try {
    const parsed: unknown = JSON.parse(row.changes);
    return parsed && typeof parsed === 'object' ? (parsed as ReturnType<typeof changesOf>) : {};
  } catch {
    return {};
  }
}

export const auditJson = (row: AuditRow) => ({
  id: row.id,
  at: row.at,
  actor: { id: row.actor_id ?? '', username: row.actor_username },
  ip: row.ip,
  action: row.action,
  target_type: row.target_type,
  target_id: row.target_id,
  summary: row.summary,
  changes: changesOf(row),
});

export async function auditPage(
  db: Db,
  workspaceId: string,
  query: AuditQuery,
  page: { page: number; limit: number; offset: number },
) {
  const { rows, total } = await listAudit(db, workspaceId, auditFilter(query), page);
  return {
    items: rows.map(auditJson),
    pagination: { page: page.page, total_pages: Math.ceil(total / page.limit), total },
  };
}

const CSV_HEADER = [
  'Time',
  'Member',
  'Address',
  'Action',
  'Record type',
  'Record',
  'Summary',
  'Changes',
];

/** The field changes in one cell: `role: recruiter → admin; name: "A" → "B"`. */
const changesText = (row: AuditRow) =>
  Object.entries(changesOf(row))
    .map(
      ([field, { before, after }]) =>
        `${field}: ${JSON.stringify(before)} → ${JSON.stringify(after)}`,
    )
    .join('; ');

/** Every entry of the filter as CSV, newest first, batch by batch. */
export async function* auditCsv(db: Db, workspaceId: string, query: AuditQuery) {
  yield `\uFEFF${csvLine(CSV_HEADER)}`;
  for await (const rows of allAudit(db, workspaceId, auditFilter(query))) {
    yield rows
      .map((row) =>
        csvLine([
          row.at,
          row.actor_username,
          row.ip,
          row.action,
          row.target_type,
          row.target_id,
          row.summary,
          changesText(row),
        ]),
      )
      .join('');
  }
}
