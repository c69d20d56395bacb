import { BoundedMap } from '../lib/boundedMap.ts';

/** A counter of failed attempts: its kind ('pair', 'account', 'ip', …) and its key. */
export interface Counter {
  kind: string;
  key: string;
}

/** What a store knows of the counters it keeps. */
export interface CounterSpec {
  /** failures allowed per kind within the window */
  limits: Readonly<Record<string, number>>;
  /** window length in milliseconds */
  windowMs: number;
  /** how long a mark lasts per kind of mark, in milliseconds */
  marks: Readonly<Record<string, number>>;
  /** in memory, the most keys tracked per kind; the least recently used are dropped beyond it */
  maxKeys: number;
}

export type Taken = { taken: true } | { taken: false; retryAfterMs: number };

/**
 * Where the sign-in limits keep their counts: in this process (SQLite, one server) or in the
 * database (PostgreSQL: every server counts on the same rows).
 */
export interface CounterStore {
  /**
   * Counts one failure at `now` on every counter, or on none when one of those with `check` is
   * at its kind's limit; then answers how long until all of those have room. One atomic step: of
   * parallel calls (on any number of servers sharing the store), no more are counted than the
   * limits allow.
   */
  take(counters: readonly (Counter & { check: boolean })[], now: number): Promise<Taken>;
  /** Takes back one failure counted at `at` (a reserved attempt that turned out a success). */
  giveBack(counter: Counter, at: number): Promise<void>;
  /** Forgets a counter's failures. */
  clear(counter: Counter): Promise<void>;
  /** Marks the counter as of `now`, for its kind's time (an address that signed in). */
  mark(counter: Counter, now: number): Promise<void>;
  isMarked(counter: Counter, now: number): Promise<boolean>;
  /** keys tracked of a kind, for tests of the memory store */
  size?(kind: string): number;
}

export type CounterStoreFactory = (spec: CounterSpec) => CounterStore;

/** A window of failure timestamps per key; each key keeps at most `limit` of them. */
export class FailureLog {
  // least recently failed first
  private readonly entries: BoundedMap<number[]>;
  constructor(
    private readonly limit: number,
    private readonly windowMs: number,
    maxKeys: number,
  ) {
    this.entries = new BoundedMap(maxKeys);
  }

  private live(key: string, now: number): number[] {
    const times = this.entries.get(key);
    if (!times) return [];
    const kept = times.filter((t) => t > now - this.windowMs);
    if (kept.length === 0) this.entries.delete(key);
    else if (kept.length !== times.length) this.entries.replace(key, kept);
    return kept;
  }

  /** Milliseconds until the key may fail again, 0 when it may now. */
  retryAfterMs(key: string, now: number): number {
    const times = this.live(key, now);
    if (times.length < this.limit) return 0;
    // the oldest failure that still counts leaves the window first
    return Math.max(1, times[times.length - this.limit]! + this.windowMs - now);
  }

  record(key: string, now: number): void {
    const times = this.live(key, now);
    times.push(now);
    if (times.length > this.limit) times.splice(0, times.length - this.limit);
    // beyond the bound, keys whose failures have all left the window go before any other
    this.entries.set(key, times, () => {
      for (const old of this.entries.keys()) this.live(old, now);
    });
  }

  /** Takes back one failure recorded at `at` (a reservation that turned out a success). */
  unrecord(key: string, at: number): void {
    const times = this.entries.get(key);
    const index = times ? times.lastIndexOf(at) : -1;
    if (index < 0) return;
    times!.splice(index, 1);
    if (times!.length === 0) this.entries.delete(key);
  }

  clear(key: string): void {
    this.entries.delete(key);
  }

  get size(): number {
    return this.entries.size;
  }
}

/** Marked keys with their expiry; bounded. */
class Marks {
  private readonly entries: BoundedMap<number>;
  constructor(maxKeys: number) {
    this.entries = new BoundedMap(maxKeys);
  }

  has(key: string, now: number): boolean {
    const until = this.entries.get(key);
    if (until === undefined) return false;
    if (until > now) return true;
    this.entries.delete(key);
    return false;
  }

  add(key: string, until: number): void {
    this.entries.set(key, until);
  }

  get size(): number {
    return this.entries.size;
  }
}

/**
 * Counts in this process: a sliding window of failure times per key, a bounded number of keys
 * per kind. Synchronous inside, so a take is atomic among the process's parallel requests.
 */
export const memoryCounters: CounterStoreFactory = (spec) => {
  const logs = new Map<string, FailureLog>();
  const marks = new Map<string, Marks>();
  const logOf = (kind: string) => {
    let log = logs.get(kind);
    if (!log) {
      const limit = spec.limits[kind];
      if (limit === undefined) throw new Error(`No limit for counters of kind ${kind}`);
      log = new FailureLog(limit, spec.windowMs, spec.maxKeys);
      logs.set(kind, log);
    }
    return log;
  };
  const marksOf = (kind: string) => {
    if (!marks.has(kind)) marks.set(kind, new Marks(spec.maxKeys));
    return marks.get(kind)!;
  };
  const markMs = (kind: string) => {
    const ms = spec.marks[kind];
    if (ms === undefined) throw new Error(`No time for marks of kind ${kind}`);
    return ms;
  };
  return {
    async take(counters, now) {
      const waits = counters
        .filter((c) => c.check)
        .map((c) => logOf(c.kind).retryAfterMs(c.key, now));
      const wait = Math.max(0, ...waits);
      if (wait > 0) return { taken: false, retryAfterMs: wait };
      for (const c of counters) logOf(c.kind).record(c.key, now);
      return { taken: true };
    },
    giveBack: async (c, at) => logOf(c.kind).unrecord(c.key, at),
    clear: async (c) => logOf(c.kind).clear(c.key),
    mark: async (c, now) => marksOf(c.kind).add(c.key, now + markMs(c.kind)),
    isMarked: async (c, now) => marksOf(c.kind).has(c.key, now),
    size: (kind) => logs.get(kind)?.size ?? marks.get(kind)?.size ?? 0,
  };
};
