// The transcript of an interview scored by the reference server: each answer's score, why, who
// scored it and the review mark; the admin's score override (the average follows), the feedback
// edit; and the platform's plain entries shown as before.
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { Interview } from '../../src/dataProvider/types';
import { allowConsoleMessages } from './consoleGuard';
import { resetScoreEditingSupport } from '../../src/resources/interviews/answerScoreSupport';
import { InterviewsHistoryPage } from '../../src/resources/interviews/InterviewsHistoryPage';
import { makeDataProvider } from './fakes/interviews';
import { findToast, interview, localIso, serverError } from './fixtures';
import { renderAdmin } from './renderAdmin';

const SCORED = interview({
  id: 'int-20',
  status: 'completed',
  scheduled_time: localIso(2026, 11, 20, 10, 0),
  score: 2.8,
  feedback: 'Solid on Python basics.',
  history: [
    {
      question: 'What is a list comprehension?',
      answer: 'A short way to build a list.',
      score: 4,
      skill: 'Python',
      difficulty: 'easy',
      explanation: 'Covered: builds a list. Missed: the filter clause.',
      scorer: 'built-in',
      needs_review: false,
    },
    {
      question: 'Why pool connections?',
      answer: 'Faster.',
      score: 2.5,
      skill: 'Databases',
      difficulty: 'medium',
      explanation: 'No expected points: scored on the tags.',
      scorer: 'built-in',
      needs_review: true,
    },
    {
      question: 'Explain the GIL.',
      answer: 'One thread runs Python bytecode at a time.',
      score: 3,
      skill: 'Python',
      difficulty: 'hard',
      explanation: 'Right idea, no example.',
      scorer: 'llm',
      model: 'llama3.1',
      prompt_hash: '0123456789abcdef',
      tokens: 212,
    },
    {
      question: 'What is an index?',
      answer: '',
      score: 1.5,
      explanation: 'Empty answer.',
      scorer: 'built-in-fallback',
    },
  ],
});

const PLATFORM = interview({
  id: 'int-21',
  status: 'completed',
  candidate: { cand_id: 'C-SAM001', name: 'Sam Lee' },
  scheduled_time: localIso(2026, 11, 19, 10, 0),
  score: 4.5,
  history: [
    { question: 'What is a React hook?', answer: 'A function that uses React state.', score: 5 },
    { question: 'Explain reconciliation.', answer: 'Diffing.', score: 4 },
  ],
});

function setup(interviews: Interview[] = [SCORED, PLATFORM]) {
  const { provider, tables } = makeDataProvider({ interviews });
  const utils = renderAdmin(<InterviewsHistoryPage />, {
    dataProvider: provider,
    resource: 'interviews',
    url: '/interviews-history',
    route: '/interviews-history/*',
  });
  return { provider, tables, ...utils };
}

async function openTranscript(user: ReturnType<typeof setup>['user'], name: string) {
  await user.click(
    await screen.findByRole('button', {
      name: `View the transcript of the interview with ${name}`,
    }),
  );
  return screen.findByRole('dialog', { name: new RegExp(`Interview with ${name}`) });
}

const rowOf = async (name: string) => (await screen.findByText(name)).closest('tr')!;

/** The overall score shown at the top of the dialog. */
const overall = (dialog: HTMLElement) => within(dialog).getAllByTestId('score-text')[0]!;

afterEach(() => resetScoreEditingSupport());

describe('Transcript of a scored interview', () => {
  it('shows each answer with its score, explanation, scorer, review mark, skill and difficulty', async () => {
    const { user } = setup();
    const dialog = await openTranscript(user, 'Jane Doe');
    const items = within(dialog).getAllByTestId('transcript-item');
    expect(items).toHaveLength(4);

    expect(within(items[0]!).getByText('4 / 5')).toBeInTheDocument();
    expect(within(items[0]!).getByTestId('answer-origin')).toHaveTextContent('Python · Easy');
    expect(items[0]).toHaveTextContent('Covered: builds a list. Missed: the filter clause.');
    expect(within(items[0]!).getByTestId('answer-scorer')).toHaveTextContent(/^Scored offline$/);
    expect(within(items[0]!).queryByText('Needs review')).not.toBeInTheDocument();

    expect(within(items[1]!).getByText('2.5 / 5')).toBeInTheDocument();
    expect(within(items[1]!).getByTestId('answer-origin')).toHaveTextContent('Databases · Medium');
    expect(within(items[1]!).getByText('Needs review')).toBeInTheDocument();

    // where the score came from: the model and the tokens it used
    expect(within(items[2]!).getByTestId('answer-scorer')).toHaveTextContent(
      /^Scored by the AI model · model llama3\.1 · 212 tokens$/,
    );
    expect(within(items[2]!).getByTestId('answer-origin')).toHaveTextContent('Python · Hard');

    expect(within(items[3]!).getByTestId('answer-scorer')).toHaveTextContent(
      'Scored offline (AI model failed)',
    );
    expect(within(items[3]!).queryByTestId('answer-origin')).not.toBeInTheDocument();
    expect(items[3]).toHaveTextContent('No answer given.');

    for (const [i, item] of items.entries()) {
      expect(
        within(item).getByRole('button', { name: `Edit score of question ${i + 1}` }),
      ).toBeInTheDocument();
    }
  });

  it('shows an answer that could not be scored without a number, saying why', async () => {
    const noise = interview({
      id: 'int-22',
      status: 'completed',
      candidate: { cand_id: 'C-NOI001', name: 'Nora Ise' },
      scheduled_time: localIso(2026, 11, 18, 10, 0),
      score: 4,
      history: [
        {
          question: 'Why pool connections?',
          answer: 'um um um um um um',
          score: null,
          scorable: false,
          not_scorable_reason: 'The answer is mostly the same words repeated.',
          explanation: 'The answer is mostly the same words repeated.',
          scorer: 'built-in',
          scorer_version: 2,
          prompt_hash: 'fedcba9876543210',
        },
      ],
    });
    const { user } = setup([noise]);
    const dialog = await openTranscript(user, 'Nora Ise');
    const [item] = within(dialog).getAllByTestId('transcript-item');
    expect(within(item!).getByText('Not scorable')).toBeInTheDocument();
    expect(item).toHaveTextContent('The answer is mostly the same words repeated.');
    expect(within(item!).getByTestId('answer-scorer')).toHaveTextContent(
      /^Scored offline · rules v2$/,
    );
  });

  it("shows the platform's entries as before: question, answer, score and nothing else", async () => {
    const { user } = setup();
    const dialog = await openTranscript(user, 'Sam Lee');
    const items = within(dialog).getAllByTestId('transcript-item');
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent(
      /^Question 1What is a React hook\?AnswerA function that uses React state\.5 \/ 5$/,
    );
    expect(items[1]).toHaveTextContent(/^Question 2Explain reconciliation\.AnswerDiffing\.4 \/ 5$/);
    expect(within(dialog).queryByRole('button', { name: /Edit score/ })).not.toBeInTheDocument();
    expect(within(dialog).queryByTestId('answer-scoring')).not.toBeInTheDocument();
    expect(
      within(dialog).queryByText('Editing scores needs the reference server'),
    ).not.toBeInTheDocument();
  });

  it("overrides an answer's score: 'Set by you', the automatic score kept, the average follows", async () => {
    const { provider, user } = setup();
    const dialog = await openTranscript(user, 'Jane Doe');
    expect(overall(dialog)).toHaveTextContent('2.8 / 5');

    await user.click(within(dialog).getByRole('button', { name: 'Edit score of question 2' }));
    const select = within(dialog).getByRole('combobox', { name: 'Score of question 2' });
    expect(select).toHaveTextContent('2.5 / 5');
    await user.click(select);
    const options = within(await screen.findByRole('listbox')).getAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual([
      '0 / 5',
      '0.5 / 5',
      '1 / 5',
      '1.5 / 5',
      '2 / 5',
      '2.5 / 5',
      '3 / 5',
      '3.5 / 5',
      '4 / 5',
      '4.5 / 5',
      '5 / 5',
    ]);
    await user.click(screen.getByRole('option', { name: '4.5 / 5' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save score' }));

    expect(await findToast('Question 2 scored 4.5 / 5')).toBeInTheDocument();
    expect(provider.overrideAnswerScore).toHaveBeenCalledWith(
      expect.objectContaining({ id: 'int-20' }),
      1,
      4.5,
    );
    const item = within(dialog).getAllByTestId('transcript-item')[1]!;
    await waitFor(() => expect(within(item).getByText('4.5 / 5')).toBeInTheDocument());
    expect(within(item).getByTestId('answer-scorer')).toHaveTextContent('Set by you (was 2.5)');
    expect(within(item).queryByText('Needs review')).not.toBeInTheDocument();
    expect(within(item).queryByRole('combobox')).not.toBeInTheDocument();
    // (4 + 4.5 + 3 + 1.5) / 4 = 3.25
    expect(overall(dialog)).toHaveTextContent('3.3 / 5');

    await user.click(within(dialog).getAllByRole('button', { name: 'Close' })[0]!);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const row = await rowOf('Jane Doe');
    expect(within(row).getByTestId('score-text')).toHaveTextContent('3.3 / 5');
  });

  it('Cancel leaves the score as it was', async () => {
    const { provider, user } = setup();
    const dialog = await openTranscript(user, 'Jane Doe');
    await user.click(within(dialog).getByRole('button', { name: 'Edit score of question 1' }));
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(within(dialog).queryByRole('combobox')).not.toBeInTheDocument();
    expect(provider.overrideAnswerScore).not.toHaveBeenCalled();
  });

  it('hides the control for the session on a server without the call, and says why', async () => {
    const { provider, user } = setup();
    provider.overrideAnswerScore.mockResolvedValueOnce(null as never);
    let dialog = await openTranscript(user, 'Jane Doe');
    await user.click(within(dialog).getByRole('button', { name: 'Edit score of question 1' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save score' }));

    expect(await findToast('Editing scores needs the reference server')).toBeInTheDocument();
    await waitFor(() =>
      expect(within(dialog).queryByRole('button', { name: /Edit score/ })).not.toBeInTheDocument(),
    );
    expect(within(dialog).queryByRole('combobox')).not.toBeInTheDocument();
    expect(
      within(dialog).getByText('Editing scores needs the reference server'),
    ).toBeInTheDocument();
    expect(overall(dialog)).toHaveTextContent('2.8 / 5');

    // closed and opened again: still hidden
    await user.click(within(dialog).getAllByRole('button', { name: 'Close' })[0]!);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    dialog = await openTranscript(user, 'Jane Doe');
    expect(within(dialog).getAllByTestId('transcript-item')).toHaveLength(4);
    expect(within(dialog).queryByRole('button', { name: /Edit score/ })).not.toBeInTheDocument();
    expect(provider.overrideAnswerScore).toHaveBeenCalledTimes(1);
  });

  it('says the interview changed meanwhile and loads it again on a 412', async () => {
    // react-admin logs a data provider's refusal
    allowConsoleMessages(/new HttpError|Error: \n/);
    const { provider, tables, user } = setup();
    const dialog = await openTranscript(user, 'Jane Doe');
    // someone else scored it meanwhile
    const row = tables.interviews!.find((r) => r.id === 'int-20')!;
    Object.assign(row, { score: 3.1 });
    provider.overrideAnswerScore.mockRejectedValueOnce(
      serverError('This record was changed by someone else. Reload to see the changes.', 412),
    );
    const reads = provider.getOne.mock.calls.length;

    await user.click(within(dialog).getByRole('button', { name: 'Edit score of question 2' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save score' }));

    expect(
      await findToast(
        'This interview changed since you opened it, so it was loaded again. Check it and set the score again.',
      ),
    ).toBeInTheDocument();
    await waitFor(() => expect(provider.getOne.mock.calls.length).toBeGreaterThan(reads));
    await waitFor(() => expect(overall(dialog)).toHaveTextContent('3.1 / 5'));
  });

  it('edits the feedback: PUT feedback, then shows it', async () => {
    const { provider, user } = setup();
    const dialog = await openTranscript(user, 'Jane Doe');
    expect(within(dialog).getByTestId('transcript-feedback')).toHaveTextContent(
      'Solid on Python basics.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Edit feedback' }));
    const field = within(dialog).getByRole('textbox', { name: 'Feedback' });
    expect(field).toHaveValue('Solid on Python basics.');
    expect(within(dialog).getByRole('button', { name: 'Save feedback' })).toBeDisabled();
    await user.clear(field);
    await user.type(field, 'Solid on Python basics.{Enter}Review pooling.  ');
    await user.click(within(dialog).getByRole('button', { name: 'Save feedback' }));

    expect(await findToast('Feedback for Jane Doe saved')).toBeInTheDocument();
    expect(provider.update).toHaveBeenCalledWith(
      'interviews',
      expect.objectContaining({
        id: 'int-20',
        data: { feedback: 'Solid on Python basics.\nReview pooling.' },
      }),
    );
    await waitFor(() =>
      expect(within(dialog).getByTestId('transcript-feedback').textContent).toBe(
        'Solid on Python basics.\nReview pooling.',
      ),
    );
    expect(within(dialog).queryByRole('textbox', { name: 'Feedback' })).not.toBeInTheDocument();

    // Escape leaves the edit and keeps the dialog open
    await user.click(within(dialog).getByRole('button', { name: 'Edit feedback' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Feedback' }), ' More.{Escape}');
    expect(within(dialog).queryByRole('textbox', { name: 'Feedback' })).not.toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: /Interview with Jane Doe/ })).toBeInTheDocument();
    expect(provider.update).toHaveBeenCalledTimes(1);
  });
});

describe('Transcript of an interview whose answers were removed (INTERVIEW_RETENTION_DAYS)', () => {
  const REMOVED = interview({
    id: 'int-30',
    status: 'completed',
    candidate: { cand_id: 'C-ADA001', name: 'Ada Gone' },
    scheduled_time: localIso(2026, 11, 18, 10, 0),
    score: 3.5,
    feedback: '',
    content_removed_at: localIso(2027, 3, 5, 10, 0),
    history: [
      {
        question: 'What is a list comprehension?',
        answer: '',
        score: 4,
        explanation: '',
        scorer: 'built-in',
      },
      {
        question: 'Why pool connections?',
        answer: '',
        score: 3,
        explanation: '',
        scorer: 'built-in',
      },
    ],
  });

  it('says the answers were removed and when, keeps the scores, and offers no scoring again', async () => {
    const { user } = setup([SCORED, REMOVED]);
    // an interview with its answers: no such note, and "Score again" offered
    let dialog = await openTranscript(user, 'Jane Doe');
    expect(within(dialog).queryByTestId('content-removed')).not.toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Score again' })).toBeInTheDocument();
    await user.click(within(dialog).getAllByRole('button', { name: 'Close' })[0]!);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    dialog = await openTranscript(user, 'Ada Gone');
    expect(within(dialog).getByTestId('content-removed')).toHaveTextContent(
      'Answers removed on 5 Mar 2027, after the retention period. The scores are kept; the answers, feedback and review notes are not.',
    );
    const items = within(dialog).getAllByTestId('transcript-item');
    expect(items).toHaveLength(2);
    expect(within(items[0]!).getByText('4 / 5')).toBeInTheDocument();
    expect(within(items[1]!).getByText('3 / 5')).toBeInTheDocument();
    for (const item of items) {
      expect(item).toHaveTextContent('Removed after the retention period.');
      expect(item).not.toHaveTextContent('No answer given.');
    }
    expect(within(dialog).queryByRole('button', { name: 'Score again' })).not.toBeInTheDocument();
  });
});
