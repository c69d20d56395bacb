// The scheduled backups' state (GET /admin/backups, reference server, docs/backup.md): whether
// they are on, and how the last one went. The platform has no such call: its 404 hides the panel.
import type { Client } from './httpClient';
import { objectOf } from './records';

export interface LastBackup {
  /** ISO time the backup was taken */
  at: string;
  /** the file's name in BACKUP_DIR; null when it failed */
  file: string | null;
  bytes: number | null;
  ok: boolean;
  /** what went wrong, in plain words; null when it worked */
  error: string | null;
}

export interface BackupStatus {
  scheduled: boolean;
  every_hours: number | null;
  keep: number | null;
  last: LastBackup | null;
}

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
