// The Scoring screen (src/scoring, issue 52): the agreement figures written out, with a warning in
// place of a reading when there are too few pairs, how to get figures when there are none, the
// period and scorer in the address and in the query, the platform's "no such call", a retry.
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ScoringPage } from '../../src/scoring/ScoringPage';
import { allowConsoleMessages } from './consoleGuard';
import { agreement, figures, group, makeScoringProvider, type GetAgreement } from './fakes/scoring';
import { localIso, serverError } from './fixtures';
import { renderAdmin } from './renderAdmin';

// "today" is 15 June 2026: the last 90 days start on 17 March, 30 days on 16 May
const NOW = new Date(2026, 5, 15, 10, 30);
const FROM_90_DAYS = localIso(2026, 3, 17);
const FROM_30_DAYS = localIso(2026, 5, 16);
const FROM_12_MONTHS = localIso(2025, 6, 15);

function setup(url = '/scoring', getAgreement?: GetAgreement) {
  const { provider, getAgreement: spy } = makeScoringProvider(getAgreement);
  const utils = renderAdmin(<ScoringPage />, { dataProvider: provider, url, route: '/scoring/*' });
  return { getAgreement: spy, ...utils };
}

const answering = (report = agreement()): GetAgreement => vi.fn(() => Promise.resolve(report));
const location = () => screen.getByTestId('location').textContent;
const figure = (key: string) =>
  within(screen.getAllByTestId(`figure-${key}`)[0]!).getByTestId('figure-value');
const periodField = () => screen.getByRole('combobox', { name: 'Period' });
const scorerField = () => screen.getByRole('combobox', { name: 'Scorer' });
const TOO_FEW = /Fewer than 20 reviewed answers: these figures say little yet/;

describe('Scoring', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(NOW);
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('writes out the headline figures and what the kappa says', async () => {
    setup();
    await screen.findByRole('heading', { name: 'AI against people' });
    expect(figure('kappa')).toHaveTextContent('0.71');
    expect(figure('mad')).toHaveTextContent('0.83 points');
    expect(figure('exact')).toHaveTextContent('40%');
    expect(figure('within_one')).toHaveTextContent('88%');
    expect(figure('pairs')).toHaveTextContent('48');
    expect(screen.getByTestId('kappa-reading')).toHaveTextContent(/^Good agreement/);
    expect(screen.queryByText(TOO_FEW)).not.toBeInTheDocument();
  });

  it('shows a dash for a kappa that cannot be worked out, and says why', async () => {
    setup('/scoring', answering(agreement({ weighted_kappa: null })));
    await screen.findByRole('heading', { name: 'AI against people' });
    expect(figure('kappa')).toHaveTextContent('—');
    expect(screen.getByTestId('kappa-reading')).toHaveTextContent(/cannot be worked out/);
  });

  it('lists each breakdown with its figures, and marks the rows with few pairs', async () => {
    setup();
    const byScorer = await screen.findByRole('table', { name: 'By scorer' });
    const [, builtIn, llm] = within(byScorer).getAllByRole('row');
    expect(within(builtIn!).getByRole('rowheader')).toHaveTextContent('built-in v2');
    expect(
      within(builtIn!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['30', '0.71', '0.83', '40%', '88%']);
    expect(within(builtIn!).queryByText('Few pairs')).not.toBeInTheDocument();
    expect(within(llm!).getByText('Few pairs')).toBeInTheDocument();

    const byQuestion = screen.getByRole('table', { name: 'By question' });
    expect(
      within(byQuestion).getByRole('rowheader', { name: 'Explain closures in JavaScript' }),
    ).toBeInTheDocument();
    expect(byQuestion).toHaveTextContent('1.50');
    expect(screen.getByRole('table', { name: 'By skill' })).toHaveTextContent('React');
    expect(screen.getByRole('table', { name: 'By reviewer' })).toHaveTextContent('admin');
  });

  it('warns that a few pairs say little, and reads nothing into them', async () => {
    const few = figures({ n: 6, too_few: true, weighted_kappa: 0.95 });
    setup(
      '/scoring',
      answering(agreement({ ...few, by_question: [group('What is a closure?', few)] })),
    );
    expect(await screen.findByText(TOO_FEW)).toBeInTheDocument();
    expect(figure('kappa')).toHaveTextContent('0.95');
    expect(figure('pairs')).toHaveTextContent('6');
    expect(screen.queryByTestId('kappa-reading')).not.toBeInTheDocument();
    expect(screen.queryByText(/Strong agreement/)).not.toBeInTheDocument();
  });

  it("shows people's agreement with each other", async () => {
    setup();
    const people = await screen.findByRole('region', { name: 'Reviewer against reviewer' });
    expect(within(people).getByRole('list')).toHaveTextContent('0.90');
    expect(within(people).getByRole('list')).toHaveTextContent('75%');
    expect(within(people).getByRole('list')).toHaveTextContent('24');
  });

  it('says when no answer was reviewed by two people', async () => {
    setup('/scoring', answering(agreement({ human_human: figures({ n: 0, too_few: true }) })));
    const people = await screen.findByRole('region', { name: 'Reviewer against reviewer' });
    expect(people).toHaveTextContent(/No answer was reviewed by two people/);
    expect(within(people).queryByRole('list')).not.toBeInTheDocument();
  });

  it('warns when too few answers were reviewed by two people', async () => {
    setup('/scoring', answering(agreement({ human_human: figures({ n: 5, too_few: true }) })));
    const people = await screen.findByRole('region', { name: 'Reviewer against reviewer' });
    expect(people).toHaveTextContent(
      'Fewer than 20 answers were reviewed by two people: these figures say little yet.',
    );
    expect(within(people).getByRole('list')).toHaveTextContent('5');
    // the AI's own figures have enough pairs: no warning for them
    expect(screen.queryByText(TOO_FEW)).not.toBeInTheDocument();
  });

  it('says how to get figures when nothing was reviewed, and widens the filters', async () => {
    const none = agreement({
      ...figures({ n: 0, weighted_kappa: null, mean_abs_diff: null, exact: null, too_few: true }),
      within_one: null,
      by_scorer: [],
      by_question: [],
      by_skill: [],
      by_reviewer: [],
      human_human: figures({ n: 0, too_few: true }),
    });
    const { getAgreement, user } = setup('/scoring', answering(none));
    expect(await screen.findByText('No reviewed answers yet')).toBeInTheDocument();
    expect(
      screen.getByText(/open a completed interview and score its answers/),
    ).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.queryByText(TOO_FEW)).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Show all time and every scorer' }));
    await waitFor(() => expect(getAgreement).toHaveBeenLastCalledWith({}));
    expect(periodField()).toHaveValue('all');
    expect(location()).toBe('/scoring?period=all');
  });

  it('asks for the last 90 days at first, then the period and scorer chosen', async () => {
    const { getAgreement, user } = setup();
    await waitFor(() => expect(getAgreement).toHaveBeenCalledWith({ from: FROM_90_DAYS }));
    await screen.findByRole('heading', { name: 'AI against people' });
    expect(periodField()).toHaveValue('90d');
    expect(scorerField()).toHaveValue('');
    expect(
      within(scorerField())
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['All scorers', 'built-in v2', 'llm llama3.1']);

    await user.selectOptions(periodField(), 'Last 30 days');
    await waitFor(() => expect(getAgreement).toHaveBeenLastCalledWith({ from: FROM_30_DAYS }));
    expect(location()).toBe('/scoring?period=30d');

    await user.selectOptions(scorerField(), 'llm llama3.1');
    await waitFor(() =>
      expect(getAgreement).toHaveBeenLastCalledWith({
        from: FROM_30_DAYS,
        scorer: 'llm llama3.1',
      }),
    );
    expect(location()).toBe('/scoring?period=30d&scorer=llm+llama3.1');

    await user.selectOptions(periodField(), 'All time');
    await waitFor(() => expect(getAgreement).toHaveBeenLastCalledWith({ scorer: 'llm llama3.1' }));
  });

  it('takes the period and scorer from the address, so a reload keeps them', async () => {
    const { getAgreement } = setup('/scoring?period=12m&scorer=built-in+v1');
    await waitFor(() =>
      expect(getAgreement).toHaveBeenCalledWith({ from: FROM_12_MONTHS, scorer: 'built-in v1' }),
    );
    expect(periodField()).toHaveValue('12m');
    // a scorer the period no longer lists stays chosen
    await screen.findByRole('heading', { name: 'AI against people' });
    expect(scorerField()).toHaveValue('built-in v1');
    expect(getAgreement).not.toHaveBeenCalledWith({ from: FROM_90_DAYS });
  });

  it('counts the answers in the heat map by AI score (rows) and human score (columns)', async () => {
    setup();
    const table = await screen.findByRole('table', { name: /^Answers by AI score \(rows\)/ });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    expect(headers).toEqual([
      'Human score',
      'AI score',
      ...['0', '0.5', '1', '1.5', '2', '2.5', '3', '3.5', '4', '4.5', '5'],
    ]);
    const cellAt = (ai: string, human: number) => {
      const row = within(table).getByRole('rowheader', { name: ai }).closest('tr')!;
      return within(row).getAllByRole('cell')[human * 2]!;
    };
    expect(cellAt('2.5', 3)).toHaveTextContent(/^7$/);
    expect(cellAt('4', 4)).toHaveTextContent(/^12$/);
    // the other cells hold no answer
    expect(cellAt('3', 2.5)).toHaveTextContent(/^0$/);
    expect(cellAt('0', 0)).toHaveTextContent(/^0$/);
    // the diagonal, exact agreement, is marked
    expect(cellAt('4', 4)).toHaveAttribute('data-diagonal', 'true');
    expect(cellAt('2.5', 3)).not.toHaveAttribute('data-diagonal');
  });

  it('says the figures are not available on a server without them', async () => {
    allowConsoleMessages(/Not Found/);
    setup(
      '/scoring',
      vi.fn(() => Promise.reject(serverError('Not Found', 404))),
    );
    expect(
      await screen.findByText(
        'This server does not measure scoring agreement, so there are no figures to show.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
  });

  it('offers to load the figures again when the server fails', async () => {
    allowConsoleMessages(/Internal error/);
    const getAgreement: GetAgreement = vi
      .fn()
      .mockRejectedValueOnce(serverError('Internal error', 500))
      .mockResolvedValue(agreement());
    const { user } = setup('/scoring', getAgreement);
    expect(
      await screen.findByText('The agreement figures could not be loaded.'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    await screen.findByRole('heading', { name: 'AI against people' });
    expect(figure('kappa')).toHaveTextContent('0.71');
    expect(
      screen.queryByText('The agreement figures could not be loaded.'),
    ).not.toBeInTheDocument();
  });
});
