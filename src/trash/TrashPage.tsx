// /trash ('Deleted Candidates'): soft-deleted candidates with Restore and Delete forever.
import DeleteForeverIcon from '@mui/icons-material/DeleteForeverOutlined';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import RestoreIcon from '@mui/icons-material/RestoreFromTrashOutlined';
import { Box, Button, Typography } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import {
  DataTable,
  useDelete,
  useListContext,
  useNotify,
  useTranslate,
  useUpdate,
} from 'react-admin';
import { useMay } from '../authProvider/useMay';
import { DateTimeText } from '../common/DateTimeText';
import { TWO_LINES_AT_MOST } from '../common/longValues';
import type { Candidate } from '../dataProvider/types';
import { actionsColumn } from '../common/actionsColumn';
import { ConfirmButton } from '../common/ConfirmButton';
import { EmptyState } from '../common/EmptyState';
import { useNotifyError } from '../common/useNotifyError';
import { ListScreen } from '../common/ListScreen';
import { SearchField } from '../common/SearchField';
import { STICKY_COLUMN } from '../common/stickyColumn';
import { TrashBulkActions } from './TrashBulkActions';
import { PurgeDate, TrashRetentionNote, useTrashRetentionDays } from './TrashRetention';
import { TRASH_RESOURCE, TRASH_VIEW } from './trashView';

export function TrashPage() {
  // restoring is changing candidates; deleting for good is owners' and admins' alone
  const mayRestore = useMay('trash', 'edit');
  const mayPurge = useMay('trash', 'delete');
  return (
    <ListScreen
      view={TRASH_VIEW}
      loadError="app.trash.load_failed"
      empty={
        <EmptyState
          icon={<DeleteOutlineIcon />}
          title="app.trash.empty_title"
          body="app.trash.empty_body"
        />
      }
    >
      <TrashSearch />
      <TrashRetentionNote />
      <TrashTable mayRestore={mayRestore} mayPurge={mayPurge} />
    </ListScreen>
  );
}

/** The trashed candidates; with the day each goes for good when the server deletes them. */
function TrashTable({ mayRestore, mayPurge }: { mayRestore: boolean; mayPurge: boolean }) {
  const purged = (useTrashRetentionDays() ?? 0) > 0;
  return (
    <DataTable<Candidate>
      bulkActionButtons={
        mayRestore || mayPurge ? (
          <TrashBulkActions mayRestore={mayRestore} mayPurge={mayPurge} />
        ) : (
          false
        )
      }
      rowClick={false}
      empty={<NoMatch />}
    >
      <DataTable.Col<Candidate>
        source="name"
        label="app.candidates.col_name"
        cellClassName={STICKY_COLUMN}
        headerClassName={STICKY_COLUMN}
        render={(record) => (
          <Box sx={{ display: 'flex', flexDirection: 'column' }}>
            <Placeheld value={record.name} missing="app.candidates.no_name" strong twoLines />
            <Placeheld value={record.cand_id} missing="app.candidates.no_id" monospace caption />
          </Box>
        )}
      />
      <DataTable.Col<Candidate>
        source="email"
        label="app.candidates.col_email"
        render={(record) => (
          <Placeheld
            value={record.email}
            missing="app.candidates.no_email"
            // the day of going for good takes a column: the table still fits 1366 px
            maxWidth={purged ? '9rem' : undefined}
          />
        )}
      />
      <DataTable.Col<Candidate>
        label="app.candidates.col_phone"
        disableSort
        render={(record) => <Placeheld value={record.phone} missing="app.candidates.no_phone" />}
      />
      <DataTable.Col<Candidate>
        source="created_at"
        label="app.candidates.col_registered"
        render={(record) => <DateTimeText value={record.created_at} />}
      />
      {purged ? (
        <DataTable.Col<Candidate>
          source="purge_at"
          label="app.trash.col_purge"
          // the day follows the day of the move: the server sorts by neither
          disableSort
          render={(record) => <PurgeDate value={record.purge_at} />}
        />
      ) : null}
      {actionsColumn<Candidate>('app.trash.col_actions', (record) => (
        <TrashRowActions candidate={record} />
      ))}
    </DataTable>
  );
}

/** A value, or the spec's placeholder ('No Email', ...) in a muted colour. */
function Placeheld({
  value,
  missing,
  strong,
  monospace,
  caption,
  twoLines,
  maxWidth = '14rem',
}: {
  value: unknown;
  missing: string;
  strong?: boolean;
  monospace?: boolean;
  caption?: boolean;
  /** two lines at most (a name, as the candidates table shows it), rather than one */
  twoLines?: boolean;
  /** of a one-line value, ending in an ellipsis */
  maxWidth?: string;
}) {
  const translate = useTranslate();
  const text = typeof value === 'string' ? value.trim() : '';
  return (
    <Typography
      variant={caption ? 'caption' : 'body2'}
      component="span"
      color={text && !caption ? 'text.primary' : 'text.secondary'}
      // a long value ends in an ellipsis instead of widening the table: the whole on hover
      title={text || undefined}
      sx={{
        ...(twoLines
          ? TWO_LINES_AT_MOST
          : {
              display: 'block',
              maxWidth,
              overflow: 'hidden',
              textOverflow: 'ellipsis',
              whiteSpace: 'nowrap',
            }),
        fontWeight: strong && text ? 600 : undefined,
        fontFamily: monospace && text ? 'monospace' : undefined,
      }}
    >
      {text || translate(missing)}
    </Typography>
  );
}

/** Filters the trash by name, email or ID (the provider searches `q`). */
function TrashSearch() {
  const { filterValues, setFilters } = useListContext();
  const applied = typeof filterValues.q === 'string' ? filterValues.q : '';
  const [text, setText] = useState(applied);
  useEffect(() => setText(applied), [applied]);
  return (
    <Box sx={{ p: 2, borderBottom: 1, borderColor: 'divider' }}>
      <SearchField
        placeholder="app.trash.search"
        value={text}
        onChange={(value) => {
          setText(value);
          const q = value.trim();
          setFilters(q ? { q } : {}, undefined, true);
        }}
        sx={{ width: { xs: '100%', sm: 320 } }}
      />
    </Box>
  );
}

function TrashRowActions({ candidate }: { candidate: Candidate }) {
  const translate = useTranslate();
  const mayRestore = useMay('trash', 'edit');
  const mayPurge = useMay('trash', 'delete');
  const notify = useNotify();
  const queryClient = useQueryClient();
  const [update, { isPending: restoring }] = useUpdate<Candidate>();
  const [remove, { isPending: deleting }] = useDelete<Candidate>();
  const name = candidate.name?.trim() || translate('app.candidates.no_name');
  const { selectedIds, onToggleItem } = useListContext();
  // a candidate restored or deleted on its own leaves the selection too
  const leaveSelection = () => {
    if (selectedIds.includes(candidate.id)) onToggleItem(candidate.id);
  };

  const refreshCandidates = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: [TRASH_RESOURCE] }),
      queryClient.invalidateQueries({ queryKey: ['candidates'] }),
    ]);

  const fail = useNotifyError();

  const restore = async () => {
    try {
      await update(
        TRASH_RESOURCE,
        { id: candidate.id, data: { deleted: false }, previousData: candidate },
        { returnPromise: true },
      );
      notify('app.trash.restored', { type: 'success', messageArgs: { name } });
      leaveSelection();
      await refreshCandidates();
    } catch (error) {
      fail(error);
    }
  };

  const deleteForever = async () => {
    try {
      await remove(
        TRASH_RESOURCE,
        { id: candidate.id, previousData: candidate },
        { mutationMode: 'pessimistic', returnPromise: true },
      );
      notify('app.trash.deleted', { type: 'success', messageArgs: { name } });
      leaveSelection();
      void refreshCandidates();
      return true;
    } catch (error) {
      fail(error);
      return false;
    }
  };

  return (
    <Box sx={{ display: 'flex', gap: 1, justifyContent: 'flex-end', whiteSpace: 'nowrap' }}>
      {mayRestore ? (
        <Button
          size="small"
          variant="outlined"
          startIcon={<RestoreIcon />}
          disabled={restoring || deleting}
          aria-label={translate('app.trash.restore_label', { name })}
          onClick={() => void restore()}
        >
          {translate('app.trash.restore')}
        </Button>
      ) : null}
      {mayPurge ? (
        <ConfirmButton
          size="small"
          startIcon={<DeleteForeverIcon />}
          disabled={restoring}
          aria-label={translate('app.trash.delete_label', { name })}
          label={translate('app.trash.delete_forever')}
          question={{
            title: 'app.trash.delete_title',
            content: 'app.trash.delete_body',
            confirm: 'app.trash.delete_forever',
            translateOptions: { name },
          }}
          busy={deleting}
          onConfirm={deleteForever}
        />
      ) : null}
    </Box>
  );
}

function NoMatch() {
  const translate = useTranslate();
  return (
    <Typography color="text.secondary" sx={{ p: 3, textAlign: 'center' }} role="status">
      {translate('app.trash.no_match')}
    </Typography>
  );
}

export default TrashPage;
