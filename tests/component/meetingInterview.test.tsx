import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MeetingPage } from '../../src/meeting/MeetingPage';
import { FakeInterview, meetingUrl, QUESTIONS } from './meetingFakeServer';

function openMeeting(url = meetingUrl()) {
  return render(
    <MemoryRouter initialEntries={[url]}>
      <Routes>
        <Route path="/meeting" element={<MeetingPage />} />
      </Routes>
    </MemoryRouter>,
  );
}

function serve(options?: ConstructorParameters<typeof FakeInterview>[0]) {
  const server = new FakeInterview(options);
  vi.stubGlobal('fetch', server.fetch);
  return server;
}

const questionHeading = (text: string) => screen.findByRole('heading', { level: 2, name: text });
const answerBox = () => screen.getByRole('textbox', { name: 'Your answer' });

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the interview at /meeting with a token', () => {
  it('welcomes, starts, saves answers, resumes after a reload with the draft kept, and thanks', async () => {
    const server = serve();
    const user = userEvent.setup();
    const first = openMeeting();

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Backend Engineer' }),
    ).toBeVisible();
    expect(screen.getByTestId('interviewer')).toHaveTextContent('Your interviewer: Ash');
    expect(screen.getByTestId('interviewer')).toHaveTextContent('Warm, friendly male voice');
    expect(screen.getByRole('heading', { level: 2, name: 'What will happen' })).toBeVisible();
    expect(screen.getByText(/saved as you go/)).toBeVisible();
    expect(screen.getByText(/The questions come one at a time/)).toBeVisible();
    expect(screen.getByText(/Your time zone:/)).toBeVisible();
    expect(server.callsTo('session')[0]).toMatchObject({ method: 'GET', token: 'tok-123' });

    await user.click(screen.getByRole('button', { name: 'Start interview' }));
    const q1 = await questionHeading(QUESTIONS[0]!.question);
    expect(q1).toHaveFocus();
    expect(screen.getByTestId('progress')).toHaveTextContent('Question 1 of 4');
    const bar = screen.getByRole('progressbar', { name: 'Interview progress' });
    expect(bar).toHaveAttribute('max', '4');
    expect(bar).toHaveAttribute('aria-valuetext', 'Question 1 of 4');
    expect(screen.getByText('Skill: JavaScript')).toBeVisible();
    expect(screen.getByText('Difficulty: Easy')).toBeVisible();
    expect(server.callsTo('start')).toHaveLength(1);

    await user.type(answerBox(), 'A function with its scope');
    expect(screen.getByText('25 of 5,000 characters')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Save answer and continue' }));
    expect(await questionHeading(QUESTIONS[1]!.question)).toHaveFocus();
    expect(screen.getByTestId('progress')).toHaveTextContent('Question 2 of 4');
    expect(answerBox()).toHaveValue('');

    await user.type(answerBox(), 'Reference counting');
    await user.click(screen.getByRole('button', { name: 'Save answer and continue' }));
    await questionHeading(QUESTIONS[2]!.question);
    expect(server.answers).toEqual(['A function with its scope', 'Reference counting']);
    expect(server.callsTo('answer')[1]).toMatchObject({
      method: 'POST',
      token: 'tok-123',
      body: { index: 1, answer: 'Reference counting' },
    });

    // typing, then a reload before saving
    await user.type(answerBox(), 'Reusing open connections');
    first.unmount();
    openMeeting();
    await user.click(await screen.findByRole('button', { name: 'Continue interview' }));
    expect(await questionHeading(QUESTIONS[2]!.question)).toHaveFocus();
    expect(screen.getByTestId('progress')).toHaveTextContent('Question 3 of 4');
    expect(answerBox()).toHaveValue('Reusing open connections');

    await user.type(answerBox(), ' from a pool');
    await user.click(screen.getByRole('button', { name: 'Save answer and continue' }));
    await questionHeading(QUESTIONS[3]!.question);
    expect(answerBox()).toHaveValue('');
    await user.type(answerBox(), 'A token bucket');
    await user.click(screen.getByRole('button', { name: 'Save answer and finish' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Thank you' })).toHaveFocus();
    expect(
      screen.getByText('Your interview is complete. Thank you, the recruiter will be in touch.'),
    ).toBeVisible();
    expect(server.status).toBe('completed');
    expect(server.answers).toEqual([
      'A function with its scope',
      'Reference counting',
      'Reusing open connections from a pool',
      'A token bucket',
    ]);
    expect(server.callsTo('finish')).toHaveLength(1);
    expect(Object.keys(sessionStorage).filter((key) => key.startsWith('meeting-draft'))).toEqual(
      [],
    );
  });

  it('finishes an interview whose answers were all saved before a reload, retrying a lost finish', async () => {
    const server = serve({ status: 'in_progress', answers: QUESTIONS.map(() => 'saved') });
    const user = userEvent.setup();
    openMeeting();
    expect(
      await screen.findByText('There are 4 questions, one at a time. 4 answered so far.'),
    ).toBeVisible();
    server.failNext('finish');
    await user.click(screen.getByRole('button', { name: 'Continue interview' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Your interview could not be completed. Check your connection and try again.',
    );
    expect(server.status).toBe('in_progress');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Thank you' })).toHaveFocus();
    expect(server.status).toBe('completed');
  });

  it('shows the thank-you for a completed interview on load', async () => {
    serve({ status: 'completed', answers: QUESTIONS.map(() => 'x') });
    openMeeting();
    expect(await screen.findByRole('heading', { level: 1, name: 'Thank you' })).toBeVisible();
    expect(screen.getByText(/Your interview is complete/)).toBeVisible();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('says when a not-yet-open interview opens, with Start disabled', async () => {
    const opensAt = Date.now() + 2 * 3_600_000;
    serve({ opensAt });
    openMeeting();
    const blocked = await screen.findByTestId('blocked');
    const local = new Date(opensAt);
    const hour = local.getHours() % 12 || 12;
    const minutes = String(local.getMinutes()).padStart(2, '0');
    expect(blocked).toHaveTextContent(
      new RegExp(`^This interview opens at .*${hour}:${minutes}(am|pm)\\. Come back then\\.`),
    );
    expect(blocked).toHaveTextContent('This page updates by itself when the interview opens.');
    expect(screen.getByRole('button', { name: 'Start interview' })).toBeDisabled();
  });

  it('offers Start by itself when the window opens, by the server clock', async () => {
    // the server's clock is an hour ahead of the browser's; its window opens in half a second
    const skewMs = 3_600_000;
    const server = serve({ skewMs, opensAt: Date.now() + skewMs + 500 });
    openMeeting();
    expect(await screen.findByRole('button', { name: 'Start interview' })).toBeDisabled();
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Start interview' })).toBeEnabled(),
    );
    expect(screen.queryByTestId('blocked')).not.toBeInTheDocument();
    expect(server.callsTo('session').length).toBeGreaterThanOrEqual(2);
  });

  it.each([
    ['closed', { closesAt: Date.now() - 60_000 }, /^The time to take this interview has passed/],
    ['cancelled', { status: 'cancelled' as const }, /^This interview was cancelled/],
  ])('explains a %s interview and offers no Start', async (_name, options, message) => {
    serve(options);
    openMeeting();
    expect(await screen.findByTestId('blocked')).toHaveTextContent(message);
    expect(screen.queryByRole('button', { name: /Start/ })).not.toBeInTheDocument();
  });

  it('shows the refusal and the new state when the window closed before Start was pressed', async () => {
    const server = serve();
    const user = userEvent.setup();
    openMeeting();
    const start = await screen.findByRole('button', { name: 'Start interview' });
    server.status = 'cancelled';
    await user.click(start);
    expect(await screen.findByTestId('blocked')).toHaveTextContent(/was cancelled/);
    expect(screen.queryByRole('button', { name: /Start/ })).not.toBeInTheDocument();
  });

  it('says the interview is unknown for a wrong token', async () => {
    serve();
    openMeeting(meetingUrl('wrong'));
    expect(await screen.findByRole('alert')).toHaveTextContent(/^We could not find this interview/);
  });

  it('keeps the typed answer when saving fails, and saves it on Try again', async () => {
    const server = serve({ status: 'in_progress' });
    const user = userEvent.setup();
    openMeeting();
    await user.click(await screen.findByRole('button', { name: 'Continue interview' }));
    await questionHeading(QUESTIONS[0]!.question);
    await user.type(answerBox(), 'My answer');

    server.failNext('answer');
    await user.click(screen.getByRole('button', { name: 'Save answer and continue' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Your answer was not saved. Check your connection and try again.',
    );
    expect(answerBox()).toHaveValue('My answer');
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent(QUESTIONS[0]!.question);

    server.failNext('answer', { status: 503 });
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(server.callsTo('answer')).toHaveLength(2));
    expect(await screen.findByRole('alert')).toHaveTextContent('Your answer was not saved.');
    expect(answerBox()).toHaveValue('My answer');

    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await questionHeading(QUESTIONS[1]!.question);
    expect(server.answers).toEqual(['My answer']);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('continues when a retry finds the answer already saved (409)', async () => {
    const server = serve({ status: 'in_progress' });
    const user = userEvent.setup();
    openMeeting();
    await user.click(await screen.findByRole('button', { name: 'Continue interview' }));
    await questionHeading(QUESTIONS[0]!.question);
    await user.type(answerBox(), 'First try');
    // the server saves it, but the reply is lost
    server.failNext('answer', { apply: true });
    await user.click(screen.getByRole('button', { name: 'Save answer and continue' }));
    await screen.findByRole('alert');
    await user.type(answerBox(), ' and more');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await questionHeading(QUESTIONS[1]!.question)).toHaveFocus();
    expect(server.answers).toEqual(['First try']);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('does not send on Enter, sends on Ctrl+Enter, and asks before skipping', async () => {
    const server = serve({ status: 'in_progress' });
    const user = userEvent.setup();
    openMeeting();
    await user.click(await screen.findByRole('button', { name: 'Continue interview' }));
    await questionHeading(QUESTIONS[0]!.question);

    await user.type(answerBox(), 'line one{Enter}line two');
    expect(answerBox()).toHaveValue('line one\nline two');
    expect(server.callsTo('answer')).toHaveLength(0);
    await user.keyboard('{Control>}{Enter}{/Control}');
    await questionHeading(QUESTIONS[1]!.question);
    expect(server.answers).toEqual(['line one\nline two']);

    // an empty answer: asked first; Keep answering sends nothing
    await user.click(screen.getByRole('button', { name: 'Save answer and continue' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'You have not written an answer. Skip this question?',
    );
    await user.click(screen.getByRole('button', { name: 'Keep answering' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(server.callsTo('answer')).toHaveLength(1);

    await user.type(answerBox(), '   ');
    await user.click(screen.getByRole('button', { name: 'Save answer and continue' }));
    await user.click(await screen.findByRole('button', { name: 'Skip this question' }));
    await questionHeading(QUESTIONS[2]!.question);
    expect(server.answers).toEqual(['line one\nline two', '']);
  });

  it('sends what is typed when the time limit runs out, without asking', async () => {
    const server = serve({ status: 'in_progress', timeLimitSec: 2 });
    const user = userEvent.setup();
    openMeeting();
    expect(await screen.findByText(/Each question has a time limit of 2 seconds/)).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Continue interview' }));
    await questionHeading(QUESTIONS[0]!.question);
    expect(screen.getByRole('timer')).toHaveTextContent(/^0:0[12] left$/);
    await user.type(answerBox(), 'Partial');
    await questionHeading(QUESTIONS[1]!.question);
    expect(server.answers).toEqual(['Partial']);
    // the next question runs out empty: sent as skipped, no confirmation asked
    await questionHeading(QUESTIONS[2]!.question);
    expect(server.answers).toEqual(['Partial', '']);
  });
});

class FakeUtterance {
  voice: { name: string; lang: string } | null = null;
  lang = '';
  rate = 1;
  pitch = 1;
  constructor(readonly text: string) {}
}

function stubSpeech() {
  const voices = [
    { name: 'Samantha', lang: 'en-US', default: true, localService: true },
    { name: 'Daniel', lang: 'en-GB', default: false, localService: true },
    { name: 'Thomas', lang: 'fr-FR', default: false, localService: true },
  ];
  const synth = {
    speak: vi.fn<(utterance: FakeUtterance) => void>(),
    cancel: vi.fn(),
    getVoices: vi.fn(() => voices),
  };
  vi.stubGlobal('speechSynthesis', synth);
  vi.stubGlobal('SpeechSynthesisUtterance', FakeUtterance);
  return synth;
}

describe('the interviewer speaking', () => {
  it('hides the speech buttons where the browser cannot speak', async () => {
    serve({ status: 'in_progress' });
    const user = userEvent.setup();
    openMeeting();
    expect(await screen.findByText('Each question is shown here.')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Continue interview' }));
    await questionHeading(QUESTIONS[0]!.question);
    expect(screen.queryByRole('button', { name: 'Read aloud again' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Mute interviewer' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Answer by voice/ })).not.toBeInTheDocument();
  });

  it('greets and reads each question with a matching voice; Read aloud again; mute is kept', async () => {
    const synth = stubSpeech();
    serve();
    const user = userEvent.setup();
    const view = openMeeting();
    expect(await screen.findByText('Each question is shown here and read aloud.')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Start interview' }));
    await questionHeading(QUESTIONS[0]!.question);

    const spoken = () => synth.speak.mock.calls.map(([utterance]) => utterance);
    expect(spoken().map((u) => u.text)).toEqual([
      'Hello, I am Ash, your interviewer. Let us begin.',
      QUESTIONS[0]!.question,
    ]);
    // a male interviewer in an English page: Daniel (en-GB) before Samantha (en-US, female)
    expect(spoken()[1]!.voice?.name).toBe('Daniel');

    await user.click(screen.getByRole('button', { name: 'Read aloud again' }));
    expect(spoken().at(-1)!.text).toBe(QUESTIONS[0]!.question);

    await user.type(answerBox(), 'Scope');
    await user.click(screen.getByRole('button', { name: 'Save answer and continue' }));
    await questionHeading(QUESTIONS[1]!.question);
    expect(spoken().at(-1)!.text).toBe(QUESTIONS[1]!.question);
    expect(synth.cancel).toHaveBeenCalled();

    const mute = screen.getByRole('button', { name: 'Mute interviewer' });
    expect(mute).toHaveAttribute('aria-pressed', 'false');
    await user.click(mute);
    expect(mute).toHaveAttribute('aria-pressed', 'true');
    const count = synth.speak.mock.calls.length;
    await user.type(answerBox(), 'Counting');
    await user.click(screen.getByRole('button', { name: 'Save answer and continue' }));
    await questionHeading(QUESTIONS[2]!.question);
    expect(synth.speak).toHaveBeenCalledTimes(count);

    // remembered across a reload
    view.unmount();
    openMeeting();
    await user.click(await screen.findByRole('button', { name: 'Continue interview' }));
    await questionHeading(QUESTIONS[2]!.question);
    expect(screen.getByRole('button', { name: 'Mute interviewer' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(synth.speak).toHaveBeenCalledTimes(count);
  });
});

class FakeRecognition {
  static instances: FakeRecognition[] = [];
  static available?: (options: { langs: string[]; processLocally: boolean }) => Promise<string>;
  lang = '';
  continuous = false;
  interimResults = false;
  processLocally = false;
  onresult: ((event: unknown) => void) | null = null;
  onerror: ((event: { error: string }) => void) | null = null;
  onend: (() => void) | null = null;
  start = vi.fn();
  stop = vi.fn(() => this.onend?.());
  abort = vi.fn();
  constructor() {
    FakeRecognition.instances.push(this);
  }

  hear(pieces: Array<[string, boolean]>, resultIndex = 0) {
    const results = pieces.map(([transcript, isFinal]) =>
      Object.assign([{ transcript, confidence: 0.9 }], { isFinal }),
    );
    this.onresult?.({ resultIndex, results });
  }
}

describe('answering by voice', () => {
  it('writes what is heard into the answer, to be edited before sending', async () => {
    FakeRecognition.instances = [];
    vi.stubGlobal('webkitSpeechRecognition', FakeRecognition);
    const server = serve({ status: 'in_progress' });
    const user = userEvent.setup();
    openMeeting();
    expect(await screen.findByText(/Answer by typing, or by voice/)).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Continue interview' }));
    await questionHeading(QUESTIONS[0]!.question);
    await user.type(answerBox(), 'Typed first.');

    const toggle = screen.getByRole('button', { name: 'Answer by voice' });
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    const recognition = FakeRecognition.instances.at(-1)!;
    expect(recognition.start).toHaveBeenCalled();
    expect(recognition).toMatchObject({ continuous: true, interimResults: true });
    expect(recognition.processLocally).toBe(false);

    act(() => recognition.hear([['a function', false]]));
    expect(await screen.findByTestId('heard')).toHaveTextContent('Hearing: a function');
    act(() => recognition.hear([['a function that keeps its scope', true]]));
    await waitFor(() =>
      expect(answerBox()).toHaveValue('Typed first. a function that keeps its scope'),
    );
    expect(screen.queryByTestId('heard')).not.toBeInTheDocument();

    await user.click(toggle);
    expect(recognition.stop).toHaveBeenCalled();
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await user.type(answerBox(), '!');
    await user.click(screen.getByRole('button', { name: 'Save answer and continue' }));
    await questionHeading(QUESTIONS[1]!.question);
    expect(server.answers).toEqual(['Typed first. a function that keeps its scope!']);
  });

  it('says on-device only when the browser reports it, and asks for it', async () => {
    class LocalRecognition extends FakeRecognition {
      static override available = vi.fn(() => Promise.resolve('available'));
    }
    FakeRecognition.instances = [];
    vi.stubGlobal('SpeechRecognition', LocalRecognition);
    serve({ status: 'in_progress' });
    const user = userEvent.setup();
    openMeeting();
    await user.click(await screen.findByRole('button', { name: 'Continue interview' }));
    await questionHeading(QUESTIONS[0]!.question);
    const toggle = await screen.findByRole('button', { name: 'Answer by voice (on this device)' });
    expect(LocalRecognition.available).toHaveBeenCalledWith({
      langs: [navigator.language],
      processLocally: true,
    });
    await user.click(toggle);
    expect(FakeRecognition.instances.at(-1)!.processLocally).toBe(true);
  });
});
