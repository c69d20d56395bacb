// The interview's flow for the candidate's page: load the session, start, answer, finish, with
// the server's answers as the only truth (every step returns the session). The page renders
// from `state`; the calls are in meetingApi.ts.
import { useCallback, useEffect, useReducer, useRef } from 'react';
import { parseApiDate } from '../dates/dates';
import { t } from '../i18n/translate';
import {
  answerQuestion,
  finishInterview,
  getSession,
  isAbortError,
  MeetingApiError,
  startInterview,
  type InterviewSession,
} from './meetingApi';
import { clearQuestion } from './meetingStorage';

/** A step that failed, with the message to show beside its Retry. */
export interface Failure {
  action: 'start' | 'answer' | 'finish';
  message: string;
}

export interface InterviewState {
  load: 'loading' | 'ready' | 'not_found' | 'failed';
  session: InterviewSession | null;
  /** the server's clock minus the browser's, in ms, from the last answer */
  skew: number;
  /** 'interview' once Start or Continue was pressed on this page */
  stage: 'welcome' | 'interview';
  busy: 'starting' | 'saving' | 'finishing' | null;
  failure: Failure | null;
  /** counts quiet refreshes that failed, so a timer waiting on the session can try again */
  misses: number;
}

type Action =
  | { type: 'loading' }
  | { type: 'load_failed'; notFound: boolean }
  | { type: 'session'; session: InterviewSession; skew: number; stage?: 'interview' }
  | { type: 'busy'; busy: InterviewState['busy'] }
  | { type: 'failed'; failure: Failure | null }
  | { type: 'missed' };

const initialState: InterviewState = {
  load: 'loading',
  session: null,
  skew: 0,
  stage: 'welcome',
  busy: null,
  failure: null,
  misses: 0,
};

function reducer(state: InterviewState, action: Action): InterviewState {
  switch (action.type) {
    case 'loading':
      return { ...state, load: 'loading', failure: null };
    case 'load_failed':
      return { ...state, load: action.notFound ? 'not_found' : 'failed', busy: null };
    case 'session':
      return {
        ...state,
        load: 'ready',
        session: action.session,
        skew: action.skew,
        stage: action.stage ?? state.stage,
        busy: null,
        failure: null,
      };
    case 'busy':
      return { ...state, busy: action.busy, failure: null };
    case 'failed':
      return { ...state, busy: null, failure: action.failure };
    case 'missed':
      return { ...state, busy: null, misses: state.misses + 1 };
  }
}

/** A look at a not-yet-open interview: a little after it opens, at most every 2 s, 10 min apart. */
const OPEN_MARGIN_MS = 500;
const MIN_WAIT_MS = 2_000;
const MAX_WAIT_MS = 10 * 60_000;

/** The server's clock minus ours, from a session's `now` (0 when it sent none). */
function skewOf(session: InterviewSession): number {
  const server = parseApiDate(session.now);
  return server ? server.getTime() - Date.now() : 0;
}

/** Every question answered, not yet finished: the page finishes it. */
const awaitsFinish = (session: InterviewSession) =>
  session.status === 'in_progress' && session.current === null;

const transientMessage = (error: unknown, fallback: string): string =>
  error instanceof MeetingApiError && !error.transient && error.message ? error.message : fallback;

export interface InterviewActions {
  /** loads the session again (`quiet`: keeps what is shown meanwhile) */
  refresh(quiet?: boolean): Promise<boolean>;
  start(): Promise<void>;
  /** saves the answer to question `index`; true once the question is done with */
  answer(index: number, text: string): Promise<boolean>;
  finish(): Promise<void>;
}

export function useInterviewSession(
  interviewId: string,
  token: string,
): [InterviewState, InterviewActions] {
  const [state, dispatch] = useReducer(reducer, initialState);
  const controllers = useRef(new Set<AbortController>());

  // every call is aborted when the page goes, and its answer is then dropped
  useEffect(() => {
    const open = controllers.current;
    return () => {
      for (const controller of open) controller.abort();
      open.clear();
    };
  }, []);

  const send = useCallback(async (request: (signal: AbortSignal) => Promise<InterviewSession>) => {
    const controller = new AbortController();
    controllers.current.add(controller);
    try {
      return await request(controller.signal);
    } finally {
      controllers.current.delete(controller);
    }
  }, []);

  const received = useCallback((session: InterviewSession, stage?: 'interview') => {
    dispatch({ type: 'session', session, skew: skewOf(session), stage });
  }, []);

  const refresh = useCallback(
    async (quiet = false): Promise<boolean> => {
      if (!quiet) dispatch({ type: 'loading' });
      try {
        received(await send((signal) => getSession(interviewId, token, { signal })));
        return true;
      } catch (error) {
        if (isAbortError(error)) return false;
        const notFound = error instanceof MeetingApiError && error.status === 404;
        if (quiet && !notFound) dispatch({ type: 'missed' });
        else dispatch({ type: 'load_failed', notFound });
        return false;
      }
    },
    [interviewId, token, send, received],
  );

  useEffect(() => {
    void refresh();
  }, [refresh]);

  // Not open yet: ask again when the window opens, by the server's clock (corrected by the skew of
  // its last answer). A long wait is cut into steps, each a fresh look that corrects the skew
  // again; a failed look tries again after a step.
  const session = state.session;
  const opensAt =
    session?.blocked === 'not_open_yet'
      ? (parseApiDate(session.window?.opens_at)?.getTime() ?? NaN)
      : NaN;
  useEffect(() => {
    if (Number.isNaN(opensAt)) return;
    const untilOpen = opensAt - (Date.now() + state.skew) + OPEN_MARGIN_MS;
    const timer = setTimeout(
      () => void refresh(true),
      Math.min(Math.max(untilOpen, MIN_WAIT_MS), MAX_WAIT_MS),
    );
    return () => clearTimeout(timer);
  }, [opensAt, state.skew, state.misses, session, refresh]);

  /** A refused step: the session moved on (another tab, the window): show where it is now. */
  const refused = useCallback(
    async (error: unknown, failure: Failure | null): Promise<boolean> => {
      if (isAbortError(error)) return true;
      if (error instanceof MeetingApiError && error.status === 404) {
        dispatch({ type: 'load_failed', notFound: true });
        return true;
      }
      if (error instanceof MeetingApiError && error.status === 409) {
        await refresh(true);
        if (failure) dispatch({ type: 'failed', failure });
        return true;
      }
      return false;
    },
    [refresh],
  );

  const finish = useCallback(async (): Promise<void> => {
    dispatch({ type: 'busy', busy: 'finishing' });
    try {
      received(await send((signal) => finishInterview(interviewId, token, { signal })));
    } catch (error) {
      if (await refused(error, null)) return;
      dispatch({
        type: 'failed',
        failure: {
          action: 'finish',
          message: transientMessage(error, t('app.meeting.room.finish_failed')),
        },
      });
    }
  }, [interviewId, token, send, received, refused]);

  const start = useCallback(async (): Promise<void> => {
    dispatch({ type: 'busy', busy: 'starting' });
    let session: InterviewSession;
    try {
      session = await send((signal) => startInterview(interviewId, token, { signal }));
    } catch (error) {
      const message = error instanceof MeetingApiError ? error.message : '';
      // a 409 names why (not open yet, closed...); the refreshed session shows it too
      if (await refused(error, message ? { action: 'start', message } : null)) return;
      dispatch({
        type: 'failed',
        failure: {
          action: 'start',
          message: transientMessage(error, t('app.meeting.room.start_failed')),
        },
      });
      return;
    }
    received(session, 'interview');
    if (awaitsFinish(session)) await finish();
  }, [interviewId, token, send, received, refused, finish]);

  const answer = useCallback(
    async (index: number, text: string): Promise<boolean> => {
      dispatch({ type: 'busy', busy: 'saving' });
      let session: InterviewSession;
      try {
        session = await send((signal) =>
          answerQuestion(interviewId, token, index, text, { signal }),
        );
      } catch (error) {
        if (isAbortError(error)) return false;
        if (error instanceof MeetingApiError && error.status === 409) {
          // 'This question was already answered.': a retry whose first try had landed; the others:
          // the interview moved on elsewhere. Either way: continue from the server's state
          clearQuestion(interviewId, index);
          if (await refresh(true)) return true;
          dispatch({
            type: 'failed',
            failure: { action: 'answer', message: t('app.meeting.room.refresh_failed') },
          });
          return false;
        }
        if (await refused(error, null)) return false;
        dispatch({
          type: 'failed',
          failure: {
            action: 'answer',
            message: transientMessage(error, t('app.meeting.room.save_failed')),
          },
        });
        return false;
      }
      clearQuestion(interviewId, index);
      received(session);
      if (awaitsFinish(session)) await finish();
      return true;
    },
    [interviewId, token, send, received, refresh, refused, finish],
  );

  return [state, { refresh, start, answer, finish }];
}
