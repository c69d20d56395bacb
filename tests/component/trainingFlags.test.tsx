// The training screen's question flags (issue 52): a question whose AI scores are far from the
// reviewers', or always the same, carries a warning with its numbers and the way to the Scoring
// screen, for members of a team server; the platform (no such call: a 404) flags nothing.
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { httpClient } from '../../src/dataProvider/httpClient';
import { createScoringMethods } from '../../src/dataProvider/scoring';
import type { QuestionFlag } from '../../src/dataProvider/types';
import { TrainingPage } from '../../src/resources/training/TrainingPage';
import { allowConsoleMessages } from './consoleGuard';
import { makeDataProvider } from './fakes/training';
import { serverError, trainingSet } from './fixtures';
import { renderAdmin } from './renderAdmin';
import type { SessionUser } from '../../src/authProvider/session';
import { ADMIN } from './sessionFixtures';

const OWNER: SessionUser = { ...ADMIN, role: 'owner', workspace_id: 'w1' };

function flag(overrides: Partial<QuestionFlag>): QuestionFlag {
  return {
    question: 'Explain CAP.',
    skill: 'Distributed systems',
    flags: ['gap'],
    n_pairs: 7,
    mean_abs_diff: 1.75,
    ai_mean: 3.4,
    n_scored: 9,
    ai_scores_distinct: 4,
    ...overrides,
  };
}

const FLAGS = [
  // the server's text of a question need not match its case or spaces
  flag({ question: '  explain cap. ' }),
  flag({
    question: 'Design a rate limiter.',
    flags: ['same'],
    n_pairs: 0,
    mean_abs_diff: null,
    ai_mean: 2.5,
    n_scored: 12,
    ai_scores_distinct: 1,
  }),
  flag({ question: 'A question of another set?' }),
];

function setup(getQuestionFlags: () => Promise<QuestionFlag[]>, session: SessionUser = OWNER) {
  const spy = vi.fn(getQuestionFlags);
  const utils = renderAdmin(<TrainingPage />, {
    dataProvider: makeDataProvider({
      sets: [trainingSet()],
      overrides: { getQuestionFlags: spy },
    }),
    resource: 'training',
    auth: true,
    session,
  });
  return { getQuestionFlags: spy, ...utils };
}

const questions = async () => {
  const card = await screen.findByRole('article', { name: 'Backend' });
  return Array.from(card.querySelectorAll<HTMLElement>('ol > li'));
};
const flagsOf = (item: HTMLElement) =>
  within(item).queryByRole('group', { name: 'Scoring problems of this question' });

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('question flags on the training screen', () => {
  it('marks each flagged question with its flag and numbers, and no other', async () => {
    setup(() => Promise.resolve(FLAGS));
    const [index, cap, limiter] = await questions();

    const capFlags = await waitFor(() => flagsOf(cap!)!);
    expect(within(capFlags).getByText('Scores disagree with reviewers')).toBeInTheDocument();
    expect(capFlags).toHaveTextContent('Mean gap 1.8 points over 7 reviewed answers');
    expect(within(capFlags).queryByText('Always scored the same')).not.toBeInTheDocument();

    const limiterFlags = flagsOf(limiter!)!;
    expect(within(limiterFlags).getByText('Always scored the same')).toBeInTheDocument();
    expect(limiterFlags).toHaveTextContent('All 12 answers scored 2.5');
    expect(limiterFlags).not.toHaveTextContent('Mean gap');

    expect(flagsOf(index!)).toBeNull();
    expect(screen.getAllByTestId('question-flag')).toHaveLength(2);
  });

  it('writes both flags of a question, and what each means on hover', async () => {
    const both = flag({ flags: ['gap', 'same'], n_pairs: 6, mean_abs_diff: 2, ai_mean: 4 });
    const { user } = setup(() => Promise.resolve([both]));
    const [, cap] = await questions();
    const capFlags = await waitFor(() => flagsOf(cap!)!);
    expect(capFlags).toHaveTextContent(
      'Mean gap 2 points over 6 reviewed answers · All 9 answers scored 4',
    );

    await user.hover(within(capFlags).getByText('Always scored the same'));
    expect(await screen.findByRole('tooltip')).toHaveTextContent(
      /cannot tell strong answers from weak ones/,
    );
  });

  it('links a flag to the Scoring screen', async () => {
    const { user } = setup(() => Promise.resolve(FLAGS));
    const [, cap] = await questions();
    const link = await waitFor(() => within(flagsOf(cap!)!).getByRole('link'));
    expect(link).toHaveAccessibleName('See agreement');
    expect(link).toHaveAttribute('href', '/scoring');
    await user.click(link);
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/scoring$/);
  });

  it('flags nothing on the platform: its 404 is no flags, not an error', async () => {
    // the real call, over a server that has no such route
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.resolve(new Response('Cannot GET', { status: 404 }))),
    );
    const real = createScoringMethods('http://api.test/api', httpClient);
    await expect(real.getQuestionFlags()).resolves.toEqual([]);

    const { getQuestionFlags } = setup(() => real.getQuestionFlags());
    const items = await questions();
    await waitFor(() => expect(getQuestionFlags).toHaveBeenCalled());
    expect(items.map(flagsOf)).toEqual([null, null, null]);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows no error when the call fails otherwise, and flags nothing', async () => {
    // react-admin logs a failed data provider call
    allowConsoleMessages(/Internal error/);
    const { getQuestionFlags } = setup(() => Promise.reject(serverError('Internal error', 500)));
    const items = await questions();
    await waitFor(() => expect(getQuestionFlags).toHaveBeenCalled());
    expect(items.map(flagsOf)).toEqual([null, null, null]);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('does not ask a server without workspaces (the Scoring screen is a team screen)', async () => {
    const { getQuestionFlags } = setup(() => Promise.resolve(FLAGS), ADMIN);
    const items = await questions();
    expect(items).toHaveLength(3);
    expect(getQuestionFlags).not.toHaveBeenCalled();
    expect(screen.queryByTestId('question-flag')).not.toBeInTheDocument();
  });
});
