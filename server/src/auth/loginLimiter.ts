import { BoundedMap } from '../lib/boundedMap.ts';

/**
 * Sign-in limiting that counts before it checks. An attempt is reserved (counted as a failure)
 * synchronously, before the password check starts, so parallel guesses cannot all pass the limit;
 * a success gives the reservation back. In memory, with a bounded number of tracked keys.
 *
 * Counted per account-and-address (the tight limit), per account across all addresses (a higher
 * ceiling, so an attacker at one address cannot lock the owner out from another) and per address
 * across accounts. An address that signed in to an account successfully before is "known" for
 * that account and only the account-and-address limit applies to it, so even a distributed
 * attack on the account ceiling does not lock the owner out of their usual address (OWASP).
 */
interface LoginLimiterOptions {
  /** failures allowed per account and address within the window (default 10) */
  pairLimit?: number;
  /** failures allowed per account from all addresses within the window (default 100) */
  accountLimit?: number;
  /** failures allowed per address on all accounts within the window (default 30) */
  ipLimit?: number;
  /** window length in milliseconds (default 15 minutes) */
  windowMs?: number;
  /** how long a successful address stays known for its account (default 30 days) */
  knownMs?: number;
  /** most keys tracked per kind; the least recently used are dropped beyond it (default 10000) */
  maxKeys?: number;
  /** the clock, in milliseconds */
  now: () => number;
}

/** A reserved attempt: it already counts as a failure until `succeeded` gives it back. */
export interface Attempt {
  allowed: true;
  /** the password was right: clears the account-and-address count and gives the slot back */
  succeeded(): void;
}

export type Reservation = Attempt | { allowed: false; retryAfterMs: number };

/** A reserved attempt whose first `succeeded` runs `giveBack`; later calls do nothing. */
function reservedAttempt(giveBack: () => void): Attempt {
  let settled = false;
  return {
    allowed: true,
    succeeded() {
      if (settled) return;
      settled = true;
      giveBack();
    },
  };
}

export interface LoginLimiter {
  /** Reserves one attempt for the account from the address, or says how long to wait. */
  reserve(account: string, ip: string): Reservation;
}

export const LOGIN_WINDOW_MS = 15 * 60 * 1000;

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

/** Account-and-address pairs that signed in successfully, with their expiry; bounded. */
class KnownPairs {
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

const accountKey = (account: string) => account.trim().toLowerCase();

export function createLoginLimiter(options: LoginLimiterOptions): LoginLimiter & {
  /** keys tracked, for tests */
  size(): { pairs: number; accounts: number; ips: number; known: number };
} {
  const windowMs = options.windowMs ?? LOGIN_WINDOW_MS;
  const maxKeys = options.maxKeys ?? 10_000;
  const knownMs = options.knownMs ?? 30 * 24 * 60 * 60 * 1000;
  const { now } = options;
  const byPair = new FailureLog(options.pairLimit ?? 10, windowMs, maxKeys);
  const byAccount = new FailureLog(options.accountLimit ?? 100, windowMs, maxKeys);
  const byIp = new FailureLog(options.ipLimit ?? 30, windowMs, maxKeys);
  const known = new KnownPairs(maxKeys);

  return {
    reserve(account, ip) {
      const t = now();
      const user = accountKey(account);
      // JSON keeps the two parts apart whatever characters they hold
      const pair = JSON.stringify([user, ip]);
      const isKnown = known.has(pair, t);
      const wait = Math.max(
        byPair.retryAfterMs(pair, t),
        isKnown ? 0 : byAccount.retryAfterMs(user, t),
        isKnown ? 0 : byIp.retryAfterMs(ip, t),
      );
      if (wait > 0) return { allowed: false, retryAfterMs: wait };
      byPair.record(pair, t);
      byAccount.record(user, t);
      byIp.record(ip, t);
      return reservedAttempt(() => {
        byPair.clear(pair);
        byAccount.unrecord(user, t);
        byIp.unrecord(ip, t);
        known.add(pair, now() + knownMs);
      });
    },
    size: () => ({
      pairs: byPair.size,
      accounts: byAccount.size,
      ips: byIp.size,
      known: known.size,
    }),
  };
}

/** One counter per key (wrong old passwords per admin): reserve first, give back on success. */
export function createKeyLimiter(options: {
  limit?: number;
  windowMs?: number;
  maxKeys?: number;
  now: () => number;
}) {
  const log = new FailureLog(
    options.limit ?? 10,
    options.windowMs ?? LOGIN_WINDOW_MS,
    options.maxKeys ?? 10_000,
  );
  return {
    reserve(key: string): Reservation {
      const t = options.now();
      const wait = log.retryAfterMs(key, t);
      if (wait > 0) return { allowed: false, retryAfterMs: wait };
      log.record(key, t);
      return reservedAttempt(() => log.unrecord(key, t));
    },
  };
}

export type KeyLimiter = ReturnType<typeof createKeyLimiter>;

/** The message of a refused attempt, in whole minutes rounded up. */
export function tooManyAttemptsMessage(retryAfterMs: number): string {
  const minutes = Math.max(1, Math.ceil(retryAfterMs / 60_000));
  return `Too many failed sign-in attempts. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`;
}
