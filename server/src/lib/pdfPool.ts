// PDF parsing off the main thread: a small pool of worker threads, each with a heap cap, and a
// wall-clock limit enforced by ending the thread. A hostile PDF (a decompression bomb, a parser
// loop) costs one worker and a few seconds; the event loop keeps answering meanwhile.
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { Worker, type ResourceLimits } from 'node:worker_threads';
import type { PdfJob, PdfJobResult } from './pdfWorker.ts';

const READY = 'ready'; // pdfWorker.ts's READY (not imported: that module is the worker itself)
const MEMORY_CHECK_MS = 100;

export interface PdfPoolOptions {
  /** parses at once (threads); 2 by default */
  size?: number;
  /** wall-clock limit of one parse, after which its thread is ended; 8 s by default */
  timeoutMs?: number;
  /** requests that may wait for a free thread; beyond it they are refused at once */
  maxQueue?: number;
  /** how long a request may wait for a free thread before it is refused */
  maxWaitMs?: number;
  /** memory cap of each thread's V8 heap */
  resourceLimits?: ResourceLimits;
  /**
   * growth of the process's resident memory while parses run beyond which the longest-running
   * parse is ended: pdfjs keeps decoded streams outside the V8 heap that resourceLimits caps
   */
  maxRssGrowthMb?: number;
  /** a thread is replaced after this many parses, so no garbage piles up */
  maxJobsPerWorker?: number;
  /**
   * a thread idle this long is ended: each holds about 45 MB (its own V8 and pdfjs), which a
   * server that reads a resume now and then should not keep; the next parse starts one again
   */
  idleMs?: number;
}

export type PdfOutcome =
  | { status: 'parsed'; pages: number; text: string }
  /** not a PDF that parses (no `%PDF-` header, broken, encrypted) */
  | { status: 'invalid' }
  /** still parsing when the wall-clock limit came */
  | { status: 'timeout' }
  /** the thread hit its memory cap */
  | { status: 'memory' };

/** Every thread is busy and the waiting line is full (or the wait too long): answer 503. */
export class PdfBusyError extends Error {
  constructor() {
    super('All PDF workers are busy');
    this.name = 'PdfBusyError';
  }
}

export interface PdfPool {
  /** Parses the PDF stored at `file` (an absolute path) in a worker thread. */
  parse(file: string, options?: { maxPages?: number }): Promise<PdfOutcome>;
  /** Ends every thread and refuses what still waits. */
  close(): Promise<void>;
  /** Threads alive now, starting, busy or idle. */
  readonly threads: number;
}

const DEFAULTS = {
  size: 2,
  timeoutMs: 8000,
  maxQueue: 8,
  maxWaitMs: 20_000,
  maxJobsPerWorker: 200,
  idleMs: 30_000,
  maxRssGrowthMb: 400,
  resourceLimits: { maxOldGenerationSizeMb: 256, maxYoungGenerationSizeMb: 32, stackSizeMb: 4 },
} satisfies Required<PdfPoolOptions>;

/**
 * The worker entry next to this module: `pdfWorker.js` beside the bundled server
 * (scripts/build-server.mjs emits it), or under tsx and vitest the TypeScript source, loaded
 * through tsx's loader from a small bootstrap (a worker thread does not inherit it).
 */
function workerEntry(): { entry: string | URL; eval: boolean } {
  if (!import.meta.url.endsWith('.ts')) {
    return { entry: new URL('./pdfWorker.js', import.meta.url), eval: false };
  }
  // tsx's ESM api (its `import` export; resolving 'tsx/esm/api' here would pick the CommonJS one)
  const tsxRoot = path.dirname(createRequire(import.meta.url).resolve('tsx/package.json'));
  const tsxApi = pathToFileURL(path.join(tsxRoot, 'dist/esm/api/index.mjs')).href;
  const source = new URL('./pdfWorker.ts', import.meta.url).href;
  const bootstrap = `import(${JSON.stringify(tsxApi)}).then((tsx) => {
    tsx.register();
    return import(${JSON.stringify(source)});
  });`;
  return { entry: bootstrap, eval: true };
}

interface Job {
  id: number;
  file: string;
  maxPages: number | undefined;
  resolve(outcome: PdfOutcome): void;
  reject(err: Error): void;
  waitTimer?: NodeJS.Timeout;
}

interface Slot {
  worker: Worker;
  /** pdfjs is loaded: the thread can take a job */
  ready: boolean;
  job: Job | undefined;
  done: number;
  timer?: NodeJS.Timeout;
  /** ends the thread after idleMs without a job */
  idleTimer?: NodeJS.Timeout;
  /** when the current job started (performance.now()) */
  startedAt: number;
}

const closedError = () => new Error('The PDF pool is closed');

/** The pool: jobs wait in `queue` for a ready thread; `slots` are the threads, busy or idle. */
class WorkerPool implements PdfPool {
  private readonly opts: Required<PdfPoolOptions>;
  private readonly entry = workerEntry();
  private readonly slots = new Set<Slot>();
  private readonly queue: Job[] = [];
  private nextId = 1;
  private closed = false;
  // the memory guard: while parses run, resident memory may grow by maxRssGrowthMb at most
  private guard: NodeJS.Timeout | undefined;
  private baseline = 0;

  constructor(options: PdfPoolOptions) {
    this.opts = { ...DEFAULTS };
    for (const [key, value] of Object.entries(options)) {
      if (value !== undefined) Object.assign(this.opts, { [key]: value });
    }
  }

  parse(file: string, options: { maxPages?: number } = {}): Promise<PdfOutcome> {
    if (this.closed) return Promise.reject(closedError());
    if (this.queue.length >= this.opts.maxQueue) return Promise.reject(new PdfBusyError());
    return new Promise<PdfOutcome>((resolve, reject) => {
      const job: Job = { id: this.nextId++, file, maxPages: options.maxPages, resolve, reject };
      job.waitTimer = setTimeout(() => {
        const at = this.queue.indexOf(job);
        if (at < 0) return;
        this.queue.splice(at, 1);
        reject(new PdfBusyError());
      }, this.opts.maxWaitMs);
      this.queue.push(job);
      this.pump();
    });
  }

  async close(): Promise<void> {
    this.closed = true;
    clearInterval(this.guard);
    this.failWaiting(closedError());
    const ending = [...this.slots].map((slot) => {
      slot.job?.reject(closedError());
      slot.job = undefined;
      const worker = slot.worker;
      this.retire(slot);
      return worker.terminate();
    });
    await Promise.all(ending);
  }

  /** Hands waiting jobs to ready threads, and starts threads (up to the size) for the rest. */
  private pump(): void {
    while (this.queue.length > 0 && !this.closed) {
      const idle = [...this.slots].find((s) => s.ready && !s.job);
      if (idle) {
        this.run(idle, this.queue.shift()!);
        continue;
      }
      const starting = [...this.slots].filter((s) => !s.ready).length;
      if (this.slots.size >= this.opts.size || starting >= this.queue.length) return;
      this.spawn();
    }
  }

  private failWaiting(err: Error): void {
    for (const job of this.queue.splice(0)) {
      clearTimeout(job.waitTimer);
      job.reject(err);
    }
  }

  private spawn(): void {
    const worker = new Worker(this.entry.entry, {
      eval: this.entry.eval,
      resourceLimits: this.opts.resourceLimits,
      stdout: false,
      stderr: false,
    });
    const slot: Slot = { worker, ready: false, job: undefined, done: 0, startedAt: 0 };
    worker.on('message', (message: PdfJobResult | typeof READY) => this.onMessage(slot, message));
    worker.on('error', (err: Error & { code?: string }) => {
      if (!slot.ready) {
        // a thread that cannot start (its entry missing or broken): fail what waits, no retry loop
        this.retire(slot);
        return this.failWaiting(err);
      }
      if (err.code === 'ERR_WORKER_OUT_OF_MEMORY') {
        return this.finish(slot, (job) => job.resolve({ status: 'memory' }), false);
      }
      this.finish(slot, (job) => job.reject(err), false);
    });
    worker.on('exit', () => {
      if (!this.slots.has(slot)) return;
      this.finish(slot, (job) => job.reject(new Error('PDF worker exited')), false);
    });
    this.slots.add(slot);
  }

  private onMessage(slot: Slot, message: PdfJobResult | typeof READY): void {
    if (message === READY) {
      slot.ready = true;
      this.idle(slot);
      return this.pump();
    }
    if (!slot.job || message.id !== slot.job.id) return;
    slot.done += 1;
    if (!message.ok) {
      const error = new Error(`PDF worker failed: ${message.error}`);
      return this.finish(slot, (job) => job.reject(error), true);
    }
    const { parsed } = message;
    const outcome: PdfOutcome = parsed ? { status: 'parsed', ...parsed } : { status: 'invalid' };
    this.finish(slot, (job) => job.resolve(outcome), true);
  }

  get threads(): number {
    return this.slots.size;
  }

  private run(slot: Slot, job: Job): void {
    clearTimeout(job.waitTimer);
    clearTimeout(slot.idleTimer);
    slot.job = job;
    slot.startedAt = performance.now();
    this.watchMemory();
    slot.worker.ref();
    slot.timer = setTimeout(
      () => this.finish(slot, (j) => j.resolve({ status: 'timeout' }), false),
      this.opts.timeoutMs,
    );
    const message: PdfJob = { id: job.id, file: job.file, maxPages: job.maxPages };
    slot.worker.postMessage(message);
  }

  /** Ends the slot's job with `settle`, frees the slot, and starts the next waiting job. */
  private finish(slot: Slot, settle: (job: Job) => void, keepWorker: boolean): void {
    const job = slot.job;
    slot.job = undefined;
    clearTimeout(slot.timer);
    if (!keepWorker || slot.done >= this.opts.maxJobsPerWorker) this.retire(slot);
    else this.idle(slot);
    if (job) settle(job);
    this.pump();
  }

  /** A thread without a job: it keeps no process alive, and ends after idleMs. */
  private idle(slot: Slot): void {
    slot.worker.unref();
    clearTimeout(slot.idleTimer);
    slot.idleTimer = setTimeout(() => {
      if (!slot.job && this.slots.has(slot)) this.retire(slot);
    }, this.opts.idleMs);
    slot.idleTimer.unref();
  }

  /** Ends a thread (terminating it mid-parse is the wall-clock and memory limit). */
  private retire(slot: Slot): void {
    this.slots.delete(slot);
    clearTimeout(slot.timer);
    clearTimeout(slot.idleTimer);
    slot.worker.removeAllListeners();
    slot.worker.on('error', () => {});
    void slot.worker.terminate();
  }

  /**
   * While parses run, samples the process's resident memory; beyond the allowed growth the
   * longest-running parse is ended (a bomb's decoded streams sit outside the capped V8 heap).
   */
  private watchMemory(): void {
    if (this.guard) return;
    this.baseline = process.memoryUsage.rss();
    this.guard = setInterval(() => {
      const running = [...this.slots].filter((s) => s.job);
      if (running.length === 0) {
        clearInterval(this.guard);
        this.guard = undefined;
        return;
      }
      const rss = process.memoryUsage.rss();
      if (rss - this.baseline <= this.opts.maxRssGrowthMb * 1024 * 1024) return;
      const longest = running.reduce((a, b) => (a.startedAt <= b.startedAt ? a : b));
      this.finish(longest, (job) => job.resolve({ status: 'memory' }), false);
      this.baseline = rss;
    }, MEMORY_CHECK_MS);
    this.guard.unref();
  }
}

/** A pool of PDF worker threads; no thread starts before the first parse. */
export function createPdfPool(options: PdfPoolOptions = {}): PdfPool {
  return new WorkerPool(options);
}
