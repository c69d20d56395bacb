// The schedule of jobs that run once across servers (modules/maintenance/schedule.ts), on the
// engine under test: due once, then not until its interval has passed; of two schedules asking at
// once (two servers) one runs it; a server that died holding a job lets it go when its lease ends;
// a failing job records its error and runs again when due.
import type { Kysely } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { migrateToLatest } from '../../server/src/db/migrations.ts';
import type { Database } from '../../server/src/db/schema.ts';
import { readRun } from '../../server/src/modules/maintenance/runsRepository.ts';
import { startSchedule, type Schedule } from '../../server/src/modules/maintenance/schedule.ts';
import { bareDatabase } from './bareDatabase.ts';
import { createTestClock } from './testApp.ts';

const HOUR = 3_600_000;
const quiet = { warn: () => undefined, info: () => undefined };
const cleanups: (() => Promise<void> | void)[] = [];

afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function database(): Promise<Kysely<Database>> {
  const db = await bareDatabase(cleanups);
  await migrateToLatest(db as Kysely<unknown>);
  return db;
}

function started(schedule: Schedule): Schedule {
  cleanups.push(() => schedule.stop());
  return schedule;
}

describe('jobs that run once across servers', () => {
  it('runs a job when due, keeps its result, and not again before its interval', async () => {
    const db = await database();
    const clock = createTestClock();
    const runs: Date[] = [];
    const schedule = started(
      startSchedule({ db, clock, log: quiet, pollMs: HOUR }, [
        {
          name: 'tidy',
          everyMs: 24 * HOUR,
          run: async (now) => {
            runs.push(now);
            return { tidied: runs.length };
          },
        },
      ]),
    );
    expect(await schedule.runDue()).toEqual({ tidy: { ok: true, tidied: 1 } });
    expect(await schedule.runDue()).toEqual({});
    clock.advance(23 * HOUR);
    expect(await schedule.runDue()).toEqual({});
    clock.advance(2 * HOUR);
    expect(await schedule.runDue()).toEqual({ tidy: { ok: true, tidied: 2 } });
    const row = await readRun(db, 'tidy');
    expect(JSON.parse(row!.last_result)).toEqual({ ok: true, tidied: 2 });
    expect(row!.lease_until).toBeNull();
    expect(new Date(row!.next_at).getTime() - new Date(row!.last_finished_at!).getTime()).toBe(
      24 * HOUR,
    );
  });

  it('of two servers looking at once, one runs the job', async () => {
    const db = await database();
    const clock = createTestClock();
    let runs = 0;
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    const job = {
      name: 'purge',
      everyMs: HOUR,
      run: async () => {
        runs += 1;
        await held;
        return {};
      },
    };
    const [a, b] = [0, 1].map(() =>
      started(startSchedule({ db, clock, log: quiet, pollMs: HOUR }, [job])),
    );
    const first = a!.runDue();
    // b looks while a holds the job
    await new Promise((resolve) => setTimeout(resolve, 50));
    const second = await b!.runDue();
    release();
    const results = [await first, second];
    expect(runs).toBe(1);
    expect(results.filter((r) => 'purge' in r)).toHaveLength(1);
  });

  it('lets another server take a job whose server died holding it, once its lease ends', async () => {
    const db = await database();
    const clock = createTestClock();
    // a server took the job and died: its lease stays on the row
    const dead = started(
      startSchedule({ db, clock, log: quiet, pollMs: HOUR }, [
        { name: 'backup', everyMs: HOUR, leaseMs: 2 * HOUR, run: async () => ({}) },
      ]),
    );
    await dead.runDue();
    clock.advance(HOUR);
    await db
      .updateTable('scheduled_runs')
      .set({ lease_until: new Date(clock.now().getTime() + 2 * HOUR).toISOString() })
      .execute();
    const other = started(
      startSchedule({ db, clock, log: quiet, pollMs: HOUR }, [
        { name: 'backup', everyMs: HOUR, run: async () => ({ by: 'other' }) },
      ]),
    );
    expect(await other.runDue()).toEqual({});
    clock.advance(2 * HOUR + 1000);
    expect(await other.runDue()).toEqual({ backup: { ok: true, by: 'other' } });
  });

  it('records a failed run in plain words and runs the job again when due', async () => {
    const db = await database();
    const clock = createTestClock();
    let fail = true;
    const schedule = started(
      startSchedule({ db, clock, log: quiet, pollMs: HOUR }, [
        {
          name: 'backup',
          everyMs: HOUR,
          run: async () => {
            if (fail) throw new Error('The backup directory is not writable');
            return { file: 'b.tar' };
          },
        },
      ]),
    );
    expect(await schedule.runDue()).toEqual({
      backup: { ok: false, error: 'The backup directory is not writable' },
    });
    fail = false;
    clock.advance(HOUR + 1000);
    expect(await schedule.runDue()).toEqual({ backup: { ok: true, file: 'b.tar' } });
  });
});
