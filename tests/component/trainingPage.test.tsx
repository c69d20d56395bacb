import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TrainingPage } from '../../src/resources/training/TrainingPage';
import { allowConsoleMessages } from './consoleGuard';
import { makeDataProvider } from './fakes/training';
import { findToast, serverError, trainingSet } from './fixtures';
import { renderAdmin } from './renderAdmin';

const SETS = [
  trainingSet(),
  trainingSet({
    id: 'set-2',
    domain: 'frontend',
    last_updated: '2025-02-10T08:00:00Z',
    questions: [{ question: 'What is the virtual DOM?', difficulty: 'easy', tags: ['react'] }],
  }),
];

const domainGroup = () => screen.getByRole('group', { name: 'Training domains' });

describe('TrainingPage', () => {
  it('selects the first set by default and shows its card', async () => {
    renderAdmin(<TrainingPage />, {
      dataProvider: makeDataProvider({ sets: SETS }),
      resource: 'training',
    });

    const card = await screen.findByRole('article', { name: 'Backend' });
    const buttons = within(domainGroup()).getAllByRole('button');
    expect(buttons.map((b) => b.textContent)).toEqual(['Backend', 'Frontend']);
    expect(buttons[0]).toHaveAttribute('aria-pressed', 'true');
    expect(buttons[1]).toHaveAttribute('aria-pressed', 'false');

    expect(within(card).getByRole('heading', { name: 'Backend' })).toBeInTheDocument();
    // the date part only, no time
    expect(within(card).getByText(/Last updated 5 Mar 2025/)).toBeInTheDocument();
    expect(card).not.toHaveTextContent(/pm|am/);

    const questions = Array.from(card.querySelectorAll('ol > li'));
    expect(questions).toHaveLength(3);
    expect(questions[0]).toHaveTextContent(/^1\.What is an index\?Easysqldatabases$/);
    expect(questions[1]).toHaveTextContent(/^2\.Explain CAP\.Mediumdistributed$/);
    expect(questions[2]).toHaveTextContent(/^3\.Design a rate limiter\.Harddesignscaling$/);

    expect(within(card).getByRole('button', { name: 'Edit Backend training data' })).toBeVisible();
    expect(
      within(card).getByRole('button', { name: 'Delete Backend training data' }),
    ).toBeVisible();
    expect(screen.getAllByRole('button', { name: 'Add Training Data' })).toHaveLength(1);
  });

  it("shows a question's expected points as a count, the list on expand", async () => {
    const withPoints = trainingSet({
      questions: [
        {
          question: 'Why pool connections?',
          difficulty: 'medium',
          tags: ['db'],
          expected_points: ['reuses connections', 'caps the number open', 'names a pool size'],
        },
        { question: 'What is an index?', difficulty: 'easy', tags: ['sql'], expected_points: [] },
      ],
    });
    const { user } = renderAdmin(<TrainingPage />, {
      dataProvider: makeDataProvider({ sets: [withPoints] }),
      resource: 'training',
    });
    const card = await screen.findByRole('article', { name: 'Backend' });
    const toggle = within(card).getByRole('button', { name: '3 expected points' });
    // one toggle: the question without points shows none
    expect(within(card).getAllByRole('button', { name: /expected point/ })).toHaveLength(1);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(within(card).getByText('caps the number open')).not.toBeVisible();

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await waitFor(() => expect(within(card).getByText('caps the number open')).toBeVisible());
    expect(within(card).getByText('reuses connections')).toBeVisible();
  });

  it('gives each difficulty its own colour', async () => {
    renderAdmin(<TrainingPage />, {
      dataProvider: makeDataProvider({ sets: SETS }),
      resource: 'training',
    });
    const card = await screen.findByRole('article', { name: 'Backend' });
    const colours = ['easy', 'medium', 'hard'].map((d) => {
      const chip = card.querySelector(`[data-difficulty="${d}"]`)!;
      const style = getComputedStyle(chip);
      return `${style.color}/${style.backgroundColor}`;
    });
    expect(new Set(colours).size).toBe(3);
  });

  it('shows the set of the domain button clicked', async () => {
    const { user } = renderAdmin(<TrainingPage />, {
      dataProvider: makeDataProvider({ sets: SETS }),
      resource: 'training',
    });
    await screen.findByRole('article', { name: 'Backend' });
    await user.click(within(domainGroup()).getByRole('button', { name: 'Frontend' }));
    const card = screen.getByRole('article', { name: 'Frontend' });
    expect(card).toHaveTextContent('What is the virtual DOM?');
    expect(card).toHaveTextContent('Last updated 10 Feb 2025');
    expect(within(domainGroup()).getByRole('button', { name: 'Frontend' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });

  it('shows an empty state with the add button when there is no training data', async () => {
    const { user } = renderAdmin(<TrainingPage />, {
      dataProvider: makeDataProvider({ sets: [] }),
      resource: 'training',
    });
    expect(await screen.findByText('No training data yet')).toBeInTheDocument();
    const add = screen.getAllByRole('button', { name: 'Add Training Data' });
    expect(add).toHaveLength(1);
    await user.click(add[0]!);
    expect(await screen.findByRole('dialog', { name: 'Add New Data' })).toBeInTheDocument();
  });

  it('asks before deleting, then shows the server msg and reloads the list', async () => {
    const dataProvider = makeDataProvider({ sets: SETS });
    const { user } = renderAdmin(<TrainingPage />, {
      dataProvider: dataProvider,
      resource: 'training',
    });
    await screen.findByRole('article', { name: 'Backend' });

    await user.click(screen.getByRole('button', { name: 'Delete Backend training data' }));
    const confirm = await screen.findByRole('dialog', {
      name: 'Delete the Backend training data?',
    });
    expect(confirm).toHaveTextContent('Its 3 questions will be deleted for good.');
    expect(dataProvider.delete).not.toHaveBeenCalled();

    // cancelling keeps the set
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(dataProvider.delete).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Delete Backend training data' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }),
    );
    expect(await findToast('Training data deleted successfully')).toBeInTheDocument();
    expect(dataProvider.delete).toHaveBeenCalledWith(
      'training',
      expect.objectContaining({ id: 'set-1' }),
    );
    // reloaded: the remaining set is now the first, and selected
    expect(await screen.findByRole('article', { name: 'Frontend' })).toBeInTheDocument();
    expect(within(domainGroup()).getAllByRole('button')).toHaveLength(1);
    expect(dataProvider.getList).toHaveBeenCalledTimes(2);
  });

  it('logs a failed delete and shows the error as a toast', async () => {
    allowConsoleMessages(/Deleting the training data failed/, /new HttpError/);
    const dataProvider = makeDataProvider({
      sets: SETS,
      overrides: {
        delete: () => Promise.reject(serverError('Training data not found or access denied', 404)),
      },
    });
    const { user } = renderAdmin(<TrainingPage />, {
      dataProvider: dataProvider,
      resource: 'training',
    });
    await screen.findByRole('article', { name: 'Backend' });
    await user.click(screen.getByRole('button', { name: 'Delete Backend training data' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }),
    );
    expect(await findToast('Training data not found or access denied')).toBeInTheDocument();
    expect(await screen.findByRole('article', { name: 'Backend' })).toBeInTheDocument();
  });

  it('shows a load failure with a retry', async () => {
    allowConsoleMessages(/Loading the training data failed/, /new HttpError/);
    let calls = 0;
    const dataProvider = makeDataProvider({
      overrides: {
        getList: () =>
          ++calls === 1
            ? Promise.reject(serverError('Error: boom', 500))
            : Promise.resolve({ data: SETS, total: 2 }),
      },
    });
    const { user } = renderAdmin(<TrainingPage />, {
      dataProvider: dataProvider,
      resource: 'training',
    });
    expect(await screen.findByText('The training data could not be loaded.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('article', { name: 'Backend' })).toBeInTheDocument();
  });
});
