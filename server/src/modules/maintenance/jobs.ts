// The jobs every server schedules (schedule.ts runs each once across servers): the trash purge,
// interview retention and scheduled backups, each as configured (docs/retention.md, docs/backup.md).
import type { Clock } from '../../clock.ts';
import type { Config } from '../../config.ts';
import type { Db, Engine } from '../../db/engine.ts';
import { backupJob } from '../backups/job.ts';
import type { ResumeStorage } from '../resumes/storage.ts';
import { interviewRetentionJob } from '../retention/interviewRetention.ts';
import { trashPurgeJob } from '../retention/trashPurge.ts';
import type { ScheduledJob } from './schedule.ts';

export interface MaintenanceDeps {
  db: Db;
  engine: Engine;
  resumes: ResumeStorage;
  clock: Clock;
  config: Config;
}

export function maintenanceJobs(deps: MaintenanceDeps): ScheduledJob[] {
  const jobs: ScheduledJob[] = [];
  jobs.push(...trashPurgeJob(deps, deps.config.dataCare.trashRetentionDays));
  jobs.push(...interviewRetentionJob(deps, deps.config.dataCare.interviewRetentionDays));
  jobs.push(...backupJob(deps.config));
  return jobs;
}
