import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  answerQuestion,
  finishInterview,
  getSession,
  MeetingApiError,
  parseSession,
  startInterview,
} from '../../src/meeting/meetingApi';

const SESSION = {
  title: 'Backend Engineer',
  scheduled_time: '2026-11-23T10:00:00.000Z',
  status: 'in_progress',
  now: '2026-11-23T09:50:00.000Z',
  interviewer: {
    voice: 'ash',
    name: 'Ash',
    gender: 'male',
    description: 'Warm, friendly male voice',
  },
  window: { opens_at: '2026-11-23T09:45:00.000Z', closes_at: '2026-11-23T12:00:00.000Z' },
  can_start: false,
  blocked: null,
  total_questions: 8,
  answered: 2,
  follow_ups_answered: 0,
  time_limit_sec: null,
  current: {
    index: 2,
    number: 3,
    question: 'What is a closure?',
    skill: 'JavaScript',
    difficulty: 'medium',
  },
};

function reply(status: number, body: unknown) {
  return new Response(typeof body === 'string' ? body : JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

function stubFetch(response: () => Response | Promise<Response>) {
  const fetchMock = vi.fn((_url: string, _init?: RequestInit) => Promise.resolve(response()));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const request = (fetchMock: ReturnType<typeof stubFetch>, n = 0) => {
  const [url, init] = fetchMock.mock.calls[n]!;
  return { url, init: init ?? {}, headers: new Headers(init?.headers) };
};

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('meetingApi', () => {
  it('getSession: GET /meeting/:id/session with the token, the envelope unwrapped', async () => {
    const fetchMock = stubFetch(() =>
      reply(200, { data: SESSION, msg: 'Interview found', statusCode: 200 }),
    );
    const session = await getSession('int 1', 'tok-abc');
    const { url, init, headers } = request(fetchMock);
    expect(url).toBe('/api/meeting/int%201/session');
    expect(init.method).toBe('GET');
    expect(init.body).toBeUndefined();
    expect(headers.get('X-Meeting-Token')).toBe('tok-abc');
    expect(headers.has('Authorization')).toBe(false);
    expect(session).toEqual(SESSION);
  });

  it('start, answer and finish POST their JSON bodies', async () => {
    const fetchMock = stubFetch(() => reply(200, { data: SESSION, msg: 'ok', statusCode: 200 }));
    await startInterview('i1', 't');
    await answerQuestion('i1', 't', 2, 'My answer');
    await finishInterview('i1', 't', { apiUrl: 'https://api.example.com' });
    const calls = [0, 1, 2].map((n) => request(fetchMock, n));
    expect(calls.map((call) => [call.url, call.init.method, call.init.body])).toEqual([
      ['/api/meeting/i1/start', 'POST', '{}'],
      ['/api/meeting/i1/answer', 'POST', '{"index":2,"answer":"My answer"}'],
      ['https://api.example.com/meeting/i1/finish', 'POST', '{}'],
    ]);
    for (const call of calls) {
      expect(call.headers.get('Content-Type')).toBe('application/json');
      expect(call.headers.get('X-Meeting-Token')).toBe('t');
    }
  });

  it("rejects with the server's msg and status", async () => {
    stubFetch(() =>
      reply(409, { data: {}, msg: 'This question was already answered.', statusCode: 409 }),
    );
    const error = await answerQuestion('i1', 't', 0, 'x').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(MeetingApiError);
    expect(error).toMatchObject({ status: 409, message: 'This question was already answered.' });
    expect((error as MeetingApiError).transient).toBe(false);
  });

  it('reads a bare {msg} (the rate limit) and an unreadable body', async () => {
    stubFetch(() => reply(429, { msg: 'Too many requests. Please wait a minute and try again.' }));
    await expect(getSession('i1', 't')).rejects.toMatchObject({
      status: 429,
      message: 'Too many requests. Please wait a minute and try again.',
    });
    stubFetch(() => reply(502, '<html>Bad gateway</html>'));
    const error = (await getSession('i1', 't').catch((e: unknown) => e)) as MeetingApiError;
    expect(error).toMatchObject({ status: 502, message: '' });
    expect(error.transient).toBe(true);
  });

  it('a network failure is status 0, transient; an abort stays an AbortError', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))),
    );
    const error = (await startInterview('i1', 't').catch((e: unknown) => e)) as MeetingApiError;
    expect(error).toBeInstanceOf(MeetingApiError);
    expect(error.status).toBe(0);
    expect(error.transient).toBe(true);

    const abort = new DOMException('aborted', 'AbortError');
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(abort)),
    );
    await expect(getSession('i1', 't')).rejects.toBe(abort);
  });

  it('a 200 without a session is a failure', async () => {
    stubFetch(() => reply(200, { data: 'nope', msg: 'ok', statusCode: 200 }));
    await expect(getSession('i1', 't')).rejects.toMatchObject({ status: 0 });
  });
});

describe('parseSession', () => {
  it('fills what is missing or malformed with safe values', () => {
    expect(
      parseSession({
        title: 7,
        status: 'scheduled',
        interviewer: null,
        window: 'soon',
        can_start: 'yes',
        blocked: '',
        total_questions: -1,
        answered: 'two',
        time_limit_sec: 0,
        current: { question: 'no index' },
      }),
    ).toEqual({
      title: '',
      scheduled_time: '',
      status: 'scheduled',
      now: '',
      interviewer: { voice: '', name: '', gender: '', description: '' },
      window: null,
      can_start: false,
      blocked: null,
      total_questions: null,
      answered: 0,
      follow_ups_answered: 0,
      time_limit_sec: null,
      current: null,
    });
  });

  it('keeps a time limit, a blocked reason and the current question', () => {
    const session = parseSession({
      ...SESSION,
      time_limit_sec: 90,
      blocked: 'not_open_yet',
      current: { index: 0, question: 'Q?', skill: 'Go', difficulty: 'easy', expected: ['x'] },
    });
    expect(session.time_limit_sec).toBe(90);
    expect(session.blocked).toBe('not_open_yet');
    expect(session.current).toEqual({
      index: 0,
      number: 1,
      question: 'Q?',
      skill: 'Go',
      difficulty: 'easy',
    });
  });

  it('reads a follow-up: its number is the question it follows, and where that one is', () => {
    const session = parseSession({
      ...SESSION,
      answered: 3,
      follow_ups_answered: 1,
      current: {
        index: 4,
        number: 3,
        question: 'How would you cap the number of connections?',
        skill: 'Python',
        difficulty: 'medium',
        follow_up_of: 2,
      },
    });
    expect(session.answered).toBe(3);
    expect(session.follow_ups_answered).toBe(1);
    expect(session.current).toMatchObject({ index: 4, number: 3, follow_up_of: 2 });
  });

  it('an older server: no number (index + 1), no follow-ups; a malformed follow_up_of is dropped', () => {
    const { follow_ups_answered: _absent, ...old } = SESSION;
    const session = parseSession({
      ...old,
      current: { index: 5, question: 'Q?', skill: 'Go', difficulty: 'easy', follow_up_of: 9 },
    });
    expect(session.follow_ups_answered).toBe(0);
    expect(session.current).toEqual({
      index: 5,
      number: 6,
      question: 'Q?',
      skill: 'Go',
      difficulty: 'easy',
    });
  });
});
