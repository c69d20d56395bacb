// Follow-up questions on the candidate's page (issue 52): a follow-up is marked as one, its
// progress names the question it follows, the bar counts the planned questions only, and its draft
// is kept apart from its question's. A server from before follow-ups sends no `number`.
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MeetingPage } from '../../src/meeting/MeetingPage';
import { FakeInterview, meetingUrl, QUESTIONS, type FakeQuestion } from './meetingFakeServer';

const FOLLOW_UP: FakeQuestion = {
  question: 'You did not mention it: how does a pool cap the number of connections?',
  skill: 'Python',
  difficulty: 'medium',
};
const LAST_FOLLOW_UP: FakeQuestion = {
  question: 'What happens when the bucket is empty?',
  skill: 'JavaScript',
  difficulty: 'hard',
};

function openMeeting() {
  return render(
    <MemoryRouter initialEntries={[meetingUrl()]}>
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
const progress = () => screen.getByTestId('progress');
const bar = () => screen.getByRole('progressbar', { name: 'Interview progress' });

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('follow-up questions', () => {
  it('marks a follow-up, numbers it after its question, and counts the planned questions only', async () => {
    // questions 3 and 4 (places 2 and 3) are each followed up
    const server = serve({
      status: 'in_progress',
      answers: ['Scope', 'Counting'],
      followUps: { 2: FOLLOW_UP, 3: LAST_FOLLOW_UP },
    });
    const user = userEvent.setup();
    openMeeting();
    await user.click(await screen.findByRole('button', { name: 'Continue interview' }));

    await questionHeading(QUESTIONS[2]!.question);
    expect(progress()).toHaveTextContent(/^Question 3 of 4$/);
    expect(screen.queryByTestId('follow-up')).not.toBeInTheDocument();
    expect(bar()).toHaveAttribute('value', '2');
    await user.type(answerBox(), 'Reusing connections');
    await user.click(screen.getByRole('button', { name: 'Save answer and continue' }));

    // the follow-up: the answer's place in the history is 3, yet it is about question 3
    expect(await questionHeading(FOLLOW_UP.question)).toHaveFocus();
    expect(progress()).toHaveTextContent(/^Follow-up to question 3 of 4$/);
    expect(screen.getByTestId('follow-up')).toHaveTextContent(
      'Follow-up questionA short question about your answer to question 3.',
    );
    expect(bar()).toHaveAttribute('value', '3');
    expect(bar()).toHaveAttribute('max', '4');
    expect(bar()).toHaveAttribute('aria-valuetext', 'Follow-up to question 3 of 4');
    expect(screen.getByText('Skill: Python')).toBeVisible();
    // not the last question: question 4 is still to come
    expect(screen.getByRole('button', { name: 'Save answer and continue' })).toBeVisible();
    expect(answerBox()).toHaveValue('');
    await user.type(answerBox(), 'A maximum size');
    await user.click(screen.getByRole('button', { name: 'Save answer and continue' }));
    expect(server.callsTo('answer').at(-1)).toMatchObject({
      body: { index: 3, answer: 'A maximum size' },
    });

    await questionHeading(QUESTIONS[3]!.question);
    expect(progress()).toHaveTextContent(/^Question 4 of 4$/);
    expect(screen.queryByTestId('follow-up')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save answer and finish' })).toBeVisible();
    await user.type(answerBox(), 'A token bucket');
    await user.click(screen.getByRole('button', { name: 'Save answer and finish' }));

    // a follow-up to the last question: still "of 4", and it finishes
    await questionHeading(LAST_FOLLOW_UP.question);
    expect(progress()).toHaveTextContent(/^Follow-up to question 4 of 4$/);
    expect(bar()).toHaveAttribute('value', '4');
    await user.type(answerBox(), 'The request waits or is refused');
    await user.click(screen.getByRole('button', { name: 'Save answer and finish' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Thank you' })).toBeVisible();
    expect(server.answers).toEqual([
      'Scope',
      'Counting',
      'Reusing connections',
      'A maximum size',
      'A token bucket',
      'The request waits or is refused',
    ]);
    expect(server.callsTo('answer').map((call) => (call.body as { index: number }).index)).toEqual([
      2, 3, 4, 5,
    ]);
  });

  it('resumes at a follow-up after a reload with its own draft, and says follow-ups may come', async () => {
    serve({
      status: 'in_progress',
      answers: ['Scope', 'Counting', 'Reusing connections'],
      followUps: { 2: FOLLOW_UP },
    });
    const user = userEvent.setup();
    const first = openMeeting();
    // the welcome back counts the planned questions answered, and mentions follow-ups
    expect(
      await screen.findByText('There are 4 questions, one at a time. 3 answered so far.'),
    ).toBeVisible();
    expect(
      screen.getByText(/An answer may be followed by a short follow-up question/),
    ).toHaveTextContent('(0 answered so far)');
    await user.click(screen.getByRole('button', { name: 'Continue interview' }));
    await questionHeading(FOLLOW_UP.question);
    await user.type(answerBox(), 'Up to a maximum');

    first.unmount();
    openMeeting();
    await user.click(await screen.findByRole('button', { name: 'Continue interview' }));
    expect(await questionHeading(FOLLOW_UP.question)).toHaveFocus();
    expect(progress()).toHaveTextContent('Follow-up to question 3 of 4');
    expect(answerBox()).toHaveValue('Up to a maximum');
  });

  it('speaks a follow-up like any question', async () => {
    const synth = {
      speak: vi.fn<(utterance: { text: string }) => void>(),
      cancel: vi.fn(),
      getVoices: vi.fn(() => []),
    };
    vi.stubGlobal('speechSynthesis', synth);
    vi.stubGlobal(
      'SpeechSynthesisUtterance',
      class {
        voice = null;
        lang = '';
        rate = 1;
        pitch = 1;
        constructor(readonly text: string) {}
      },
    );
    serve({ status: 'in_progress', answers: ['Scope', 'Counting'], followUps: { 2: FOLLOW_UP } });
    const user = userEvent.setup();
    openMeeting();
    await user.click(await screen.findByRole('button', { name: 'Continue interview' }));
    await questionHeading(QUESTIONS[2]!.question);
    await user.type(answerBox(), 'Reusing connections');
    await user.click(screen.getByRole('button', { name: 'Save answer and continue' }));
    await questionHeading(FOLLOW_UP.question);
    expect(synth.speak.mock.calls.at(-1)![0].text).toBe(FOLLOW_UP.question);
  });
});

describe('a server from before follow-ups (no number)', () => {
  it('numbers the questions by their place, as before', async () => {
    const server = serve({ status: 'in_progress', answers: ['Scope', 'Counting'], legacy: true });
    const user = userEvent.setup();
    openMeeting();
    const resume = await screen.findByRole('button', { name: 'Continue interview' });
    expect(
      screen.queryByText(/An answer may be followed by a short follow-up question/),
    ).not.toBeInTheDocument();
    await user.click(resume);
    await questionHeading(QUESTIONS[2]!.question);
    expect(server.session()).not.toHaveProperty('follow_ups_answered');
    expect(server.session().current).not.toHaveProperty('number');
    expect(progress()).toHaveTextContent(/^Question 3 of 4$/);
    expect(bar()).toHaveAttribute('value', '2');
    expect(screen.queryByTestId('follow-up')).not.toBeInTheDocument();
    await user.type(answerBox(), 'Reusing connections');
    await user.click(screen.getByRole('button', { name: 'Save answer and continue' }));
    await questionHeading(QUESTIONS[3]!.question);
    expect(progress()).toHaveTextContent(/^Question 4 of 4$/);
    expect(screen.getByRole('button', { name: 'Save answer and finish' })).toBeVisible();
  });
});
