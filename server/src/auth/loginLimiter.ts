import { memoryCounters, type Counter, type CounterStoreFactory } from './counterStore.ts';

/**
 * Sign-in limiting that counts before it checks. An attempt is reserved (counted as a failure)
 * in one atomic step of the counter store, before the password check starts, so parallel guesses
 * cannot all pass the limit; a success gives the reservation back. The counts live in a counter
 * store: this process's memory (SQLite, one server), or the database (PostgreSQL, where every
 * server counts on the same rows, so the limit holds across servers).
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
  /** where the counts are kept (default: in memory) */
  store?: CounterStoreFactory;
}

/** A reserved attempt: it already counts as a failure until `succeeded` gives it back. */
export interface Attempt {
  allowed: true;
  /** the password was right: clears the account-and-address count and gives the slot back */
  succeeded(): Promise<void>;
}

export type Reservation = Attempt | { allowed: false; retryAfterMs: number };

/** A reserved attempt whose first `succeeded` runs `giveBack`; later calls do nothing. */
function reservedAttempt(giveBack: () => Promise<void>): Attempt {
  let settled = false;
  return {
    allowed: true,
    async succeeded() {
      if (settled) return;
      settled = true;
      await giveBack();
    },
  };
}

export interface LoginLimiter {
  /** Reserves one attempt for the account from the address, or says how long to wait. */
  reserve(account: string, ip: string): Promise<Reservation>;
}

export const LOGIN_WINDOW_MS = 15 * 60 * 1000;

const accountKey = (account: string) => account.trim().toLowerCase();

export function createLoginLimiter(options: LoginLimiterOptions): LoginLimiter & {
  /** keys tracked, for tests of the memory store */
  size(): { pairs: number; accounts: number; ips: number; known: number };
} {
  const { now } = options;
  const store = (options.store ?? memoryCounters)({
    limits: {
      pair: options.pairLimit ?? 10,
      account: options.accountLimit ?? 100,
      ip: options.ipLimit ?? 30,
    },
    windowMs: options.windowMs ?? LOGIN_WINDOW_MS,
    marks: { known: options.knownMs ?? 30 * 24 * 60 * 60 * 1000 },
    maxKeys: options.maxKeys ?? 10_000,
  });

  return {
    async reserve(account, ip) {
      const t = now();
      const user = accountKey(account);
      // JSON keeps the two parts apart whatever characters they hold
      const pairKey = JSON.stringify([user, ip]);
      const pair: Counter = { kind: 'pair', key: pairKey };
      const known: Counter = { kind: 'known', key: pairKey };
      const byAccount: Counter = { kind: 'account', key: user };
      const byIp: Counter = { kind: 'ip', key: ip };
      const isKnown = await store.isMarked(known, t);
      const taken = await store.take(
        [
          { ...pair, check: true },
          { ...byAccount, check: !isKnown },
          { ...byIp, check: !isKnown },
        ],
        t,
      );
      if (!taken.taken) return { allowed: false, retryAfterMs: taken.retryAfterMs };
      return reservedAttempt(async () => {
        await store.clear(pair);
        await store.giveBack(byAccount, t);
        await store.giveBack(byIp, t);
        await store.mark(known, now());
      });
    },
    size: () => ({
      pairs: store.size?.('pair') ?? 0,
      accounts: store.size?.('account') ?? 0,
      ips: store.size?.('ip') ?? 0,
      known: store.size?.('known') ?? 0,
    }),
  };
}

/** One counter per key (wrong old passwords per admin): reserve first, give back on success. */
export function createKeyLimiter(options: {
  limit?: number;
  windowMs?: number;
  maxKeys?: number;
  now: () => number;
  /** where the counts are kept (default: in memory) */
  store?: CounterStoreFactory;
}) {
  const kind = 'old-password';
  const store = (options.store ?? memoryCounters)({
    limits: { [kind]: options.limit ?? 10 },
    windowMs: options.windowMs ?? LOGIN_WINDOW_MS,
    marks: {},
    maxKeys: options.maxKeys ?? 10_000,
  });
  return {
    async reserve(key: string): Promise<Reservation> {
      const t = options.now();
      const taken = await store.take([{ kind, key, check: true }], t);
      if (!taken.taken) return { allowed: false, retryAfterMs: taken.retryAfterMs };
      return reservedAttempt(() => store.giveBack({ kind, key }, t));
    },
  };
}

export type KeyLimiter = ReturnType<typeof createKeyLimiter>;

/** The message of a refused attempt, in whole minutes rounded up. */
export function tooManyAttemptsMessage(retryAfterMs: number): string {
  const minutes = Math.max(1, Math.ceil(retryAfterMs / 60_000));
  return `Too many failed sign-in attempts. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`;
}
