// /manage-candidate: one server page of candidates (100), split by interview state; the filter
// buttons pick a bucket of that page. Add, edit, schedule an interview, delete (with undo).
import { Box, Card, LinearProgress } from '@mui/material';
import { CANDIDATE_PAGE_SIZE } from '../../dataProvider/candidates';
import { ScheduleInterviewDialog } from '../interviews/ScheduleInterviewDialog';
import { CandidateFormDialog } from './CandidateFormDialog';
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
  const remove = useDeleteCandidate();

  return (
    <Card sx={{ overflow: 'hidden' }}>
      <CandidatesToolbar
        state={list.state}
        counts={list.counts}
        onStateChange={(state) => list.go({ state, page: 1 })}
        onAdd={() => form.show(null)}
      />
      <Box sx={{ height: 3 }}>{list.refreshing ? <LinearProgress sx={{ height: 3 }} /> : null}</Box>
      <CandidateTable
        candidates={list.candidates}
        firstNumber={(list.page - 1) * CANDIDATE_PAGE_SIZE + 1}
        loading={list.loading}
        error={list.failed}
        onRetry={list.retry}
        onEdit={form.show}
        onSchedule={schedule.show}
        onDelete={remove}
      />
      <CandidatePager
        page={list.page}
        totalPages={list.totalPages}
        onChange={(page) => list.go({ page })}
      />

      <CandidateFormDialog key={form.key} {...popupProps(form)} onReloaded={form.replace} />
      <ScheduleInterviewDialog key={`schedule-${schedule.key}`} {...popupProps(schedule)} />
    </Card>
  );
}

/** What a popup about one candidate takes from its useCandidateDialog state. */
function popupProps({ open, candidate, close, exited }: ReturnType<typeof useCandidateDialog>) {
  return { open, candidate, onClose: close, onExited: exited };
}

export default CandidatesPage;
