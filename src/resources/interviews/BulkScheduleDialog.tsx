// "Schedule interviews" for the selected candidates: one title, time, time zone, voice and
// (optionally) number of questions for all, the fields of the one-candidate form (ScheduleFields);
// then what happened to each: scheduled with its interview's code, or why not. While a request
// waits out a busy server's Retry-After, the form says so.
import EventAvailableOutlined from '@mui/icons-material/EventAvailableOutlined';
import {
  Box,
  Button,
  Chip,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
  useMediaQuery,
  type Theme,
} from '@mui/material';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useMemo, useState } from 'react';
import { Form, useDataProvider, useTranslate, type Identifier } from 'react-admin';
import { FormPopupActions } from '../../common/FormPopupActions';
import { ServerBusyNotice } from '../../common/ServerBusyNotice';
import { useFormProblem } from '../../common/useFormProblem';
import type {
  AppDataProvider,
  BulkScheduleInput,
  BulkScheduleOutcome,
} from '../../dataProvider/types';
import { ScheduleFields, useMinWhen, useScheduleVoices } from './ScheduleFields';
import {
  chosenTimeZone,
  parseDateTimeLocal,
  validateSchedule,
  type ScheduleValues,
} from './scheduleInterview';

export interface BulkScheduleDialogProps {
  open: boolean;
  candidateIds: readonly Identifier[];
  /** a selected candidate's name, where the screen knows it */
  nameOf(id: Identifier): string | undefined;
  onClose(): void;
  /** interviews were made for these candidates */
  onScheduled?(ids: Identifier[]): void;
}

export function BulkScheduleDialog(props: BulkScheduleDialogProps) {
  const fullScreen = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const titleId = useId();
  const [busy, setBusy] = useState(false);
  return (
    <Dialog
      open={props.open}
      onClose={(_event, reason) => {
        if (!busy && reason !== 'backdropClick') props.onClose();
      }}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="sm"
      fullScreen={fullScreen}
    >
      {/* a new form each time it opens */}
      {props.open && <BulkSchedule {...props} titleId={titleId} onBusyChange={setBusy} />}
    </Dialog>
  );
}

interface BulkScheduleProps extends BulkScheduleDialogProps {
  titleId: string;
  onBusyChange(busy: boolean): void;
}

function BulkSchedule({
  candidateIds,
  nameOf,
  onClose,
  onScheduled,
  titleId,
  onBusyChange,
}: BulkScheduleProps) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const queryClient = useQueryClient();
  const problems = useFormProblem('bulk-schedule-problem');
  const { voices, firstVoice } = useScheduleVoices();
  const minWhen = useMinWhen();
  // the ids as they were when the form opened: the report is about these
  const [ids] = useState(() => [...candidateIds]);
  const [report, setReport] = useState<BulkScheduleOutcome | null>(null);
  const schedule = useMutation({
    mutationFn: (input: BulkScheduleInput) => dataProvider.bulkScheduleInterviews(input),
    onMutate: () => onBusyChange(true),
    onSettled: () => onBusyChange(false),
    onSuccess: (outcome) => {
      problems.clear();
      setReport(outcome);
      onScheduled?.(outcome.done.map((row) => row.candidate_id));
      // every list may show the interviews or the candidates' new state (skills and voices stay)
      void queryClient.invalidateQueries({ predicate: (q) => q.queryKey[0] !== 'startup' });
    },
    onError: (error) => problems.fail(error),
  });
  const defaultValues = useMemo<ScheduleValues>(
    () => ({ title: '', when: '', agent_voice: firstVoice, num_questions: '', time_zone: '' }),
    [firstVoice],
  );

  if (report) {
    return (
      <BulkReport titleId={titleId} ids={ids} outcome={report} nameOf={nameOf} onClose={onClose} />
    );
  }

  const submit = (raw: Record<string, unknown>) => {
    if (schedule.isPending) return;
    const values = raw as unknown as ScheduleValues;
    const invalid = validateSchedule(values, new Date(), { questionsOptional: true });
    const scheduledTime = parseDateTimeLocal(values.when);
    if (invalid || !scheduledTime) {
      problems.warn(invalid ?? 'app.schedule_interview.time_required');
      return;
    }
    problems.hide();
    const count = values.num_questions.trim();
    schedule.mutate({
      candidate_ids: ids,
      title: values.title.trim(),
      scheduled_time: scheduledTime,
      agent_voice: values.agent_voice,
      ...(count ? { num_questions: Number(count) } : {}),
      ...chosenTimeZone(values),
    });
  };

  return (
    <Form
      defaultValues={defaultValues}
      resetOptions={{ keepDirtyValues: true }}
      onSubmit={submit}
      noValidate
      disableInvalidFormNotification
    >
      <Box sx={{ px: 3, py: 2, display: 'flex', alignItems: 'center', gap: 1.5, pb: 1 }}>
        <EventAvailableOutlined color="primary" />
        <Box sx={{ minWidth: 0 }}>
          <DialogTitle id={titleId} sx={{ p: 0 }}>
            {translate('app.bulk_schedule.title')}
          </DialogTitle>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {translate('app.bulk_schedule.for', { smart_count: ids.length })}
          </Typography>
        </Box>
      </Box>
      <DialogContent dividers>
        <ScheduleFields
          voices={voices}
          minWhen={minWhen}
          questionsHelp={translate('app.bulk_schedule.questions_hint')}
        />
        {/* a busy server's Retry-After waited out by the data provider (busyRetry.ts) */}
        {schedule.isPending ? <ServerBusyNotice /> : null}
      </DialogContent>
      <FormPopupActions
        busy={schedule.isPending}
        problem={problems.problem}
        cancel={{ label: 'app.bulk_schedule.cancel', onClick: onClose }}
        submitLabel="app.bulk_schedule.submit"
        busyLabel="app.bulk_schedule.processing"
      />
    </Form>
  );
}

interface BulkReportProps {
  titleId: string;
  ids: Identifier[];
  outcome: BulkScheduleOutcome;
  nameOf(id: Identifier): string | undefined;
  onClose(): void;
}

/** Each candidate asked for, in the order of the selection: scheduled (its code) or why not. */
function BulkReport({ titleId, ids, outcome, nameOf, onClose }: BulkReportProps) {
  const translate = useTranslate();
  const done = new Map(outcome.done.map((row) => [String(row.candidate_id), row.interview]));
  const failed = new Map(outcome.failed.map((row) => [String(row.id), row.msg]));
  return (
    <>
      <DialogTitle id={titleId}>{translate('app.bulk_schedule.report_title')}</DialogTitle>
      <DialogContent dividers>
        <Typography role="status" sx={{ mb: 2 }}>
          {translate('app.bulk_schedule.summary', { done: done.size, total: ids.length })}
        </Typography>
        <Table size="small" aria-label={translate('app.bulk_schedule.report_title')}>
          <TableHead>
            <TableRow>
              <TableCell sx={{ fontWeight: 600 }}>
                {translate('app.bulk_schedule.col_candidate')}
              </TableCell>
              <TableCell sx={{ fontWeight: 600 }}>
                {translate('app.bulk_schedule.col_result')}
              </TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {ids.map((id) => {
              const interview = done.get(String(id));
              const name = nameOf(id) || interview?.candidate?.name?.trim() || String(id);
              return (
                <TableRow key={String(id)} sx={{ '& td': { verticalAlign: 'top' } }}>
                  <TableCell sx={{ overflowWrap: 'anywhere' }}>{name}</TableCell>
                  <TableCell>
                    {interview ? (
                      <Chip
                        size="small"
                        color="success"
                        variant="outlined"
                        label={
                          interview.int_id
                            ? translate('app.bulk_schedule.scheduled', { code: interview.int_id })
                            : translate('app.bulk_schedule.scheduled_no_code')
                        }
                      />
                    ) : (
                      <Typography variant="body2" color="error" sx={{ overflowWrap: 'anywhere' }}>
                        {translate('app.bulk_schedule.failed', {
                          reason: failed.get(String(id)) || translate('app.errors.generic'),
                        })}
                      </Typography>
                    )}
                  </TableCell>
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      </DialogContent>
      <DialogActions>
        <Button variant="contained" onClick={onClose}>
          {translate('app.bulk_schedule.done')}
        </Button>
      </DialogActions>
    </>
  );
}

export default BulkScheduleDialog;
