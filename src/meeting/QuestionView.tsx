// One question of the interview: its progress, the text (spoken where the browser can), the
// answer box (typed, or by voice where the browser can), and its time limit if it has one.
// Mounted once per question (keyed by its index), so its state starts afresh with each one.
import { useEffect, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { t } from '../i18n/translate';
import { announcementDue, formatClock, secondsLeft } from './countdown';
import { MAX_ANSWER_LENGTH, type CurrentQuestion } from './meetingApi';
import { MeetingHeading } from './MeetingParts';
import { readDraft, shownAt, writeDraft } from './meetingStorage';
import type { Failure } from './useInterviewSession';
import { pageLanguage, type Speech } from './useSpeech';
import { useVoiceInput } from './useVoiceInput';

const DIFFICULTIES = ['easy', 'medium', 'hard'];

/** Text heard by voice added to what is typed, a space between them. */
export function appendHeard(typed: string, heard: string): string {
  const piece = heard.trim();
  if (!piece) return typed;
  const joined = !typed || /\s$/.test(typed) ? typed + piece : `${typed} ${piece}`;
  return joined.slice(0, MAX_ANSWER_LENGTH);
}

interface QuestionViewProps {
  interviewId: string;
  title: string;
  current: CurrentQuestion;
  total: number;
  answered: number;
  timeLimit: number | null;
  saving: boolean;
  /** the last save's failure, with its Retry */
  failure: Failure | null;
  onSubmit(index: number, answer: string): void;
  speech: Speech;
  /** the greeting to say before the question (after Start), then `onGreeted` */
  greeting: string | null;
  onGreeted(): void;
}

export function QuestionView({
  interviewId,
  title,
  current,
  total,
  answered,
  timeLimit,
  saving,
  failure,
  onSubmit,
  speech,
  greeting,
  onGreeted,
}: QuestionViewProps) {
  const { index, question, number } = current;
  // a follow-up to an answer (issue 52): it has the number of the question it follows
  const followUp = current.follow_up_of !== undefined;
  const last = number >= total;
  const [text, setText] = useState(() => readDraft(interviewId, index).slice(0, MAX_ANSWER_LENGTH));
  const [confirmSkip, setConfirmSkip] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    writeDraft(interviewId, index, text);
  }, [interviewId, index, text]);

  const voice = useVoiceInput(pageLanguage(), (heard) =>
    setText((typed) => appendHeard(typed, heard)),
  );

  const submit = (force: boolean) => {
    if (saving) return;
    const answer = text.trim();
    if (!answer && !force) {
      setConfirmSkip(true);
      return;
    }
    setConfirmSkip(false);
    voice.stop();
    speech.cancel();
    onSubmit(index, answer);
  };
  // the timer sends what is typed when it ends, through the latest submit
  const submitRef = useRef(submit);
  useEffect(() => {
    submitRef.current = submit;
  });

  // a new question: focus its heading and say it (after the greeting, once); stop on leaving it
  const speechRef = useRef(speech);
  useEffect(() => {
    speechRef.current = speech;
  });
  const greetingRef = useRef(greeting);
  const onGreetedRef = useRef(onGreeted);
  useEffect(() => {
    heading.current?.focus();
    const voiceOut = speechRef.current;
    const hello = greetingRef.current;
    voiceOut.speak(hello ? [hello, question] : [question]);
    if (hello) onGreetedRef.current();
    return () => voiceOut.cancel();
  }, [question]);

  const [left, setLeft] = useState<number | null>(() =>
    timeLimit ? secondsLeft(timeLimit, shownAt(interviewId, index, Date.now()), Date.now()) : null,
  );
  const [announcement, setAnnouncement] = useState('');
  useEffect(() => {
    if (!timeLimit) return;
    const since = shownAt(interviewId, index, Date.now());
    let before = secondsLeft(timeLimit, since, Date.now());
    const timer = setInterval(() => {
      const now = secondsLeft(timeLimit, since, Date.now());
      const due = announcementDue(before, now);
      if (due !== null) setAnnouncement(t('app.meeting.room.time_announce', { seconds: due }));
      before = now;
      setLeft(now);
      if (now === 0) {
        clearInterval(timer);
        submitRef.current(true);
      }
    }, 250);
    return () => clearInterval(timer);
  }, [timeLimit, interviewId, index]);

  const onChange = (value: string) => {
    setText(value.slice(0, MAX_ANSWER_LENGTH));
    setConfirmSkip(false);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    // Enter alone is a new line; Ctrl+Enter (Cmd+Enter) sends
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      submit(false);
    }
  };

  const onFormSubmit = (event: FormEvent) => {
    event.preventDefault();
    submit(false);
  };

  const difficulty = DIFFICULTIES.includes(current.difficulty)
    ? t(`app.meeting.room.difficulties.${current.difficulty}`)
    : current.difficulty;
  const progressText = t(
    followUp ? 'app.meeting.room.follow_up_of' : 'app.meeting.room.question_of',
    { number, total },
  );

  return (
    <>
      <MeetingHeading title={title} badge={false} small />
      <div className="meeting__progress-row">
        <p className="meeting__progress-text" data-testid="progress">
          {progressText}
        </p>
        {left !== null && (
          <p className="meeting__timer" role="timer" data-testid="time-left">
            {left > 0
              ? t('app.meeting.room.time_left', { time: formatClock(left) })
              : t('app.meeting.room.time_up')}
          </p>
        )}
      </div>
      <progress
        className="meeting__progress"
        max={total}
        value={Math.min(answered, total)}
        aria-label={t('app.meeting.room.progress_label')}
        aria-valuetext={progressText}
      />
      {followUp && (
        <p className="meeting__follow-up" data-testid="follow-up">
          <span className="meeting__tag meeting__tag--follow-up">
            {t('app.meeting.room.follow_up_label')}
          </span>
          <span className="meeting__follow-up-hint">
            {t('app.meeting.room.follow_up_hint', { number })}
          </span>
        </p>
      )}
      {(current.skill || difficulty) && (
        <p className="meeting__tags">
          {current.skill && (
            <span className="meeting__tag">
              {t('app.meeting.room.skill', { skill: current.skill })}
            </span>
          )}
          {difficulty && (
            <span className="meeting__tag">{t('app.meeting.room.difficulty', { difficulty })}</span>
          )}
        </p>
      )}
      <h2 ref={heading} tabIndex={-1} className="meeting__question">
        {question}
      </h2>
      {speech.supported && (
        <div className="meeting__tools">
          <button
            type="button"
            className="meeting__button meeting__button--quiet"
            onClick={() => speech.speak([question], true)}
          >
            {t('app.meeting.room.read_again')}
          </button>
          <button
            type="button"
            className="meeting__button meeting__button--quiet"
            aria-pressed={speech.muted}
            onClick={speech.toggleMuted}
          >
            {t('app.meeting.room.mute')}
          </button>
        </div>
      )}
      <form className="meeting__answer" onSubmit={onFormSubmit} noValidate>
        <label htmlFor="meeting-answer" className="meeting__label">
          {t('app.meeting.room.answer_label')}
        </label>
        <textarea
          id="meeting-answer"
          className="meeting__textarea"
          rows={8}
          value={text}
          maxLength={MAX_ANSWER_LENGTH}
          readOnly={saving}
          aria-describedby="meeting-answer-count meeting-answer-keys"
          onChange={(event) => onChange(event.target.value)}
          onKeyDown={onKeyDown}
        />
        <p id="meeting-answer-count" className="meeting__count">
          {t('app.meeting.room.count', { count: text.length, max: MAX_ANSWER_LENGTH })}
        </p>
        <p id="meeting-answer-keys" className="meeting__hint">
          {t('app.meeting.room.keys_hint')}
        </p>
        {voice.supported && (
          <div className="meeting__tools">
            <button
              type="button"
              className="meeting__button meeting__button--quiet"
              aria-pressed={voice.listening}
              disabled={saving}
              onClick={voice.toggle}
            >
              {t(
                voice.onDevice
                  ? 'app.meeting.room.voice_answer_local'
                  : 'app.meeting.room.voice_answer',
              )}
            </button>
          </div>
        )}
        {voice.listening && (
          <p className="meeting__hint" role="status">
            {t('app.meeting.room.listening')}
          </p>
        )}
        {voice.interim && (
          <p className="meeting__interim" data-testid="heard">
            {t('app.meeting.room.heard', { text: voice.interim })}
          </p>
        )}
        {voice.problem && (
          <p className="meeting__notice meeting__notice--warning" role="alert">
            {t(
              voice.problem === 'denied'
                ? 'app.meeting.room.voice_denied'
                : 'app.meeting.room.voice_failed',
            )}
          </p>
        )}
        {confirmSkip && (
          <div className="meeting__confirm">
            <p role="alert">{t('app.meeting.room.skip_confirm')}</p>
            <div className="meeting__tools">
              <button
                type="button"
                className="meeting__button meeting__button--quiet"
                onClick={() => submit(true)}
              >
                {t('app.meeting.room.skip')}
              </button>
              <button
                type="button"
                className="meeting__button meeting__button--quiet"
                onClick={() => setConfirmSkip(false)}
              >
                {t('app.meeting.room.keep')}
              </button>
            </div>
          </div>
        )}
        {failure && !saving && (
          <div className="meeting__confirm">
            <p className="meeting__notice meeting__notice--error" role="alert">
              {failure.message}
            </p>
            <button
              type="button"
              className="meeting__button meeting__button--quiet"
              onClick={() => submit(true)}
            >
              {t('app.meeting.room.retry')}
            </button>
          </div>
        )}
        <button type="submit" className="meeting__button meeting__button--wide" disabled={saving}>
          {saving ? (
            <>
              <span className="spinner spinner--slow meeting__spinner" aria-hidden="true" />
              {t('app.meeting.room.saving')}
            </>
          ) : (
            t(last ? 'app.meeting.room.save_finish' : 'app.meeting.room.save_next')
          )}
        </button>
      </form>
      <p className="meeting__sr-only" aria-live="polite">
        {announcement}
      </p>
    </>
  );
}
