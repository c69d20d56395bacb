// /interviews-history: completed and cancelled interviews, newest first, with score, hired and
// feedback; a row opens the transcript.
import HistoryIcon from '@mui/icons-material/History';
import { EmptyState } from '../../common/EmptyState';
import { byTimeWithStatus, InterviewsList, TranscriptTable } from './InterviewsTable';

const PAST = byTimeWithStatus(['completed', 'cancelled'], 'DESC');

export function InterviewsHistoryPage() {
  return (
    <InterviewsList
      storeKey="interviews.history"
      {...PAST}
      empty={
        <EmptyState
          icon={<HistoryIcon />}
          title="app.interviews.history_empty_title"
          body="app.interviews.history_empty_body"
        />
      }
    >
      <TranscriptTable
        columns={['candidate', 'interviewWithTime', 'status', 'score', 'selected', 'feedback']}
      />
    </InterviewsList>
  );
}

export default InterviewsHistoryPage;
