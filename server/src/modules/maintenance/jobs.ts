// The jobs every server schedules (schedule.ts runs each once across servers): the trash purge,
// interview retention and scheduled backups, each as configured (docs/retention.md, docs/backup.md).
import type { Clock } from '../../clock.ts';
import type { Config } from '../../config.ts';
import type { Db, Engine } from '../../db/engine.ts';
import type { ResumeStorage } from '../resumes/storage.ts';
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
  void deps;
  return jobs;
}
