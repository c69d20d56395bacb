// The interviews list: server-paged, filtered by candidate and by one status; several statuses
// are read one by one and merged here. The reference server also searches (`filter.q`) and sorts
// (docs/api-extensions.md), and says so in its answers' `applied`, which `meta` carries. Its
// `needs_review` filter (docs/scoring.md) lists completed interviews only; the platform ignores it,
// and its items carry no `needs_review` (the screens tell the two apart by that).
import type { GetListParams } from 'ra-core';
import { asList } from './httpClient';
import { toInterview } from './interviewRecord';
import { appliedOf, type Endpoint, objectOf, searchAndSort, sortRecords } from './records';
import type { AppliedQuery, Interview } from './types';

const DEFAULT_PER_PAGE = 25;
/** The largest page the list accepts. */
const MAX_LIMIT = 100;

interface PageQuery {
  page: number;
  limit: number;
  status?: string;
  candidateId: unknown;
  /** only the completed interviews that need a person's review (reference server) */
  needsReview?: boolean;
  /** `&q=…&sort=…&order=…`, or '' (searchAndSort) */
  searchAndSort: string;
  signal?: AbortSignal;
}

/** The sort keys the reference server's interview list takes (`sort`). */
const SORTS = ['scheduled_time', 'created_at'];

function statusesOf(value: unknown): string[] {
  const list = Array.isArray(value) ? value : value == null ? [] : [value];
  return list.filter((s): s is string => typeof s === 'string' && s !== '');
}

function numberOr(value: unknown, fallback: number): number {
  return typeof value === 'number' && Number.isFinite(value) ? value : fallback;
}

async function fetchPage({ client, base }: Endpoint, query: PageQuery) {
  const search = new URLSearchParams({ page: String(query.page), limit: String(query.limit) });
  if (query.status) search.set('status', query.status);
  const { candidateId } = query;
  if (candidateId != null && candidateId !== '') search.set('candidate_id', String(candidateId));
  if (query.needsReview) search.set('needs_review', 'true');
  const { json } = await client(`${base}/list?${search}${query.searchAndSort}`, {
    signal: query.signal,
  });
  const body = objectOf(json);
  const items = asList(body.items).map(toInterview);
  return {
    items,
    total: numberOr(body.total, items.length),
    totalPages: body.total_pages,
    applied: appliedOf(body),
  };
}

/** The first `count` items of one status, in pages of at most MAX_LIMIT. */
async function fetchFirst(
  endpoint: Endpoint,
  count: number,
  query: Omit<PageQuery, 'page' | 'limit'>,
) {
  const limit = Math.min(count, MAX_LIMIT);
  const items: Interview[] = [];
  let total = 0;
  let applied: AppliedQuery | undefined;
  for (let page = 1; items.length < count; page++) {
    const result = await fetchPage(endpoint, { ...query, page, limit });
    items.push(...result.items);
    total = result.total;
    applied = result.applied;
    if (result.items.length < limit || page * limit >= total) break;
  }
  return { items: items.slice(0, count), total, applied };
}

/**
 * The platform filters on one status: one call per status, each asked for enough items to fill
 * the requested page, merged by scheduled time and paged here.
 */
async function readMerged(
  endpoint: Endpoint,
  params: GetListParams,
  statuses: string[],
  { page, perPage }: { page: number; perPage: number },
) {
  const needed = page * perPage;
  const candidateId = objectOf(params.filter).candidate_id;
  const results = await Promise.all(
    statuses.map((status) =>
      fetchFirst(endpoint, needed, {
        status,
        candidateId,
        searchAndSort: searchAndSort(params, SORTS),
        signal: params.signal,
      }),
    ),
  );
  const order =
    params.sort?.field === 'scheduled_time' && params.sort.order === 'DESC' ? 'DESC' : 'ASC';
  const merged = sortRecords(
    results.flatMap((r) => r.items),
    { field: 'scheduled_time', order },
  );
  const total = results.reduce((sum, r) => sum + r.total, 0);
  // searched and sorted only if every call was
  const applied = results.every((r) => r.applied) ? results[0]?.applied : undefined;
  return {
    data: merged.slice((page - 1) * perPage, needed),
    total,
    meta: { totalPages: Math.ceil(total / perPage), applied },
  };
}

export async function readInterviewList(endpoint: Endpoint, params: GetListParams) {
  const page = Math.max(1, params.pagination?.page ?? 1);
  const perPage = params.pagination?.perPage ?? DEFAULT_PER_PAGE;
  const filter = objectOf(params.filter);
  const needsReview = filter.needs_review === true || filter.needs_review === 'true';
  // what needs a review is a completed interview: one call, as the server narrows it
  const statuses = needsReview ? ['completed'] : statusesOf(filter.status);
  if (statuses.length > 1) return readMerged(endpoint, params, statuses, { page, perPage });

  const result = await fetchPage(endpoint, {
    page,
    limit: perPage,
    status: statuses[0],
    candidateId: filter.candidate_id,
    needsReview,
    searchAndSort: searchAndSort(params, SORTS),
    signal: params.signal,
  });
  return {
    data: result.items,
    total: result.total,
    meta: {
      totalPages: numberOr(result.totalPages, Math.ceil(result.total / perPage)),
      applied: result.applied,
    },
  };
}
