// /scheduled-interviews: scheduled and in-progress interviews, soonest first, with reschedule,
// share, their messages and cancel.
import CancelIcon from '@mui/icons-material/EventBusyOutlined';
import RescheduleIcon from '@mui/icons-material/EditCalendarOutlined';
import ShareIcon from '@mui/icons-material/ShareOutlined';
import { Box, IconButton, Tooltip } from '@mui/material';
import { useState } from 'react';
import { Confirm, DataTable, useTranslate } from 'react-admin';
import { formatDateTime } from '../../dates/dates';
import type { Interview } from '../../dataProvider/types';
import { useCandidateName } from './CandidateCell';
import { actionsColumn } from '../../common/actionsColumn';
import { TooltipIconButton } from '../../common/TooltipIconButton';
import { interviewColumns, InterviewsList } from './InterviewsTable';
import { joinLink } from './interviewFormat';
import { RescheduleDialog } from './RescheduleDialog';
import { useShareLink } from './ShareLinkDialog';
import { useUpdateInterview } from './useUpdateInterview';
import { useMay } from '../../authProvider/useMay';
import { InterviewMessagesLink } from '../../outbox/InterviewMessagesLink';

export function ScheduledInterviewsPage() {
  return (
    <InterviewsList screen="scheduled">
      <DataTable<Interview> bulkActionButtons={false} rowClick={false} hover={false}>
        {interviewColumns(['candidate', 'title', 'time', 'voice', 'status', 'link'])}
        {actionsColumn<Interview>('app.interviews.col_actions', (record) => (
          <ScheduledRowActions interview={record} />
        ))}
      </DataTable>
    </InterviewsList>
  );
}

/** Reschedule, share and cancel for one interview, each labelled with the candidate's name. */
export function ScheduledRowActions({ interview }: { interview: Interview }) {
  const translate = useTranslate();
  const candidateName = useCandidateName();
  const name = candidateName(interview);
  const [rescheduling, setRescheduling] = useState(false);
  const [confirmingCancel, setConfirmingCancel] = useState(false);
  const { share, dialog: shareDialog } = useShareLink();
  const { save, isPending: cancelling } = useUpdateInterview();
  const url = joinLink(interview.link, window.location.origin);
  // rescheduling and cancelling are changes a reviewer may not make; sharing is reading
  const mayChange = useMay('interviews', 'edit');

  const cancelInterview = async () => {
    await save(
      interview,
      { status: 'cancelled' },
      {
        success: 'app.interviews.cancelled_toast',
        messageArgs: { name },
        onUpdated: () => setConfirmingCancel(false),
      },
    );
  };

  return (
    <Box sx={{ display: 'flex', gap: 0.5, justifyContent: 'flex-end' }}>
      {mayChange ? (
        <TooltipIconButton
          title={translate('app.interviews.reschedule')}
          aria-label={translate('app.interviews.reschedule_label', { name })}
          size="small"
          onClick={() => setRescheduling(true)}
        >
          <RescheduleIcon fontSize="small" />
        </TooltipIconButton>
      ) : null}
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
      <InterviewMessagesLink interviewId={String(interview.id)} candidateName={name} />
      {mayChange ? (
        <TooltipIconButton
          title={translate('app.interviews.cancel_confirm')}
          aria-label={translate('app.interviews.cancel_label', { name })}
          size="small"
          color="error"
          onClick={() => setConfirmingCancel(true)}
        >
          <CancelIcon fontSize="small" />
        </TooltipIconButton>
      ) : null}
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
