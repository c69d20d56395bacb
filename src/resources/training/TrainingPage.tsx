// /training (title 'AI Training'): the question bank, one set per domain. A row of domain buttons
// selects the set shown in the card; the popup adds or edits a set.
import AddIcon from '@mui/icons-material/Add';
import { Box, Button, Stack } from '@mui/material';
import { useState, type ReactNode } from 'react';
import { useMay } from '../../authProvider/useMay';
import { useTranslate, type Identifier } from 'react-admin';
import { RetryAlert } from '../../common/RetryAlert';
import { etagOf } from '../../dataProvider/etags';
import type { TrainingSet } from '../../dataProvider/types';
import { DeleteTrainingConfirm } from './DeleteTrainingConfirm';
import { DomainButtons } from './DomainButtons';
import { TrainingCard } from './TrainingCard';
import { TrainingEmptyState } from './TrainingEmptyState';
import { TrainingFormDialog } from './TrainingFormDialog';
import { TrainingLoadingState } from './TrainingLoadingState';
import { useQuestionFlags } from './useQuestionFlags';
import { useTrainingSetActions } from './useTrainingSetActions';
import { useTrainingSets } from './useTrainingSets';

type FormState = { open: false } | { open: true; record: TrainingSet | null };

export function TrainingPage() {
  const translate = useTranslate();
  const [selectedId, setSelectedId] = useState<Identifier | null>(null);
  const [form, setForm] = useState<FormState>({ open: false });
  const [toDelete, setToDelete] = useState<TrainingSet | null>(null);
  const { sets, isPending, error, refetch } = useTrainingSets();
  const flagOf = useQuestionFlags();
  const { save, remove, reload } = useTrainingSetActions({
    onSaved: setSelectedId,
    onDeleteDone: () => setToDelete(null),
    onReloaded: (record) => setForm({ open: true, record }),
  });

  // the chosen set, else the first one (the default, and after the chosen one is deleted)
  const selected = sets.find((set) => set.id === selectedId) ?? sets[0];
  const editedRecord = form.open ? form.record : null;

  // recruiters and reviewers read the training sets: no Add, Edit or Delete
  const mayChange = useMay('training', 'edit');
  const addButton = mayChange && (
    <Button
      variant="contained"
      startIcon={<AddIcon />}
      onClick={() => setForm({ open: true, record: null })}
    >
      {translate('app.training.add_button')}
    </Button>
  );

  let body: ReactNode;
  if (isPending) {
    body = <TrainingLoadingState />;
  } else if (error) {
    body = (
      <RetryAlert
        message="app.training.load_error"
        retryLabel="app.training.retry"
        onRetry={() => void refetch()}
      />
    );
  } else if (!selected) {
    body = <TrainingEmptyState action={addButton || null} />;
  } else {
    body = (
      <Stack spacing={3}>
        <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 2 }}>
          <DomainButtons sets={sets} selectedId={selected.id} onSelect={setSelectedId} />
          {addButton ? <Box sx={{ flexShrink: 0 }}>{addButton}</Box> : null}
        </Box>
        <TrainingCard
          key={selected.id}
          record={selected}
          onEdit={mayChange ? () => setForm({ open: true, record: selected }) : undefined}
          onDelete={mayChange ? () => setToDelete(selected) : undefined}
          flagOf={flagOf}
        />
      </Stack>
    );
  }

  return (
    <Box sx={{ maxWidth: 1200 }}>
      {body}
      <TrainingFormDialog
        // a set loaded again (a new version) starts a new form from it
        key={etagOf(editedRecord) ?? ''}
        open={form.open}
        record={editedRecord}
        onClose={() => setForm({ open: false })}
        onSubmit={(payload) => save(editedRecord, payload)}
        onReload={editedRecord ? () => void reload(editedRecord.id) : undefined}
      />
      <DeleteTrainingConfirm
        set={toDelete}
        deleting={remove.isPending}
        onConfirm={(set) => remove.mutate(set)}
        onClose={() => setToDelete(null)}
      />
    </Box>
  );
}

export default TrainingPage;
