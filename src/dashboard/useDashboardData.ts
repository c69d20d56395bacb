import { useQuery, useQueryClient } from '@tanstack/react-query';
import { hasValidSession } from '../authProvider/session';
import { useDataProvider } from 'react-admin';
import type { AppDataProvider, Interview, TrainingSet } from '../dataProvider/types';
import type { ScreenPrefetch } from '../layout/screen';
import { weekBoundaries } from './summaryRequest';

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
 * Everything the dashboard shows, in one call (GET /admin/dashboard_summary, the reference
 * server's extension) for the weeks between `boundaries`; null when the API lacks it.
 */
function summaryQuery(dataProvider: AppDataProvider, boundaries: readonly Date[]) {
  return {
    queryKey: [...DASHBOARD_QUERY_KEY, 'summary', boundaries.map((d) => d.toISOString())],
    queryFn: ({ signal }: { signal: AbortSignal }) =>
      dataProvider.dashboardSummary(boundaries, signal),
    // fresh for the mount that follows a prefetch: one request per opening, not two
    staleTime: 5_000,
  };
}

export function useDashboardSummary(boundaries: readonly Date[]) {
  const options = summaryQuery(useDataProvider<AppDataProvider>(), boundaries);
  const queryClient = useQueryClient();
  // Log out clears the cache while the dashboard may render once more before the sign-in page:
  // nothing is asked for without a session (it was: a request answered 401, and a render that
  // React had to recover from)
  const signedIn = hasValidSession();
  // asked for while the page renders, not after the whole screen has mounted (useQuery's effect),
  // as usePrefetchQuery does: only when the query has no state yet
  if (signedIn && !queryClient.getQueryState(options.queryKey)) {
    void queryClient.prefetchQuery(options);
  }
  return useQuery({ ...options, enabled: signedIn });
}

/**
 * The summary of the weeks the dashboard opened now would show (the screen's ScreenPrefetch),
 * asked for beside the console's first render after signing in or loading /dashboard. Its request
 * takes the answer of the one the page's first chunk sent before the console's code came
 * (summaryRequest.ts, layout/loadAdminApp.ts): no second request.
 */
export const prefetchDashboard: ScreenPrefetch = ({ queryClient, dataProvider }) => {
  void queryClient.prefetchQuery(summaryQuery(dataProvider, weekBoundaries(new Date())));
};

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
