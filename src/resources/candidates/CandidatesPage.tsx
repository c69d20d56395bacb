// /manage-candidate: one server page of candidates (100), split by interview state; the filter
// buttons pick a bucket of that page. Add, edit, schedule an interview, delete (with undo).
import { Alert, Box, Card, LinearProgress } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import type { Candidate } from '../../dataProvider/types';
import { useEventCallback } from '@mui/material/utils';
import { CandidateFormPopup, ImportResumesPopup, SchedulePopup } from './candidatePopups';
import { CandidateBulkBar } from './CandidateBulkBar';
import { CandidatePager } from './CandidatePager';
import { CandidatesToolbar } from './CandidatesToolbar';
import { CandidateTable } from './CandidateTable';
import { useCandidateDialog } from './useCandidateDialog';
import { useCandidateExport } from './useCandidateExport';
import { useCandidateList } from './useCandidateList';
import { useCandidateSelection } from './useCandidateSelection';
import { useCandidateView } from './useCandidateView';
import { useDeleteCandidate, useTrashCandidates } from './useDeleteCandidate';

export function CandidatesPage() {
  const list = useCandidateList();
  const form = useCandidateDialog();
  const schedule = useCandidateDialog();
  const deleteOne = useDeleteCandidate();
  const onRetry = useEventCallback(list.retry);
  const onSort = useEventCallback(list.sorting.toggle);
  const view = useCandidateView(list);
  const selection = useCandidateSelection(view.rows.candidates);
  const trash = useTrashCandidates();
  const onDelete = useEventCallback((candidate: Candidate) => {
    selection.unselect([candidate.id]);
    deleteOne(candidate);
  });
  const translate = useTranslate();
  const [importing, setImporting] = useState(false);
  const { search, sorting } = list;
  const exporter = useCandidateExport({
    q: search.q.trim(),
    state: list.state,
    sort: sorting.sort,
    order: sorting.order,
  });

  return (
    <Card sx={{ overflow: 'hidden' }}>
      <CandidatesToolbar
        state={list.state}
        counts={list.counts}
        // spec section 4: changing the filter resets page to 1 (its buttons then count page 1)
        onStateChange={(state) => list.go({ state, page: 1 })}
        search={search.q}
        onSearch={search.set}
        // offered where the server has the extensions (its lists echo their search and sort)
        onExport={sorting.sortable ? () => void exporter.run() : undefined}
        exporting={exporter.exporting}
        onAdd={() => form.show(null)}
        onAddIntent={CandidateFormPopup.preload}
        onImport={() => setImporting(true)}
        onImportIntent={ImportResumesPopup.preload}
      />
      {search.unavailable ? (
        <Alert severity="warning" sx={{ mx: 2, mb: 1 }}>
          {translate('app.candidate_screen.search_unavailable', { q: search.q.trim() })}
        </Alert>
      ) : null}
      {selection.ids.length > 0 ? (
        <CandidateBulkBar
          count={selection.ids.length}
          elsewhere={selection.elsewhere}
          onTrash={() => {
            trash([...selection.ids]);
            selection.clear();
          }}
          onClear={selection.clear}
        />
      ) : null}
      <Box sx={{ height: 3 }}>{list.refreshing ? <LinearProgress sx={{ height: 3 }} /> : null}</Box>
      <CandidateTable
        {...view.rows}
        searched={search.applied ? search.q.trim() : ''}
        sort={sorting.sort}
        order={sorting.order}
        onSort={sorting.sortable ? onSort : undefined}
        onRetry={onRetry}
        onEdit={form.show}
        onSchedule={schedule.show}
        onDelete={onDelete}
        selection={selection.table}
      />
      {view.pager.shown ? (
        <CandidatePager
          page={view.pager.page}
          totalPages={view.pager.totalPages}
          onChange={(page) => list.go({ page })}
        />
      ) : null}

      <CandidateFormPopup key={form.key} {...popupProps(form)} onReloaded={form.replace} />
      <SchedulePopup key={`schedule-${schedule.key}`} {...popupProps(schedule)} />
      <ImportResumesPopup open={importing} onClose={() => setImporting(false)} />
    </Card>
  );
}

/** What a popup about one candidate takes from its useCandidateDialog state. */
function popupProps({ open, candidate, close, exited }: ReturnType<typeof useCandidateDialog>) {
  return { open, candidate, onClose: close, onExited: exited };
}

export default CandidatesPage;
