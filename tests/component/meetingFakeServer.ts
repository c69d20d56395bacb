// An in-memory interview behind a fake fetch that answers the four candidate calls of
// docs/interview-api.md (session, start, answer, finish), for the meeting page's tests.
import { vi } from 'vitest';

export const TOKEN = 'tok-123';

export interface FakeQuestion {
  question: string;
  skill: string;
  difficulty: string;
}

export const QUESTIONS: FakeQuestion[] = [
  { question: 'What is a closure in JavaScript?', skill: 'JavaScript', difficulty: 'easy' },
  { question: 'How does Python manage memory?', skill: 'Python', difficulty: 'easy' },
  { question: 'Explain database connection pooling.', skill: 'Python', difficulty: 'medium' },
  { question: 'Design a rate limiter.', skill: 'JavaScript', difficulty: 'hard' },
];

export interface FakeInterviewOptions {
  status?: 'scheduled' | 'in_progress' | 'completed' | 'cancelled';
  /** the server's clock minus the browser's, in ms */
  skewMs?: number;
  /** when the window opens, on the server's clock (ms since the epoch); default: an hour ago */
  opensAt?: number;
  closesAt?: number;
  timeLimitSec?: number | null;
  questions?: FakeQuestion[];
  answers?: string[];
  /** issue 52: the follow-up asked after the answer to the fixed question at this 0-based place */
  followUps?: Record<number, FakeQuestion>;
  /** a server from before follow-ups: no `number`, `follow_up_of` or `follow_ups_answered` */
  legacy?: boolean;
}

export interface RecordedCall {
  method: string;
  path: string;
  token: string | null;
  body: unknown;
}

function envelope(status: number, msg: string, data: unknown = {}) {
  return new Response(JSON.stringify({ data, msg, statusCode: status }), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

export class FakeInterview {
  status: string;
  answers: string[];
  readonly questions: FakeQuestion[];
  readonly calls: RecordedCall[] = [];
  skewMs: number;
  opensAt: number;
  closesAt: number;
  timeLimitSec: number | null;
  readonly followUps: Record<number, FakeQuestion>;
  readonly legacy: boolean;
  /** history index of each follow-up answered (or asked) → the history index it follows */
  readonly followUpOf = new Map<number, number>();
  /** the next calls to this path fail as a lost connection (the server may still act: `apply`) */
  private failures: Array<{ path: string; apply: boolean; status?: number }> = [];
  readonly fetch = vi.fn((input: RequestInfo | URL, init?: RequestInit) =>
    this.handle(input, init),
  );

  constructor(options: FakeInterviewOptions = {}) {
    this.status = options.status ?? 'scheduled';
    this.questions = options.questions ?? QUESTIONS;
    this.answers = options.answers ?? [];
    this.skewMs = options.skewMs ?? 0;
    const now = Date.now() + this.skewMs;
    this.opensAt = options.opensAt ?? now - 3_600_000;
    this.closesAt = options.closesAt ?? now + 3_600_000;
    this.timeLimitSec = options.timeLimitSec ?? null;
    this.followUps = options.followUps ?? {};
    this.legacy = options.legacy ?? false;
  }

  /** The fixed questions answered among the first `length` answers. */
  private fixedAnswered(length = this.answers.length): number {
    let fixed = 0;
    for (let i = 0; i < length; i += 1) if (!this.followUpOf.has(i)) fixed += 1;
    return fixed;
  }

  /** The question at history index `answers.length`, as the server would put it; null when done. */
  private current() {
    const index = this.answers.length;
    const fixed = this.fixedAnswered();
    const last = index - 1;
    // the last answer was to a fixed question that has a follow-up: that comes next
    if (last >= 0 && !this.followUpOf.has(last) && this.followUps[fixed - 1]) {
      return { index, number: fixed, ...this.followUps[fixed - 1]!, follow_up_of: last };
    }
    const next = this.questions[fixed];
    return next ? { index, number: fixed + 1, ...next } : null;
  }

  /** The next call to `path` ('answer', ...) never answers: a rejected fetch, or `status`. */
  failNext(path: string, { apply = false, status }: { apply?: boolean; status?: number } = {}) {
    this.failures.push({ path, apply, status });
  }

  callsTo(path: string): RecordedCall[] {
    return this.calls.filter((call) => call.path === path);
  }

  private serverNow(): number {
    return Date.now() + this.skewMs;
  }

  private blocked(): string | null {
    if (this.status === 'completed') return 'completed';
    if (this.status === 'cancelled') return 'cancelled';
    if (this.status !== 'scheduled') return null;
    const now = this.serverNow();
    if (now < this.opensAt) return 'not_open_yet';
    if (now > this.closesAt) return 'closed';
    return null;
  }

  session() {
    const started = this.status === 'in_progress' || this.status === 'completed';
    const next = this.status === 'in_progress' ? this.current() : null;
    let current: Record<string, unknown> | null = next;
    if (next && this.legacy) {
      const { number: _number, follow_up_of: _of, ...old } = next as Record<string, unknown>;
      current = old;
    }
    const blocked = this.blocked();
    return {
      title: 'Backend Engineer',
      scheduled_time: new Date(this.opensAt + 15 * 60_000).toISOString(),
      status: this.status,
      now: new Date(this.serverNow()).toISOString(),
      interviewer: {
        voice: 'ash',
        name: 'Ash',
        gender: 'male',
        description: 'Warm, friendly male voice',
      },
      window: {
        opens_at: new Date(this.opensAt).toISOString(),
        closes_at: new Date(this.closesAt).toISOString(),
      },
      can_start: this.status === 'scheduled' && blocked === null,
      blocked,
      total_questions: started ? this.questions.length : null,
      answered: started ? this.fixedAnswered() : 0,
      ...(!this.legacy && { follow_ups_answered: this.followUpOf.size }),
      time_limit_sec: this.timeLimitSec,
      current,
    };
  }

  private act(path: string, body: Record<string, unknown>): Response {
    if (path === 'session') return envelope(200, 'Interview found', this.session());
    if (path === 'start') {
      const blocked = this.blocked();
      if (blocked === 'not_open_yet') return envelope(409, 'The interview is not open yet.');
      if (blocked === 'closed') return envelope(409, 'The time to take this interview has passed.');
      if (blocked === 'cancelled') return envelope(409, 'This interview was cancelled.');
      if (blocked === 'completed') return envelope(409, 'This interview is already completed.');
      this.status = 'in_progress';
      return envelope(200, 'Interview started', this.session());
    }
    if (path === 'answer') {
      if (this.status !== 'in_progress') return envelope(409, 'The interview is not in progress.');
      const { index, answer } = body;
      if (typeof answer !== 'string' || typeof index !== 'number') {
        return envelope(400, 'Answer must be a string');
      }
      if (answer.length > 5000) return envelope(400, 'Answer must be at most 5,000 characters');
      if (index < this.answers.length) {
        if (this.answers[index] === answer) return envelope(200, 'Answer saved', this.session());
        return envelope(409, 'This question was already answered.');
      }
      const current = this.current();
      if (index > this.answers.length || !current) {
        return envelope(409, 'Answer the current question first.');
      }
      if ('follow_up_of' in current) this.followUpOf.set(index, current.follow_up_of);
      this.answers.push(answer);
      return envelope(200, 'Answer saved', this.session());
    }
    if (path === 'finish') {
      if (this.status === 'completed') return envelope(200, 'Interview completed', this.session());
      if (this.status !== 'in_progress') return envelope(409, 'The interview is not in progress.');
      if (this.current()) {
        return envelope(409, 'Answer every question before finishing.');
      }
      this.status = 'completed';
      return envelope(200, 'Interview completed', this.session());
    }
    return envelope(404, 'Not found');
  }

  private async handle(input: RequestInfo | URL, init: RequestInit = {}): Promise<Response> {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const match = /^\/api\/meeting\/([^/]+)\/(session|start|answer|finish)$/.exec(url);
    const method = init.method ?? 'GET';
    const token = new Headers(init.headers).get('X-Meeting-Token');
    const body: unknown = typeof init.body === 'string' ? JSON.parse(init.body) : undefined;
    const path = match?.[2] ?? url;
    this.calls.push({ method, path, token, body });
    if (!match || match[1] !== 'int-1' || token !== TOKEN) {
      return envelope(404, 'Interview not found');
    }
    if ((path === 'session') !== (method === 'GET')) return envelope(405, 'Method not allowed');
    const failure = this.failures.findIndex((item) => item.path === path);
    if (failure >= 0) {
      const { apply, status } = this.failures.splice(failure, 1)[0]!;
      if (apply) this.act(path, (body ?? {}) as Record<string, unknown>);
      if (status) return envelope(status, 'Internal server error');
      throw new TypeError('Failed to fetch');
    }
    return this.act(path, (body ?? {}) as Record<string, unknown>);
  }
}

export const meetingUrl = (token = TOKEN) => `/meeting?interviewId=int-1&token=${token}`;
