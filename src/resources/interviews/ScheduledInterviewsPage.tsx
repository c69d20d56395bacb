// /scheduled-interviews: scheduled and in-progress interviews, soonest first, with reschedule,
// cancel and share.
import CancelIcon from '@mui/icons-material/EventBusyOutlined';
import EventIcon from '@mui/icons-material/EventOutlined';
import RescheduleIcon from '@mui/icons-material/EditCalendarOutlined';
import ShareIcon from '@mui/icons-material/ShareOutlined';
import { Box, Button, IconButton, Tooltip } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Confirm, DataTable, useNotify, useTranslate, useUpdate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { useNotifyError } from '../../common/useNotifyError';
import { formatDateTime } from '../../dates/dates';
import type { Interview, InterviewStatus } from '../../dataProvider/types';
import { useCandidateName } from './CandidateCell';
import { EmptyState } from '../../common/EmptyState';
import { interviewColumns, InterviewsList } from './InterviewsTable';
import { joinLink } from './interviewFormat';
import { RescheduleDialog } from './RescheduleDialog';
import { useShareLink } from './ShareLinkDialog';

export const UPCOMING_STATUSES: InterviewStatus[] = ['scheduled', 'in_progress'];
const FILTER = { status: UPCOMING_STATUSES };
const SORT = { field: 'scheduled_time', order: 'ASC' } as const;

export function ScheduledInterviewsPage() {
  return (
    <InterviewsList
      storeKey="interviews.scheduled"
      filter={FILTER}
      sort={SORT}
      empty={<ScheduledEmpty />}
    >
      <DataTable<Interview> bulkActionButtons={false} rowClick={false} hover={false}>
        {interviewColumns(['candidate', 'title', 'time', 'voice', 'status', 'link'])}
        <DataTable.Col<Interview>
          label="app.interviews.col_actions"
          disableSort
          align="right"
          render={(record) => <ScheduledRowActions interview={record} />}
        />
      </DataTable>
    </InterviewsList>
  );
}

function ScheduledEmpty() {
  const translate = useTranslate();
  return (
    <EmptyState
      icon={<EventIcon />}
      title={translate('app.interviews.scheduled_empty_title')}
      body={translate('app.interviews.scheduled_empty_body')}
      action={
        <Button component={RouterLink} to="/manage-candidate" variant="contained">
          {translate('app.interviews.go_candidates')}
        </Button>
      }
    />
  );
}

/** Reschedule, share and cancel for one interview, each labelled with the candidate's name. */
export function ScheduledRowActions({ interview }: { interview: Interview }) {
  const translate = useTranslate();
  const notify = useNotify();
  const notifyError = useNotifyError();
  const queryClient = useQueryClient();
  const candidateName = useCandidateName();
  const name = candidateName(interview);
  const [rescheduling, setRescheduling] = useState(false);
  const [confirmingCancel, setConfirmingCancel] = useState(false);
  const { share, dialog: shareDialog } = useShareLink();
  const [update, { isPending: cancelling }] = useUpdate<Interview>();
  const url = joinLink(interview.link, window.location.origin);

  const cancelInterview = async () => {
    try {
      await update(
        'interviews',
        { id: interview.id, data: { status: 'cancelled' }, previousData: interview },
        { returnPromise: true },
      );
      setConfirmingCancel(false);
      notify('app.interviews.cancelled_toast', { type: 'success', messageArgs: { name } });
      await queryClient.invalidateQueries({ queryKey: ['interviews'] });
    } catch (error) {
      notifyError(error);
    }
  };

  return (
    <Box sx={{ display: 'flex', gap: 0.5, justifyContent: 'flex-end' }}>
      <Tooltip title={translate('app.interviews.reschedule')}>
        <IconButton
          size="small"
          aria-label={translate('app.interviews.reschedule_label', { name })}
          onClick={() => setRescheduling(true)}
        >
          <RescheduleIcon fontSize="small" />
        </IconButton>
      </Tooltip>
      <Tooltip
        title={url ? translate('app.interviews.share') : translate('app.interviews.no_link')}
      >
        <span>
          <IconButton
            size="small"
            aria-label={translate('app.interviews.share_label', { name })}
            onClick={() => void share(url)}
            disabled={!url}
          >
            <ShareIcon fontSize="small" />
          </IconButton>
        </span>
      </Tooltip>
      <Tooltip title={translate('app.interviews.cancel_confirm')}>
        <IconButton
          size="small"
          color="error"
          aria-label={translate('app.interviews.cancel_label', { name })}
          onClick={() => setConfirmingCancel(true)}
        >
          <CancelIcon fontSize="small" />
        </IconButton>
      </Tooltip>
      <RescheduleDialog
        interview={interview}
        open={rescheduling}
        onClose={() => setRescheduling(false)}
      />
      <Confirm
        isOpen={confirmingCancel}
        loading={cancelling}
        title="app.interviews.cancel_title"
        content="app.interviews.cancel_body"
        translateOptions={{
          name,
          title: interview.title?.trim() || translate('app.interviews.no_title'),
          time: formatDateTime(interview.scheduled_time),
        }}
        confirm="app.interviews.cancel_confirm"
        cancel="app.interviews.keep"
        confirmColor="warning"
        onConfirm={() => void cancelInterview()}
        onClose={() => setConfirmingCancel(false)}
      />
      {shareDialog}
    </Box>
  );
}

export default ScheduledInterviewsPage;
