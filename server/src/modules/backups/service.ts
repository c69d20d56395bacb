// What GET /admin/backups tells an owner or admin: whether backups are scheduled, and how the last
// scheduled backup went (the schedule keeps its result in scheduled_runs.last_result).
import type { BackupStatus, LastBackup } from '../../../../common/backups.ts';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/engine.ts';
import { readRun } from '../maintenance/runsRepository.ts';
import { BACKUP_JOB } from './job.ts';

export async function backupStatus(db: Db, config: Config): Promise<BackupStatus> {
  const settings = config.dataCare.backup;
  const run = await readRun(db, BACKUP_JOB);
  let last: LastBackup | null = null;
  if (run?.last_finished_at) {
    let result: Record<string, unknown> = {};
    try {
      result = JSON.parse(run.last_result) as Record<string, unknown>;
    } catch {
      // an unreadable result is shown as a run that did not succeed
    }
    const ok = result.ok === true;
    last = {
      at: typeof result.at === 'string' ? result.at : run.last_finished_at,
      file: typeof result.file === 'string' ? result.file : null,
      bytes: typeof result.bytes === 'number' ? result.bytes : null,
      ok,
      error: ok ? null : typeof result.error === 'string' ? result.error : 'The backup failed.',
    };
  }
  return {
    scheduled: settings !== undefined,
    every_hours: settings?.everyHours ?? null,
    keep: settings?.keep ?? null,
    last,
  };
}
