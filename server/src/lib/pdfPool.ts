// PDF parsing out of the server's process: a small pool of child processes (Node, forked with an
// IPC channel), each with a heap cap and a resident-memory cap, and a wall-clock limit enforced
// by killing the process. A hostile PDF (a decompression bomb, a parser loop, a crash in the
// parser) costs one child and a few seconds; the server's event loop keeps answering meanwhile,
// and its own memory never holds pdfjs or a parse's decoded streams.
import { fork, type ChildProcess } from 'node:child_process';
import { stat } from 'node:fs/promises';
import { childEntry, OUT_OF_MEMORY, residentMb } from './pdfChild.ts';
import { WaitLine, type LineState } from './pdfWaitLine.ts';
import type { PdfJob, PdfJobResult } from './pdfWorker.ts';

const READY = 'ready'; // pdfWorker.ts's READY (not imported: that module is the child itself)
const MEMORY_CHECK_MS = 100;

export interface PdfPoolOptions {
  /** parses at once (child processes); 2 by default */
  size?: number;
  /** wall-clock limit of one parse, after which its process is killed; 8 s by default */
  timeoutMs?: number;
  /** bytes of uploads that may wait at once (pdfWaitLine.ts); default in DEFAULTS */
  maxQueueBytes?: number;
  /** how long a request may wait for a process, estimated or waited (pdfWaitLine.ts) */
  maxWaitMs?: number;
  /** the parse time the estimate assumes until a parse has been timed */
  assumedParseMs?: number;
  /** cap of each process's V8 heap (--max-old-space-size) */
  maxHeapMb?: number;
  /**
   * growth of a parsing process's resident memory over what it held when ready, beyond which its
   * parse is ended (read from /proc on Linux): pdfjs keeps decoded streams outside the V8 heap
   * that maxHeapMb caps
   */
  maxRssGrowthMb?: number;
  /** a process is replaced after this many parses, so no garbage piles up */
  maxJobsPerWorker?: number;
  /**
   * a process idle this long is ended: each holds a Node and pdfjs of its own, which a server
   * that reads a resume now and then should not keep; the next parse starts one again
   */
  idleMs?: number;
}

export type PdfOutcome =
  | { status: 'parsed'; pages: number; text: string }
  /** not a PDF that parses (no `%PDF-` header, broken, encrypted) */
  | { status: 'invalid' }
  /** still parsing when the wall-clock limit came */
  | { status: 'timeout' }
  /** the process hit its memory cap */
  | { status: 'memory' };

/** The waiting line holds too much or waits too long: 503, Retry-After from retryAfterMs. */
export class PdfBusyError extends Error {
  constructor(readonly retryAfterMs: number) {
    super('All PDF workers are busy');
    this.name = 'PdfBusyError';
  }
}

export interface PdfPool {
  /** Parses the PDF stored at `file` (an absolute path) in a child process. */
  parse(file: string, options?: { maxPages?: number }): Promise<PdfOutcome>;
  /** Ends every process and refuses what still waits. */
  close(): Promise<void>;
  /** Child processes alive now, starting, busy or idle. */
  readonly workers: number;
}

const DEFAULTS = {
  size: 2,
  timeoutMs: 8000,
  maxQueueBytes: 64 * 1024 * 1024,
  maxWaitMs: 30_000,
  assumedParseMs: 100,
  maxJobsPerWorker: 200,
  idleMs: 30_000,
  maxHeapMb: 256,
  maxRssGrowthMb: 400,
} satisfies Required<PdfPoolOptions>;

interface Job {
  id: number;
  file: string;
  /** the upload's size: what it holds while it waits */
  bytes: number;
  maxPages: number | undefined;
  /** when a process took it (performance.now()) */
  startedAt?: number;
  resolve(outcome: PdfOutcome): void;
  reject(err: Error): void;
  waitTimer?: NodeJS.Timeout;
}

interface Slot {
  child: ChildProcess;
  /** pdfjs is loaded: the process can take a job */
  ready: boolean;
  job: Job | undefined;
  done: number;
  timer?: NodeJS.Timeout;
  /** ends the process after idleMs without a job */
  idleTimer?: NodeJS.Timeout;
  /** the end of its standard error, where V8 says it ran out of heap */
  stderr: string;
  /** its resident memory when it became ready, in MB (undefined where /proc is not there) */
  readyRssMb: number | undefined;
}

const closedError = () => new Error('The PDF pool is closed');

/** The pool: jobs wait in `queue` for a ready process; `slots` are the processes. */
class ProcessPool implements PdfPool {
  private readonly opts: Required<PdfPoolOptions>;
  private readonly entry = childEntry();
  private readonly slots = new Set<Slot>();
  private readonly queue: Job[] = [];
  private readonly line: WaitLine;
  private nextId = 1;
  private closed = false;
  // the memory guard: while parses run, each parsing process may hold maxRssMb at most
  private guard: NodeJS.Timeout | undefined;

  constructor(options: PdfPoolOptions) {
    this.opts = { ...DEFAULTS };
    for (const [key, value] of Object.entries(options)) {
      if (value !== undefined) Object.assign(this.opts, { [key]: value });
    }
    this.line = new WaitLine(this.opts);
  }

  async parse(file: string, options: { maxPages?: number } = {}): Promise<PdfOutcome> {
    if (this.closed) throw closedError();
    const bytes = await stat(file).then(
      (s) => s.size,
      () => 0, // the worker reports a file it cannot read
    );
    if (this.closed) throw closedError();
    const refused = this.line.refusal(this.lineState(), bytes);
    if (refused !== undefined) throw new PdfBusyError(refused);
    return new Promise<PdfOutcome>((resolve, reject) => {
      const id = this.nextId++;
      const job: Job = { id, file, bytes, maxPages: options.maxPages, resolve, reject };
      job.waitTimer = setTimeout(() => {
        const at = this.queue.indexOf(job);
        if (at < 0) return;
        this.queue.splice(at, 1);
        reject(new PdfBusyError(this.line.retryAfterMs(this.lineState())));
      }, this.opts.maxWaitMs);
      this.queue.push(job);
      this.pump();
    });
  }

  private lineState(): LineState {
    let running = 0;
    for (const slot of this.slots) if (slot.job) running += 1;
    return { waiting: this.queue.map((job) => job.bytes), running, size: this.opts.size };
  }

  async close(): Promise<void> {
    this.closed = true;
    clearInterval(this.guard);
    this.failWaiting(closedError());
    const ending = [...this.slots].map((slot) => {
      slot.job?.reject(closedError());
      slot.job = undefined;
      const { child } = slot;
      const exited = new Promise<void>((resolve) => {
        if (child.exitCode !== null || child.signalCode !== null) resolve();
        else child.once('exit', () => resolve());
      });
      this.retire(slot);
      return exited;
    });
    await Promise.all(ending);
  }

  /** Hands waiting jobs to ready processes, and starts processes (up to the size) for the rest. */
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
    const child = fork(this.entry.file, [], {
      execArgv: [...this.entry.flags, `--max-old-space-size=${this.opts.maxHeapMb}`],
      // no terminal of its own: standard error is read for V8's out-of-memory message only
      stdio: ['ignore', 'ignore', 'pipe', 'ipc'],
      serialization: 'advanced',
    });
    const slot: Slot = {
      child,
      ready: false,
      job: undefined,
      done: 0,
      stderr: '',
      readyRssMb: undefined,
    };
    child.stderr?.setEncoding('utf8');
    child.stderr?.on('data', (chunk: string) => {
      slot.stderr = (slot.stderr + chunk).slice(-2000);
    });
    child.on('message', (message: PdfJobResult | typeof READY) => this.onMessage(slot, message));
    child.on('error', (err: Error) => {
      // a process that cannot start: fail what waits, no retry loop
      if (!slot.ready) {
        this.retire(slot);
        return this.failWaiting(err);
      }
      this.finish(slot, (job) => job.reject(err), false);
    });
    // 'close' comes after standard error has been read to its end
    child.on('close', (code, signal) => {
      if (!this.slots.has(slot)) return;
      if (!slot.ready && !slot.job) {
        this.retire(slot);
        return this.failWaiting(new Error(`PDF worker could not start (${code ?? signal})`));
      }
      if (OUT_OF_MEMORY.test(slot.stderr)) {
        return this.finish(slot, (job) => job.resolve({ status: 'memory' }), false);
      }
      this.finish(slot, (job) => job.reject(new Error('PDF worker exited')), false);
    });
    this.slots.add(slot);
  }

  private onMessage(slot: Slot, message: PdfJobResult | typeof READY): void {
    if (message === READY) {
      slot.ready = true;
      slot.readyRssMb = residentMb(slot.child.pid);
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

  get workers(): number {
    return this.slots.size;
  }

  private run(slot: Slot, job: Job): void {
    clearTimeout(job.waitTimer);
    clearTimeout(slot.idleTimer);
    job.startedAt = performance.now();
    slot.job = job;
    this.watchMemory();
    slot.child.ref();
    slot.child.channel?.ref();
    slot.timer = setTimeout(
      () => this.finish(slot, (j) => j.resolve({ status: 'timeout' }), false),
      this.opts.timeoutMs,
    );
    const message: PdfJob = { id: job.id, file: job.file, maxPages: job.maxPages };
    slot.child.send(message);
  }

  /** Ends the slot's job with `settle`, frees the slot, and starts the next waiting job. */
  private finish(slot: Slot, settle: (job: Job) => void, keepWorker: boolean): void {
    const job = slot.job;
    slot.job = undefined;
    clearTimeout(slot.timer);
    if (job?.startedAt !== undefined) this.line.recordParse(performance.now() - job.startedAt);
    if (!keepWorker || slot.done >= this.opts.maxJobsPerWorker) this.retire(slot);
    else this.idle(slot);
    if (job) settle(job);
    this.pump();
  }

  /** A process without a job: it keeps the server's event loop from nothing, and ends after idleMs. */
  private idle(slot: Slot): void {
    slot.child.unref();
    slot.child.channel?.unref();
    clearTimeout(slot.idleTimer);
    slot.idleTimer = setTimeout(() => {
      if (!slot.job && this.slots.has(slot)) this.retire(slot);
    }, this.opts.idleMs);
    slot.idleTimer.unref();
  }

  /** Ends a process (killing it mid-parse is the wall-clock and memory limit). */
  private retire(slot: Slot): void {
    this.slots.delete(slot);
    clearTimeout(slot.timer);
    clearTimeout(slot.idleTimer);
    const { child } = slot;
    child.removeAllListeners('message');
    child.removeAllListeners('error');
    child.on('error', () => {});
    child.stderr?.removeAllListeners('data');
    child.stderr?.resume();
    child.kill('SIGKILL');
    child.unref();
  }

  /**
   * While parses run, samples each parsing process's resident memory; one grown by more than
   * maxRssGrowthMb has its parse ended (a bomb's decoded streams sit outside the capped V8 heap). Where /proc cannot be
   * read (not Linux), the heap cap and the wall-clock limit remain.
   */
  private watchMemory(): void {
    if (this.guard) return;
    this.guard = setInterval(() => {
      const running = [...this.slots].filter((s) => s.job);
      if (running.length === 0) {
        clearInterval(this.guard);
        this.guard = undefined;
        return;
      }
      for (const slot of running) {
        const rss = residentMb(slot.child.pid);
        if (rss === undefined || slot.readyRssMb === undefined) continue;
        if (rss - slot.readyRssMb > this.opts.maxRssGrowthMb) {
          this.finish(slot, (job) => job.resolve({ status: 'memory' }), false);
        }
      }
    }, MEMORY_CHECK_MS);
    this.guard.unref();
  }
}

/** A pool of PDF child processes; none starts before the first parse. */
export function createPdfPool(options: PdfPoolOptions = {}): PdfPool {
  return new ProcessPool(options);
}
