// The scheduled backups' state (GET /admin/backups, reference server, docs/backup.md): whether
// they are on, and how the last one went. The platform has no such call: its 404 hides the panel.
import type { BackupStatus } from '../../common/backups';
import type { Client } from './httpClient';
import { objectOf } from './records';

export type { BackupStatus, LastBackup } from '../../common/backups';

export interface BackupMethods {
  getBackupStatus(): Promise<BackupStatus>;
}

const numberOrNull = (value: unknown) =>
  typeof value === 'number' && Number.isFinite(value) ? value : null;
const textOrNull = (value: unknown) => (typeof value === 'string' ? value : null);

export function toBackupStatus(value: unknown): BackupStatus {
  const record = objectOf(value);
  const last = record.last ? objectOf(record.last) : null;
  return {
    scheduled: record.scheduled === true,
    every_hours: numberOrNull(record.every_hours),
    keep: numberOrNull(record.keep),
    last: last && {
      at: textOrNull(last.at) ?? '',
      file: textOrNull(last.file),
      bytes: numberOrNull(last.bytes),
      ok: last.ok === true,
      error: textOrNull(last.error),
    },
  };
}

export function createBackupMethods(apiUrl: string, client: Client): BackupMethods {
  return {
    async getBackupStatus() {
      const { json } = await client(`${apiUrl}/admin/backups`);
      return toBackupStatus(json);
    },
  };
}
