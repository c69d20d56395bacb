// A code-split module's load: tried again after short waits, imported only once the server answers,
// and reported as a LoadError that says whether only a reload can load it now.
import { describe, expect, it, vi } from 'vitest';
import {
  isLoadError,
  LOAD_RETRY_DELAYS_MS,
  LoadError,
  loadRetryCount,
  loadWithRetry,
  retryFailedLoads,
  subscribeLoadRetries,
} from '../../src/common/loadWithRetry';

const module = { default: 'the module' };
const offline = () => new TypeError('Failed to fetch dynamically imported module');

/** A load that fails `failures` times, then resolves. */
function flakyLoad(failures: number) {
  let calls = 0;
  return vi.fn(async () => {
    calls++;
    if (calls <= failures) throw offline();
    return module;
  });
}

/** Records the waits instead of waiting. */
function recordWaits() {
  const waits: number[] = [];
  return { waits, wait: async (ms: number) => void waits.push(ms) };
}

describe('loadWithRetry', () => {
  it('tries a failing load twice more, after short waits, and resolves when one succeeds', async () => {
    const load = flakyLoad(2);
    const { waits, wait } = recordWaits();
    await expect(loadWithRetry(load, { wait })).resolves.toBe(module);
    expect(load).toHaveBeenCalledTimes(3);
    expect(waits).toEqual([...LOAD_RETRY_DELAYS_MS]);
    expect(LOAD_RETRY_DELAYS_MS.length).toBe(2);
    expect(LOAD_RETRY_DELAYS_MS.reduce((a, b) => a + b, 0)).toBeLessThanOrEqual(3000);
  });

  it('does not wait or retry when the first attempt succeeds', async () => {
    const load = flakyLoad(0);
    const { waits, wait } = recordWaits();
    await expect(loadWithRetry(load, { wait })).resolves.toBe(module);
    expect(load).toHaveBeenCalledTimes(1);
    expect(waits).toEqual([]);
  });

  it('gives up after the last attempt with a LoadError carrying the cause', async () => {
    const load = flakyLoad(Infinity);
    const { wait } = recordWaits();
    const error: unknown = await loadWithRetry(load, { wait }).catch((e: unknown) => e);
    expect(load).toHaveBeenCalledTimes(3);
    expect(isLoadError(error)).toBe(true);
    expect(error).toBeInstanceOf(LoadError);
    expect((error as LoadError).cause).toBeInstanceOf(TypeError);
    // no probe (development, tests): nothing says a reload is needed
    expect((error as LoadError).needsReload).toBe(false);
  });

  it('imports nothing while the probe finds the server unreachable', async () => {
    const load = flakyLoad(0);
    const probe = vi.fn(async () => false);
    const { wait } = recordWaits();
    const error = await loadWithRetry(load, { wait, probe }).catch((e: unknown) => e);
    expect(probe).toHaveBeenCalledTimes(3);
    expect(load).not.toHaveBeenCalled();
    expect((error as LoadError).needsReload).toBe(false);
  });

  it('imports once the server answers again', async () => {
    const load = flakyLoad(0);
    const probe = vi
      .fn<() => Promise<boolean>>()
      .mockResolvedValueOnce(false)
      .mockResolvedValue(true);
    const { wait } = recordWaits();
    await expect(loadWithRetry(load, { wait, probe })).resolves.toBe(module);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('asks for a reload when the import fails although the server answers', async () => {
    const load = flakyLoad(Infinity);
    const { wait } = recordWaits();
    const error = await loadWithRetry(load, { wait, probe: async () => true }).catch(
      (e: unknown) => e,
    );
    expect((error as LoadError).needsReload).toBe(true);
  });

  it('reports a load made of others that failed with their LoadError, as it is', async () => {
    // the console waits for its screen (src/layout/loadAdminApp.ts): a load of loads
    const inner = new LoadError(new TypeError('Failed to fetch'), true);
    const error = await loadWithRetry(() => Promise.reject(inner), {
      retryDelays: [],
      probe: null,
    }).catch((e: unknown) => e);
    expect(error).toBe(inner);
    expect((error as LoadError).needsReload).toBe(true);
  });

  it('makes one attempt with no retry delays', async () => {
    const load = flakyLoad(1);
    await expect(loadWithRetry(load, { retryDelays: [] })).rejects.toBeInstanceOf(LoadError);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('waits the given delays for real', async () => {
    vi.useFakeTimers();
    try {
      const load = flakyLoad(1);
      const result = loadWithRetry(load, { retryDelays: [500] });
      await vi.advanceTimersByTimeAsync(499);
      expect(load).toHaveBeenCalledTimes(1);
      await vi.advanceTimersByTimeAsync(1);
      await expect(result).resolves.toBe(module);
      expect(load).toHaveBeenCalledTimes(2);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('retryFailedLoads', () => {
  it('changes the retry count and tells the subscribers', () => {
    const listener = vi.fn();
    const unsubscribe = subscribeLoadRetries(listener);
    const before = loadRetryCount();
    retryFailedLoads();
    expect(loadRetryCount()).not.toBe(before);
    expect(listener).toHaveBeenCalledTimes(1);
    unsubscribe();
    retryFailedLoads();
    expect(listener).toHaveBeenCalledTimes(1);
  });
});
