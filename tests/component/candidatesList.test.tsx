import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CandidatesPage } from '../../src/resources/candidates/CandidatesPage';
import { makeProvider } from './fakes/candidates';
import { makeCandidate } from './fixtures';
import { renderAdmin } from './renderAdmin';

const rowsOf = () => within(screen.getByRole('table', { name: 'Candidates' })).getAllByRole('row');
const filter = (name: string) => screen.getByRole('button', { name: new RegExp(`^${name}`) });

const PAGE_ONE = {
  no_interview_doc: [
    makeCandidate({ id: 'a', name: 'Ada Lovelace', cand_id: 'C-ADA001' }),
    makeCandidate({
      id: 'b',
      name: 'Grace Hopper',
      cand_id: 'C-GRA002',
      email: 'grace@example.com',
    }),
    makeCandidate({ id: 'c', name: 'Alan Turing', cand_id: 'C-ALA003' }),
  ],
  scheduled: [makeCandidate({ id: 'd', name: 'Katherine Johnson', status: 'scheduled' })],
  cancelled: [
    makeCandidate({ id: 'e', name: 'Edsger Dijkstra', status: 'cancelled' }),
    makeCandidate({ id: 'f', name: 'Barbara Liskov', status: 'cancelled' }),
  ],
};

/** The candidates page over `count` pages of one person each ('Person n'), page 1 shown. */
async function renderPeople(count: number) {
  const pages = Array.from({ length: count }, (_, i) => ({
    no_interview_doc: [makeCandidate({ id: `p${i + 1}`, name: `Person ${i + 1}` })],
  }));
  const provider = makeProvider({ pages });
  const { user } = renderAdmin(<CandidatesPage />, {
    dataProvider: provider,
    resource: 'candidates',
  });
  await screen.findByText('Person 1');
  return { provider, user };
}

describe('candidates list', () => {
  it("shows 'No Interview' by default with the spec's columns and each bucket's count", async () => {
    const provider = makeProvider({ pages: [PAGE_ONE] });
    renderAdmin(<CandidatesPage />, { dataProvider: provider, resource: 'candidates' });

    expect(await screen.findByText('Ada Lovelace')).toBeInTheDocument();
    expect(filter('No Interview')).toHaveAttribute('aria-pressed', 'true');
    expect(filter('Scheduled Interview')).toHaveAttribute('aria-pressed', 'false');
    expect(provider.getList).toHaveBeenLastCalledWith(
      'candidates',
      expect.objectContaining({
        filter: { state: 'no_interview_doc' },
        pagination: { page: 1, perPage: 100 },
      }),
    );

    const headers = within(rowsOf()[0]!)
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    // the first column is the selection's checkbox
    expect(headers.slice(1, 8)).toEqual([
      'S no',
      'Candidate Name',
      'ID',
      'Email',
      'Registered Date',
      'Resume',
      'Mobile Number',
    ]);

    expect(screen.getByTestId('count-no_interview_doc')).toHaveTextContent('3');
    expect(screen.getByTestId('count-scheduled')).toHaveTextContent('1');
    expect(screen.getByTestId('count-completed')).toHaveTextContent('0');
    expect(screen.getByTestId('count-cancelled')).toHaveTextContent('2');

    const cells = within(rowsOf()[2]!).getAllByRole('cell');
    expect(cells.map((c) => c.textContent).slice(1, 8)).toEqual([
      '2',
      'Grace Hopper',
      'C-GRA002',
      'grace@example.com',
      '5 Mar 2025, 3:07pm',
      'Link',
      '+1 555 0100',
    ]);
    const link = within(cells[6]!).getByRole('link', { name: /resume of Grace Hopper/ });
    expect(link).toHaveAttribute('href', '/api/resumes/abc.pdf?expires=1&sig=x');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link.getAttribute('rel')).toMatch(/noopener/);
  });

  it('shows the placeholders for missing values', async () => {
    const provider = makeProvider({
      pages: [
        {
          no_interview_doc: [
            makeCandidate({
              id: 'x',
              name: '',
              cand_id: undefined,
              email: '  ',
              phone: undefined,
              resume_url: '',
            }),
          ],
        },
      ],
    });
    renderAdmin(<CandidatesPage />, { dataProvider: provider, resource: 'candidates' });
    const nameCell = await screen.findByText('No Name');
    const row = nameCell.closest('tr') as HTMLElement;
    for (const text of ['No Name', 'No ID', 'No Email', 'No Resume', 'No Phone Number']) {
      expect(within(row).getByText(text)).toBeInTheDocument();
    }
    expect(within(row).queryByRole('link')).not.toBeInTheDocument();
  });

  it('filters by bucket, going back to page 1 (the spec: changing the filter resets page to 1)', async () => {
    const provider = makeProvider({ pages: [PAGE_ONE, PAGE_ONE, PAGE_ONE] });
    const { user } = renderAdmin(<CandidatesPage />, {
      dataProvider: provider,
      resource: 'candidates',
      url: '/manage-candidate?page=3',
    });
    await screen.findByText('Ada Lovelace');
    expect(screen.getByRole('button', { name: 'Page 03' })).toHaveAttribute('aria-current', 'page');

    await user.click(filter('Cancelled Interview'));
    expect(await screen.findByText('Barbara Liskov')).toBeInTheDocument();
    expect(screen.queryByText('Ada Lovelace')).not.toBeInTheDocument();
    expect(filter('Cancelled Interview')).toHaveAttribute('aria-pressed', 'true');
    expect(provider.getList).toHaveBeenCalledWith(
      'candidates',
      expect.objectContaining({
        filter: { state: 'cancelled' },
        pagination: { page: 1, perPage: 100 },
      }),
    );
    expect(screen.getByTestId('location')).toHaveTextContent('/manage-candidate?state=cancelled');
    expect(screen.getByRole('button', { name: 'Page 01' })).toHaveAttribute('aria-current', 'page');

    await user.click(filter('Completed Interview'));
    expect(await screen.findByText('No Candidates')).toBeInTheDocument();
  });

  it("shows 'No Candidates' when the list is empty", async () => {
    renderAdmin(<CandidatesPage />, {
      dataProvider: makeProvider({ pages: [{}], totalPages: 0 }),
      resource: 'candidates',
    });
    expect(await screen.findByText('No Candidates')).toBeInTheDocument();
    expect(screen.getByText('Showing 1 to 100 users in 1 page')).toBeInTheDocument();
  });

  it('pages with at most five boxes in a window that follows the current page', async () => {
    const { provider, user } = await renderPeople(12);

    const nav = screen.getByRole('navigation', { name: 'Candidate pages' });
    const boxes = () =>
      within(nav)
        .getAllByRole('button', { name: /^Page / })
        .map((b) => b.textContent);
    expect(screen.getByText('Showing 1 to 100 users in 12 page')).toBeInTheDocument();
    expect(boxes()).toEqual(['01', '02', '03', '04', '05']);
    expect(within(nav).getByRole('button', { name: 'Previous' })).toBeDisabled();

    await user.click(within(nav).getByRole('button', { name: 'Page 05' }));
    expect(await screen.findByText('Person 5')).toBeInTheDocument();
    expect(boxes()).toEqual(['03', '04', '05', '06', '07']);
    // S no continues across pages
    expect(within(rowsOf()[1]!).getAllByRole('cell')[1]).toHaveTextContent('401');

    await user.click(within(nav).getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Person 6')).toBeInTheDocument();
    expect(boxes()).toEqual(['04', '05', '06', '07', '08']);
    expect(provider.getList).toHaveBeenCalledWith(
      'candidates',
      expect.objectContaining({ pagination: { page: 6, perPage: 100 } }),
    );
  });

  it('goes to any page from the "Go to page" field, the typed page kept while it is out of range', async () => {
    const { provider, user } = await renderPeople(1200);
    const nav = screen.getByRole('navigation', { name: 'Candidate pages' });
    const field = within(nav).getByRole('textbox', { name: 'Go to page' });
    const go = within(nav).getByRole('button', { name: 'Go' });

    // out of range, not a whole number, empty: the range is named, the entry kept, nothing asked
    for (const typed of ['1201', '0', ' ', '2.5', 'ten']) {
      await user.clear(field);
      if (typed.trim()) await user.type(field, typed);
      await user.click(go);
      expect(await within(nav).findByRole('alert')).toHaveTextContent(
        'Enter a page from 1 to 1,200.',
      );
      expect(field).toHaveAttribute('aria-invalid', 'true');
      expect(field).toHaveAccessibleDescription('Enter a page from 1 to 1,200.');
      expect(field).toHaveValue(typed.trim() ? typed : '');
    }
    expect(screen.getByTestId('location')).toHaveTextContent('/manage-candidate');
    expect(provider.getList).not.toHaveBeenCalledWith(
      'candidates',
      expect.objectContaining({ pagination: expect.objectContaining({ page: 1201 }) }),
    );

    // typing again takes the message away; Enter goes, and the field is left empty
    await user.clear(field);
    expect(within(nav).queryByRole('alert')).not.toBeInTheDocument();
    expect(field).not.toHaveAttribute('aria-invalid');
    await user.type(field, ' 750 {Enter}');
    expect(await screen.findByText('Person 750')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('page=750');
    expect(provider.getList).toHaveBeenCalledWith(
      'candidates',
      expect.objectContaining({ pagination: { page: 750, perPage: 100 } }),
    );
    expect(field).toHaveValue('');
    expect(
      within(nav)
        .getAllByRole('button', { name: /^Page / })
        .map((b) => b.textContent),
    ).toEqual(['748', '749', '750', '751', '752']);
    // S no continues: the first row of page 750 is the 74,901st
    expect(within(rowsOf()[1]!).getAllByRole('cell')[1]).toHaveTextContent('74901');

    // the last page, by the button
    await user.type(field, '1200');
    await user.click(go);
    expect(await screen.findByText('Person 1200')).toBeInTheDocument();
    expect(within(nav).getByRole('button', { name: 'Next' })).toBeDisabled();
  });

  it('has no "Go to page" field when every page has its box', async () => {
    await renderPeople(5);
    const nav = screen.getByRole('navigation', { name: 'Candidate pages' });
    expect(within(nav).getAllByRole('button', { name: /^Page / })).toHaveLength(5);
    expect(within(nav).queryByRole('textbox', { name: 'Go to page' })).not.toBeInTheDocument();
  });

  it('fetches the next page ahead once a page is shown: Next draws it without waiting', async () => {
    const { provider, user } = await renderPeople(3);
    const asked = (page: number) =>
      provider.getList.mock.calls.filter(([, p]) => p.pagination?.page === page).length;
    // page 2 is asked for with the list's own sort and filter, before anyone clicks
    await waitFor(() =>
      expect(provider.getList).toHaveBeenCalledWith(
        'candidates',
        expect.objectContaining({
          filter: { state: 'no_interview_doc' },
          pagination: { page: 2, perPage: 100 },
          sort: { field: 'created_at', order: 'DESC' },
        }),
      ),
    );
    expect(asked(3)).toBe(0);
    // a page that answers only when told to: Next must not need it to draw page 2
    let answer: (() => void) | undefined;
    const list = provider.getList.getMockImplementation()!;
    provider.getList.mockImplementation(
      (resource, params) =>
        new Promise((resolve) => {
          answer = () => resolve(list(resource, params));
        }),
    );
    const nav = screen.getByRole('navigation', { name: 'Candidate pages' });
    await user.click(within(nav).getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Person 2')).toBeInTheDocument();
    expect(screen.queryByText('Person 1')).toBeNull();
    answer?.();
  });

  it('draws every row of a 100-row page', async () => {
    const many = Array.from({ length: 100 }, (_, i) =>
      makeCandidate({ id: `m${i}`, name: `Many ${String(i + 1).padStart(3, '0')}` }),
    );
    renderAdmin(<CandidatesPage />, {
      dataProvider: makeProvider({ pages: [{ no_interview_doc: many }] }),
      resource: 'candidates',
    });
    await screen.findByText('Many 001');
    expect(rowsOf()).toHaveLength(1 + 100);
    expect(screen.getByText('Many 100')).toBeInTheDocument();
  });

  it('stops at the last page', async () => {
    const pages = Array.from({ length: 7 }, (_, i) => ({
      no_interview_doc: [makeCandidate({ id: `p${i + 1}`, name: `Person ${i + 1}` })],
    }));
    renderAdmin(<CandidatesPage />, {
      dataProvider: makeProvider({ pages }),
      resource: 'candidates',
      url: '/manage-candidate?page=7',
    });
    await screen.findByText('Person 7');
    const nav = screen.getByRole('navigation', { name: 'Candidate pages' });
    expect(within(nav).getByRole('button', { name: 'Next' })).toBeDisabled();
    expect(
      within(nav)
        .getAllByRole('button', { name: /^Page / })
        .map((b) => b.textContent),
    ).toEqual(['03', '04', '05', '06', '07']);
  });

  it('goes to the last page, keeping the filter, when the address asks for a page past the end', async () => {
    const pages = Array.from({ length: 3 }, (_, i) => ({
      scheduled: [
        makeCandidate({ id: `s${i + 1}`, name: `Scheduled ${i + 1}`, status: 'scheduled' }),
      ],
    }));
    const provider = makeProvider({ pages });
    renderAdmin(<CandidatesPage />, {
      dataProvider: provider,
      resource: 'candidates',
      url: '/manage-candidate?state=scheduled&page=9&keep=1',
    });
    await screen.findByText('Scheduled 3');
    expect(screen.getByTestId('location')).toHaveTextContent(
      '/manage-candidate?state=scheduled&page=3&keep=1',
    );
    expect(provider.getList).toHaveBeenLastCalledWith(
      'candidates',
      expect.objectContaining({
        pagination: { page: 3, perPage: 100 },
        filter: expect.objectContaining({ state: 'scheduled' }),
      }),
    );
    const nav = screen.getByRole('navigation', { name: 'Candidate pages' });
    expect(within(nav).getByRole('button', { name: 'Next' })).toBeDisabled();
  });

  it('deletes with an Undo toast: Undo keeps the candidate', async () => {
    const provider = makeProvider({ pages: [PAGE_ONE] });
    const { user } = renderAdmin(<CandidatesPage />, {
      dataProvider: provider,
      resource: 'candidates',
    });
    await screen.findByText('Ada Lovelace');

    await user.click(screen.getByRole('button', { name: 'Delete Grace Hopper' }));
    const message = await screen.findByText('Grace Hopper moved to the trash');
    expect(screen.queryByRole('cell', { name: 'Grace Hopper' })).not.toBeInTheDocument();
    expect(screen.getByTestId('count-no_interview_doc')).toHaveTextContent('2');

    await user.click(screen.getByRole('button', { name: 'Undo' }));
    fireEvent.animationEnd(message.closest('.Toastify__toast') as HTMLElement);
    expect(await screen.findByRole('cell', { name: 'Grace Hopper' })).toBeInTheDocument();
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(provider.delete).not.toHaveBeenCalled();
  });

  it('deletes for good when the toast closes', async () => {
    const provider = makeProvider({ pages: [PAGE_ONE] });
    const { user } = renderAdmin(<CandidatesPage />, {
      dataProvider: provider,
      resource: 'candidates',
    });
    await screen.findByText('Ada Lovelace');
    await user.click(screen.getByRole('button', { name: 'Delete Ada Lovelace' }));
    const message = await screen.findByText('Ada Lovelace moved to the trash');
    await user.click(screen.getByRole('button', { name: 'close' }));
    fireEvent.animationEnd(message.closest('.Toastify__toast') as HTMLElement);
    await waitFor(() =>
      expect(provider.delete).toHaveBeenCalledWith(
        'candidates',
        expect.objectContaining({ id: 'a' }),
      ),
    );
  });

  it('opens the add popup and the schedule popup from the list', async () => {
    const provider = makeProvider({ pages: [PAGE_ONE] });
    const { user } = renderAdmin(<CandidatesPage />, {
      dataProvider: provider,
      resource: 'candidates',
    });
    await screen.findByText('Ada Lovelace');

    await user.click(screen.getByRole('button', { name: 'Add Candidate' }));
    const add = await screen.findByRole('dialog', { name: 'Add New Candidate' });
    await user.click(within(add).getByRole('button', { name: 'Back' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.click(screen.getByRole('button', { name: 'Edit Alan Turing' }));
    const edit = await screen.findByRole('dialog', { name: 'Edit Candidate' });
    expect(within(edit).getByLabelText('Name')).toHaveValue('Alan Turing');
    await user.click(within(edit).getByRole('button', { name: 'Back' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.click(
      screen.getByRole('button', { name: 'Schedule an interview with Alan Turing' }),
    );
    const schedule = await screen.findByRole('dialog', { name: 'Schedule Interview' });
    expect(within(schedule).getByText('For Alan Turing · C-ALA003')).toBeInTheDocument();
  });
});
