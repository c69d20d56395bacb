// /interviews ('All Interviews'): every interview, filtered by status, searched (candidate, email,
// title or ID) and sorted by scheduled time on the server, paged by the server; where the server
// has it, narrowed to the completed interviews that need a review (NeedsReview.tsx).
import VideoCameraFrontIcon from '@mui/icons-material/VideoCameraFrontOutlined';
import RateReviewOutlinedIcon from '@mui/icons-material/RateReviewOutlined';
import SearchOffIcon from '@mui/icons-material/SearchOff';
import { Alert, Box, Button, ToggleButton, ToggleButtonGroup } from '@mui/material';
import { useEventCallback } from '@mui/material/utils';
import { useListContext, useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { DebouncedSearchField } from '../../common/DebouncedSearchField';
import { EmptyState } from '../../common/EmptyState';
import { INTERVIEW_STATUSES, type AppliedQuery } from '../../dataProvider/types';
import { MAX_SEARCH_LENGTH } from '../candidates/candidateListParams';
import { statusKey } from './interviewFormat';
import { InterviewsList, TranscriptTable } from './InterviewsTable';
import { NeedsReviewFilter, NeedsReviewIgnored, useNeedsReviewFilter } from './NeedsReview';

const ALL = 'all';

export function AllInterviewsPage() {
  return (
    <InterviewsList screen="all">
      <FilterBar />
      <AllInterviewsTable />
    </InterviewsList>
  );
}

/** The list's search and what the server made of it (its `applied` echo, in the answer's meta). */
function useSearchState() {
  const { filterValues, meta } = useListContext();
  const q = typeof filterValues.q === 'string' ? filterValues.q.trim() : '';
  const applied = (meta as { applied?: AppliedQuery } | undefined)?.applied;
  return {
    q,
    /** the rows are the server's matches of the search */
    searched: q !== '' && applied !== undefined,
    /** an answer without the echo (the platform): the rows are not the matches of a search */
    unavailable: q !== '' && meta !== undefined && applied === undefined,
    /** until an answer says otherwise, the Scheduled heading is offered for sorting */
    sortable: meta === undefined || applied !== undefined,
  };
}

function AllInterviewsTable() {
  const { q, searched, sortable } = useSearchState();
  const { filterValues } = useListContext();
  return (
    <TranscriptTable
      columns={['interviewWithId', 'candidate', 'scheduled', 'voice', 'status', 'score']}
      sortable={sortable}
      empty={
        filterValues.needs_review === true && !searched ? (
          <EmptyState icon={<RateReviewOutlinedIcon />} title="app.interviews.needs_review_none" />
        ) : searched ? (
          <EmptyState
            icon={<SearchOffIcon />}
            title="app.interviews.no_match"
            translateOptions={{ q }}
          />
        ) : (
          <EmptyState icon={<VideoCameraFrontIcon />} title="app.interviews.none_with_status" />
        )
      }
    />
  );
}

/**
 * All, Scheduled, In progress, Completed, Cancelled and the search, each kept with the other; a
 * change goes back to page 1. Against a server that cannot search, says so above the table.
 */
function FilterBar() {
  const translate = useTranslate();
  const { filterValues, setFilters } = useListContext();
  const { q, unavailable } = useSearchState();
  const needsReview = useNeedsReviewFilter();
  const current =
    typeof filterValues.status === 'string' && filterValues.status ? filterValues.status : ALL;
  // the latest filters, whenever a paused search is sent
  const search = useEventCallback((text: string) => setFilters({ ...filterValues, q: text }));
  return (
    <Box sx={{ p: 2, borderBottom: 1, borderColor: 'divider' }}>
      <Box
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'center',
          justifyContent: 'space-between',
          gap: 1.5,
        }}
      >
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
          <ToggleButtonGroup
            exclusive
            size="small"
            color="primary"
            value={current}
            aria-label={translate('app.interviews.filter_label')}
            onChange={(_event, value: string | null) => {
              if (value === null) return;
              // an empty value leaves the filters (react-admin's setFilters drops it); what needs
              // a review is completed, so another status ends that filter
              setFilters({
                ...filterValues,
                status: value === ALL ? undefined : value,
                needs_review: value === 'completed' ? filterValues.needs_review : undefined,
              });
            }}
            sx={{ flexWrap: 'wrap' }}
          >
            <ToggleButton value={ALL} sx={{ px: 2 }}>
              {translate('app.interviews.filter_all')}
            </ToggleButton>
            {INTERVIEW_STATUSES.map((status) => (
              <ToggleButton key={status} value={status} sx={{ px: 2 }}>
                {translate(statusKey(status))}
              </ToggleButton>
            ))}
          </ToggleButtonGroup>
          <NeedsReviewFilter
            state={needsReview}
            // on: the completed interviews that need a review; off: the completed ones
            onChange={(on) =>
              setFilters({
                ...filterValues,
                needs_review: on || undefined,
                status: on ? 'completed' : filterValues.status,
              })
            }
          />
        </Box>
        <Box sx={{ display: 'flex', gap: 1 }}>
          <Button component={RouterLink} to="/scheduled-interviews" size="small">
            {translate('app.interviews.upcoming_link')}
          </Button>
          <Button component={RouterLink} to="/interviews-history" size="small">
            {translate('app.interviews.history_link')}
          </Button>
        </Box>
      </Box>
      <DebouncedSearchField
        placeholder="app.interviews.search"
        value={typeof filterValues.q === 'string' ? filterValues.q : ''}
        onSearch={search}
        maxLength={MAX_SEARCH_LENGTH}
        sx={{ mt: 1.5, width: { xs: '100%', sm: 360 } }}
      />
      {unavailable ? (
        <Alert severity="warning" sx={{ mt: 1.5 }}>
          {translate('app.interviews.search_unavailable', { q })}
        </Alert>
      ) : null}
      <NeedsReviewIgnored state={needsReview} />
    </Box>
  );
}

export default AllInterviewsPage;
