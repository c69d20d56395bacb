// /manage-candidate: one server page of candidates (100), split by interview state; the filter
// buttons pick a bucket of that page. Add, edit, schedule an interview, delete (with undo); the
// selected candidates to the trash, or an interview for each.
import { Alert, Box, Card, LinearProgress } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { useMay } from '../../authProvider/useMay';
import type { Candidate } from '../../dataProvider/types';
import { useEventCallback } from '@mui/material/utils';
import {
  BulkSchedulePopup,
  CandidateFormPopup,
  ImportResumesPopup,
  SchedulePopup,
} from './candidatePopups';
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
  const [bulkScheduling, setBulkScheduling] = useState(false);
  // what the member's role may do here (common/permissions.ts); the rest is not offered
  const may = {
    add: useMay('candidates', 'create'),
    edit: useMay('candidates', 'edit'),
    trash: useMay('candidates', 'delete'),
    export: useMay('candidates', 'export'),
    schedule: useMay('interviews', 'create'),
  };
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
        onExport={sorting.sortable && may.export ? () => void exporter.run() : undefined}
        exporting={exporter.exporting}
        onAdd={may.add ? () => form.show(null) : undefined}
        onAddIntent={CandidateFormPopup.preload}
        onImport={may.add ? () => setImporting(true) : undefined}
        onImportIntent={ImportResumesPopup.preload}
      />
      {search.unavailable ? (
        <Alert severity="warning" sx={{ mx: 2, mb: 1 }}>
          {translate('app.candidate_screen.search_unavailable', { q: search.q.trim() })}
        </Alert>
      ) : null}
      {selection.ids.length > 0 && (may.trash || may.schedule) ? (
        <CandidateBulkBar
          count={selection.ids.length}
          elsewhere={selection.elsewhere}
          onTrash={
            may.trash
              ? () => {
                  trash([...selection.ids]);
                  selection.clear();
                }
              : undefined
          }
          onSchedule={may.schedule ? () => setBulkScheduling(true) : undefined}
          onScheduleIntent={BulkSchedulePopup.preload}
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
        onEdit={may.edit ? form.show : undefined}
        onSchedule={may.schedule ? schedule.show : undefined}
        onDelete={may.trash ? onDelete : undefined}
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
      <BulkSchedulePopup
        open={bulkScheduling}
        candidateIds={selection.ids}
        nameOf={selection.nameOf}
        onClose={() => setBulkScheduling(false)}
        // the scheduled leave the selection; those that failed stay, to try again
        onScheduled={(ids) => selection.unselect(ids.map(String))}
      />
    </Card>
  );
}

/** What a popup about one candidate takes from its useCandidateDialog state. */
function popupProps({ open, candidate, close, exited }: ReturnType<typeof useCandidateDialog>) {
  return { open, candidate, onClose: close, onExited: exited };
}

export default CandidatesPage;
