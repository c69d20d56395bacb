// The PDF pool's waiting line, bounded by what it holds and by how long a newcomer would wait
// rather than by a count. A request waiting for a parse holds its upload as a temporary file in
// DATA_DIR/tmp (@fastify/multipart streams the file part to disk; see candidates/form.ts), which
// a worker then reads whole into its own memory: the byte budget bounds the sum of those files.
// The wait is estimated from the line ahead and the median of the recent parse times.

/** Parse times kept for the median: enough to ride out one slow PDF, few enough to follow load. */
const RECENT_PARSES = 25;

export interface WaitLimits {
  /** bytes of uploads that may wait at once */
  maxQueueBytes: number;
  /** a newcomer whose estimated wait is longer is refused at once */
  maxWaitMs: number;
  /** the parse time assumed until one has been measured */
  assumedParseMs: number;
}

/** Where the line is: the bytes of each waiting upload (first first), parses running, workers. */
export interface LineState {
  waiting: readonly number[];
  running: number;
  size: number;
}

export class WaitLine {
  private readonly recent: number[] = [];

  constructor(private readonly limits: WaitLimits) {}

  /** A parse ended after `ms` in its worker (parsed, refused or ended by a limit alike). */
  recordParse(ms: number): void {
    this.recent.push(ms);
    if (this.recent.length > RECENT_PARSES) this.recent.shift();
  }

  /** The median of the recent parse times. */
  medianParseMs(): number {
    if (this.recent.length === 0) return this.limits.assumedParseMs;
    const sorted = [...this.recent].sort((a, b) => a - b);
    const mid = sorted.length >> 1;
    return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
  }

  /**
   * How long a job would wait behind `ahead` waiting ones while `running` parse on `size`
   * workers: it starts when ahead + running + 1 - size of them have ended, `size` at a time.
   */
  waitMs(ahead: number, running: number, size: number): number {
    const toEnd = Math.max(0, ahead + running + 1 - size);
    return (this.medianParseMs() * toEnd) / size;
  }

  /**
   * Whether a newcomer of `bytes` may join the line: undefined when it may, else the time in ms
   * after which it would be admitted if nobody else came (at least 1 s).
   */
  refusal(line: LineState, bytes: number): number | undefined {
    const { waiting, running, size } = line;
    const wait = this.waitMs(waiting.length, running, size);
    if (wait > this.limits.maxWaitMs) return atLeastASecond(wait - this.limits.maxWaitMs);
    // a lone waiter is always admitted, however large, or it could never be read
    const held = waiting.reduce((sum, b) => sum + b, 0);
    if (waiting.length === 0 || held + bytes <= this.limits.maxQueueBytes) return undefined;
    // the jobs at the head that must start before there is room for it
    let freed = 0;
    let starts = 0;
    while (starts < waiting.length && held - freed + bytes > this.limits.maxQueueBytes) {
      freed += waiting[starts]!;
      starts += 1;
    }
    return atLeastASecond(this.waitMs(starts - 1, running, size));
  }

  /** For a job that waited maxWaitMs after all: when to try again, as for a newcomer now. */
  retryAfterMs(line: LineState): number {
    return atLeastASecond(this.waitMs(line.waiting.length, line.running, line.size));
  }
}

const atLeastASecond = (ms: number) => Math.max(1000, ms);
