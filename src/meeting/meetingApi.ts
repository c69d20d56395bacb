// The candidate's interview calls (docs/interview-api.md), with fetch only: the meeting page ships
// without the console's code. Every call carries the link's token in X-Meeting-Token.
import { isEnvelope, isPlainObject, messageOf, parseJson } from '../dataProvider/envelope';
import { API_URL } from '../config';
import { isAbortError, text } from './fetchMeeting';

export { isAbortError };

export interface Interviewer {
  voice: string;
  name: string;
  gender: string;
  description: string;
}

export interface CurrentQuestion {
  /** the answer's place in the history, 0 first: what the answer is sent with */
  index: number;
  /**
   * the fixed question's number, 1 first ("Question 3 of 8"); a follow-up carries the number of
   * the question it follows. A server without follow-ups sends none: index + 1.
   */
  number: number;
  question: string;
  skill: string;
  difficulty: string;
  /** a follow-up question: the history index of the question it follows */
  follow_up_of?: number;
}

/** Why Start is not offered; an unknown reason from a newer server is kept as sent. */
export type Blocked = 'not_open_yet' | 'closed' | 'cancelled' | 'completed' | (string & {});

/** What GET /meeting/:id/session and the three POSTs answer in `data`. */
export interface InterviewSession {
  title: string;
  scheduled_time: string;
  status: string;
  /** the server's clock when it answered, to correct the browser's */
  now: string;
  interviewer: Interviewer;
  window: { opens_at: string; closes_at: string } | null;
  can_start: boolean;
  blocked: Blocked | null;
  total_questions: number | null;
  /** the fixed questions answered (follow-ups are counted apart) */
  answered: number;
  /** the follow-up questions answered (0 from a server without them) */
  follow_ups_answered: number;
  time_limit_sec: number | null;
  current: CurrentQuestion | null;
}

/**
 * A failed call: `status` is the HTTP status (0 when the server could not be reached or answered
 * something unreadable), `message` the server's `msg` ('' when it sent none).
 */
export class MeetingApiError extends Error {
  constructor(
    readonly status: number,
    message = '',
  ) {
    super(message);
    this.name = 'MeetingApiError';
  }

  /** the request may not have reached the server, or the server failed: worth a retry */
  get transient(): boolean {
    return this.status === 0 || this.status >= 500;
  }
}

const count = (value: unknown): number | null =>
  typeof value === 'number' && Number.isFinite(value) && value >= 0 ? Math.floor(value) : null;

function parseInterviewer(value: unknown): Interviewer {
  const data = isPlainObject(value) ? value : {};
  return {
    voice: text(data.voice),
    name: text(data.name),
    gender: text(data.gender),
    description: text(data.description),
  };
}

function parseCurrent(value: unknown): CurrentQuestion | null {
  if (!isPlainObject(value)) return null;
  const index = count(value.index);
  if (index === null) return null;
  const number = count(value.number);
  const followUpOf = count(value.follow_up_of);
  return {
    index,
    number: number !== null && number > 0 ? number : index + 1,
    question: text(value.question),
    skill: text(value.skill),
    difficulty: text(value.difficulty),
    ...(followUpOf !== null && followUpOf < index && { follow_up_of: followUpOf }),
  };
}

/** A session from an answer's `data`; throws a MeetingApiError(0) when it is not one. */
export function parseSession(data: unknown): InterviewSession {
  if (!isPlainObject(data)) throw new MeetingApiError(0);
  const window = isPlainObject(data.window)
    ? { opens_at: text(data.window.opens_at), closes_at: text(data.window.closes_at) }
    : null;
  const limit = count(data.time_limit_sec);
  return {
    title: text(data.title),
    scheduled_time: text(data.scheduled_time),
    status: text(data.status),
    now: text(data.now),
    interviewer: parseInterviewer(data.interviewer),
    window,
    can_start: data.can_start === true,
    blocked: typeof data.blocked === 'string' && data.blocked ? data.blocked : null,
    total_questions: count(data.total_questions),
    answered: count(data.answered) ?? 0,
    follow_ups_answered: count(data.follow_ups_answered) ?? 0,
    time_limit_sec: limit && limit > 0 ? limit : null,
    current: parseCurrent(data.current),
  };
}

export interface MeetingCallOptions {
  signal?: AbortSignal;
  apiUrl?: string;
}

async function call(
  interviewId: string,
  token: string,
  method: 'GET' | 'POST',
  path: 'session' | 'start' | 'answer' | 'finish',
  body: unknown,
  { signal, apiUrl = API_URL }: MeetingCallOptions,
): Promise<InterviewSession> {
  const headers: Record<string, string> = {
    Accept: 'application/json',
    'X-Meeting-Token': token,
  };
  if (method === 'POST') headers['Content-Type'] = 'application/json';
  let response: Response;
  let parsed: unknown;
  try {
    response = await fetch(`${apiUrl}/meeting/${encodeURIComponent(interviewId)}/${path}`, {
      method,
      headers,
      body: method === 'POST' ? JSON.stringify(body ?? {}) : undefined,
      signal,
    });
    parsed = parseJson(await response.text());
  } catch (error) {
    if (isAbortError(error)) throw error;
    throw new MeetingApiError(0);
  }
  if (!response.ok) throw new MeetingApiError(response.status, messageOf(parsed) ?? '');
  return parseSession(isEnvelope(parsed) ? parsed.data : parsed);
}

/** GET /meeting/:id/session: where the interview stands. */
export const getSession = (id: string, token: string, options: MeetingCallOptions = {}) =>
  call(id, token, 'GET', 'session', undefined, options);

/** POST /meeting/:id/start: starts it (or answers the same for one already in progress). */
export const startInterview = (id: string, token: string, options: MeetingCallOptions = {}) =>
  call(id, token, 'POST', 'start', {}, options);

/** POST /meeting/:id/answer: saves the answer to question `index` ('' skips it). */
export const answerQuestion = (
  id: string,
  token: string,
  index: number,
  answer: string,
  options: MeetingCallOptions = {},
) => call(id, token, 'POST', 'answer', { index, answer }, options);

/** POST /meeting/:id/finish: completes it once every question is answered. */
export const finishInterview = (id: string, token: string, options: MeetingCallOptions = {}) =>
  call(id, token, 'POST', 'finish', {}, options);

/** The longest answer the server accepts. */
export const MAX_ANSWER_LENGTH = 5000;
