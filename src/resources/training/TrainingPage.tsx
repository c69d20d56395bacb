// /training (title 'AI Training'): the question bank, one set per domain. A row of domain buttons
// selects the set shown in the card; the popup adds or edits a set.
import AddIcon from '@mui/icons-material/Add';
import SchoolOutlinedIcon from '@mui/icons-material/SchoolOutlined';
import { Alert, Box, Button, Card, CardContent, Skeleton, Stack, Typography } from '@mui/material';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState, type ReactNode } from 'react';
import {
  Confirm,
  useDataProvider,
  useGetList,
  useNotify,
  useTranslate,
  type Identifier,
} from 'react-admin';
import { useNotifyError } from '../../common/useNotifyError';
import type { AppDataProvider, TrainingSet } from '../../dataProvider/types';
import { SKILLS_QUERY_KEY } from '../../layout/useStartupData';
import { capitalise } from './capitalise';
import { TrainingCard } from './TrainingCard';
import { TrainingFormDialog } from './TrainingFormDialog';
import type { draftToPayload } from './trainingDraft';

const RESOURCE = 'training';

type FormState = { open: false } | { open: true; record: TrainingSet | null };

export function TrainingPage() {
  const translate = useTranslate();
  const notify = useNotify();
  const notifyError = useNotifyError();
  const dataProvider = useDataProvider<AppDataProvider>();
  const queryClient = useQueryClient();
  const [selectedId, setSelectedId] = useState<Identifier | null>(null);
  const [form, setForm] = useState<FormState>({ open: false });
  const [toDelete, setToDelete] = useState<TrainingSet | null>(null);

  const {
    data: sets = [],
    isPending,
    error,
    refetch,
  } = useGetList<TrainingSet>(
    RESOURCE,
    { pagination: { page: 1, perPage: 1000 }, sort: { field: 'last_updated', order: 'DESC' } },
    { retry: false },
  );

  useEffect(() => {
    if (error) console.error('Loading the training data failed', error);
  }, [error]);

  // the chosen set, else the first one (the default, and after the chosen one is deleted)
  const selected = sets.find((set) => set.id === selectedId) ?? sets[0];

  const reloadList = () => queryClient.invalidateQueries({ queryKey: [RESOURCE] });

  const save = async (payload: ReturnType<typeof draftToPayload>) => {
    const record = form.open ? form.record : null;
    try {
      const result = record
        ? await dataProvider.update<TrainingSet>(RESOURCE, {
            id: record.id,
            data: payload,
            previousData: record,
          })
        : await dataProvider.create<TrainingSet>(RESOURCE, { data: payload });
      notify(record ? 'app.training.updated' : 'app.training.added', { type: 'success' });
      if (result.data?.id !== undefined && result.data.id !== '') setSelectedId(result.data.id);
      // a new domain is also a new skill: the candidate form's options follow
      void queryClient.invalidateQueries({ queryKey: SKILLS_QUERY_KEY });
      await reloadList();
    } catch (saveError) {
      console.error('Saving the training data failed', saveError);
      notifyError(saveError);
      throw saveError;
    }
  };

  const remove = useMutation({
    mutationFn: (set: TrainingSet) =>
      dataProvider.delete<TrainingSet>(RESOURCE, { id: set.id, previousData: set }),
    onSuccess: async (result) => {
      const msg = typeof result.meta?.msg === 'string' ? result.meta.msg : '';
      notify(msg || 'app.training.deleted', { type: 'success' });
      await reloadList();
      setToDelete(null);
    },
    onError: (deleteError) => {
      console.error('Deleting the training data failed', deleteError);
      notifyError(deleteError);
      setToDelete(null);
    },
  });

  const openAdd = () => setForm({ open: true, record: null });
  const addButton = (
    <Button variant="contained" startIcon={<AddIcon />} onClick={openAdd}>
      {translate('app.training.add_button')}
    </Button>
  );

  let body;
  if (isPending) {
    body = <LoadingState />;
  } else if (error) {
    body = (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => void refetch()}>
            {translate('app.training.retry')}
          </Button>
        }
      >
        {translate('app.training.load_error')}
      </Alert>
    );
  } else if (!selected) {
    body = <EmptyState action={addButton} />;
  } else {
    body = (
      <Stack spacing={3}>
        <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 2 }}>
          <Box
            role="group"
            aria-label={translate('app.training.domains')}
            sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, flex: 1 }}
          >
            {sets.map((set) => {
              const isSelected = set.id === selected.id;
              return (
                <Button
                  key={set.id}
                  variant={isSelected ? 'contained' : 'outlined'}
                  color={isSelected ? 'primary' : 'inherit'}
                  aria-pressed={isSelected}
                  onClick={() => setSelectedId(set.id)}
                  sx={
                    isSelected
                      ? undefined
                      : {
                          bgcolor: 'background.paper',
                          borderColor: 'divider',
                          color: 'text.primary',
                        }
                  }
                >
                  {capitalise(set.domain)}
                </Button>
              );
            })}
          </Box>
          <Box sx={{ flexShrink: 0 }}>{addButton}</Box>
        </Box>
        <TrainingCard
          key={selected.id}
          record={selected}
          onEdit={() => setForm({ open: true, record: selected })}
          onDelete={() => setToDelete(selected)}
        />
      </Stack>
    );
  }

  return (
    <Box sx={{ maxWidth: 1200 }}>
      {body}
      <TrainingFormDialog
        open={form.open}
        record={form.open ? form.record : null}
        onClose={() => setForm({ open: false })}
        onSubmit={save}
      />
      <Confirm
        isOpen={toDelete !== null}
        loading={remove.isPending}
        title="app.training.delete_title"
        titleTranslateOptions={{ domain: capitalise(toDelete?.domain ?? '') }}
        content="app.training.delete_content"
        contentTranslateOptions={{ smart_count: toDelete?.questions.length ?? 0 }}
        confirm="ra.action.delete"
        onConfirm={() => {
          if (toDelete) remove.mutate(toDelete);
        }}
        onClose={() => {
          if (!remove.isPending) setToDelete(null);
        }}
      />
    </Box>
  );
}

function LoadingState() {
  return (
    <Stack spacing={3} aria-busy="true">
      <Box sx={{ display: 'flex', gap: 1 }}>
        {[96, 120, 84].map((width) => (
          <Skeleton key={width} variant="rounded" width={width} height={36} />
        ))}
      </Box>
      <Card>
        <CardContent sx={{ p: 3 }}>
          <Skeleton variant="text" width="30%" height={40} />
          <Skeleton variant="text" width="20%" />
          {[0, 1, 2].map((row) => (
            <Skeleton key={row} variant="rounded" height={72} sx={{ mt: 1.5 }} />
          ))}
        </CardContent>
      </Card>
    </Stack>
  );
}

function EmptyState({ action }: { action: ReactNode }) {
  const translate = useTranslate();
  return (
    <Card>
      <CardContent
        sx={{
          display: 'flex',
          flexDirection: 'column',
          alignItems: 'center',
          textAlign: 'center',
          gap: 1.5,
          py: 8,
          px: 3,
        }}
      >
        <Box
          sx={{
            display: 'grid',
            placeItems: 'center',
            width: 56,
            height: 56,
            borderRadius: 3,
            color: 'primary.main',
            bgcolor: 'rgba(79, 70, 229, 0.1)',
          }}
        >
          <SchoolOutlinedIcon />
        </Box>
        <Typography variant="h6" component="h2">
          {translate('app.training.empty_title')}
        </Typography>
        <Typography color="text.secondary" sx={{ maxWidth: 420, mb: 1 }}>
          {translate('app.training.empty_body')}
        </Typography>
        {action}
      </CardContent>
    </Card>
  );
}

export default TrainingPage;
