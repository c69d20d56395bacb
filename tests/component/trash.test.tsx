import { screen, waitFor, within } from '@testing-library/react';
import { addDays, format } from 'date-fns';
import { describe, expect, it } from 'vitest';
import { TrashPage } from '../../src/trash/TrashPage';
import { allowConsoleMessages } from './consoleGuard';
import trash from '../../src/trash';
import { lastListParams, makeDataProvider } from './fakes/interviews';
import { candidate, localIso, serverError } from './fixtures';
import { renderAdmin } from './renderAdmin';

const JANE = candidate({ id: 'cand-1', deleted: true });
const BLANK = candidate({
  id: 'cand-2',
  name: '',
  cand_id: '',
  email: '',
  phone: '',
  created_at: localIso(2025, 1, 2, 9, 0),
  deleted: true,
});
const SAM = candidate({
  id: 'cand-3',
  name: 'Sam Lee',
  cand_id: 'C-SAM001',
  email: 'sam@example.com',
  created_at: localIso(2024, 12, 24, 18, 30),
  deleted: true,
});

function setup(deleted = [JANE, BLANK, SAM], trashRetentionDays?: number) {
  const { provider, tables } = makeDataProvider({ deleted }, { trashRetentionDays });
  const utils = renderAdmin(<TrashPage />, { dataProvider: provider, resource: trash });
  return { provider, tables, ...utils };
}

const rowOf = async (text: string) => (await screen.findByText(text)).closest('tr')!;

describe('Trash', () => {
  it('lists deleted candidates with name, ID, email, phone and registered date', async () => {
    const { provider } = setup();
    const jane = await rowOf('Jane Doe');
    expect(lastListParams(provider, 'deleted-candidates').sort).toEqual({
      field: 'created_at',
      order: 'DESC',
    });
    expect(within(jane).getByText('C-AB1234')).toBeInTheDocument();
    expect(within(jane).getByText('jane@example.com')).toBeInTheDocument();
    expect(within(jane).getByText('+1 555 0100')).toBeInTheDocument();
    // the date and the time may take a line each (DateTimeText)
    expect(jane).toHaveTextContent('5 Mar 2025, 3:07pm');
    const headers = screen.getAllByRole('columnheader').map((h) => h.textContent);
    // the first column is the selection's checkbox
    expect(headers).toEqual([
      '',
      'Candidate Name',
      'Email',
      'Mobile Number',
      'Registered Date',
      'Actions',
    ]);

    const blank = await rowOf('No Name');
    for (const text of ['No ID', 'No Email', 'No Phone Number']) {
      expect(within(blank).getByText(text)).toBeInTheDocument();
    }
  });

  it('restores a candidate: a toast, and it leaves the trash', async () => {
    const { provider, user } = setup();
    await user.click(await screen.findByRole('button', { name: 'Restore Jane Doe' }));
    await waitFor(() =>
      expect(provider.update).toHaveBeenCalledWith(
        'deleted-candidates',
        expect.objectContaining({ id: 'cand-1', data: { deleted: false } }),
      ),
    );
    expect(await screen.findByText('Jane Doe restored')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('jane@example.com')).not.toBeInTheDocument());
    expect(screen.getByText('Sam Lee')).toBeInTheDocument();
  });

  it('deletes forever only after a confirmation naming the candidate', async () => {
    const { provider, user } = setup();
    await user.click(await screen.findByRole('button', { name: 'Delete forever: Sam Lee' }));
    let dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Delete Sam Lee forever? This cannot be undone.');
    await user.click(within(dialog).getByRole('button', { name: /Cancel/ }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(provider.delete).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Delete forever: Sam Lee' }));
    dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: /Delete forever/ }));
    await waitFor(() =>
      expect(provider.delete).toHaveBeenCalledWith(
        'deleted-candidates',
        expect.objectContaining({ id: 'cand-3' }),
      ),
    );
    expect(await screen.findByText('Sam Lee deleted forever')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('sam@example.com')).not.toBeInTheDocument());
    expect(screen.getByText('Jane Doe')).toBeInTheDocument();
  });

  it('shows the server message when a delete fails, and keeps the candidate', async () => {
    allowConsoleMessages(/new HttpError/);
    const { provider, user } = setup();
    provider.delete.mockImplementationOnce(() =>
      Promise.reject(serverError('Candidate not found', 404)),
    );
    await user.click(await screen.findByRole('button', { name: 'Delete forever: Jane Doe' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: /Delete forever/ }));
    expect(await screen.findByText('Candidate not found')).toBeInTheDocument();
    expect(screen.getByText('jane@example.com')).toBeInTheDocument();
  });

  it('searches the trash', async () => {
    const { provider, user } = setup();
    await screen.findByText('Jane Doe');
    await user.type(screen.getByRole('searchbox', { name: 'Search deleted candidates' }), 'sam');
    await waitFor(() => expect(screen.queryByText('Jane Doe')).not.toBeInTheDocument(), {
      timeout: 3000,
    });
    expect(lastListParams(provider, 'deleted-candidates').filter).toEqual({ q: 'sam' });
    expect(screen.getByText('Sam Lee')).toBeInTheDocument();

    await user.clear(screen.getByRole('searchbox', { name: 'Search deleted candidates' }));
    await user.type(screen.getByRole('searchbox', { name: 'Search deleted candidates' }), 'zzz');
    expect(
      await screen.findByText('No deleted candidate matches your search.', {}, { timeout: 3000 }),
    ).toBeInTheDocument();
  });

  it('says when the trash is deleted for good, and when each candidate goes', async () => {
    const inThreeDays = addDays(new Date(), 3);
    setup(
      [
        { ...JANE, deleted_at: new Date().toISOString(), purge_at: inThreeDays.toISOString() },
        { ...SAM, purge_at: addDays(new Date(), 1).toISOString() },
        { ...BLANK, purge_at: null },
      ],
      30,
    );
    expect(await screen.findByTestId('trash-retention')).toHaveTextContent(
      'Candidates in the trash are deleted for good 30 days after they were moved here.',
    );
    const headers = screen.getAllByRole('columnheader').map((h) => h.textContent);
    expect(headers).toContain('Deleted for good');
    const jane = await rowOf('Jane Doe');
    expect(jane).toHaveTextContent(format(inThreeDays, 'd MMM yyyy'));
    expect(within(jane).getByText('in 3 days')).toBeInTheDocument();
    expect(within(await rowOf('Sam Lee')).getByText('tomorrow')).toBeInTheDocument();
    // a candidate the server gives no day (an older one): a dash, not a guess
    const cells = within(await rowOf('No Name')).getAllByRole('cell');
    expect(cells[headers.indexOf('Deleted for good')]).toHaveTextContent('—');
  });

  it('says the trash is kept when the server keeps it (0 days), without the column', async () => {
    setup([JANE], 0);
    expect(await screen.findByTestId('trash-retention')).toHaveTextContent(
      'Candidates in the trash stay here until you delete them forever.',
    );
    await rowOf('Jane Doe');
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).not.toContain(
      'Deleted for good',
    );
  });

  it('shows no rule and no dates when the server says nothing of them (the platform)', async () => {
    setup([{ ...JANE, purge_at: addDays(new Date(), 3).toISOString() }]);
    await rowOf('Jane Doe');
    expect(screen.queryByTestId('trash-retention')).not.toBeInTheDocument();
    expect(screen.queryByText('in 3 days')).not.toBeInTheDocument();
  });

  it('shows an empty state when the trash is empty', async () => {
    setup([]);
    expect(await screen.findByText('Trash is empty')).toBeInTheDocument();
  });
});
