// /manage-candidate: one server page of candidates (100), split by interview state; the filter
// buttons pick a bucket of that page. Add, edit, schedule an interview, delete (with undo).
import PersonAddAlt1Outlined from '@mui/icons-material/PersonAddAlt1Outlined';
import { Box, Button, Card, LinearProgress, Stack } from '@mui/material';
import { keepPreviousData } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useDelete, useGetList, useNotify, useTranslate } from 'react-admin';
import { useSearchParams } from 'react-router-dom';
import { useNotifyError } from '../../common/useNotifyError';
import { CANDIDATE_PAGE_SIZE } from '../../dataProvider/candidates';
import type { Candidate, SegregatedMeta, SegregatedState } from '../../dataProvider/types';
import { ScheduleInterviewDialog } from '../interviews/ScheduleInterviewDialog';
import { CandidateFilterBar } from './CandidateFilterBar';
import { CandidateFormDialog } from './CandidateFormDialog';
import { CandidatePager } from './CandidatePager';
import { CandidateTable } from './CandidateTable';
import { readListParams, writeListParams, type CandidateListParams } from './candidateListParams';

interface DialogState {
  open: boolean;
  candidate: Candidate | null;
  /** a new form per opening */
  key: number;
}

const CLOSED: DialogState = { open: false, candidate: null, key: 0 };

export function CandidatesPage() {
  const translate = useTranslate();
  const notify = useNotify();
  const notifyError = useNotifyError();
  const [search, setSearch] = useSearchParams();
  const { state, page } = readListParams(search);
  const [form, setForm] = useState<DialogState>(CLOSED);
  const [schedule, setSchedule] = useState<DialogState>(CLOSED);
  const [deleteOne] = useDelete<Candidate>();

  const list = useGetList<Candidate>(
    'candidates',
    {
      pagination: { page, perPage: CANDIDATE_PAGE_SIZE },
      sort: { field: 'created_at', order: 'DESC' },
      filter: { state },
    },
    // the counts and the pager stay while another bucket or page loads
    { placeholderData: keepPreviousData },
  );

  // An undoable delete rewrites the cached page without its meta: keep the last one seen.
  const [meta, setMeta] = useState<SegregatedMeta | undefined>(undefined);
  const freshMeta = list.meta as SegregatedMeta | undefined;
  if (freshMeta && freshMeta !== meta) setMeta(freshMeta);

  const showRows = !list.isPending && !list.isPlaceholderData;
  // a failed refetch keeps the rows it had; only a page never loaded shows the error
  const failed = !!list.error && list.data === undefined;
  const candidates = showRows ? (list.data ?? []) : [];
  const counts = meta
    ? { ...meta.counts, ...(showRows && list.total !== undefined ? { [state]: list.total } : {}) }
    : undefined;
  const totalPages = meta?.totalPages ?? 1;

  const go = (next: Partial<CandidateListParams>, replace = false) =>
    setSearch(writeListParams({ state, page, ...next }, search), { replace });

  // a page that no longer exists (candidates were deleted elsewhere): show the last one
  const lastPage = Math.max(1, meta?.totalPages ?? 1);
  const beyondEnd = meta !== undefined && !list.isPlaceholderData && page > lastPage;
  useEffect(() => {
    if (beyondEnd) setSearch(writeListParams({ state, page: lastPage }, search), { replace: true });
  }, [beyondEnd, lastPage, state, search, setSearch]);

  const remove = (candidate: Candidate) => {
    const name =
      candidate.name?.trim() ||
      candidate.cand_id ||
      translate('app.candidate_screen.this_candidate');
    deleteOne(
      'candidates',
      { id: candidate.id, previousData: candidate },
      {
        mutationMode: 'undoable',
        onSuccess: () =>
          notify('app.candidate_screen.deleted', {
            type: 'info',
            undoable: true,
            messageArgs: { name },
          }),
        onError: (error) => notifyError(error),
      },
    );
  };

  return (
    <Card sx={{ overflow: 'hidden' }}>
      <Stack
        direction={{ xs: 'column', md: 'row' }}
        alignItems={{ xs: 'stretch', md: 'center' }}
        justifyContent="space-between"
        spacing={1.5}
        sx={{ p: 2 }}
      >
        <CandidateFilterBar
          value={state}
          counts={counts}
          onChange={(next: SegregatedState) => {
            if (next !== state) go({ state: next, page: 1 });
          }}
        />
        <Button
          variant="contained"
          startIcon={<PersonAddAlt1Outlined />}
          onClick={() => setForm((f) => ({ open: true, candidate: null, key: f.key + 1 }))}
          sx={{ alignSelf: { xs: 'flex-start', md: 'center' }, flexShrink: 0 }}
        >
          {translate('app.candidate_screen.add_button')}
        </Button>
      </Stack>
      <Box sx={{ height: 3 }}>
        {list.isFetching && showRows ? <LinearProgress sx={{ height: 3 }} /> : null}
      </Box>
      <CandidateTable
        candidates={candidates}
        firstNumber={(page - 1) * CANDIDATE_PAGE_SIZE + 1}
        loading={!showRows}
        error={failed}
        onRetry={() => void list.refetch()}
        onEdit={(candidate) => setForm((f) => ({ open: true, candidate, key: f.key + 1 }))}
        onSchedule={(candidate) => setSchedule((s) => ({ open: true, candidate, key: s.key + 1 }))}
        onDelete={remove}
      />
      <CandidatePager page={page} totalPages={totalPages} onChange={(next) => go({ page: next })} />

      <CandidateFormDialog
        key={form.key}
        open={form.open}
        candidate={form.candidate}
        onClose={() => setForm((f) => ({ ...f, open: false }))}
        onExited={() => setForm((f) => ({ ...f, candidate: null }))}
      />
      <ScheduleInterviewDialog
        key={`schedule-${schedule.key}`}
        open={schedule.open}
        candidate={schedule.candidate}
        onClose={() => setSchedule((s) => ({ ...s, open: false }))}
        onExited={() => setSchedule((s) => ({ ...s, candidate: null }))}
      />
    </Card>
  );
}

export default CandidatesPage;
