// /interviews-history: completed and cancelled interviews, newest first, with score, hired and
// feedback; a row opens the transcript.
import HistoryIcon from '@mui/icons-material/History';
import { useState } from 'react';
import { DataTable, List, Pagination, useTranslate } from 'react-admin';
import type { Interview, InterviewStatus } from '../../dataProvider/types';
import { CandidateCell } from './CandidateCell';
import { EmptyState } from './EmptyState';
import { FeedbackCell } from './FeedbackCell';
import { InterviewCell } from './InterviewCells';
import { ListLoadError } from './ListLoadError';
import { ScoreDisplay } from './ScoreDisplay';
import { SelectedCell } from './SelectedCell';
import { StatusChip } from './StatusChip';
import { TranscriptDialog } from './TranscriptDialog';
import { ViewTranscriptButton } from './ViewTranscriptButton';
import { scrollableListSx } from './listStyles';

export const PAST_STATUSES: InterviewStatus[] = ['completed', 'cancelled'];
const FILTER = { status: PAST_STATUSES };
const SORT = { field: 'scheduled_time', order: 'DESC' } as const;

export function InterviewsHistoryPage() {
  const [opened, setOpened] = useState<Interview | null>(null);
  return (
    <>
      <List
        resource="interviews"
        storeKey="interviews.history"
        filter={FILTER}
        sort={SORT}
        perPage={25}
        title={false}
        sx={scrollableListSx}
        actions={false}
        exporter={false}
        empty={<HistoryEmpty />}
        error={<ListLoadError message="app.interviews.load_failed" />}
        pagination={<Pagination rowsPerPageOptions={[10, 25, 50]} />}
      >
        <DataTable<Interview>
          bulkActionButtons={false}
          rowClick={(_id, _resource, record) => {
            setOpened(record);
            return false;
          }}
        >
          <DataTable.Col<Interview>
            label="app.interviews.col_candidate"
            disableSort
            render={(record) => <CandidateCell interview={record} />}
          />
          <DataTable.Col<Interview>
            label="app.interviews.col_interview"
            disableSort
            render={(record) => <InterviewCell interview={record} secondary="time" />}
          />
          <DataTable.Col<Interview>
            label="app.interviews.col_status"
            disableSort
            render={(record) => <StatusChip status={record.status} />}
          />
          <DataTable.Col<Interview>
            label="app.interviews.col_score"
            disableSort
            render={(record) => <ScoreDisplay score={record.score} />}
          />
          <DataTable.Col<Interview>
            label="app.interviews.col_selected"
            disableSort
            render={(record) => <SelectedCell selected={record.selected} />}
          />
          <DataTable.Col<Interview>
            label="app.interviews.col_feedback"
            disableSort
            render={(record) => <FeedbackCell feedback={record.feedback} />}
          />
          <DataTable.Col<Interview>
            label="app.interviews.col_actions"
            disableSort
            align="right"
            render={(record) => <ViewTranscriptButton interview={record} onOpen={setOpened} />}
          />
        </DataTable>
      </List>
      <TranscriptDialog interview={opened} onClose={() => setOpened(null)} />
    </>
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
