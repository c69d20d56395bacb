/**
 * Failed sign-in limiter: at most `limit` failures per username and per client IP within a
 * sliding window. In memory, with a bounded number of tracked keys.
 */
interface LoginLimiterOptions {
  /** failures allowed within the window; the next attempt is refused (default 10) */
  limit?: number;
  /** window length in milliseconds (default 15 minutes) */
  windowMs?: number;
  /** most keys tracked per kind (username, IP); the oldest are dropped beyond it (default 10000) */
  maxKeys?: number;
  /** the clock, in milliseconds */
  now: () => number;
}

export interface LoginLimiter {
  /** Milliseconds until a new attempt is allowed, or 0 when the username and IP may try now. */
  retryAfterMs(username: string, ip: string): number;
  /** Counts one failed attempt against the username and the IP. */
  recordFailure(username: string, ip: string): void;
  /** Forgets the failures of a username (after a successful sign-in). */
  clearUsername(username: string): void;
  /** Milliseconds until the username alone may try again (0 when it may). */
  usernameRetryAfterMs(username: string): number;
}

const LOGIN_LIMIT = 10;
const LOGIN_WINDOW_MS = 15 * 60 * 1000;

/** A window of failure timestamps per key; each key keeps at most `limit` of them. */
class FailureLog {
  private readonly entries = new Map<string, number[]>();
  constructor(
    private readonly limit: number,
    private readonly windowMs: number,
    private readonly maxKeys: number,
  ) {}

  private live(key: string, now: number): number[] {
    const times = this.entries.get(key);
    if (!times) return [];
    const kept = times.filter((t) => t > now - this.windowMs);
    if (kept.length === 0) this.entries.delete(key);
    else if (kept.length !== times.length) this.entries.set(key, kept);
    return kept;
  }

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
    // re-insert so Map order is least recently failed first
    this.entries.delete(key);
    this.entries.set(key, times);
    if (this.entries.size > this.maxKeys) this.evict(now);
  }

  clear(key: string): void {
    this.entries.delete(key);
  }

  private evict(now: number): void {
    for (const key of [...this.entries.keys()]) this.live(key, now);
    while (this.entries.size > this.maxKeys) {
      const oldest = this.entries.keys().next().value;
      if (oldest === undefined) break;
      this.entries.delete(oldest);
    }
  }

  get size(): number {
    return this.entries.size;
  }
}

const usernameKey = (username: string) => username.trim().toLowerCase();

export function createLoginLimiter(options: LoginLimiterOptions): LoginLimiter & {
  /** keys tracked, for tests */
  size(): { usernames: number; ips: number };
} {
  const limit = options.limit ?? LOGIN_LIMIT;
  const windowMs = options.windowMs ?? LOGIN_WINDOW_MS;
  const maxKeys = options.maxKeys ?? 10_000;
  const { now } = options;
  const byUsername = new FailureLog(limit, windowMs, maxKeys);
  const byIp = new FailureLog(limit, windowMs, maxKeys);
  return {
    retryAfterMs(username, ip) {
      const t = now();
      return Math.max(byUsername.retryAfterMs(usernameKey(username), t), byIp.retryAfterMs(ip, t));
    },
    usernameRetryAfterMs(username) {
      return byUsername.retryAfterMs(usernameKey(username), now());
    },
    recordFailure(username, ip) {
      const t = now();
      byUsername.record(usernameKey(username), t);
      byIp.record(ip, t);
    },
    clearUsername(username) {
      byUsername.clear(usernameKey(username));
    },
    size: () => ({ usernames: byUsername.size, ips: byIp.size }),
  };
}

/** The message of a refused attempt, in whole minutes rounded up. */
export function tooManyAttemptsMessage(retryAfterMs: number): string {
  const minutes = Math.max(1, Math.ceil(retryAfterMs / 60_000));
  return `Too many failed sign-in attempts. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`;
}
