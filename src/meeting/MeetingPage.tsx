// /meeting?interviewId=…: the candidate's entry to an interview. Public. Without a token it calls
// only GET /meeting/{id}, which answers the title, time, status and voice of the interview; with
// the link's `token` the candidate takes the interview (InterviewRoom, docs/interview-api.md).
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { voiceName } from '../dataProvider/voices';
import { t } from '../i18n/translate';
import { fetchMeeting, MeetingError, type MeetingFailure, type MeetingInfo } from './fetchMeeting';
import { InterviewRoom } from './InterviewRoom';
import { MeetingBadge } from './MeetingBadge';
import { MeetingHeading, WhenFact } from './MeetingParts';
import '../common/standalonePage.css';
import './MeetingPage.css';

type State =
  | { kind: 'missing' }
  | { kind: 'loading' }
  | { kind: 'error'; failure: MeetingFailure }
  | { kind: 'ready'; meeting: MeetingInfo };

const KNOWN_STATUSES = ['scheduled', 'in_progress', 'completed', 'cancelled'];

export function MeetingPage() {
  const [params] = useSearchParams();
  const interviewId = (params.get('interviewId') ?? '').trim();
  const token = (params.get('token') ?? '').trim();
  if (interviewId && token) {
    return (
      <InterviewRoom key={`${interviewId} ${token}`} interviewId={interviewId} token={token} />
    );
  }
  return <MeetingInfoPage interviewId={interviewId} />;
}

/** The id-only link: the interview's title, time, status and voice. */
function MeetingInfoPage({ interviewId }: { interviewId: string }) {
  const [attempt, setAttempt] = useState(0);
  const [result, setResult] = useState<{ id: string; attempt: number; state: State } | null>(null);

  useEffect(() => {
    if (!interviewId) return;
    const controller = new AbortController();
    fetchMeeting(interviewId, controller.signal).then(
      (meeting) => setResult({ id: interviewId, attempt, state: { kind: 'ready', meeting } }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        const failure = error instanceof MeetingError ? error.kind : 'failed';
        setResult({ id: interviewId, attempt, state: { kind: 'error', failure } });
      },
    );
    return () => controller.abort();
  }, [interviewId, attempt]);

  // a result belongs to the id and attempt it was loaded for; anything else is still loading
  const state: State = !interviewId
    ? { kind: 'missing' }
    : result && result.id === interviewId && result.attempt === attempt
      ? result.state
      : { kind: 'loading' };

  const pageTitle = state.kind === 'ready' && state.meeting.title;
  useEffect(() => {
    document.title = pageTitle
      ? `${pageTitle} · ${t('app.meeting.title')}`
      : `${t('app.meeting.title')} · ${t('app.name')}`;
  }, [pageTitle]);

  return (
    <main className="standalone-page meeting">
      <section
        className="meeting__card"
        aria-labelledby="meeting-title"
        aria-busy={state.kind === 'loading'}
        data-state={state.kind}
      >
        <MeetingContent state={state} onRetry={() => setAttempt((n) => n + 1)} />
      </section>
    </main>
  );
}

function MeetingContent({ state, onRetry }: { state: State; onRetry: () => void }) {
  if (state.kind === 'ready') return <MeetingDetails meeting={state.meeting} />;

  let message: string;
  let tone = 'meeting__notice';
  if (state.kind === 'loading') message = t('app.meeting.loading');
  else if (state.kind === 'missing') {
    message = t('app.meeting.incomplete');
    tone += ' meeting__notice--warning';
  } else if (state.failure === 'not_found') {
    message = t('app.meeting.not_found');
    tone += ' meeting__notice--warning';
  } else {
    message = t('app.meeting.failed');
    tone += ' meeting__notice--error';
  }

  return (
    <>
      <MeetingBadge />
      <h1 id="meeting-title" className="meeting__title">
        {t('app.meeting.title')}
      </h1>
      {state.kind === 'loading' ? (
        <p className="meeting__text" role="status">
          <span className="spinner spinner--still meeting__spinner" aria-hidden="true" />
          {message}
        </p>
      ) : (
        <p className={tone} role="alert">
          {message}
        </p>
      )}
      {state.kind === 'error' && state.failure === 'failed' && (
        <button type="button" className="meeting__button" onClick={onRetry}>
          {t('app.meeting.retry')}
        </button>
      )}
    </>
  );
}

function MeetingDetails({ meeting }: { meeting: MeetingInfo }) {
  const status = KNOWN_STATUSES.includes(meeting.status) ? meeting.status : '';
  return (
    <>
      <MeetingHeading title={meeting.title} />
      {status && (
        <span className={`meeting__status meeting__status--${status}`} data-testid="status">
          {t(`app.meeting.states.${status}`)}
        </span>
      )}
      <dl className="meeting__facts">
        <WhenFact scheduledTime={meeting.scheduled_time} />
        <div>
          <dt>{t('app.meeting.voice')}</dt>
          <dd data-testid="voice">{voiceName(meeting.agent_voice) || '–'}</dd>
        </div>
      </dl>
      {status && <p className="meeting__text">{t(`app.meeting.notes.${status}`)}</p>}
    </>
  );
}

export default MeetingPage;
