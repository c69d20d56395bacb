// /scoring ('Scoring', every role; issue 52): how far the AI's scores agree with the people who
// review the same answers, in a period and for one scorer (both kept in the address): the headline
// figures and what they say, the heat map of AI against human scores, the breakdowns by question,
// scorer, skill and reviewer, and how far two people agree. The platform has no such call.
import ErrorOutlineIcon from '@mui/icons-material/ErrorOutline';
import { Alert, Box, LinearProgress, Typography } from '@mui/material';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useDataProvider, useTranslate } from 'react-admin';
import { useSearchParams } from 'react-router-dom';
import { withChanges } from '../common/addressQuery';
import { RetryAlert } from '../common/RetryAlert';
import type { AppDataProvider } from '../dataProvider/types';
import { isUnsupported } from '../dataProvider/unsupported';
import { AgreementReport } from './AgreementReport';
import { ScoringFilters } from './ScoringFilters';
import {
  agreementQuery,
  scoringFiltersFrom,
  scoringSearchValues,
  type ScoringFilters as Filters,
} from './scoringFilters';

const AGREEMENT_QUERY_KEY = ['scoring', 'agreement'] as const;

export function ScoringPage() {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const [search, setSearch] = useSearchParams();
  const searchText = search.toString();
  const filters = useMemo(() => scoringFiltersFrom(new URLSearchParams(searchText)), [searchText]);
  // `from` is the start of a local day, so the query stays the same all day
  const query = useMemo(() => agreementQuery(filters, new Date()), [filters]);

  const report = useQuery({
    queryKey: [...AGREEMENT_QUERY_KEY, query],
    queryFn: () => dataProvider.getAgreement(query),
    placeholderData: keepPreviousData,
  });

  const changeFilters = (next: Filters) =>
    setSearch(withChanges(search, scoringSearchValues(next)));
  const narrowed = filters.period !== 'all' || Boolean(filters.scorer);

  if (report.isError && isUnsupported(report.error)) {
    return (
      <Alert severity="info" sx={{ maxWidth: 1200 }}>
        {translate('app.scoring.unavailable')}
      </Alert>
    );
  }

  return (
    <Box sx={{ maxWidth: 1400, minWidth: 0, display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Typography color="text.secondary">{translate('app.scoring.intro')}</Typography>
      <ScoringFilters
        filters={filters}
        scorers={report.data?.scorers ?? []}
        onChange={changeFilters}
      />
      {report.isFetching && <LinearProgress sx={{ height: 2 }} />}
      {report.isError && !report.data ? (
        <RetryAlert
          message="app.scoring.load_failed"
          retryLabel="app.load_error.retry"
          onRetry={() => void report.refetch()}
          icon={<ErrorOutlineIcon />}
        />
      ) : (
        report.data && (
          <AgreementReport
            agreement={report.data}
            onShowEverything={
              narrowed ? () => changeFilters({ period: 'all', scorer: '' }) : undefined
            }
          />
        )
      )}
    </Box>
  );
}

export default ScoringPage;
