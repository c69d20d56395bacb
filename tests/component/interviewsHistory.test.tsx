import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { InterviewsHistoryPage } from '../../src/resources/interviews/InterviewsHistoryPage';
import { lastListParams, makeDataProvider } from './fakes/interviews';
import { interview, localIso } from './fixtures';
import { renderAdmin } from './renderAdmin';

const LONG_FEEDBACK =
  'Strong fundamentals in React and state management; explained trade-offs clearly and asked good questions about the team.';

const COMPLETED = interview({
  id: 'int-10',
  status: 'completed',
  scheduled_time: localIso(2025, 3, 5, 15, 7),
  score: 4.2,
  selected: true,
  feedback: LONG_FEEDBACK,
  history: [
    { question: 'What is a React hook?', answer: 'A function that uses React state.', score: 5 },
    { question: 'Explain reconciliation.', answer: '', score: 3.4 },
  ],
});
const CANCELLED = interview({
  id: 'int-11',
  status: 'cancelled',
  candidate: { cand_id: 'C-SAM001', name: 'Sam Lee' },
  scheduled_time: localIso(2025, 2, 1, 10, 0),
  feedback: 'No show.',
});
const UPCOMING = interview({ id: 'int-12', candidate: { name: 'Not Yet' } });

function setup(interviews = [COMPLETED, CANCELLED, UPCOMING]) {
  const { provider } = makeDataProvider({ interviews });
  const utils = renderAdmin(<InterviewsHistoryPage />, {
    dataProvider: provider,
    resource: 'interviews',
    url: '/interviews-history',
    route: '/interviews-history/*',
  });
  return { provider, ...utils };
}

const rowOf = async (name: string) => (await screen.findByText(name)).closest('tr')!;

describe('Interviews History', () => {
  it('asks for completed and cancelled interviews, newest first', async () => {
    const { provider } = setup();
    await screen.findByText('Jane Doe');
    const params = lastListParams(provider, 'interviews');
    expect(params.filter).toEqual({ status: ['completed', 'cancelled'] });
    expect(params.sort).toEqual({ field: 'scheduled_time', order: 'DESC' });
    expect(screen.queryByText('Not Yet')).not.toBeInTheDocument();
  });

  it('shows the score out of 5, hired and the feedback cut short', async () => {
    setup();
    const jane = await rowOf('Jane Doe');
    expect(within(jane).getByTestId('score-text')).toHaveTextContent('4.2 / 5');
    expect(within(jane).getByRole('img', { name: 'Score 4.2 out of 5' })).toBeInTheDocument();
    expect(within(jane).getByText('Hired')).toBeInTheDocument();
    expect(within(jane).getByText('Completed')).toBeInTheDocument();
    expect(within(jane).getByText('5 Mar 2025, 3:07pm')).toBeInTheDocument();
    const feedback = within(jane).getByText(/^Strong fundamentals/);
    expect(feedback.textContent!.length).toBeLessThanOrEqual(60);
    expect(feedback.textContent).toMatch(/…$/);

    const sam = await rowOf('Sam Lee');
    expect(within(sam).getByText('No score')).toBeInTheDocument();
    expect(within(sam).getByText('Not selected')).toBeInTheDocument();
    expect(within(sam).getByText('Cancelled')).toBeInTheDocument();
    expect(within(sam).getByText('No show.')).toBeInTheDocument();
  });

  it('opens the transcript from a row: each question with its answer and score', async () => {
    const { user } = setup();
    await user.click(await screen.findByText('5 Mar 2025, 3:07pm'));
    const dialog = await screen.findByRole('dialog', { name: /Interview with Jane Doe/ });
    expect(within(dialog).getByText('Overall score')).toBeInTheDocument();
    expect(within(dialog).getByTestId('score-text')).toHaveTextContent('4.2 / 5');
    expect(within(dialog).getByTestId('transcript-feedback')).toHaveTextContent(LONG_FEEDBACK);

    const items = within(dialog).getAllByTestId('transcript-item');
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent('Question 1');
    expect(items[0]).toHaveTextContent('What is a React hook?');
    expect(items[0]).toHaveTextContent('A function that uses React state.');
    expect(within(items[0]!).getByText('5 / 5')).toBeInTheDocument();
    expect(items[1]).toHaveTextContent('Question 2');
    expect(items[1]).toHaveTextContent('Explain reconciliation.');
    expect(items[1]).toHaveTextContent('No answer given.');
    expect(within(items[1]!).getByText('3.4 / 5')).toBeInTheDocument();

    await user.click(within(dialog).getAllByRole('button', { name: 'Close' })[0]!);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('opens the transcript from the keyboard, and says when there is none', async () => {
    const { user } = setup();
    const button = await screen.findByRole('button', {
      name: 'View the transcript of the interview with Sam Lee',
    });
    button.focus();
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: /Interview with Sam Lee/ });
    expect(
      within(dialog).getByText('This interview was cancelled; there is no transcript.'),
    ).toBeInTheDocument();
    expect(within(dialog).queryAllByTestId('transcript-item')).toHaveLength(0);
  });

  it('marks the candidate hired or not from the transcript', async () => {
    const { provider, user } = setup();
    await user.click(await screen.findByText('5 Mar 2025, 3:07pm'));
    const dialog = await screen.findByRole('dialog', { name: /Interview with Jane Doe/ });
    const toggle = within(dialog).getByRole('switch', { name: 'Selected (hired)' });
    expect(toggle).toBeChecked();
    await user.click(toggle);
    await waitFor(() =>
      expect(provider.update).toHaveBeenCalledWith(
        'interviews',
        expect.objectContaining({ id: 'int-10', data: { selected: false } }),
      ),
    );
    expect(await screen.findByText('Jane Doe no longer marked as hired')).toBeInTheDocument();
    await waitFor(() => expect(toggle).not.toBeChecked());
    const jane = await rowOf('C-AB1234');
    await waitFor(() => expect(within(jane).getByText('Not selected')).toBeInTheDocument());
  });

  it('shows an empty state when there is no past interview', async () => {
    setup([UPCOMING]);
    expect(await screen.findByText('No past interviews yet')).toBeInTheDocument();
  });
});
