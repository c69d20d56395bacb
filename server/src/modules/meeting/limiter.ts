import { memoryCounters, type CounterStoreFactory } from '../../auth/counterStore.ts';
import { ApiError } from '../../errors.ts';

/** The candidate's calls per client address and minute (docs/interview-api.md). */
export const MEETING_CALLS_PER_MINUTE = 120;

export const TOO_MANY_REQUESTS = 'Too many requests. Please wait a minute and try again.';

export interface MeetingLimiter {
  /** Counts one call from the address; refused: how long until it may call again. */
  take(address: string): Promise<{ allowed: true } | { allowed: false; retryAfterMs: number }>;
}

/**
 * The candidate's calls counted per address in the sign-in limits' counter store: this process's
 * memory (SQLite, one server) or the database (PostgreSQL: the limit holds across servers).
 */
export function createMeetingLimiter(options: {
  now: () => number;
  store?: CounterStoreFactory;
  limit?: number;
  windowMs?: number;
}): MeetingLimiter {
  const kind = 'meeting';
  const store = (options.store ?? memoryCounters)({
    limits: { [kind]: options.limit ?? MEETING_CALLS_PER_MINUTE },
    windowMs: options.windowMs ?? 60_000,
    marks: {},
    maxKeys: 10_000,
  });
  return {
    async take(address) {
      const taken = await store.take([{ kind, key: address, check: true }], options.now());
      return taken.taken ? { allowed: true } : { allowed: false, retryAfterMs: taken.retryAfterMs };
    },
  };
}

/** The 429 of a refused call, bare `{msg}` as the doc shows it, with Retry-After in seconds. */
export const tooManyRequests = (retryAfterMs: number) =>
  new ApiError(429, TOO_MANY_REQUESTS, {
    bare: true,
    headers: { 'Retry-After': String(Math.max(1, Math.ceil(retryAfterMs / 1000))) },
  });
