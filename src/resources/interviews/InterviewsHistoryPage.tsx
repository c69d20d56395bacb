// /interviews-history: completed and cancelled interviews, newest first, with score, hired and
// feedback; a row opens the transcript.
import HistoryIcon from '@mui/icons-material/History';
import { useTranslate } from 'react-admin';
import type { InterviewStatus } from '../../dataProvider/types';
import { EmptyState } from '../../common/EmptyState';
import { InterviewsList, TranscriptTable } from './InterviewsTable';

export const PAST_STATUSES: InterviewStatus[] = ['completed', 'cancelled'];
const FILTER = { status: PAST_STATUSES };
const SORT = { field: 'scheduled_time', order: 'DESC' } as const;

export function InterviewsHistoryPage() {
  return (
    <InterviewsList
      storeKey="interviews.history"
      filter={FILTER}
      sort={SORT}
      empty={<HistoryEmpty />}
    >
      <TranscriptTable
        columns={['candidate', 'interviewWithTime', 'status', 'score', 'selected', 'feedback']}
      />
    </InterviewsList>
  );
}

function HistoryEmpty() {
  const translate = useTranslate();
  return (
    <EmptyState
      icon={<HistoryIcon />}
      title={translate('app.interviews.history_empty_title')}
      body={translate('app.interviews.history_empty_body')}
    />
  );
}

export default InterviewsHistoryPage;
