// Pieces both meeting views show: the heading with the interview's title, the interview's time
// (the id-only page and the interview room), and a step that is under way or failed with a way
// to try again.
import { formatDateTime } from '../dates/dates';
import { t } from '../i18n/translate';
import { MeetingBadge } from './MeetingBadge';
import { timeZoneName } from './timeZone';

/**
 * "AI Interview" over the interview's title (the page's h1), below the video badge unless
 * `badge` is false; `small` while a question is shown.
 */
export function MeetingHeading({
  title,
  badge = true,
  small = false,
}: {
  title: string;
  badge?: boolean;
  small?: boolean;
}) {
  return (
    <>
      {badge && <MeetingBadge />}
      <p className="meeting__eyebrow">{t('app.meeting.title')}</p>
      <h1
        id="meeting-title"
        className={small ? 'meeting__title meeting__title--small' : 'meeting__title'}
      >
        {title || t('app.meeting.untitled')}
      </h1>
    </>
  );
}

/** The 'When' fact: the local date and time, with the time zone it is in. */
export function WhenFact({ scheduledTime }: { scheduledTime: string }) {
  const when = formatDateTime(scheduledTime);
  const zone = timeZoneName();
  return (
    <div>
      <dt>{t('app.meeting.when')}</dt>
      <dd>
        <time dateTime={scheduledTime} data-testid="time">
          {when || t('app.meeting.no_time')}
        </time>
        {when && zone && (
          <span className="meeting__zone">{t('app.meeting.time_zone', { zone })}</span>
        )}
      </dd>
    </div>
  );
}

interface WaitOrRetryProps {
  /** what went wrong; undefined while the step runs */
  error: string | undefined;
  retryLabel: string;
  onRetry(): void;
  /** what is under way */
  waiting: string;
  /** the spinner's class: still (loading) or slow (a longer step) */
  spinner: 'still' | 'slow';
}

/** What went wrong with a Retry button, or a spinner saying what is under way. */
export function WaitOrRetry({ error, retryLabel, onRetry, waiting, spinner }: WaitOrRetryProps) {
  return error !== undefined ? (
    <>
      <p className="meeting__notice meeting__notice--error" role="alert">
        {error}
      </p>
      <button type="button" className="meeting__button" onClick={onRetry}>
        {retryLabel}
      </button>
    </>
  ) : (
    <p className="meeting__text" role="status">
      <span className={`spinner spinner--${spinner} meeting__spinner`} aria-hidden="true" />
      {waiting}
    </p>
  );
}
