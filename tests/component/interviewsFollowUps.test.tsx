// Follow-ups and scoring again in the transcript (issue 52): a follow-up sits under the question it
// follows, numbered by it (its controls too); the scoring's cost and the answers it could not score
// are summed up; an answer scored again lists its earlier scorings on demand; "Score again" for
// those who set final scores, on a completed interview of the reference server only.
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { Interview, InterviewAnswer } from '../../src/dataProvider/types';
import { resetScoreEditingSupport } from '../../src/resources/interviews/answerScoreSupport';
import { InterviewsHistoryPage } from '../../src/resources/interviews/InterviewsHistoryPage';
import { allowConsoleMessages } from './consoleGuard';
import { makeDataProvider } from './fakes/interviews';
import { findToast, interview, localIso, serverError } from './fixtures';
import { renderAdmin } from './renderAdmin';
import { ADMIN } from './sessionFixtures';

const answer = (entry: Partial<InterviewAnswer> & { question: string }): InterviewAnswer => ({
  answer: 'An answer.',
  score: 3,
  scorer: 'built-in',
  scorer_version: 2,
  ...entry,
});

/** Question 2 has one follow-up, question 3 two; the entries in the order they were asked. */
const HISTORY: InterviewAnswer[] = [
  answer({ question: 'What is a closure?', score: 4 }),
  answer({ question: 'Why pool database connections?', answer: 'Reuse.', score: 2 }),
  answer({
    question: 'How does a pool cap the number of connections?',
    answer: 'A maximum size.',
    score: 4,
    follow_up_of: 1,
    follow_up_point: 'caps the number of connections',
  }),
  answer({
    question: 'What is an index?',
    answer: 'um um um um',
    score: null,
    scorable: false,
    explanation: 'The answer is mostly the same words repeated.',
  }),
  answer({
    question: 'What does an index cost on writes?',
    score: 1,
    follow_up_of: 3,
    follow_up_point: 'slows down writes',
  }),
  answer({
    question: 'When would you not add an index?',
    score: 2,
    follow_up_of: 3,
    follow_up_point: 'small tables',
  }),
  answer({ question: 'Design a rate limiter.', score: 5 }),
];

const FOLLOWED = interview({
  id: 'int-40',
  status: 'completed',
  candidate: { cand_id: 'C-FOL001', name: 'Fran Low' },
  scheduled_time: localIso(2026, 11, 22, 10, 0),
  score: 3,
  history: HISTORY,
  tokens_used: 1240,
  not_scorable: 1,
});

const PLATFORM = interview({
  id: 'int-41',
  status: 'completed',
  candidate: { cand_id: 'C-SAM001', name: 'Sam Lee' },
  scheduled_time: localIso(2026, 11, 19, 10, 0),
  score: 4.5,
  history: [
    { question: 'What is a React hook?', answer: 'A function that uses React state.', score: 5 },
    { question: 'Explain reconciliation.', answer: 'Diffing.', score: 4 },
  ],
});

/** FOLLOWED as the server answers "Score again" with the model: question 1 scored anew. */
function scoredAgain(): Interview {
  const history = HISTORY.map((entry, index) => {
    if (index !== 0) return entry;
    return {
      ...entry,
      score: 3.5,
      scorer: 'llm' as const,
      model: 'llama3.1',
      tokens: 180,
      scorer_version: undefined,
      explanation: 'Right idea, no example.',
      scores: [
        {
          score: 3.5,
          scorer: 'llm' as const,
          model: 'llama3.1',
          tokens: 180,
          scorable: true,
          explanation: 'Right idea, no example.',
          scored_at: localIso(2026, 12, 7, 9, 30),
        },
        {
          score: 4,
          scorer: 'built-in' as const,
          scorer_version: 2,
          scorable: true,
          explanation: 'Covered: scope.',
          scored_at: localIso(2026, 11, 22, 10, 5),
        },
      ],
    };
  });
  return { ...FOLLOWED, history, score: 3.1, tokens_used: 1420 };
}

function setup(interviews: Interview[] = [FOLLOWED, PLATFORM], role?: string) {
  // copies: a test's server changes its rows
  const { provider, tables } = makeDataProvider({ interviews: structuredClone(interviews) });
  const utils = renderAdmin(<InterviewsHistoryPage />, {
    dataProvider: provider,
    resource: 'interviews',
    url: '/interviews-history',
    route: '/interviews-history/*',
    ...(role && { auth: true, session: { ...ADMIN, role, workspace_id: 'w1' } }),
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

const label = (item: HTMLElement) => item.querySelector('.MuiTypography-overline')?.textContent;

afterEach(() => resetScoreEditingSupport());

describe('Follow-up questions in the transcript', () => {
  it('nests each follow-up under its question, numbering the questions 1 to n', async () => {
    const { user } = setup();
    const dialog = await openTranscript(user, 'Fran Low');
    const items = within(dialog).getAllByTestId('transcript-item');
    expect(items.map(label)).toEqual([
      'Question 1',
      'Question 2',
      'Follow-up to question 2',
      'Question 3',
      'Follow-up 1 to question 3',
      'Follow-up 2 to question 3',
      'Question 4',
    ]);
    // question 2's follow-up is in a list inside question 2's entry
    const second = items[1]!.closest('li')!;
    const nested = within(second).getAllByTestId('transcript-item');
    expect(nested).toHaveLength(2);
    expect(nested[1]).toHaveTextContent('How does a pool cap the number of connections?');
    expect(within(nested[1]!).getByTestId('follow-up-point')).toHaveTextContent(
      'About: caps the number of connections',
    );
    expect(nested[1]!.closest('ol')!.closest('li')).toBe(second);
    // the questions list has 4 entries
    expect(dialog.querySelector('ol')!.children).toHaveLength(4);
    expect(within(items[4]!).getByTestId('follow-up-point')).toHaveTextContent(
      'About: slows down writes',
    );
    expect(within(items[0]!).queryByTestId('follow-up-point')).not.toBeInTheDocument();
  });

  it('names the score controls by the same numbers, and saves the right answer', async () => {
    const { provider, user } = setup();
    const dialog = await openTranscript(user, 'Fran Low');
    const names = within(dialog)
      .getAllByRole('button', { name: /^Edit score/ })
      .map((button) => button.getAttribute('aria-label'));
    expect(names).toEqual([
      'Edit score of question 1',
      'Edit score of question 2',
      'Edit score of the follow-up to question 2',
      'Edit score of question 3',
      'Edit score of follow-up 1 to question 3',
      'Edit score of follow-up 2 to question 3',
      'Edit score of question 4',
    ]);

    await user.click(
      within(dialog).getByRole('button', { name: 'Edit score of the follow-up to question 2' }),
    );
    expect(
      within(dialog).getByRole('combobox', { name: 'Score of the follow-up to question 2' }),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Save score' }));
    expect(await findToast('Follow-up to question 2 scored 4 / 5')).toBeInTheDocument();
    expect(provider.overrideAnswerScore).toHaveBeenCalledWith(
      expect.objectContaining({ id: 'int-40' }),
      2,
      4,
    );

    await user.click(within(dialog).getByRole('button', { name: 'Edit score of question 4' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save score' }));
    expect(await findToast('Question 4 scored 5 / 5')).toBeInTheDocument();
    expect(provider.overrideAnswerScore).toHaveBeenLastCalledWith(expect.anything(), 6, 5);
  });

  it('sums up the tokens used and the answers that could not be scored', async () => {
    const { user } = setup();
    const dialog = await openTranscript(user, 'Fran Low');
    expect(within(dialog).getByTestId('scoring-summary')).toHaveTextContent(
      /^AI scoring used 1,240 tokens · 1 answer could not be scored$/,
    );
  });

  it('shows nothing of it for an interview without tokens or unscorable answers', async () => {
    const { user } = setup([{ ...FOLLOWED, tokens_used: 0, not_scorable: 2 }, PLATFORM]);
    let dialog = await openTranscript(user, 'Fran Low');
    expect(within(dialog).getByTestId('scoring-summary')).toHaveTextContent(
      /^2 answers could not be scored$/,
    );
    await user.click(within(dialog).getAllByRole('button', { name: 'Close' })[0]!);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    dialog = await openTranscript(user, 'Sam Lee');
    expect(within(dialog).queryByTestId('scoring-summary')).not.toBeInTheDocument();
  });
});

describe('Score again', () => {
  it('scores the interview again: the saved interview shown, the message, the earlier scorings', async () => {
    const { provider, tables, user } = setup();
    provider.rescoreInterview.mockImplementationOnce((shown: Interview) => {
      const saved = scoredAgain();
      // the server keeps it: the reads after it find it scored again
      Object.assign(
        tables.interviews!.find((r) => r.id === shown.id)!,
        saved,
      );
      return Promise.resolve({ interview: saved, msg: 'Interview scored again' });
    });
    const dialog = await openTranscript(user, 'Fran Low');
    expect(within(dialog).queryByRole('button', { name: /Earlier scorings/ })).toBeNull();

    await user.click(within(dialog).getByRole('button', { name: 'Score again' }));
    expect(await findToast('Interview scored again')).toBeInTheDocument();
    expect(provider.rescoreInterview).toHaveBeenCalledWith(
      expect.objectContaining({ id: 'int-40' }),
    );
    const first = () => within(dialog).getAllByTestId('transcript-item')[0]!;
    await waitFor(() => expect(within(first()).getByText('3.5 / 5')).toBeInTheDocument());
    expect(within(first()).getByTestId('answer-scorer')).toHaveTextContent(
      /^Scored by the AI model · model llama3\.1 · 180 tokens$/,
    );
    expect(within(dialog).getByTestId('scoring-summary')).toHaveTextContent(
      'AI scoring used 1,420 tokens',
    );

    // one earlier scoring, shown on demand; the others have had one scoring only
    const toggle = within(first()).getByRole('button', { name: 'Earlier scorings (1)' });
    expect(within(dialog).getAllByRole('button', { name: /Earlier scorings/ })).toHaveLength(1);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(within(first()).queryByTestId('earlier-scorings')).not.toBeInTheDocument();
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const earlier = within(first()).getAllByTestId('earlier-scoring');
    expect(earlier).toHaveLength(1);
    expect(earlier[0]).toHaveTextContent(
      /^4 \/ 5 · Scored offline · rules v2 · 22 Nov 2026, 10:05amCovered: scope\.$/,
    );
  });

  it('lists an earlier scoring that could not score, and its tokens', async () => {
    const history = HISTORY.map((entry, index) =>
      index === 3
        ? {
            ...entry,
            scores: [
              { score: null, scorer: 'built-in' as const, scorable: false, scored_at: '' },
              {
                score: null,
                scorer: 'llm' as const,
                model: 'qwen2.5',
                tokens: 95,
                scorable: false,
                scored_at: localIso(2026, 11, 23, 8, 0),
              },
              { score: 2, scorer: 'built-in-fallback' as const, scored_at: '' },
            ],
          }
        : entry,
    );
    const { user } = setup([{ ...FOLLOWED, history }]);
    const dialog = await openTranscript(user, 'Fran Low');
    const third = within(dialog).getAllByTestId('transcript-item')[3]!;
    await user.click(within(third).getByRole('button', { name: 'Earlier scorings (2)' }));
    const earlier = within(third).getAllByTestId('earlier-scoring');
    expect(earlier.map((item) => item.textContent)).toEqual([
      'Not scorable · Scored by the AI model · model qwen2.5 · 23 Nov 2026, 8:00am · 95 tokens',
      '2 / 5 · Scored offline (AI model failed)',
    ]);
  });

  it('says why when the server refuses, and keeps the scores shown', async () => {
    allowConsoleMessages(/new HttpError|Error: \n/);
    const { provider, user } = setup();
    provider.rescoreInterview.mockRejectedValueOnce(
      serverError('Only a completed interview can be scored again', 400),
    );
    const dialog = await openTranscript(user, 'Fran Low');
    await user.click(within(dialog).getByRole('button', { name: 'Score again' }));
    expect(await findToast('Only a completed interview can be scored again')).toBeInTheDocument();
    expect(within(dialog).getAllByTestId('transcript-item')[0]).toHaveTextContent('4 / 5');
    expect(within(dialog).getByRole('button', { name: 'Score again' })).toBeEnabled();
  });

  it('says the interview changed meanwhile and loads it again on a 412', async () => {
    allowConsoleMessages(/new HttpError|Error: \n/);
    const { provider, tables, user } = setup();
    const dialog = await openTranscript(user, 'Fran Low');
    Object.assign(
      tables.interviews!.find((r) => r.id === 'int-40')!,
      { score: 3.4 },
    );
    provider.rescoreInterview.mockRejectedValueOnce(
      serverError('This record was changed by someone else. Reload to see the changes.', 412),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Score again' }));
    expect(
      await findToast(
        'This interview changed since you opened it, so it was loaded again. Check it and score it again.',
      ),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(within(dialog).getAllByTestId('score-text')[0]).toHaveTextContent('3.4 / 5'),
    );
  });

  it('hides the button for the session on a server without the call', async () => {
    const { provider, user } = setup();
    provider.rescoreInterview.mockResolvedValueOnce(null);
    const dialog = await openTranscript(user, 'Fran Low');
    await user.click(within(dialog).getByRole('button', { name: 'Score again' }));
    expect(await findToast('Scoring again needs the reference server')).toBeInTheDocument();
    await waitFor(() =>
      expect(within(dialog).queryByRole('button', { name: 'Score again' })).toBeNull(),
    );
  });

  it('is not offered on the platform, nor for an interview not completed', async () => {
    // cancelled half way: answers, but no scoring again
    const cancelled = { ...FOLLOWED, id: 'int-42', status: 'cancelled' as const };
    const { provider, user } = setup([
      PLATFORM,
      { ...cancelled, candidate: { cand_id: 'C-PRO001', name: 'Pia Ro' } },
    ]);
    let dialog = await openTranscript(user, 'Sam Lee');
    expect(within(dialog).getAllByTestId('transcript-item')).toHaveLength(2);
    expect(within(dialog).queryByRole('button', { name: 'Score again' })).toBeNull();
    await user.click(within(dialog).getAllByRole('button', { name: 'Close' })[0]!);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    dialog = await openTranscript(user, 'Pia Ro');
    expect(within(dialog).getAllByTestId('transcript-item')).toHaveLength(7);
    expect(within(dialog).queryByRole('button', { name: 'Score again' })).toBeNull();
    expect(provider.rescoreInterview).not.toHaveBeenCalled();
  });

  it('is not offered to a reviewer', async () => {
    const { user } = setup([FOLLOWED], 'reviewer');
    const dialog = await openTranscript(user, 'Fran Low');
    expect(within(dialog).getAllByTestId('transcript-item')).toHaveLength(7);
    expect(within(dialog).queryByRole('button', { name: 'Score again' })).toBeNull();
    expect(within(dialog).queryByRole('button', { name: /^Edit score/ })).toBeNull();
  });

  it('is offered to a recruiter', async () => {
    const { user } = setup([FOLLOWED], 'recruiter');
    const dialog = await openTranscript(user, 'Fran Low');
    expect(await within(dialog).findByRole('button', { name: 'Score again' })).toBeEnabled();
  });
});
