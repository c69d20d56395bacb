// While the first page loads nothing is placed where the rows would push it away (layout shift):
// the pager comes with the rows, and the filter badges keep their room, hidden.
import { screen, within } from '@testing-library/react';
import type { GetListParams, GetListResult } from 'ra-core';
import { describe, expect, it } from 'vitest';
import { CandidatesPage } from '../../src/resources/candidates/CandidatesPage';
import { makeProvider } from './fakes/candidates';
import { makeCandidate } from './fixtures';
import { renderAdmin } from './renderAdmin';

/** The fake provider, its list answer held back until `release()`. */
function heldProvider() {
  const provider = makeProvider({
    pages: [{ no_interview_doc: [makeCandidate({ id: 'a', name: 'Ada Lovelace' })] }],
  });
  const answer = provider.getList;
  let release = () => undefined as void;
  const held = new Promise<void>((resolve) => (release = resolve));
  provider.getList = Object.assign(
    async (resource: string, params: GetListParams): Promise<GetListResult> => {
      await held;
      return answer(resource, params);
    },
    answer,
  );
  return { provider, release };
}

describe('candidates page while its first page loads', () => {
  it('shows the pager with the rows, and the filter badges only once counted', async () => {
    const { provider, release } = heldProvider();
    renderAdmin(<CandidatesPage />, { dataProvider: provider, resource: 'candidates' });

    const table = screen.getByRole('table', { name: 'Candidates' });
    expect(table).toHaveAttribute('aria-busy', 'true');
    expect(screen.queryByRole('navigation', { name: 'Candidate pages' })).not.toBeInTheDocument();
    expect(screen.queryByTestId('count-no_interview_doc')).not.toBeInTheDocument();
    // the badge's room is there, out of sight and out of the button's name
    expect(screen.getByRole('button', { name: 'No Interview' })).toBeInTheDocument();

    release();
    expect(await within(table).findByText('Ada Lovelace')).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Candidate pages' })).toBeInTheDocument();
    expect(screen.getByTestId('count-no_interview_doc')).toHaveTextContent('1');
    expect(screen.getByRole('button', { name: /^No Interview/ })).toHaveAccessibleName(
      /^No Interview ?1 on this page$/,
    );
  });
});
