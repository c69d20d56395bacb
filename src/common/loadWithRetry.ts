// Code-split modules (screens, the console, popups) are fetched when first wanted. A fetch that
// fails while the server is unreachable is tried again, twice, after a short wait, and then
// reported as a LoadError, which the error screens offer to retry.
//
// Browsers before whatwg/html#10327 (Chromium up to 150; tests/e2e/resilience.test.ts tells which
// the browser under test is) keep a failed module fetch for the document's life: every later
// import() of that file, or of a module that imports it, fails at once, without a request
// (Chromium 156 fetches again). So a module is imported only once the server is known to answer:
// a cheap request (HEAD of this module's own file) goes first unless the server answered a moment
// ago. There, a module that failed although the server answered can only be loaded by reloading
// the page (LoadError.needsReload).

/** The waits before the second and third attempts: about 2 s from the first failure to the error. */
export const LOAD_RETRY_DELAYS_MS: readonly number[] = [400, 1200];

/** A server that answered this recently is taken to answer still: no probe before an import. */
export const FRESH_CONTACT_MS = 1500;

/** A module that could not be loaded, after its retries. */
export class LoadError extends Error {
  /**
   * The server answered, yet the module did not load: a browser that keeps failed module fetches
   * (Chromium up to 150) cannot load it in this document any more; a reload can.
   */
  readonly needsReload: boolean;

  constructor(cause: unknown, needsReload: boolean) {
    super('A part of the console could not be loaded', { cause });
    this.name = 'LoadError';
    this.needsReload = needsReload;
  }
}

export function isLoadError(error: unknown): error is LoadError {
  return error instanceof LoadError;
}

/** Whether the server answers (any HTTP status), asked without the HTTP cache. */
export type Probe = () => Promise<boolean>;

export interface LoadOptions {
  /** the waits between attempts; LOAD_RETRY_DELAYS_MS by default */
  retryDelays?: readonly number[];
  /** asked before each import; null: import at once (development and tests, by default) */
  probe?: Probe | null;
  /** waits `ms` (tests pass a fake) */
  wait?: (ms: number) => Promise<void>;
}

// This module's code has just come from the server: a contact.
let lastContact = Date.now();
let probing: Promise<boolean> | undefined;

/** Notes that the server answered just now (a module arrived). */
function noteContact(): void {
  lastContact = Date.now();
}

/** Forgets the last contact, so the next import asks the server first. */
function forgetContact(): void {
  lastContact = Number.NEGATIVE_INFINITY;
}

/**
 * The production probe: HEAD of this module's own file (a static asset beside the chunks, so it
 * fails when they would), shared by the imports that start together.
 */
export const probeServer: Probe = () => {
  if (Date.now() - lastContact < FRESH_CONTACT_MS) return Promise.resolve(true);
  probing ??= fetch(import.meta.url, { method: 'HEAD', cache: 'no-store' })
    .then(
      () => {
        noteContact();
        return true;
      },
      () => false,
    )
    .finally(() => {
      probing = undefined;
    });
  return probing;
};

const DEFAULT_PROBE: Probe | null = import.meta.env.PROD ? probeServer : null;

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * `load()`, tried again after each of `retryDelays` while it fails; rejects with a LoadError
 * after the last attempt. An attempt whose probe finds the server unreachable imports nothing.
 */
export async function loadWithRetry<T>(load: () => Promise<T>, options: LoadOptions = {}) {
  const { retryDelays = LOAD_RETRY_DELAYS_MS, probe = DEFAULT_PROBE, wait = sleep } = options;
  for (let attempt = 0; ; attempt++) {
    const reachable = probe ? await probe() : true;
    let cause: unknown = new Error('The server did not answer');
    if (reachable) {
      try {
        const module = await load();
        noteContact();
        return module;
      } catch (error) {
        cause = error;
      }
    }
    forgetContact();
    const delay = retryDelays[attempt];
    if (delay === undefined) {
      // a load made of others that failed after their own retries reports their failure as it is
      throw isLoadError(cause) ? cause : new LoadError(cause, reachable && probe !== null);
    }
    await wait(delay);
  }
}

// A component whose load failed shows that failure until a retry is asked for (its error screen's
// Retry, a navigation, the top bar's refresh): React renders it again after a failure, to show
// the error, and a new load each time would never let the error show.
let epoch = 0;

/** Lets the components whose load failed load anew when they are next mounted. */
export function allowNewLoadAttempts(): void {
  epoch++;
}

/** Changes with each allowNewLoadAttempts. */
export function loadAttemptEpoch(): number {
  return epoch;
}

// The top bar's refresh button asks every failed screen to load again.
let retries = 0;
const retryListeners = new Set<() => void>();

/** Asks the error screens shown to try their loads again. */
export function retryFailedLoads(): void {
  retries++;
  allowNewLoadAttempts();
  for (const listener of [...retryListeners]) listener();
}

/** How often retryFailedLoads was called (a key that changes with each call). */
export function loadRetryCount(): number {
  return retries;
}

export function subscribeLoadRetries(listener: () => void): () => void {
  retryListeners.add(listener);
  return () => {
    retryListeners.delete(listener);
  };
}
