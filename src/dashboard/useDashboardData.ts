import { useQuery, type QueryClient } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { AppDataProvider, Interview, TrainingSet } from '../dataProvider/types';
import { weekBoundaries } from './summaryRequest';
import { hasValidSession } from '../authProvider/session';

/** The largest page the interview list serves. */
const PAGE_SIZE = 100;
/** A bound on the pages read for the charts (10,000 interviews). */
const MAX_PAGES = 100;

export const DASHBOARD_QUERY_KEY = ['dashboard'] as const;

export interface InterviewsResult {
  interviews: Interview[];
  /** the server's total; more than interviews.length when MAX_PAGES cut the list short */
  total: number;
}

/**
 * A summary asked for this recently is shown without asking again: the one fetched ahead as
 * signing in leads to the dashboard (prefetchDashboardSummary) is not fetched twice.
 */
const SUMMARY_FRESH_MS = 10_000;

/**
 * Everything the dashboard shows, in one call (GET /admin/dashboard_summary, the reference
 * server's extension) for the weeks between `boundaries`; null when the API lacks it.
 */
export function summaryQuery(dataProvider: AppDataProvider, boundaries: readonly Date[]) {
  return {
    queryKey: [...DASHBOARD_QUERY_KEY, 'summary', boundaries.map((d) => d.toISOString())],
    // not cancelled when the page unmounts while it is on its way (react-query cancels a query
    // whose signal it handed out): a page mounted again, as the console's first screen can be
    // while react-admin settles, finds the same request rather than sending a second
    queryFn: () => dataProvider.dashboardSummary(boundaries),
    staleTime: SUMMARY_FRESH_MS,
  };
}

export function useDashboardSummary(boundaries: readonly Date[]) {
  // Log out clears the cache while the dashboard may render once more before the sign-in page:
  // nothing is asked for without a session (a request answered 401)
  const signedIn = hasValidSession();
  return useQuery({
    ...summaryQuery(useDataProvider<AppDataProvider>(), boundaries),
    enabled: signedIn,
  });
}

/**
 * The summary of this week's chart, asked for ahead (signing in leads to the dashboard): the page
 * then finds it in the query cache, or on its way, under the key it reads.
 */
export function prefetchDashboardSummary(
  queryClient: QueryClient,
  dataProvider: AppDataProvider,
): Promise<void> {
  return queryClient.prefetchQuery(summaryQuery(dataProvider, weekBoundaries(new Date())));
}

// The calls below are the fallback of an API without the summary (the platform): `enabled` once
// the summary is known to be missing.

/** The counts of the six cards: GET /admin/dashboard_stats. */
export function useDashboardStats(enabled = true) {
  const dataProvider = useDataProvider<AppDataProvider>();
  return useQuery({
    queryKey: [...DASHBOARD_QUERY_KEY, 'stats'],
    queryFn: () => dataProvider.dashboardStats(),
    enabled,
  });
}

/** Every interview of the admin, read page by page (the charts and lists need all states). */
export function useAllInterviews(enabled = true) {
  const dataProvider = useDataProvider<AppDataProvider>();
  return useQuery({
    queryKey: [...DASHBOARD_QUERY_KEY, 'interviews'],
    queryFn: async ({ signal }): Promise<InterviewsResult> => {
      const interviews: Interview[] = [];
      let total = 0;
      for (let page = 1; page <= MAX_PAGES; page++) {
        const result = await dataProvider.getList<Interview>('interviews', {
          pagination: { page, perPage: PAGE_SIZE },
          sort: { field: 'created_at', order: 'DESC' },
          filter: {},
          signal,
        });
        interviews.push(...result.data);
        total = result.total ?? interviews.length;
        if (result.data.length < PAGE_SIZE || interviews.length >= total) break;
      }
      return { interviews, total };
    },
    enabled,
  });
}

/** The training sets (question bank), for the difficulty chart. */
export function useTrainingSets(enabled = true) {
  const dataProvider = useDataProvider<AppDataProvider>();
  return useQuery({
    queryKey: [...DASHBOARD_QUERY_KEY, 'training'],
    queryFn: async ({ signal }) => {
      const result = await dataProvider.getList<TrainingSet>('training', {
        pagination: { page: 1, perPage: 1000 },
        sort: { field: 'domain', order: 'ASC' },
        filter: {},
        signal,
      });
      return result.data;
    },
    enabled,
  });
}
