import type { Db } from '../db/engine.ts';
import * as attempts from '../modules/auth/attemptRepository.ts';
import type { Counter, CounterStoreFactory } from './counterStore.ts';

/** Refused inside the take's transaction: it rolls back what it had counted. */
class Full extends Error {}

/** Expired counters are removed at most this often, by each server. */
const PRUNE_EVERY_MS = 60 * 1000;

const iso = (ms: number) => new Date(ms).toISOString();
const rowKey = (c: Counter) => `${c.kind}:${c.key}`;

/**
 * Counts in the database (login_attempts), so every server sharing it counts on the same rows.
 * A counter is a fixed window: it starts with the first failure and lasts `windowMs`. A take
 * counts each counter with one atomic upsert, in one transaction: when one of them is full the
 * transaction rolls back, so a refused attempt counts nowhere. Concurrent takes on a counter wait
 * for each other on its row, so no more than the limit pass whatever the number of servers.
 */
export function databaseCounters(db: Db): CounterStoreFactory {
  return (spec) => {
    let prunedAt = 0;
    /** Removes counters whose window (or mark) is over, at most once a minute. */
    const prune = async (now: number) => {
      if (now - prunedAt < PRUNE_EVERY_MS) return;
      prunedAt = now;
      try {
        const lasting = [
          ...Object.keys(spec.limits).map((kind) => [kind, spec.windowMs] as const),
          ...Object.entries(spec.marks),
        ];
        for (const [kind, ms] of lasting) {
          await attempts.pruneAttempts(db, `${kind}:`, iso(now - ms));
        }
      } catch {
        // counters left for the next prune; a sign-in never fails on this
      }
    };

    /** How long until every full counter among these has room; 0 when none is full. */
    const waitFor = async (counters: Counter[], now: number) => {
      if (counters.length === 0) return 0;
      const rows = await attempts.attemptRows(db, counters.map(rowKey));
      const waits = rows.map((row) => {
        const kind = row.key.slice(0, row.key.indexOf(':'));
        const ends = Date.parse(row.window_start) + spec.windowMs;
        return row.count >= (spec.limits[kind] ?? Infinity) && ends > now ? ends - now : 0;
      });
      return Math.max(0, ...waits);
    };

    return {
      async take(counters, now) {
        const [at, cutoff] = [iso(now), iso(now - spec.windowMs)];
        const checked = counters.filter((c) => c.check);
        // a counter already full refuses without a transaction (a flood waits on no row lock);
        // one that is not may fill up meanwhile: the upserts below decide
        const full = await waitFor(checked, now);
        if (full > 0) return { taken: false, retryAfterMs: full };
        try {
          await db.transaction().execute(async (trx) => {
            for (const c of counters) {
              const limit = c.check ? spec.limits[c.kind]! : null;
              if (!(await attempts.countAttempt(trx, rowKey(c), at, cutoff, limit))) {
                throw new Full();
              }
            }
          });
        } catch (err) {
          if (!(err instanceof Full)) throw err;
          return { taken: false, retryAfterMs: Math.max(1, await waitFor(checked, now)) };
        }
        await prune(now);
        return { taken: true };
      },
      giveBack: (c, at) => attempts.uncountAttempt(db, rowKey(c), iso(at)),
      clear: (c) => attempts.deleteAttempts(db, rowKey(c)),
      mark: (c, now) => attempts.markAttemptKey(db, rowKey(c), iso(now)),
      async isMarked(c, now) {
        const [row] = await attempts.attemptRows(db, [rowKey(c)]);
        return row !== undefined && Date.parse(row.window_start) > now - (spec.marks[c.kind] ?? 0);
      },
    };
  };
}
