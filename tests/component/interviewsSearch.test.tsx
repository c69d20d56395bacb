// Issue 13: All Interviews searches (candidate, email, title, interview ID) and sorts by the
// Scheduled heading on the server, keeps both in the address, and says so when the server cannot
// search instead of passing the whole list off as matches.
import { screen, waitFor, within } from '@testing-library/react';
import type { GetListParams } from 'ra-core';
import { describe, expect, it, vi } from 'vitest';
import type { Interview } from '../../src/dataProvider/types';
import { AllInterviewsPage } from '../../src/resources/interviews/AllInterviewsPage';
import { lastListParams, makeDataProvider } from './fakes/interviews';
import { interview } from './fixtures';
import { renderAdmin } from './renderAdmin';

const SEARCH = 'Search candidate, email, title or ID';

const person = (name: string, email: string) => ({ name, email, cand_id: `C-${name[0]}` });
const INTERVIEWS: Interview[] = [
  interview({
    id: 'z1',
    int_id: 'I-ZF0001',
    title: 'Backend screen',
    status: 'completed',
    candidate: person('Zelda Fitzgerald', 'zelda@jazz.example'),
    scheduled_time: '2030-03-10T10:00:00.000Z',
  }),
  interview({
    id: 'z2',
    int_id: 'I-ZF0002',
    title: 'Frontend pairing',
    candidate: person('Zelda Fitzgerald', 'zelda@jazz.example'),
    scheduled_time: '2030-02-01T10:00:00.000Z',
  }),
  interview({
    id: 'a1',
    int_id: 'I-AL0001',
    title: 'Backend deep dive',
    status: 'cancelled',
    candidate: person('Ada Lovelace', 'ada@engine.example'),
    scheduled_time: '2030-04-01T10:00:00.000Z',
  }),
  interview({
    id: 't1',
    int_id: 'I-AT0001',
    title: 'Data modelling',
    candidate: person('Alan Turing', 'alan@bletchley.example'),
    scheduled_time: '2030-01-15T10:00:00.000Z',
  }),
];

/**
 * The interviews' getList of a server that searches and sorts by scheduled time and echoes what
 * it applied (`echo`, the reference server), or ignores both and echoes nothing (the platform,
 * which lists in the order it has).
 */
function setup(echo: boolean, url = '/interviews') {
  const { provider } = makeDataProvider({ interviews: INTERVIEWS });
  provider.getList = vi.fn((_resource: string, params: GetListParams) => {
    const filter = (params.filter ?? {}) as { q?: string; status?: string };
    const q = echo ? (filter.q ?? '').trim().toLowerCase() : '';
    const words = q.split(/\s+/).filter(Boolean);
    const text = (i: Interview) =>
      [i.title, i.int_id, i.candidate?.name, i.candidate?.email].join(' ').toLowerCase();
    let rows = INTERVIEWS.filter(
      (i) =>
        (!filter.status || i.status === filter.status) && words.every((w) => text(i).includes(w)),
    );
    const order = params.sort?.order === 'ASC' ? 'asc' : 'desc';
    if (echo && params.sort?.field === 'scheduled_time') {
      rows = [...rows].sort((a, b) =>
        (a.scheduled_time ?? '').localeCompare(b.scheduled_time ?? ''),
      );
      if (order === 'desc') rows.reverse();
    }
    return Promise.resolve({
      data: rows,
      total: rows.length,
      meta: {
        totalPages: 1,
        applied: echo ? { q: words.join(' '), sort: 'scheduled_time', order } : undefined,
      },
    });
  });
  const utils = renderAdmin(<AllInterviewsPage />, {
    dataProvider: provider,
    resource: 'interviews',
    url,
  });
  return { provider, ...utils };
}

const titles = () =>
  screen
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[0]?.textContent ?? '');
const location = () => decodeURIComponent(screen.getByTestId('location').textContent ?? '');
const scheduledHeading = () => screen.getByRole('columnheader', { name: /Scheduled/ });

describe('All Interviews search and sort', () => {
  it('searches on the server once typing pauses, kept in the address with the status', async () => {
    const { user, provider } = setup(true);
    await screen.findByText('Data modelling');
    await user.type(screen.getByRole('searchbox', { name: SEARCH }), 'zelda');

    await waitFor(() =>
      expect(titles()).toEqual([
        expect.stringContaining('Backend screen'),
        expect.stringContaining('Frontend pairing'),
      ]),
    );
    // one request for the word, not one per letter
    const searches = provider.getList.mock.calls.filter(([, p]) => p.filter?.q);
    expect(searches.map(([, p]) => p.filter.q)).toEqual(['zelda']);
    expect(location()).toContain('filter={"q":"zelda"}');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    // the status filter keeps the search, and the search the status
    await user.click(screen.getByRole('button', { name: 'Completed' }));
    await waitFor(() =>
      expect(lastListParams(provider, 'interviews').filter).toEqual({
        q: 'zelda',
        status: 'completed',
      }),
    );
    await waitFor(() => expect(titles()).toEqual([expect.stringContaining('Backend screen')]));
    await user.clear(screen.getByRole('searchbox', { name: SEARCH }));
    await waitFor(() =>
      expect(lastListParams(provider, 'interviews').filter).toEqual({ status: 'completed' }),
    );
  });

  it('names the search when nothing matches', async () => {
    const { user } = setup(true);
    await screen.findByText('Data modelling');
    await user.type(screen.getByRole('searchbox', { name: SEARCH }), 'nobody');
    expect(
      await screen.findByText('No interviews in this list match “nobody”.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: SEARCH })).toHaveValue('nobody');
  });

  it('opens with the search of the address', async () => {
    const url = `/interviews?filter=${encodeURIComponent('{"q":"ada"}')}`;
    const { provider } = setup(true, url);
    await waitFor(() => expect(titles()).toEqual([expect.stringContaining('Backend deep dive')]));
    expect(screen.getByRole('searchbox', { name: SEARCH })).toHaveValue('ada');
    expect(lastListParams(provider, 'interviews').filter).toEqual({ q: 'ada' });
  });

  it('lists the newest scheduled first, and the Scheduled heading turns the order', async () => {
    const { user, provider } = setup(true);
    await screen.findByText('Data modelling');
    expect(lastListParams(provider, 'interviews').sort).toEqual({
      field: 'scheduled_time',
      order: 'DESC',
    });
    const newestFirst = [
      'Backend deep dive',
      'Backend screen',
      'Frontend pairing',
      'Data modelling',
    ].map((t) => expect.stringContaining(t));
    expect(titles()).toEqual(newestFirst);

    await user.click(within(scheduledHeading()).getByRole('button'));
    await waitFor(() =>
      expect(lastListParams(provider, 'interviews').sort).toEqual({
        field: 'scheduled_time',
        order: 'ASC',
      }),
    );
    await waitFor(() => expect(titles()).toEqual([...newestFirst].reverse()));
    expect(location()).toContain('order=ASC');
    expect(location()).toContain('sort=scheduled_time');

    await user.click(within(scheduledHeading()).getByRole('button'));
    await waitFor(() => expect(titles()).toEqual(newestFirst));
  });

  it('against a server without the echo: says search is unavailable and offers no sorting', async () => {
    const { user } = setup(false);
    await screen.findByText('Data modelling');
    expect(within(scheduledHeading()).queryByRole('button')).not.toBeInTheDocument();

    await user.type(screen.getByRole('searchbox', { name: SEARCH }), 'zelda');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(
      'This server cannot search: the list below is not narrowed to the matches of “zelda”.',
    );
    // the rows are the whole list, and not passed off as matches
    expect(titles()).toHaveLength(4);
    expect(screen.queryByText(/No interviews in this list match/)).not.toBeInTheDocument();
  });
});
