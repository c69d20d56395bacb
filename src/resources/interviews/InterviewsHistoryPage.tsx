// /interviews-history: completed and cancelled interviews, newest first, with score, hired and
// feedback; a row opens the transcript. Where the server has it, a "Needs review" filter.
import RateReviewOutlinedIcon from '@mui/icons-material/RateReviewOutlined';
import { useListContext } from 'react-admin';
import { EmptyState } from '../../common/EmptyState';
import { InterviewsList, TranscriptTable } from './InterviewsTable';
import { NeedsReviewBar } from './NeedsReview';

export function InterviewsHistoryPage() {
  return (
    <InterviewsList screen="history">
      <NeedsReviewBar />
      <HistoryTable />
    </InterviewsList>
  );
}

function HistoryTable() {
  const { filterValues } = useListContext();
  return (
    <TranscriptTable
      columns={['candidate', 'interviewWithTime', 'status', 'score', 'selected', 'feedback']}
      empty={
        filterValues.needs_review === true ? (
          <EmptyState icon={<RateReviewOutlinedIcon />} title="app.interviews.needs_review_none" />
        ) : undefined
      }
    />
  );
}

export default InterviewsHistoryPage;
