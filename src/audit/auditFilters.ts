// The audit log's filters, kept in the address (`/audit?target_type=candidate&target_id=…`, so
// that other screens link to a record's history), and as GET /admin/audit takes them.
import { addDays, isValid, parse } from 'date-fns';
import { queryValues } from '../common/addressQuery';
import type { AuditFilter } from '../dataProvider/types';

/** The filters the address may hold; `from` and `to` are local days, YYYY-MM-DD. */
export const FILTER_NAMES = ['actor', 'action', 'target_type', 'target_id', 'from', 'to'] as const;
export type FilterName = (typeof FILTER_NAMES)[number];
export type AuditFilters = Partial<Record<FilterName, string>>;

/** The entries of a page (the server's default too). */
export const AUDIT_PAGE_SIZE = 50;

/**
 * The families of actions (docs/members.md) the Action filter offers: a prefix ending in a dot
 * asks for the whole family, anything else for that one action.
 */
export const ACTION_FAMILIES = [
  { value: 'candidate.', label: 'app.audit.actions.candidate' },
  { value: 'interview.', label: 'app.audit.actions.interview' },
  { value: 'training.', label: 'app.audit.actions.training' },
  { value: 'settings.', label: 'app.audit.actions.settings' },
  { value: 'job.', label: 'app.audit.actions.job' },
  { value: 'member.', label: 'app.audit.actions.member' },
  { value: 'sign_in', label: 'app.audit.actions.sign_in' },
  { value: 'sign_in.failed', label: 'app.audit.actions.sign_in_failed' },
  { value: 'account.', label: 'app.audit.actions.account' },
  { value: 'audit.export', label: 'app.audit.actions.audit_export' },
] as const;

/** The filters an address's query string sets (blank ones left out). */
export function filtersFrom(search: URLSearchParams): AuditFilters {
  return queryValues(search, FILTER_NAMES);
}

export { pageFrom, withChanges as withFilters } from '../common/addressQuery';

function localDay(value: string | undefined): Date | undefined {
  if (!value || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return undefined;
  const day = parse(value, 'yyyy-MM-dd', new Date());
  return isValid(day) ? day : undefined;
}

/**
 * The filters as the server takes them: the days are the user's, from the start of `from` to the
 * end of `to` in local time (the server reads a bare date as a UTC day).
 */
export function apiFilter(filters: AuditFilters): AuditFilter {
  const { from, to, ...rest } = filters;
  const start = localDay(from);
  const end = localDay(to);
  return {
    ...rest,
    from: start?.toISOString(),
    to: end && addDays(end, 1).toISOString(),
  };
}

/** A changed field's value, readable: lists of plain values joined, other JSON indented. */
export function shownValue(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  const plain = (item: unknown) => item === null || typeof item !== 'object';
  if (Array.isArray(value) && value.every(plain)) return value.map((v) => String(v)).join(', ');
  return JSON.stringify(value, null, 2);
}
