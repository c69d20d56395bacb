// The Scoring screen's filters, kept in the address (`/scoring?period=12m&scorer=…`, so a reload
// keeps them), and as GET /admin/scoring/agreement takes them.
import { startOfDay, subDays, subMonths } from 'date-fns';
import { queryValues } from '../common/addressQuery';
import type { AgreementQuery } from '../dataProvider/types';

/** The periods offered: reviews submitted in the last days or months, or ever. */
export const PERIODS = ['30d', '90d', '12m', 'all'] as const;
export type Period = (typeof PERIODS)[number];
export const DEFAULT_PERIOD: Period = '90d';

export interface ScoringFilters {
  period: Period;
  /** a scorer's label as the server sends it; '' for every scorer */
  scorer: string;
}

const isPeriod = (value: string | undefined): value is Period =>
  (PERIODS as readonly string[]).includes(value ?? '');

/** The filters an address's query string sets; an unknown period reads as the default. */
export function scoringFiltersFrom(search: URLSearchParams): ScoringFilters {
  const { period, scorer } = queryValues(search, ['period', 'scorer'] as const);
  return { period: isPeriod(period) ? period : DEFAULT_PERIOD, scorer: scorer ?? '' };
}

/** The address's values for `filters`: the default period and every scorer leave none. */
export function scoringSearchValues(filters: ScoringFilters): Record<string, string> {
  return {
    period: filters.period === DEFAULT_PERIOD ? '' : filters.period,
    scorer: filters.scorer,
  };
}

/** When a period starts: the start of the local day that many days or months before `now`. */
export function periodStart(period: Period, now: Date): Date | undefined {
  switch (period) {
    case '30d':
      return startOfDay(subDays(now, 30));
    case '90d':
      return startOfDay(subDays(now, 90));
    case '12m':
      return startOfDay(subMonths(now, 12));
    case 'all':
      return undefined;
  }
}

/** The query for the server: `from` an ISO date-time (the start of a local day), up to now. */
export function agreementQuery(filters: ScoringFilters, now: Date): AgreementQuery {
  const query: AgreementQuery = {};
  const from = periodStart(filters.period, now);
  if (from) query.from = from.toISOString();
  if (filters.scorer) query.scorer = filters.scorer;
  return query;
}
