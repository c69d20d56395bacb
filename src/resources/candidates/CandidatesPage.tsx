// /manage-candidate: one server page of candidates (100), split by interview state; the filter
// buttons pick a bucket of that page. Add, edit, schedule an interview, delete (with undo).
import { Box, Card, LinearProgress } from '@mui/material';
import { useEventCallback } from '@mui/material/utils';
import { useDeferredValue, useMemo } from 'react';
import { CANDIDATE_PAGE_SIZE } from '../../dataProvider/candidates';
import { CandidateFormPopup, SchedulePopup } from './candidatePopups';
import { CandidatePager } from './CandidatePager';
import { CandidatesToolbar } from './CandidatesToolbar';
import { CandidateTable } from './CandidateTable';
import { useCandidateDialog } from './useCandidateDialog';
import { useCandidateList } from './useCandidateList';
import { useDeleteCandidate } from './useDeleteCandidate';

export function CandidatesPage() {
  const list = useCandidateList();
  const form = useCandidateDialog();
  const schedule = useCandidateDialog();
  const onDelete = useEventCallback(useDeleteCandidate());
  const onRetry = useEventCallback(list.retry);
  const firstNumber = (list.page - 1) * CANDIDATE_PAGE_SIZE + 1;
  const next = useMemo(
    () => ({
      candidates: list.candidates,
      loading: list.loading,
      error: list.failed,
      firstNumber,
    }),
    [list.candidates, list.loading, list.failed, firstNumber],
  );
  // The list's answer arrives as an urgent update: a page of rows replacing the skeleton renders
  // in the background instead, in slices that leave the main thread free, while the skeleton
  // stays. Anything else (a row deleted, the skeleton itself) shows at once.
  const deferred = useDeferredValue(next);
  const table = deferred.loading && !next.loading ? deferred : next;

  return (
    <Card sx={{ overflow: 'hidden' }}>
      <CandidatesToolbar
        state={list.state}
        counts={list.counts}
        onStateChange={(state) => list.go({ state, page: 1 })}
        onAdd={() => form.show(null)}
        onAddIntent={CandidateFormPopup.preload}
      />
      <Box sx={{ height: 3 }}>{list.refreshing ? <LinearProgress sx={{ height: 3 }} /> : null}</Box>
      <CandidateTable
        {...table}
        onRetry={onRetry}
        onEdit={form.show}
        onSchedule={schedule.show}
        onDelete={onDelete}
      />
      <CandidatePager
        page={list.page}
        totalPages={list.totalPages}
        onChange={(page) => list.go({ page })}
      />

      <CandidateFormPopup key={form.key} {...popupProps(form)} onReloaded={form.replace} />
      <SchedulePopup key={`schedule-${schedule.key}`} {...popupProps(schedule)} />
    </Card>
  );
}

/** What a popup about one candidate takes from its useCandidateDialog state. */
function popupProps({ open, candidate, close, exited }: ReturnType<typeof useCandidateDialog>) {
  return { open, candidate, onClose: close, onExited: exited };
}

export default CandidatesPage;
