// Jobs that run once across servers, every so often: the trash purge, interview retention,
// scheduled backups. Every server looks; the one that takes the job's row (runsRepository.ts's
// claimRun) runs it, records what it did and when it is due next; the others find it taken or not
// due. A server that dies during a run leaves its lease, which ends after `leaseMs`.
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../clock.ts';
import type { Db } from '../../db/engine.ts';
import { claimRun, ensureRun, finishRun } from './runsRepository.ts';

export interface ScheduledJob {
  name: string;
  /** from the end of one run to the next */
  everyMs: number;
  /** how long a server holds the job (its longest run, with room); 1 hour by default */
  leaseMs?: number;
  /** does the work; what it returns is kept as the run's result (JSON) */
  run(now: Date): Promise<Record<string, unknown>>;
}

export interface Schedule {
  /** runs every job that is due now and that no server holds; resolves with what each did */
  runDue(): Promise<Record<string, Record<string, unknown>>>;
  /** stops looking, and waits for a run under way */
  stop(): Promise<void>;
}

export interface ScheduleDeps {
  db: Db;
  clock: Clock;
  log: Pick<FastifyBaseLogger, 'warn' | 'info'>;
  /** how often a server looks for due jobs; 1 minute by default */
  pollMs?: number;
}

const HOUR = 3_600_000;

async function runJob(
  deps: ScheduleDeps,
  job: ScheduledJob,
): Promise<Record<string, unknown> | undefined> {
  const started = deps.clock.now();
  const leaseUntil = new Date(started.getTime() + (job.leaseMs ?? HOUR)).toISOString();
  const taken = await claimRun(deps.db, job.name, started.toISOString(), leaseUntil);
  if (!taken) return undefined;
  let result: Record<string, unknown>;
  try {
    result = { ok: true, ...(await job.run(started)) };
  } catch (err) {
    deps.log.warn({ err, job: job.name }, `The scheduled job ${job.name} failed`);
    result = { ok: false, error: (err as Error).message };
  }
  const finished = deps.clock.now();
  await finishRun(deps.db, job.name, {
    at: finished.toISOString(),
    nextAt: new Date(finished.getTime() + job.everyMs).toISOString(),
    result: JSON.stringify(result),
  });
  return result;
}

/** Starts looking for due jobs every `pollMs`; each job is first due at the first look. */
export function startSchedule(deps: ScheduleDeps, jobs: ScheduledJob[]): Schedule {
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> | undefined;
  // the jobs' rows, added at the first look (not at start: a server closed at once would
  // close its database under the inserts), and again after a look that could not add them
  let ready: Promise<unknown> | undefined;
  const ensured = () =>
    (ready ??= Promise.all(
      jobs.map((job) => ensureRun(deps.db, job.name, deps.clock.now().toISOString())),
    ).catch((err: unknown) => {
      ready = undefined;
      throw err;
    }));

  async function due(): Promise<Record<string, Record<string, unknown>>> {
    await ensured();
    const done: Record<string, Record<string, unknown>> = {};
    for (const job of jobs) {
      if (stopped) break;
      const result = await runJob(deps, job);
      if (result) done[job.name] = result;
    }
    return done;
  }

  const runDue = () => {
    // one look at a time in a server; a call meanwhile waits for it and looks again
    const next = (running ?? Promise.resolve()).then(due, due);
    running = next.catch(() => undefined);
    return next;
  };

  const tick = () => {
    timer = undefined;
    runDue()
      .catch((err: unknown) => deps.log.warn({ err }, 'The scheduled jobs could not run'))
      .finally(() => {
        if (!stopped) timer = setTimeout(tick, deps.pollMs ?? 60_000).unref();
      });
  };
  if (jobs.length > 0) timer = setTimeout(tick, deps.pollMs ?? 60_000).unref();

  return {
    runDue,
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      await running;
    },
  };
}
