import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Interview, InterviewStatus } from '../../src/dataProvider/types';
import { AllInterviewsPage } from '../../src/resources/interviews/AllInterviewsPage';
import { lastListParams, makeDataProvider } from './fakes/interviews';
import { interview } from './fixtures';
import { renderAdmin } from './renderAdmin';

const STATUSES: InterviewStatus[] = ['scheduled', 'in_progress', 'completed', 'cancelled'];

function many(count: number): Interview[] {
  return Array.from({ length: count }, (_, i) =>
    interview({
      id: `int-${i + 1}`,
      int_id: `I-${String(i + 1).padStart(6, '0')}`,
      candidate: { name: `Candidate ${i + 1}`, cand_id: `C-${i + 1}` },
      status: STATUSES[i % 4],
    }),
  );
}

function setup(interviews: Interview[]) {
  const { provider } = makeDataProvider({ interviews });
  const utils = renderAdmin(<AllInterviewsPage />, {
    dataProvider: provider,
    resource: 'interviews',
  });
  return { provider, ...utils };
}

describe('All Interviews', () => {
  it('lists every interview with its status, 25 a page', async () => {
    const { provider } = setup(many(30));
    await screen.findByText('Candidate 1');
    const params = lastListParams(provider, 'interviews');
    expect(params.filter).toEqual({});
    expect(params.pagination).toEqual({ page: 1, perPage: 25 });
    expect(screen.getByText('I-000001')).toBeInTheDocument();
    expect(screen.getAllByRole('row')).toHaveLength(26);
    expect(screen.getByText('1-25 of 30')).toBeInTheDocument();
  });

  it('goes to any page from the "Go to page" field once its buttons skip pages', async () => {
    const { provider, user } = setup(many(300));
    await screen.findByText('Candidate 1');
    const field = screen.getByRole('textbox', { name: 'Go to page' });
    // 12 pages: '1 2 3 4 5 … 12'
    expect(screen.queryByRole('button', { name: 'Go to page 8' })).not.toBeInTheDocument();

    await user.type(field, '13{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent('Enter a page from 1 to 12.');
    expect(field).toHaveValue('13');
    expect(lastListParams(provider, 'interviews').pagination?.page).toBe(1);

    await user.clear(field);
    await user.type(field, '8');
    await user.click(screen.getByRole('button', { name: 'Go' }));
    await screen.findByText('Candidate 176');
    expect(lastListParams(provider, 'interviews').pagination).toEqual({ page: 8, perPage: 25 });
    expect(screen.getByText('176-200 of 300')).toBeInTheDocument();
    expect(field).toHaveValue('');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('writes the page buttons’ numbers as their names are, grouped', async () => {
    setup(many(25 * 1200));
    await screen.findByText('Candidate 1');
    // 'Go to page 1,200' reads 1,200: a name that holds the button's text (speech input)
    expect(screen.getByRole('button', { name: 'Go to page 1,200' })).toHaveTextContent(/^1,200$/);
    expect(screen.getByText('1-25 of 30,000')).toBeInTheDocument();
  });

  it('has no "Go to page" field while every page has its button', async () => {
    setup(many(175));
    await screen.findByText('Candidate 1');
    expect(screen.getByRole('button', { name: 'Go to page 7' })).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Go to page' })).not.toBeInTheDocument();
  });

  it('filters by status and goes back to page 1', async () => {
    const { provider, user } = setup(many(60));
    await screen.findByText('Candidate 1');
    await user.click(screen.getByRole('button', { name: 'Go to page 2' }));
    await screen.findByText('Candidate 26');
    expect(lastListParams(provider, 'interviews').pagination?.page).toBe(2);

    const group = screen.getByRole('group', { name: 'Filter interviews by status' });
    expect(
      within(group)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['All', 'Scheduled', 'In progress', 'Completed', 'Cancelled']);
    expect(within(group).getByRole('button', { name: 'All' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );

    await user.click(within(group).getByRole('button', { name: 'Completed' }));
    await waitFor(() =>
      expect(lastListParams(provider, 'interviews')).toMatchObject({
        filter: { status: 'completed' },
        pagination: { page: 1 },
      }),
    );
    await screen.findByText('Candidate 3');
    const rows = screen.getAllByRole('row').slice(1);
    expect(rows).toHaveLength(15);
    for (const row of rows) expect(row).toHaveTextContent('Completed');

    // back to All: its first page again (shown from the cache: it was fetched moments ago)
    await user.click(within(group).getByRole('button', { name: 'All' }));
    await waitFor(() => expect(screen.getAllByRole('row').slice(1)).toHaveLength(25));
    expect(screen.getByText('Candidate 1')).toBeInTheDocument();
    expect(within(group).getByRole('button', { name: 'All' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(
      provider.getList.mock.calls.filter(([, params]) => params.pagination?.page === 1),
    ).toHaveLength(2);
  });

  it('says when no interview has the chosen status', async () => {
    const { user } = setup([interview({ status: 'scheduled' })]);
    await screen.findByText('Jane Doe');
    await user.click(screen.getByRole('button', { name: 'In progress' }));
    expect(await screen.findByText('No interviews with this status.')).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Filter interviews by status' })).toBeInTheDocument();
  });

  it('shows an empty state without any interview', async () => {
    setup([]);
    expect(await screen.findByText('No interviews yet')).toBeInTheDocument();
  });

  it('opens an interview from its row', async () => {
    const { user } = setup([interview({ status: 'scheduled' })]);
    await user.click(await screen.findByText('I-XY0001'));
    const dialog = await screen.findByRole('dialog', { name: /Interview with Jane Doe/ });
    expect(within(dialog).getByText('No answers recorded yet.')).toBeInTheDocument();
    expect(within(dialog).getByText('No score')).toBeInTheDocument();
    // hiring is only offered once the interview is completed
    expect(within(dialog).queryByRole('switch')).not.toBeInTheDocument();
  });
});
