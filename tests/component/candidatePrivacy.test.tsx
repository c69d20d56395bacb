// A candidate's rights in the console (docs/privacy.md): "Download their data" and "Erase this
// candidate" in the candidate's edit popup, each for the roles that may; the erase dialog works
// only once the name is typed as it is, keeps what was typed when the server refuses, and on
// success says so and refreshes the list.
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HttpError } from 'ra-core';
import { clearSession, type SessionUser } from '../../src/authProvider/session';
import type { CandidateDataFormat } from '../../src/dataProvider/candidatePrivacy';
import type { Candidate } from '../../src/dataProvider/types';
import { CandidatesPage } from '../../src/resources/candidates/CandidatesPage';
import { allowConsoleMessages } from './consoleGuard';
import { makeProvider } from './fakes/candidates';
import { makeCandidate, serverError } from './fixtures';
import { renderAdmin } from './renderAdmin';
import { ADMIN } from './sessionFixtures';

const ADA = makeCandidate({ id: 'cand-ada', cand_id: 'C-ADA001', name: 'Ada Lovelace' });
const member = (role: string): SessionUser => ({ ...ADMIN, role, workspace_id: 'w1' });

function renderCandidates(session: SessionUser) {
  const page: { no_interview_doc: Candidate[] } = {
    no_interview_doc: [ADA, makeCandidate({ id: 'cand-bob', name: 'Bob Byte' })],
  };
  const provider = Object.assign(makeProvider({ pages: [page] }), {
    candidateData: vi.fn((_id: unknown, format: CandidateDataFormat) =>
      Promise.resolve({
        filename: `candidate-C-ADA001.${format}`,
        content: new Blob(['{}'], { type: 'application/json' }),
      }),
    ),
    eraseCandidate: vi.fn((id: unknown, _confirm: string) => {
      // the server erased them: the next list no longer has them
      page.no_interview_doc = page.no_interview_doc.filter((c) => c.id !== id);
      return Promise.resolve({ msg: 'Candidate erased' });
    }),
  });
  const utils = renderAdmin(<CandidatesPage />, {
    dataProvider: provider,
    resource: 'candidates',
    auth: true,
    session,
  });
  return { provider, ...utils };
}

/** Opens Ada's edit popup; the popup. */
async function openAda(user: ReturnType<typeof renderCandidates>['user']) {
  await user.click(await screen.findByRole('button', { name: 'Edit Ada Lovelace' }));
  return screen.findByRole('dialog', { name: 'Edit Candidate' });
}

const eraseDialog = () => screen.getByRole('dialog', { name: 'Erase Ada Lovelace?' });
const eraseButton = () => within(eraseDialog()).getByRole('button', { name: 'Erase for good' });
const confirmField = () => within(eraseDialog()).getByLabelText('Type their name to confirm');

// jsdom has no object URLs: stand-ins, the originals put back after
const original = { createObjectURL: URL.createObjectURL, revokeObjectURL: URL.revokeObjectURL };
beforeEach(() => {
  Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:candidate'), revokeObjectURL: vi.fn() });
});
afterEach(() => {
  Object.assign(URL, original);
  clearSession();
});

describe('erasing a candidate', () => {
  it('works only once the name is typed as it is, and keeps what was typed when refused', async () => {
    // react-admin logs a failed call
    allowConsoleMessages(/new HttpError/);
    const { provider, user } = renderCandidates(member('owner'));
    const popup = await openAda(user);
    await user.click(within(popup).getByRole('button', { name: 'Erase this candidate' }));

    const dialog = eraseDialog();
    expect(within(dialog).getByText(/It cannot be undone/)).toBeVisible();
    expect(within(dialog).getByText(/dates, scores and statuses/)).toBeVisible();
    expect(within(dialog).getByText('Type exactly: Ada Lovelace')).toBeVisible();
    expect(eraseButton()).toBeDisabled();
    await user.type(confirmField(), 'ada lovelace');
    expect(eraseButton()).toBeDisabled();
    await user.clear(confirmField());
    await user.type(confirmField(), '  Ada Lovelace ');
    expect(eraseButton()).toBeEnabled();

    provider.eraseCandidate.mockRejectedValueOnce(
      serverError('The server could not erase them just now.', 409),
    );
    await user.click(eraseButton());
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'The server could not erase them just now.',
    );
    expect(confirmField()).toHaveValue('  Ada Lovelace ');
    expect(eraseDialog()).toBeVisible();
    expect(provider.eraseCandidate).toHaveBeenCalledWith('cand-ada', '  Ada Lovelace ');
  });

  it('says so, closes, and refreshes the list on success', async () => {
    const { provider, user } = renderCandidates(member('admin'));
    const popup = await openAda(user);
    await user.click(within(popup).getByRole('button', { name: 'Erase this candidate' }));
    const lists = provider.getList.mock.calls.length;
    await user.type(confirmField(), 'Ada Lovelace');
    await user.keyboard('{Enter}');

    expect(await screen.findByText('Candidate erased')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Erase Ada Lovelace?' })).toBeNull(),
    );
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Edit Candidate' })).toBeNull(),
    );
    await waitFor(() => expect(provider.getList.mock.calls.length).toBeGreaterThan(lists));
    await waitFor(() => expect(screen.queryByText('Ada Lovelace')).toBeNull());
    expect(screen.getByText('Bob Byte')).toBeInTheDocument();
  });

  it.each([
    ['a recruiter', member('recruiter'), true],
    ['an admin of the platform (no workspace)', { ...ADMIN, role: 'admin' }, false],
  ])('is not offered to %s', async (_who, session, downloads) => {
    const { user } = renderCandidates(session);
    const popup = await openAda(user);
    // the popup's other links are there by then
    await within(popup).findByRole('button', { name: 'Update Candidate' });
    expect(within(popup).queryByRole('button', { name: 'Erase this candidate' })).toBeNull();
    expect(!!within(popup).queryByRole('button', { name: 'Download their data' })).toBe(downloads);
  });
});

describe("downloading a candidate's data", () => {
  it('saves the JSON, or the zip with the resume, under the name the server gives', async () => {
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    try {
      const { provider, user } = renderCandidates(member('recruiter'));
      const popup = await openAda(user);
      for (const [item, format] of [
        ['JSON (resume inside)', 'json'],
        ['ZIP (JSON and resume PDF)', 'zip'],
      ] as const) {
        await user.click(within(popup).getByRole('button', { name: 'Download their data' }));
        await user.click(await screen.findByRole('menuitem', { name: item }));
        await waitFor(() =>
          expect(provider.candidateData).toHaveBeenLastCalledWith('cand-ada', format),
        );
        await waitFor(() =>
          expect((click.mock.contexts.at(-1) as HTMLAnchorElement).download).toBe(
            `candidate-C-ADA001.${format}`,
          ),
        );
      }
      expect(click).toHaveBeenCalledTimes(2);
      expect(await screen.findAllByText('The data of Ada Lovelace is downloading.')).not.toEqual(
        [],
      );
    } finally {
      click.mockRestore();
    }
  });

  it("shows the server's refusal", async () => {
    allowConsoleMessages(/new HttpError/);
    const { provider, user } = renderCandidates(member('owner'));
    provider.candidateData.mockRejectedValueOnce(
      new HttpError('Candidate not found', 404, { msg: 'Candidate not found' }),
    );
    const popup = await openAda(user);
    await user.click(within(popup).getByRole('button', { name: 'Download their data' }));
    await user.click(await screen.findByRole('menuitem', { name: 'JSON (resume inside)' }));
    expect(await screen.findByText('Candidate not found')).toBeInTheDocument();
  });
});
