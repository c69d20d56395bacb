// /interviews-history: completed and cancelled interviews, newest first, with score, hired and
// feedback; a row opens the transcript.
import { InterviewsList, TranscriptTable } from './InterviewsTable';

export function InterviewsHistoryPage() {
  return (
    <InterviewsList screen="history">
      <TranscriptTable
        columns={['candidate', 'interviewWithTime', 'status', 'score', 'selected', 'feedback']}
      />
    </InterviewsList>
  );
}

export default InterviewsHistoryPage;
