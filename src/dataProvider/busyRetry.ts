// The console honours Retry-After: a call the server answered 503 with Retry-After (busy reading
// other PDFs; it did nothing with the request) is sent again after that many seconds, a few times
// and within a total wait, so an import or a bulk action does not fail a row for load alone. The
// data provider's client goes through it (index.ts): every screen's calls, one place. A 503
// without Retry-After, or one past the limits, fails as before.
import { ServerBusyError, type BusyWait, type Client } from './httpClient';

export interface BusyRetryLimits {
  /** sends again at most this many times */
  retries: number;
  /** and waits at most this long in all */
  totalWaitMs: number;
}

export const BUSY_RETRY_LIMITS: BusyRetryLimits = { retries: 5, totalWaitMs: 120_000 };

const abortError = () => new DOMException('The operation was aborted.', 'AbortError');

/** Resolves after `ms`, or rejects with an AbortError when `signal` aborts first. */
function pause(ms: number, signal: AbortSignal | null | undefined): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(abortError());
    const onAbort = () => {
      clearTimeout(timer);
      reject(abortError());
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}

/**
 * The waits going on now, for a screen that makes many calls and says "trying again" without
 * knowing which one waits (useServerBusyWait): the last to start, until none is left.
 */
const listeners = new Set<() => void>();
let waits = 0;
let lastWait: BusyWait | undefined;

function waitChanged(wait: BusyWait | undefined) {
  waits += wait ? 1 : -1;
  if (wait) lastWait = wait;
  else if (waits === 0) lastWait = undefined;
  for (const listener of listeners) listener();
}

export const busyWaits = {
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  current: (): BusyWait | undefined => lastWait,
};

/** `client`, sending a call again after the Retry-After of a 503 that carries one. */
export function retryWhenBusy(client: Client, limits: BusyRetryLimits = BUSY_RETRY_LIMITS): Client {
  return async (url, options = {}) => {
    let waitedMs = 0;
    for (let attempt = 1; ; attempt += 1) {
      try {
        return await client(url, options);
      } catch (error) {
        if (!(error instanceof ServerBusyError)) throw error;
        const waitMs = error.retryAfterSeconds * 1000;
        if (attempt > limits.retries || waitedMs + waitMs > limits.totalWaitMs) throw error;
        const wait = { seconds: error.retryAfterSeconds, attempt: attempt + 1 };
        options.onBusyWait?.(wait);
        waitChanged(wait);
        try {
          await pause(waitMs, options.signal);
        } finally {
          waitChanged(undefined);
          options.onBusyWait?.(undefined);
        }
        waitedMs += waitMs;
      }
    }
  };
}
