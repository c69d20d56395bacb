// What GET /admin/backups answers (docs/backup.md): the server writes it, the console reads it.

/** How the last scheduled backup went. */
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

/** Whether backups are scheduled (BACKUP_DIR, BACKUP_EVERY_HOURS, BACKUP_KEEP), and the last. */
export interface BackupStatus {
  scheduled: boolean;
  every_hours: number | null;
  keep: number | null;
  last: LastBackup | null;
}
