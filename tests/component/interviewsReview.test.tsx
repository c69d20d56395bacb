// Blind review in the transcript (docs/scoring.md): a reviewer sees no score until they submit
// their own review, which the form makes without any; once in, each answer's AI score sits beside
// every reviewer's and the final one. A failed save keeps what was chosen and typed. Owners,
// admins and recruiters set the final score; the platform shows none of it.
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { Interview, MyReview, Review, ReviewAnswer } from '../../src/dataProvider/types';
import { resetScoreEditingSupport } from '../../src/resources/interviews/answerScoreSupport';
import { InterviewsHistoryPage } from '../../src/resources/interviews/InterviewsHistoryPage';
import { allowConsoleMessages } from './consoleGuard';
import { makeDataProvider } from './fakes/interviews';
import { findToast, interview, localIso, serverError } from './fixtures';
import { renderAdmin } from './renderAdmin';
import { ADMIN } from './sessionFixtures';

const QUESTIONS = [
  {
    question: 'Why pool database connections?',
    answer: 'Opening one is slow, so a pool reuses them.',
    points: ['reuses connections', 'caps them'],
    ai: 3,
  },
  {
    question: 'What is an index?',
    answer: 'It makes lookups faster.',
    points: ['faster lookups'],
    ai: 2,
  },
];

/** The interview as the server shows it: `blind` hides every score from this reader. */
function reviewed(blind: boolean, reviews: Review[] = []): Interview {
  const scores = (index: number) =>
    reviews.flatMap((r) => r.answers.filter((a) => a.index === index));
  return interview({
    id: 'int-30',
    status: 'completed',
    candidate: { cand_id: 'C-REV001', name: 'Rhea View' },
    scheduled_time: localIso(2026, 11, 21, 10, 0),
    score: blind ? null : 2.5,
    blind: blind || undefined,
    history: QUESTIONS.map((q, index) => {
      const given = scores(index).map((a) => a.score);
      return blind
        ? { question: q.question, answer: q.answer, score: null }
        : {
            question: q.question,
            answer: q.answer,
            score: given.length ? given.reduce((s, x) => s + x, 0) / given.length : q.ai,
            auto_score: q.ai,
            scorer: 'built-in' as const,
            ...(given.length && { review_mean: given[0], review_count: given.length }),
          };
    }),
  });
}

/** A server with reviews: the caller's review, and those of the others once theirs is in. */
function reviewServer(options: { others?: Review[]; fail?: string } = {}) {
  const state = { mine: [] as ReviewAnswer[], submitted: null as string | null };
  const { provider, tables } = makeDataProvider({ interviews: [reviewed(true)] });
  const myReview = (): MyReview => ({
    answers: state.mine,
    submitted_at: state.submitted,
    blind: true,
    unlocked: state.submitted !== null,
    sheet: QUESTIONS.map((q, index) => ({
      index,
      number: index + 1,
      question: q.question,
      answer: q.answer,
      expected_points: q.points,
      skill: 'Databases',
      scorable: true,
      not_scorable_reason: '',
    })),
  });
  const reviews = (): Review[] => [
    {
      reviewer: { id: 'me', username: 'rob' },
      answers: state.mine,
      submitted_at: state.submitted!,
    },
    ...(options.others ?? []),
  ];
  provider.getMyReview.mockImplementation(() => Promise.resolve(myReview()));
  provider.listReviews.mockImplementation(() => Promise.resolve(reviews()));
  provider.saveMyReview.mockImplementation((_id, answers) => {
    if (options.fail) return Promise.reject(serverError(options.fail));
    state.mine = answers;
    state.submitted = '2026-12-07T09:30:00.000Z';
    tables.interviews![0] = reviewed(false, reviews());
    return Promise.resolve({ review: myReview(), msg: 'Review saved' });
  });
  return { provider, tables, state };
}

function setup(provider: ReturnType<typeof makeDataProvider>['provider'], role = 'reviewer') {
  return renderAdmin(<InterviewsHistoryPage />, {
    dataProvider: provider,
    resource: 'interviews',
    url: '/interviews-history',
    route: '/interviews-history/*',
    // the console's authProvider: what the role may do
    auth: true,
    session: { ...ADMIN, role, workspace_id: 'w1' },
  });
}

async function openTranscript(user: ReturnType<typeof setup>['user']) {
  await user.click(
    await screen.findByRole('button', {
      name: 'View the transcript of the interview with Rhea View',
    }),
  );
  return screen.findByRole('dialog', { name: /Interview with Rhea View/ });
}

async function choose(user: ReturnType<typeof setup>['user'], label: string, option: string) {
  await user.click(screen.getByRole('combobox', { name: label }));
  await user.click(await screen.findByRole('option', { name: option }));
}

afterEach(() => resetScoreEditingSupport());

describe('Blind review', () => {
  it('reviews without any score in sight, then shows the AI’s and everyone’s', async () => {
    const others: Review[] = [
      {
        reviewer: { id: 'sam', username: 'sam' },
        answers: [{ index: 0, score: 2, note: 'Misses the cap.' }],
        submitted_at: '2026-12-06T10:00:00.000Z',
      },
    ];
    const { provider } = reviewServer({ others });
    const { user } = setup(provider);
    const transcript = await openTranscript(user);
    await within(transcript).findByText(/Scores are hidden from you until you submit/);
    expect(within(transcript).getByTestId('review-state')).toHaveTextContent(
      'You have not reviewed this interview yet.',
    );
    // no score anywhere, no one else's review, no final score for a reviewer
    expect(within(transcript).queryByText(/\/ 5/)).not.toBeInTheDocument();
    expect(provider.listReviews).not.toHaveBeenCalled();
    // the feedback goes with the final score: not a reviewer's to write
    expect(
      within(transcript).queryByRole('button', { name: 'Edit feedback' }),
    ).not.toBeInTheDocument();
    expect(
      within(transcript).queryByRole('button', { name: 'Set final score' }),
    ).not.toBeInTheDocument();
    expect(
      within(transcript).queryByRole('button', { name: /Edit score/ }),
    ).not.toBeInTheDocument();

    await user.click(within(transcript).getByRole('button', { name: 'Review answers' }));
    const form = await screen.findByRole('dialog', { name: 'Review answers' });
    expect(within(form).getByText('Why pool database connections?')).toBeInTheDocument();
    expect(within(form).getByText('caps them')).toBeInTheDocument();
    expect(within(form).queryByText(/\/ 5/)).not.toBeInTheDocument();

    // nothing scored: said, and nothing sent
    await user.click(within(form).getByRole('button', { name: 'Submit review' }));
    expect(
      within(form).getByText('Score at least one answer to submit a review.'),
    ).toBeInTheDocument();
    expect(provider.saveMyReview).not.toHaveBeenCalled();

    await choose(user, 'Your score for question 1', '4 / 5');
    await user.type(
      within(form).getByRole('textbox', { name: 'Note on question 1 (optional)' }),
      ' Both points. ',
    );
    await user.click(within(form).getByRole('button', { name: 'Submit review' }));
    await findToast('Review saved');
    expect(provider.saveMyReview).toHaveBeenLastCalledWith('int-30', [
      { index: 0, score: 4, note: 'Both points.' },
    ]);
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Review answers' })).not.toBeInTheDocument(),
    );

    // open now: the AI's score beside the reviewers' and the final one
    const table = await within(transcript).findByRole('table', {
      name: 'Scores by answer: the AI’s, each reviewer’s and the final one',
    });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(headers).toEqual(['Question', 'AI', 'rob', 'sam', 'Final']);
    const [first] = within(table).getAllByRole('row').slice(1);
    expect(
      within(first!)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['3 / 5', '4 / 5Both points.', '2 / 5Misses the cap.', '3 / 5']);
    expect(within(transcript).getByTestId('review-state')).toHaveTextContent(
      /You reviewed this interview on/,
    );
    expect(
      within(transcript).getByRole('button', { name: 'Edit your review' }),
    ).toBeInTheDocument();
  });

  it('keeps every score and note when the save is refused, and says why', async () => {
    allowConsoleMessages(/Score must be a number/);
    const { provider } = reviewServer({ fail: 'Score must be a number from 0 to 5' });
    const { user } = setup(provider);
    const transcript = await openTranscript(user);
    await user.click(await within(transcript).findByRole('button', { name: 'Review answers' }));
    const form = await screen.findByRole('dialog', { name: 'Review answers' });
    await choose(user, 'Your score for question 2', '1.5 / 5');
    await user.type(
      within(form).getByRole('textbox', { name: 'Note on question 2 (optional)' }),
      'Vague',
    );
    await user.click(within(form).getByRole('button', { name: 'Submit review' }));
    await findToast('Score must be a number from 0 to 5');
    expect(screen.getByRole('dialog', { name: 'Review answers' })).toBeInTheDocument();
    expect(
      within(form).getByRole('combobox', { name: 'Your score for question 2' }),
    ).toHaveTextContent('1.5 / 5');
    expect(
      within(form).getByRole('textbox', { name: 'Note on question 2 (optional)' }),
    ).toHaveValue('Vague');
  });
});

describe('The final score', () => {
  it('is set as a whole by an admin, with the server’s message', async () => {
    const { provider, tables } = reviewServer();
    // an admin reads the scores
    tables.interviews![0] = reviewed(false);
    provider.setFinalScore.mockImplementation((current: Interview, body: object) =>
      Promise.resolve({ interview: { ...current, ...body }, msg: 'Final score set' }),
    );
    const { user } = setup(provider, 'admin');
    const transcript = await openTranscript(user);
    await user.click(await within(transcript).findByRole('button', { name: 'Set final score' }));
    await choose(user, 'Final score of the interview', '4.5 / 5');
    await user.click(within(transcript).getByRole('button', { name: 'Save final score' }));
    await findToast('Final score set');
    expect(provider.setFinalScore.mock.lastCall?.[1]).toEqual({ score: 4.5 });
  });
});

describe('On the platform', () => {
  it('shows no reviews and no final score', async () => {
    // the platform's entries: question, answer and score, nothing of who scored them
    const plain = reviewed(false);
    plain.history = plain.history!.map(({ question, answer, score }) => ({
      question,
      answer,
      score,
    }));
    const { provider } = makeDataProvider({ interviews: [plain] });
    const { user } = setup(provider, 'admin');
    const transcript = await openTranscript(user);
    await within(transcript).findByText('Why pool database connections?');
    // not even asked
    expect(provider.getMyReview).not.toHaveBeenCalled();
    expect(within(transcript).queryByRole('heading', { name: 'Reviews' })).not.toBeInTheDocument();
    expect(
      within(transcript).queryByRole('button', { name: 'Set final score' }),
    ).not.toBeInTheDocument();
  });
});
