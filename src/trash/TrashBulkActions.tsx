// The trash's actions on the selected candidates: restore them, or delete them forever (asked
// first). Each says how many it did and, of those it could not do, why; those stay selected.
import DeleteForeverIcon from '@mui/icons-material/DeleteForeverOutlined';
import RestoreIcon from '@mui/icons-material/RestoreFromTrashOutlined';
import { Box, Button } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useDataProvider, useListContext, useNotify, useTranslate } from 'react-admin';
import { ConfirmButton } from '../common/ConfirmButton';
import { useNotifyError } from '../common/useNotifyError';
import type { AppDataProvider, BulkAction, BulkOutcome } from '../dataProvider/types';
import { TRASH_RESOURCE } from './trashView';

const DONE_MESSAGE: Partial<Record<BulkAction, string>> = {
  restore: 'app.trash.bulk_restored',
  delete: 'app.trash.bulk_deleted',
};

/** `mayRestore`, `mayPurge`: what the member's role may do (the other button is absent). */
export function TrashBulkActions({
  mayRestore = true,
  mayPurge = true,
}: {
  mayRestore?: boolean;
  mayPurge?: boolean;
}) {
  const translate = useTranslate();
  const { selectedIds, onUnselectItems, onSelect } = useListContext();
  const run = useTrashBulkAction();
  const [busy, setBusy] = useState<BulkAction | null>(null);

  const act = async (action: BulkAction) => {
    setBusy(action);
    try {
      const outcome = await run(action, selectedIds);
      if (!outcome) return false;
      // what could not be done stays selected, to try again or look at
      if (outcome.failed.length > 0) onSelect(outcome.failed.map((f) => f.id));
      else onUnselectItems();
      return true;
    } finally {
      setBusy(null);
    }
  };

  return (
    <Box sx={{ display: 'flex', gap: 1 }}>
      {mayRestore ? (
        <Button
          size="small"
          variant="outlined"
          startIcon={<RestoreIcon />}
          disabled={busy !== null}
          onClick={() => void act('restore')}
        >
          {translate('app.trash.restore')}
        </Button>
      ) : null}
      {mayPurge ? (
        <ConfirmButton
          size="small"
          startIcon={<DeleteForeverIcon />}
          disabled={busy === 'restore'}
          label={translate('app.trash.delete_forever')}
          question={{
            title: 'app.trash.bulk_delete_title',
            content: 'app.trash.bulk_delete_body',
            confirm: 'app.trash.delete_forever',
            translateOptions: { smart_count: selectedIds.length },
          }}
          busy={busy === 'delete'}
          onConfirm={() => act('delete')}
        />
      ) : null}
    </Box>
  );
}

/** Runs the action on the ids, tells the admin the outcome, refreshes the lists; null if it failed. */
function useTrashBulkAction() {
  const dataProvider = useDataProvider<AppDataProvider>();
  const notify = useNotify();
  const notifyError = useNotifyError();
  const translate = useTranslate();
  const queryClient = useQueryClient();

  return async (action: BulkAction, ids: BulkOutcome['done']): Promise<BulkOutcome | null> => {
    let outcome: BulkOutcome;
    try {
      outcome = await dataProvider.candidateBulk(action, ids);
    } catch (error) {
      notifyError(error);
      return null;
    }
    const { done, failed } = outcome;
    const parts = [];
    if (done.length > 0) {
      parts.push(translate(DONE_MESSAGE[action] ?? '', { smart_count: done.length }));
    }
    if (failed.length > 0) {
      const reason = failed[0]?.msg ?? '';
      parts.push(translate('app.trash.bulk_failed', { smart_count: failed.length, reason }));
    }
    notify(parts.join(' '), {
      type: failed.length === 0 ? 'success' : done.length === 0 ? 'error' : 'warning',
      messageArgs: { _: parts.join(' ') },
    });
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: [TRASH_RESOURCE] }),
      queryClient.invalidateQueries({ queryKey: ['candidates'] }),
    ]);
    return outcome;
  };
}
