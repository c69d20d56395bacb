// Retention (docs/retention.md) and backups (docs/backup.md): TRASH_RETENTION_DAYS, INTERVIEW_RETENTION_DAYS,
// BACKUP_DIR, BACKUP_EVERY_HOURS, BACKUP_KEEP, MAINTENANCE_POLL_MS.
import path from 'node:path';
import { ConfigError, parseWholeNumber } from './configParse.ts';

export interface DataCareConfig {
  /** TRASH_RETENTION_DAYS: candidates in the trash longer are deleted for good; 0 keeps them */
  trashRetentionDays: number;
  /** INTERVIEW_RETENTION_DAYS: answers of interviews completed longer ago are removed; unset: kept */
  interviewRetentionDays: number | undefined;
  /** BACKUP_DIR with BACKUP_EVERY_HOURS: scheduled backups; unset: none */
  backup: { dir: string; everyHours: number; keep: number } | undefined;
  /** MAINTENANCE_POLL_MS: how often a server looks for a due job (purge, retention, backup) */
  pollMs: number;
}

export function parseDataCareConfig(env: NodeJS.ProcessEnv): DataCareConfig {
  const interviewDays = env.INTERVIEW_RETENTION_DAYS?.trim()
    ? parseWholeNumber(env, 'INTERVIEW_RETENTION_DAYS', 0, 1, 36500)
    : undefined;
  const dir = env.BACKUP_DIR?.trim() || undefined;
  const everyHours = parseWholeNumber(env, 'BACKUP_EVERY_HOURS', 0, 0, 8760);
  const keep = parseWholeNumber(env, 'BACKUP_KEEP', 7, 1, 1000);
  if (dir && everyHours === 0) {
    throw new ConfigError('BACKUP_EVERY_HOURS', 'must be set (1 or more) when BACKUP_DIR is');
  }
  if (!dir && everyHours > 0) {
    throw new ConfigError('BACKUP_DIR', 'must be set when BACKUP_EVERY_HOURS is');
  }
  return {
    trashRetentionDays: parseWholeNumber(env, 'TRASH_RETENTION_DAYS', 30, 0, 36500),
    interviewRetentionDays: interviewDays,
    backup: dir ? { dir: path.resolve(dir), everyHours, keep } : undefined,
    pollMs: parseWholeNumber(env, 'MAINTENANCE_POLL_MS', 60_000, 10, 3_600_000),
  };
}
