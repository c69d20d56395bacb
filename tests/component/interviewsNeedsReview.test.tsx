// Issue 52: the "Needs review" filter of Interviews History and All Interviews, kept in the
// address and sent as `needs_review`, and the mark on a completed row that needs a review. The
// platform's items carry no `needs_review`: no filter is offered, and a filter in the address
// that it ignored is not passed off as applied.
import { screen, waitFor, within } from '@testing-library/react';
import type { GetListParams } from 'ra-core';
import { describe, expect, it, vi } from 'vitest';
import type { Interview } from '../../src/dataProvider/types';
import { AllInterviewsPage } from '../../src/resources/interviews/AllInterviewsPage';
import { InterviewsHistoryPage } from '../../src/resources/interviews/InterviewsHistoryPage';
import { lastListParams, makeDataProvider } from './fakes/interviews';
import { interview, localIso } from './fixtures';
import { renderAdmin } from './renderAdmin';

const person = (name: string) => ({ name, cand_id: `C-${name.slice(0, 3).toUpperCase()}` });
const INTERVIEWS: Interview[] = [
  interview({
    id: 'r1',
    status: 'completed',
    candidate: person('Ada Lovelace'),
    scheduled_time: localIso(2025, 3, 5, 10),
    score: 3.5,
    needs_review: true,
  }),
  interview({
    id: 'r2',
    status: 'completed',
    candidate: person('Alan Turing'),
    scheduled_time: localIso(2025, 3, 4, 10),
    score: 4,
    needs_review: false,
  }),
  interview({
    id: 'c1',
    status: 'cancelled',
    candidate: person('Grace Hopper'),
    scheduled_time: localIso(2025, 3, 3, 10),
  }),
  interview({
    id: 's1',
    candidate: person('Edsger Dijkstra'),
    scheduled_time: localIso(2030, 3, 3, 10),
  }),
];

/** The platform's records: no `needs_review` on any item. */
const PLATFORM = INTERVIEWS.map(({ needs_review: _mark, ...rest }) => rest as Interview);

/**
 * The interviews' getList: the reference server filters by `needs_review` (completed ones only,
 * whatever the status asked); the platform ignores it and lists the completed ones it was asked.
 */
function setup(
  page: 'history' | 'all',
  { platform = false, url, rows }: { platform?: boolean; url?: string; rows?: Interview[] } = {},
) {
  const all = rows ?? (platform ? PLATFORM : INTERVIEWS);
  const { provider } = makeDataProvider({ interviews: all });
  provider.getList = vi.fn((_resource: string, params: GetListParams) => {
    const filter = (params.filter ?? {}) as { status?: string | string[]; needs_review?: boolean };
    // with the filter, the console's data provider asks for the completed ones
    const statuses = filter.needs_review ? ['completed'] : [filter.status ?? []].flat();
    const data = all.filter(
      (i) =>
        (statuses.length === 0 || statuses.includes(i.status ?? '')) &&
        (platform || !filter.needs_review || i.needs_review === true),
    );
    return Promise.resolve({
      data,
      total: data.length,
      meta: { totalPages: 1, applied: undefined },
    });
  });
  const path = page === 'history' ? '/interviews-history' : '/interviews';
  const utils = renderAdmin(
    page === 'history' ? <InterviewsHistoryPage /> : <AllInterviewsPage />,
    {
      dataProvider: provider,
      resource: 'interviews',
      url: url ?? path,
      route: `${path}/*`,
    },
  );
  return { provider, ...utils };
}

const toggle = () => screen.queryByRole('button', { name: 'Needs review' });
const location = () => decodeURIComponent(screen.getByTestId('location').textContent ?? '');
const rowOf = async (name: string) => (await screen.findByText(name)).closest('tr')!;
/** Each row's text (the candidate's name is in it, whatever the screen's columns). */
const names = () =>
  screen
    .getAllByRole('row')
    .slice(1)
    .map((row) => row.textContent ?? '');
const UNAVAILABLE =
  'This server cannot tell which interviews need a review: the list below shows every completed interview.';

describe('Needs review', () => {
  it('marks the completed interview that needs a review, and filters History by it', async () => {
    const { user, provider } = setup('history');
    const ada = await rowOf('Ada Lovelace');
    expect(within(ada).getByText('Needs review')).toBeInTheDocument();
    expect(within(await rowOf('Alan Turing')).queryByText('Needs review')).toBeNull();
    expect(within(await rowOf('Grace Hopper')).queryByText('Needs review')).toBeNull();
    expect(toggle()).toHaveAttribute('aria-pressed', 'false');

    await user.click(toggle()!);
    await waitFor(() =>
      expect(lastListParams(provider, 'interviews').filter).toEqual({
        status: ['completed', 'cancelled'],
        needs_review: true,
      }),
    );
    await waitFor(() => expect(names()).toEqual([expect.stringContaining('Ada Lovelace')]));
    expect(toggle()).toHaveAttribute('aria-pressed', 'true');
    expect(location()).toContain('"needs_review":true');
    expect(screen.queryByText(UNAVAILABLE)).not.toBeInTheDocument();

    // off: the whole history again (the page read first, still fresh)
    await user.click(toggle()!);
    await screen.findByText('Grace Hopper');
    expect(names()).toHaveLength(3);
    expect(toggle()).toHaveAttribute('aria-pressed', 'false');
    expect(location()).not.toContain('needs_review');
  });

  it('opens with the filter of the address, and says when nothing needs a review', async () => {
    const url = `/interviews-history?filter=${encodeURIComponent('{"needs_review":true}')}`;
    const reviewed = INTERVIEWS.map((i) =>
      i.status === 'completed' ? { ...i, needs_review: false } : i,
    );
    const { provider } = setup('history', { url, rows: reviewed });
    expect(await screen.findByText('No completed interview needs a review.')).toBeInTheDocument();
    expect(lastListParams(provider, 'interviews').filter).toMatchObject({ needs_review: true });
    expect(toggle()).toHaveAttribute('aria-pressed', 'true');
  });

  it('on All Interviews: the filter goes with the Completed status; another status ends it', async () => {
    const { user, provider } = setup('all');
    await screen.findByText('Edsger Dijkstra');
    await user.click(toggle()!);
    await waitFor(() =>
      expect(lastListParams(provider, 'interviews').filter).toEqual({
        needs_review: true,
        status: 'completed',
      }),
    );
    await waitFor(() => expect(names()).toEqual([expect.stringContaining('Ada Lovelace')]));
    expect(screen.getByRole('button', { name: 'Completed' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(location()).toContain('"needs_review":true');

    await user.click(screen.getByRole('button', { name: 'Scheduled' }));
    await waitFor(() =>
      expect(lastListParams(provider, 'interviews').filter).toEqual({ status: 'scheduled' }),
    );
    expect(location()).not.toContain('needs_review');
  });

  it.each(['history', 'all'] as const)(
    'the platform (%s): no mark on its items, so no filter and no row mark',
    async (page) => {
      setup(page, { platform: true });
      await screen.findByText('Ada Lovelace');
      expect(toggle()).not.toBeInTheDocument();
      expect(screen.queryByText('Needs review')).not.toBeInTheDocument();
    },
  );

  it('the platform ignores a filter in the address: the list is not passed off as filtered', async () => {
    const url = `/interviews-history?filter=${encodeURIComponent('{"needs_review":true}')}`;
    const { provider } = setup('history', { platform: true, url });
    expect(await screen.findByText(UNAVAILABLE)).toBeInTheDocument();
    expect(names()).toEqual([
      expect.stringContaining('Ada Lovelace'),
      expect.stringContaining('Alan Turing'),
    ]);
    expect(toggle()).toHaveAttribute('aria-pressed', 'true');
    expect(lastListParams(provider, 'interviews').filter).toMatchObject({ needs_review: true });
  });
});
