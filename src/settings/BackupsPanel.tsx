// Backups (Settings, issue 53): for owners and admins, when the server last backed up all data on
// its schedule, and how big that backup is; or that none was made yet, why the last one failed,
// or that scheduled backups are off and how to turn them on. A server without the call (the
// platform) shows no panel.
import { Alert, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { RetryAlert } from '../common/RetryAlert';
import type { BackupStatus, LastBackup } from '../dataProvider/backups';
import { formatDateTime } from '../dates/dates';
import { formatBytes } from '../../common/bytes';
import { useBackupStatus } from './backupsQuery';
import { SettingsPanel } from './SettingsPanel';

export function BackupsPanel() {
  const status = useBackupStatus();
  // nothing until the server has answered: the platform's panel would only flash and go
  if (status.unsupported || status.isPending) return null;
  return (
    <SettingsPanel title="app.settings.backups_title" subtitle="app.settings.backups_subtitle">
      {status.isError ? (
        <RetryAlert
          message="app.settings.backups_load_error"
          retryLabel="app.settings.retry"
          onRetry={() => void status.refetch()}
        />
      ) : (
        <BackupsState status={status.data} />
      )}
    </SettingsPanel>
  );
}

function BackupsState({ status }: { status: BackupStatus }) {
  const translate = useTranslate();
  return (
    <Stack spacing={1.5}>
      {status.scheduled ? (
        <Typography variant="body2">
          {translate('app.settings.backups_schedule', {
            smart_count: status.every_hours ?? 0,
            keep: status.keep ?? 0,
          })}
        </Typography>
      ) : (
        <Alert severity="info" role="note">
          {translate('app.settings.backups_off')}
        </Alert>
      )}
      {status.last ? (
        <Last last={status.last} />
      ) : status.scheduled ? (
        <Typography variant="body2" color="text.secondary">
          {translate('app.settings.backups_none')}
        </Typography>
      ) : null}
    </Stack>
  );
}

function Last({ last }: { last: LastBackup }) {
  const translate = useTranslate();
  const at = formatDateTime(last.at);
  if (!last.ok) {
    return (
      <Alert severity="error">
        {translate('app.settings.backups_failed', { at, error: last.error ?? '' })}
      </Alert>
    );
  }
  return (
    <Typography variant="body2">
      {translate('app.settings.backups_last', {
        at,
        size: last.bytes === null ? '—' : formatBytes(last.bytes),
        file: last.file ?? '',
      })}
    </Typography>
  );
}
