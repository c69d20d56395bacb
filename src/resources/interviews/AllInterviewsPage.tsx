// /interviews ('All Interviews'): every interview, filtered by status, paged by the server.
import VideoCameraFrontIcon from '@mui/icons-material/VideoCameraFrontOutlined';
import { Box, Button, ToggleButton, ToggleButtonGroup } from '@mui/material';
import { useListContext, useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { INTERVIEW_STATUSES } from '../../dataProvider/types';
import { EmptyState } from '../../common/EmptyState';
import { statusKey } from './interviewFormat';
import { InterviewsList, TranscriptTable } from './InterviewsTable';

const ALL = 'all';

export function AllInterviewsPage() {
  return (
    <InterviewsList screen="all">
      <StatusFilterBar />
      <TranscriptTable
        columns={['interviewWithId', 'candidate', 'time', 'voice', 'status', 'score']}
        empty={
          <EmptyState icon={<VideoCameraFrontIcon />} title="app.interviews.none_with_status" />
        }
      />
    </InterviewsList>
  );
}

/** All, Scheduled, In progress, Completed, Cancelled; a change goes back to page 1. */
function StatusFilterBar() {
  const translate = useTranslate();
  const { filterValues, setFilters } = useListContext();
  const current =
    typeof filterValues.status === 'string' && filterValues.status ? filterValues.status : ALL;
  return (
    <Box
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        justifyContent: 'space-between',
        gap: 1.5,
        p: 2,
        borderBottom: 1,
        borderColor: 'divider',
      }}
    >
      <ToggleButtonGroup
        exclusive
        size="small"
        color="primary"
        value={current}
        aria-label={translate('app.interviews.filter_label')}
        onChange={(_event, value: string | null) => {
          if (value === null) return;
          setFilters(value === ALL ? {} : { status: value });
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
      <Box sx={{ display: 'flex', gap: 1 }}>
        <Button component={RouterLink} to="/scheduled-interviews" size="small">
          {translate('app.interviews.upcoming_link')}
        </Button>
        <Button component={RouterLink} to="/interviews-history" size="small">
          {translate('app.interviews.history_link')}
        </Button>
      </Box>
    </Box>
  );
}

export default AllInterviewsPage;
