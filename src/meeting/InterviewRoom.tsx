// The interview itself, from the candidate's link with its token: a welcome (or why it cannot
// start), one question at a time, then thanks. The flow is in useInterviewSession.
import { useCallback, useEffect, useRef, useState } from 'react';
import { voiceName } from '../dataProvider/voices';
import { formatDateTime } from '../dates/dates';
import { t } from '../i18n/translate';
import type { InterviewSession } from './meetingApi';
import { QuestionView } from './QuestionView';
import { useInterviewSession, type Failure, type InterviewState } from './useInterviewSession';
import { useSpeech } from './useSpeech';
import { MeetingBadge } from './MeetingBadge';
import { MeetingHeading, WaitOrRetry, WhenFact } from './MeetingParts';
import '../common/standalonePage.css';
import './MeetingPage.css';

type View = 'loading' | 'not_found' | 'failed' | 'welcome' | 'question' | 'finishing' | 'thanks';

function viewOf({ load, session, stage }: InterviewState): View {
  if (!session || load === 'not_found' || load === 'failed') {
    return load === 'ready' ? 'loading' : load;
  }
  if (load === 'loading') return 'loading';
  if (session.status === 'completed' || session.blocked === 'completed') return 'thanks';
  if (stage === 'interview' && session.status === 'in_progress') {
    return session.current ? 'question' : 'finishing';
  }
  return 'welcome';
}

const NO_INTERVIEWER = { voice: '', name: '', gender: '', description: '' };

const interviewerName = (session: InterviewSession) =>
  session.interviewer.name || voiceName(session.interviewer.voice);

export function InterviewRoom({ interviewId, token }: { interviewId: string; token: string }) {
  const [state, actions] = useInterviewSession(interviewId, token);
  const { session, busy, failure } = state;
  const view = viewOf(state);
  const speech = useSpeech(session?.interviewer ?? NO_INTERVIEWER);

  // the greeting is said once, before the first question after Start or Continue
  const [greeting, setGreeting] = useState<string | null>(null);
  const onGreeted = useCallback(() => setGreeting(null), []);
  const onStart = () => {
    if (session) setGreeting(t('app.meeting.room.greeting', { name: interviewerName(session) }));
    void actions.start();
  };

  const title = session?.title;
  useEffect(() => {
    document.title = title
      ? `${title} · ${t('app.meeting.title')}`
      : `${t('app.meeting.title')} · ${t('app.name')}`;
  }, [title]);

  const failureOf = (action: Failure['action']) => (failure?.action === action ? failure : null);

  let content;
  if (!session || view === 'loading' || view === 'not_found' || view === 'failed') {
    content = <Notice view={view} onRetry={() => void actions.refresh()} />;
  } else if (view === 'question' && session.current) {
    content = (
      <QuestionView
        key={session.current.index}
        interviewId={interviewId}
        title={session.title}
        current={session.current}
        total={session.total_questions ?? session.current.number}
        answered={session.answered}
        timeLimit={session.time_limit_sec}
        saving={busy === 'saving'}
        failure={failureOf('answer')}
        onSubmit={(index, answer) => void actions.answer(index, answer)}
        speech={speech}
        greeting={greeting}
        onGreeted={onGreeted}
      />
    );
  } else if (view === 'finishing') {
    content = (
      <Finishing
        session={session}
        failure={failureOf('finish')}
        busy={busy === 'finishing'}
        onRetry={() => void actions.finish()}
      />
    );
  } else if (view === 'thanks') {
    content = <Thanks session={session} focus={state.stage === 'interview'} />;
  } else {
    content = (
      <Welcome
        session={session}
        starting={busy === 'starting'}
        failure={failureOf('start')}
        onStart={onStart}
        speaks={speech.supported}
      />
    );
  }

  return (
    <main className="standalone-page meeting">
      <section
        className={`meeting__card${view === 'question' || view === 'welcome' ? ' meeting__card--room' : ''}`}
        aria-labelledby="meeting-title"
        aria-busy={view === 'loading' || busy !== null}
        data-state={view}
      >
        {content}
      </section>
    </main>
  );
}

/** Loading, or why the interview could not be loaded (as the id-only page says it). */
function Notice({ view, onRetry }: { view: View; onRetry: () => void }) {
  return (
    <>
      <MeetingBadge />
      <h1 id="meeting-title" className="meeting__title">
        {t('app.meeting.title')}
      </h1>
      {view === 'not_found' ? (
        <p className="meeting__notice meeting__notice--warning" role="alert">
          {t('app.meeting.not_found')}
        </p>
      ) : (
        <WaitOrRetry
          error={view === 'failed' ? t('app.meeting.failed') : undefined}
          retryLabel={t('app.meeting.retry')}
          onRetry={onRetry}
          waiting={t('app.meeting.loading')}
          spinner="still"
        />
      )}
    </>
  );
}

/** '45 seconds', '2 min', '1 min 30 s'. */
function duration(seconds: number): string {
  const minutes = Math.floor(seconds / 60);
  const rest = seconds % 60;
  if (minutes === 0) return t('app.meeting.room.duration_seconds', { seconds: rest });
  if (rest === 0) return t('app.meeting.room.duration_minutes', { minutes });
  return t('app.meeting.room.duration_both', { minutes, seconds: rest });
}

const KNOWN_BLOCKS = ['not_open_yet', 'closed', 'cancelled'];

interface WelcomeProps {
  session: InterviewSession;
  starting: boolean;
  failure: Failure | null;
  onStart(): void;
  speaks: boolean;
}

function Welcome({ session, starting, failure, onStart, speaks }: WelcomeProps) {
  const when = formatDateTime(session.scheduled_time);
  const inProgress = session.status === 'in_progress';
  const notOpenYet = !inProgress && session.blocked === 'not_open_yet';
  const offered = inProgress || session.can_start || notOpenYet;
  const enabled = (inProgress || session.can_start) && !starting;
  const name = interviewerName(session);

  let blockedMessage = '';
  if (!inProgress && !session.can_start) {
    const reason = session.blocked ?? '';
    if (reason === 'not_open_yet') {
      const opens = formatDateTime(session.window?.opens_at) || when;
      blockedMessage = t('app.meeting.room.blocked.not_open_yet', { time: opens });
    } else {
      blockedMessage = t(
        `app.meeting.room.blocked.${KNOWN_BLOCKS.includes(reason) ? reason : 'other'}`,
      );
    }
  }

  return (
    <>
      <MeetingHeading title={session.title} />
      <dl className="meeting__facts">
        <WhenFact scheduledTime={session.scheduled_time} />
      </dl>
      {name && (
        <div className="meeting__interviewer" data-testid="interviewer">
          <p className="meeting__interviewer-name">{t('app.meeting.room.interviewer', { name })}</p>
          {session.interviewer.description && (
            <p className="meeting__interviewer-about">{session.interviewer.description}</p>
          )}
        </div>
      )}
      <h2 className="meeting__subtitle">{t('app.meeting.room.what_heading')}</h2>
      <ul className="meeting__steps">
        <li>
          {session.total_questions
            ? t('app.meeting.room.steps.questions_known', {
                total: session.total_questions,
                answered: session.answered,
              })
            : t('app.meeting.room.steps.questions')}
        </li>
        {(session.follow_ups_answered > 0 || session.current?.follow_up_of !== undefined) && (
          <li>{t('app.meeting.room.steps.follow_ups', { count: session.follow_ups_answered })}</li>
        )}
        <li>{t(speaks ? 'app.meeting.room.steps.spoken' : 'app.meeting.room.steps.shown')}</li>
        <li>{t('app.meeting.room.steps.answer')}</li>
        {session.time_limit_sec && (
          <li>
            {t('app.meeting.room.steps.time_limit', { time: duration(session.time_limit_sec) })}
          </li>
        )}
        <li>{t('app.meeting.room.steps.saved')}</li>
      </ul>
      {blockedMessage && (
        <p
          id="meeting-blocked"
          className="meeting__notice meeting__notice--warning"
          data-testid="blocked"
        >
          {blockedMessage}
          {notOpenYet && (
            <span className="meeting__notice-more">
              {t('app.meeting.room.blocked.not_open_yet_wait')}
            </span>
          )}
        </p>
      )}
      {failure && !session.blocked && (
        <p className="meeting__notice meeting__notice--error" role="alert">
          {failure.message}
        </p>
      )}
      {offered && (
        <button
          type="button"
          className="meeting__button meeting__button--wide"
          disabled={!enabled}
          aria-describedby={blockedMessage ? 'meeting-blocked' : undefined}
          onClick={onStart}
        >
          {starting ? (
            <>
              <span className="spinner spinner--slow meeting__spinner" aria-hidden="true" />
              {t('app.meeting.room.starting')}
            </>
          ) : (
            t(inProgress ? 'app.meeting.room.continue' : 'app.meeting.room.start')
          )}
        </button>
      )}
    </>
  );
}

interface FinishingProps {
  session: InterviewSession;
  failure: Failure | null;
  busy: boolean;
  onRetry(): void;
}

/** Every answer saved; completing the interview. */
function Finishing({ session, failure, busy, onRetry }: FinishingProps) {
  return (
    <>
      <MeetingHeading title={session.title} />
      <WaitOrRetry
        error={failure && !busy ? failure.message : undefined}
        retryLabel={t('app.meeting.room.retry')}
        onRetry={onRetry}
        waiting={t('app.meeting.room.finishing')}
        spinner="slow"
      />
    </>
  );
}

/** The end: the interview is completed. `focus`: arrived here by answering, not by the link. */
function Thanks({ session, focus }: { session: InterviewSession; focus: boolean }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focus) heading.current?.focus();
  }, [focus]);
  return (
    <>
      <MeetingBadge done />
      <p className="meeting__eyebrow">{session.title || t('app.meeting.title')}</p>
      <h1 id="meeting-title" ref={heading} tabIndex={-1} className="meeting__title">
        {t('app.meeting.room.thanks_title')}
      </h1>
      <p className="meeting__text meeting__text--strong">{t('app.meeting.room.thanks')}</p>
    </>
  );
}
