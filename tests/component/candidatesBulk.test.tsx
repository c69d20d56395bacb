// Issue 13: selecting candidates, across pages too, and acting on them at once: to the trash
// with Undo on the candidates page; restore or delete forever in the trash.
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CandidatesPage } from '../../src/resources/candidates/CandidatesPage';
import { TrashPage } from '../../src/trash/TrashPage';
import trash from '../../src/trash';
import { makeProvider } from './fakes/candidates';
import { makeDataProvider } from './fakes/interviews';
import { candidate, makeCandidate } from './fixtures';
import { renderAdmin } from './renderAdmin';

const PAGES = [
  {
    no_interview_doc: [
      makeCandidate({ id: 'a', name: 'Ada Lovelace' }),
      makeCandidate({ id: 'b', name: 'Grace Hopper' }),
      makeCandidate({ id: 'c', name: 'Alan Turing' }),
    ],
  },
  { no_interview_doc: [makeCandidate({ id: 'd', name: 'Katherine Johnson' })] },
];

const box = (name: string) => screen.getByRole('checkbox', { name: `Select ${name}` });
const selectShown = () => screen.getByRole('checkbox', { name: 'Select every candidate shown' });
const bar = () => screen.getByRole('region', { name: 'Actions on the selected candidates' });

function renderCandidates() {
  const provider = makeProvider({ pages: PAGES });
  provider.deleteMany.mockImplementation(((_resource: string, params: { ids: string[] }) =>
    Promise.resolve({ data: params.ids })) as never);
  return { provider, ...renderAdmin(<CandidatesPage />, { dataProvider: provider }) };
}

describe('candidates: selection and bulk trash', () => {
  it('keeps the selection across pages and says how much of it is not shown', async () => {
    const { user } = renderCandidates();
    await screen.findByText('Ada Lovelace');
    expect(screen.queryByRole('region', { name: /selected candidates/ })).not.toBeInTheDocument();

    await user.click(box('Ada Lovelace'));
    await user.click(box('Alan Turing'));
    expect(within(bar()).getByRole('status')).toHaveTextContent('2 selected');
    expect(selectShown()).toHaveProperty('indeterminate', true);
    expect(selectShown()).not.toBeChecked();

    await user.click(screen.getByRole('button', { name: 'Page 02' }));
    await screen.findByText('Katherine Johnson');
    expect(within(bar()).getByRole('status')).toHaveTextContent(
      '2 selected · 2 of them not shown here',
    );
    await user.click(selectShown());
    expect(box('Katherine Johnson')).toBeChecked();
    expect(within(bar()).getByRole('status')).toHaveTextContent('3 selected · 2 of them');

    await user.click(screen.getByRole('button', { name: 'Page 01' }));
    await screen.findByText('Ada Lovelace');
    expect(box('Ada Lovelace')).toBeChecked();
    expect(box('Grace Hopper')).not.toBeChecked();
    await user.click(box('Grace Hopper'));
    // every row shown is selected: the heading's box is checked, and unchecks them all
    expect(selectShown()).toBeChecked();
    await user.click(selectShown());
    expect(box('Ada Lovelace')).not.toBeChecked();
    expect(within(bar()).getByRole('status')).toHaveTextContent('1 selected · 1 of them');

    await user.click(within(bar()).getByRole('button', { name: 'Clear selection' }));
    expect(screen.queryByRole('region', { name: /selected candidates/ })).not.toBeInTheDocument();
  });

  it('moves the selection to the trash when the Undo toast closes', async () => {
    const { provider, user } = renderCandidates();
    await screen.findByText('Ada Lovelace');
    await user.click(box('Ada Lovelace'));
    await user.click(screen.getByRole('button', { name: 'Page 02' }));
    await screen.findByText('Katherine Johnson');
    await user.click(box('Katherine Johnson'));

    await user.click(within(bar()).getByRole('button', { name: 'Move to trash' }));
    const message = await screen.findByText('2 candidates moved to the trash');
    // the rows go at once, and the selection with them
    expect(screen.queryByText('Katherine Johnson')).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: /selected candidates/ })).not.toBeInTheDocument();
    expect(provider.deleteMany).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'close' }));
    fireEvent.animationEnd(message.closest('.Toastify__toast') as HTMLElement);
    await waitFor(() =>
      expect(provider.deleteMany).toHaveBeenCalledWith(
        'candidates',
        expect.objectContaining({ ids: ['a', 'd'] }),
      ),
    );
  });

  it('Undo keeps every selected candidate', async () => {
    const { provider, user } = renderCandidates();
    await screen.findByText('Ada Lovelace');
    await user.click(selectShown());
    await user.click(within(bar()).getByRole('button', { name: 'Move to trash' }));
    const message = await screen.findByText('3 candidates moved to the trash');
    expect(screen.queryByText('Grace Hopper')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Undo' }));
    fireEvent.animationEnd(message.closest('.Toastify__toast') as HTMLElement);
    expect(await screen.findByText('Grace Hopper')).toBeInTheDocument();
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(provider.deleteMany).not.toHaveBeenCalled();
  });

  it('a candidate deleted on its own leaves the selection', async () => {
    const { user } = renderCandidates();
    await screen.findByText('Ada Lovelace');
    await user.click(box('Ada Lovelace'));
    await user.click(box('Grace Hopper'));
    await user.click(screen.getByRole('button', { name: 'Delete Ada Lovelace' }));
    expect(within(bar()).getByRole('status')).toHaveTextContent(/^1 selected$/);
  });
});

const TRASHED = [
  candidate({ id: 't1', name: 'Tess One', email: 't1@x.test', deleted: true }),
  candidate({ id: 't2', name: 'Theo Two', email: 't2@x.test', deleted: true }),
  candidate({ id: 't3', name: 'Tara Three', email: 't3@x.test', deleted: true }),
];

function renderTrash(bulkRefuses?: Record<string, string>) {
  const { provider, tables } = makeDataProvider({ deleted: TRASHED }, { bulkRefuses });
  return {
    provider,
    tables,
    ...renderAdmin(<TrashPage />, { dataProvider: provider, resource: trash }),
  };
}

const trashBox = (name: string) => {
  const row = screen.getByText(name).closest('tr')!;
  return within(row).getByRole('checkbox');
};

describe('trash: bulk restore and delete forever', () => {
  it('restores the selected candidates in one call', async () => {
    const { provider, tables, user } = renderTrash();
    await screen.findByText('Tess One');
    await user.click(trashBox('Tess One'));
    await user.click(trashBox('Tara Three'));
    await user.click(screen.getByRole('button', { name: 'Restore' }));

    await screen.findByText('2 candidates restored.');
    expect(provider.candidateBulk).toHaveBeenCalledWith('restore', ['t1', 't3']);
    expect(tables['deleted-candidates']!.map((c) => c.id)).toEqual(['t2']);
    await waitFor(() => expect(screen.queryByText('Tess One')).not.toBeInTheDocument());
    expect(screen.getByText('Theo Two')).toBeInTheDocument();
  });

  it('says why some could not be restored, and keeps those selected', async () => {
    const duplicate = 'Candidate with this email already exists for this admin.';
    const { user } = renderTrash({ t2: duplicate });
    await screen.findByText('Tess One');
    await user.click(trashBox('Tess One'));
    await user.click(trashBox('Theo Two'));
    await user.click(screen.getByRole('button', { name: 'Restore' }));

    await screen.findByText(`1 candidate restored. 1 could not be: ${duplicate}`);
    await waitFor(() => expect(screen.queryByText('Tess One')).not.toBeInTheDocument());
    expect(trashBox('Theo Two')).toBeChecked();
  });

  it('asks before deleting the selection forever, naming how many', async () => {
    const { provider, tables, user } = renderTrash();
    await screen.findByText('Tess One');
    await user.click(trashBox('Tess One'));
    await user.click(trashBox('Theo Two'));
    await user.click(screen.getByRole('button', { name: 'Delete forever' }));

    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Delete 2 candidates forever?');
    expect(dialog).toHaveTextContent('Their interviews and resumes go too.');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(provider.candidateBulk).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Delete forever' }));
    const again = await screen.findByRole('dialog');
    await user.click(within(again).getByRole('button', { name: 'Delete forever' }));
    await screen.findByText('2 candidates deleted forever.');
    expect(provider.candidateBulk).toHaveBeenCalledWith('delete', ['t1', 't2']);
    expect(tables['deleted-candidates']!.map((c) => c.id)).toEqual(['t3']);
  });
});
