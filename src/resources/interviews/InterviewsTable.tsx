// What the three interview screens share: the List frame with each screen's filter, sort and empty
// state, the columns, and rows that open the transcript. A page picks its screen and columns.
import EventIcon from '@mui/icons-material/EventOutlined';
import HistoryIcon from '@mui/icons-material/History';
import VideoCameraFrontIcon from '@mui/icons-material/VideoCameraFrontOutlined';
import { Box, Button } from '@mui/material';
import { useState, type ReactElement, type ReactNode } from 'react';
import { DataTable, useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import type { Interview } from '../../dataProvider/types';
import { CandidateCell } from './CandidateCell';
import { FeedbackCell } from './FeedbackCell';
import { InterviewCell, LinkCell, TimeCell, TitleCell, VoiceCell } from './InterviewCells';
import { NeedsReviewChip } from './NeedsReview';
import { INTERVIEW_VIEWS, type InterviewScreen } from './interviewViews';
import { actionsColumn } from '../../common/actionsColumn';
import { EmptyState } from '../../common/EmptyState';
import { ListScreen } from '../../common/ListScreen';
import { STICKY_COLUMN } from '../../common/stickyColumn';
import { ScoreDisplay } from './ScoreDisplay';
import { SelectedCell } from './SelectedCell';
import { StatusChip } from './StatusChip';
import { TranscriptDialog } from './TranscriptDialog';
import { ViewTranscriptButton } from './ViewTranscriptButton';

/** What sets an interview screen apart, besides its view (interviewViews.ts) and columns. */
interface ScreenSettings {
  /** the empty state's icon */
  icon: ReactElement;
  /** the empty state leads to the candidates screen, where interviews are scheduled */
  toCandidates: boolean;
  rowsPerPageOptions?: number[];
}

const SCREENS = {
  all: {
    icon: <VideoCameraFrontIcon />,
    toCandidates: true,
    rowsPerPageOptions: [10, 25, 50, 100],
  },
  scheduled: { icon: <EventIcon />, toCandidates: true },
  history: { icon: <HistoryIcon />, toCandidates: false },
} satisfies Record<InterviewScreen, ScreenSettings>;

/**
 * The List of an interview screen: its view (INTERVIEW_VIEWS), its SCREENS settings, its empty
 * state's texts `app.interviews.<screen>_empty_title` and `_body`.
 */
export function InterviewsList({
  screen,
  children,
}: {
  screen: InterviewScreen;
  children: ReactNode;
}) {
  const { icon, toCandidates, ...list }: ScreenSettings = SCREENS[screen];
  return (
    <ListScreen
      view={INTERVIEW_VIEWS[screen]}
      loadError="app.interviews.load_failed"
      {...list}
      empty={
        <EmptyState
          icon={icon}
          title={`app.interviews.${screen}_empty_title`}
          body={`app.interviews.${screen}_empty_body`}
          action={toCandidates ? <GoToCandidatesButton /> : undefined}
        />
      }
    >
      {children}
    </ListScreen>
  );
}

const COLUMNS = {
  candidate: ['app.interviews.col_candidate', (r) => <CandidateCell interview={r} />],
  interviewWithId: [
    'app.interviews.col_interview',
    (r) => <InterviewCell interview={r} secondary="id" />,
  ],
  interviewWithTime: [
    'app.interviews.col_interview',
    (r) => <InterviewCell interview={r} secondary="time" />,
  ],
  title: ['app.interviews.col_title', (r) => <TitleCell interview={r} />],
  time: ['app.interviews.col_time', (r) => <TimeCell interview={r} />],
  scheduled: ['app.interviews.col_scheduled', (r) => <TimeCell interview={r} />],
  voice: ['app.interviews.col_voice', (r) => <VoiceCell interview={r} />],
  status: [
    'app.interviews.col_status',
    (r) => (
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5, alignItems: 'center' }}>
        <StatusChip status={r.status} />
        <NeedsReviewChip interview={r} />
      </Box>
    ),
  ],
  score: ['app.interviews.col_score', (r) => <ScoreDisplay score={r.score} />],
  selected: ['app.interviews.col_selected', (r) => <SelectedCell selected={r.selected} />],
  feedback: ['app.interviews.col_feedback', (r) => <FeedbackCell feedback={r.feedback} />],
  link: ['app.interviews.col_link', (r) => <LinkCell interview={r} />],
} satisfies Record<string, [string, (record: Interview) => ReactNode]>;

export type InterviewColumn = keyof typeof COLUMNS;

/** The columns whose heading can sort the list, by the server's sort key, newest first. */
const SORT_FIELDS: Partial<Record<InterviewColumn, string>> = { scheduled: 'scheduled_time' };

/**
 * The named columns, in order, for a DataTable of interviews; with `sortable`, the headings of
 * the SORT_FIELDS columns sort the list (the server does).
 */
export function interviewColumns(columns: InterviewColumn[], sortable = false) {
  return columns.map((name) => {
    const [label, render] = COLUMNS[name];
    const field = SORT_FIELDS[name];
    return (
      <DataTable.Col<Interview>
        key={name}
        label={label}
        source={field}
        sortByOrder="DESC"
        disableSort={!sortable || !field}
        render={render}
        // whose interview a row is: kept in view when the table scrolls sideways on a phone
        cellClassName={name === 'candidate' ? STICKY_COLUMN : undefined}
        headerClassName={name === 'candidate' ? STICKY_COLUMN : undefined}
      />
    );
  });
}

/** A table whose rows (and a keyboard-reachable button) open the interview's transcript. */
export function TranscriptTable({
  columns,
  empty,
  sortable = false,
}: {
  columns: InterviewColumn[];
  empty?: ReactElement;
  /** the headings of sortable columns sort the list */
  sortable?: boolean;
}) {
  const [opened, setOpened] = useState<Interview | null>(null);
  return (
    <>
      <DataTable<Interview>
        bulkActionButtons={false}
        empty={empty}
        rowClick={(_id, _resource, record) => {
          setOpened(record);
          return false;
        }}
      >
        {interviewColumns(columns, sortable)}
        {actionsColumn<Interview>('app.interviews.col_actions', (record) => (
          <ViewTranscriptButton interview={record} onOpen={setOpened} />
        ))}
      </DataTable>
      <TranscriptDialog interview={opened} onClose={() => setOpened(null)} />
    </>
  );
}

/** An empty interview screen's way forward: interviews are scheduled from the candidates screen. */
function GoToCandidatesButton() {
  const translate = useTranslate();
  return (
    <Button component={RouterLink} to="/manage-candidate" variant="contained">
      {translate('app.interviews.go_candidates')}
    </Button>
  );
}
