// Issue 13: the candidates page searches and sorts on the server, keeps both in the address, and
// says so when the server cannot search instead of passing the whole list off as matches.
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CandidatesPage } from '../../src/resources/candidates/CandidatesPage';
import { makeProvider } from './fakes/candidates';
import { makeCandidate } from './fixtures';
import { renderAdmin } from './renderAdmin';

const SEARCH = 'Search name, email, phone or ID';
const table = () => screen.getByRole('table', { name: 'Candidates' });
const names = () =>
  within(table())
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[2]?.textContent);
const location = () => screen.getByTestId('location').textContent;

const PAGE = {
  no_interview_doc: [
    makeCandidate({ id: 'a', name: 'Ada Lovelace', cand_id: 'C-ADA001' }),
    makeCandidate({ id: 'b', name: 'Grace Hopper', cand_id: 'C-GRA002', email: 'g@navy.test' }),
    makeCandidate({ id: 'c', name: 'Alan Turing', cand_id: 'C-ALA003' }),
  ],
  cancelled: [makeCandidate({ id: 'e', name: 'Grace Kelly', status: 'cancelled' })],
};

function setup(search: boolean, url = '/manage-candidate') {
  const provider = makeProvider({ pages: [PAGE], search });
  const utils = renderAdmin(<CandidatesPage />, {
    dataProvider: provider,
    resource: 'candidates',
    url,
  });
  return { provider, ...utils };
}

const lastParams = (provider: ReturnType<typeof makeProvider>) =>
  provider.getList.mock.calls.at(-1)?.[1];

describe('candidates search and sort', () => {
  it('searches on the server once typing pauses, keeping the search in the address', async () => {
    const { user, provider } = setup(true);
    await screen.findByText('Ada Lovelace');
    await user.type(screen.getByRole('searchbox', { name: SEARCH }), 'grace');

    await waitFor(() => expect(names()).toEqual(['Grace Hopper']));
    expect(lastParams(provider)).toMatchObject({
      filter: { state: 'no_interview_doc', q: 'grace' },
      pagination: { page: 1, perPage: 100 },
    });
    // one request for the word, not one per letter
    const searches = provider.getList.mock.calls.filter(([, p]) => p.filter?.q);
    expect(searches.map(([, p]) => p.filter.q)).toEqual(['grace']);
    expect(location()).toBe('/manage-candidate?q=grace');
    // the other bucket's count is of its matches
    expect(screen.getByTestId('count-cancelled')).toHaveTextContent('1');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says when nothing in the list matches', async () => {
    setup(true, '/manage-candidate?q=nobody');
    expect(
      await screen.findByText('No candidates in this list match “nobody”.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: SEARCH })).toHaveValue('nobody');
  });

  it('sorts by a column heading, A to Z then Z to A, kept in the address', async () => {
    const { user, provider } = setup(true);
    await screen.findByText('Ada Lovelace');
    const byDate = names();
    const heading = () => screen.getByRole('columnheader', { name: 'Candidate Name' });
    expect(heading()).not.toHaveAttribute('aria-sort');

    await user.click(within(heading()).getByRole('button'));
    await screen.findByText('Ada Lovelace');
    expect(lastParams(provider)).toMatchObject({ sort: { field: 'name', order: 'ASC' } });
    expect(names()).toEqual(['Ada Lovelace', 'Alan Turing', 'Grace Hopper']);
    expect(heading()).toHaveAttribute('aria-sort', 'ascending');
    expect(location()).toBe('/manage-candidate?sort=name');

    await user.click(within(heading()).getByRole('button'));
    await screen.findByText('Grace Hopper');
    expect(lastParams(provider)).toMatchObject({ sort: { field: 'name', order: 'DESC' } });
    expect(heading()).toHaveAttribute('aria-sort', 'descending');
    expect(names()).toEqual(['Grace Hopper', 'Alan Turing', 'Ada Lovelace']);
    expect(location()).toBe('/manage-candidate?sort=name&order=desc');

    // back to the first view: its page (not asked for again while fresh, LIST_FRESH_MS)
    const date = screen.getByRole('columnheader', { name: 'Registered Date' });
    await user.click(within(date).getByRole('button'));
    expect(location()).toBe('/manage-candidate');
    await waitFor(() => expect(names()).toEqual(byDate));
    expect(heading()).not.toHaveAttribute('aria-sort');
  });

  it('on a server that cannot search, says so instead of showing every candidate as matches', async () => {
    const { user } = setup(false);
    await screen.findByText('Ada Lovelace');
    await user.type(screen.getByRole('searchbox', { name: SEARCH }), 'grace');
    expect(
      await screen.findByText(
        'This server cannot search: the list below is every candidate, not the matches of “grace”.',
      ),
    ).toBeVisible();
    // nor does it offer sorting it cannot do
    const heading = screen.getByRole('columnheader', { name: 'Candidate Name' });
    expect(within(heading).queryByRole('button')).not.toBeInTheDocument();
  });

  it('exports what the list shows: its search, sort and state', async () => {
    const { user, provider } = setup(true, '/manage-candidate?state=cancelled&q=grace&sort=name');
    await screen.findByText('Grace Kelly');
    const clicked: string[] = [];
    const onClick = (event: MouseEvent) => {
      const link = event.target as HTMLAnchorElement;
      if (link.tagName === 'A') {
        clicked.push(link.href);
        event.preventDefault(); // jsdom does not navigate
      }
    };
    document.addEventListener('click', onClick, true);
    try {
      await user.click(screen.getByRole('button', { name: 'Export CSV' }));
      expect(
        await screen.findByText(
          'The export is downloading: every candidate this list and search show.',
        ),
      ).toBeInTheDocument();
    } finally {
      document.removeEventListener('click', onClick, true);
    }
    expect(provider.candidateExportLink).toHaveBeenCalledWith({
      q: 'grace',
      state: 'cancelled',
      sort: 'name',
      order: 'asc',
    });
    expect(clicked).toEqual(['http://localhost/api/candidate/export.csv?sig=x']);
  });

  it('says so when the server turns out to have no export', async () => {
    const { user, provider } = setup(true);
    provider.candidateExportLink.mockResolvedValueOnce(null);
    await screen.findByText('Ada Lovelace');
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    expect(await screen.findByText('This server cannot export candidates.')).toBeInTheDocument();
  });

  it('offers no export on a server without the extensions', async () => {
    setup(false);
    await screen.findByText('Ada Lovelace');
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Export CSV' })).not.toBeInTheDocument(),
    );
  });
});
