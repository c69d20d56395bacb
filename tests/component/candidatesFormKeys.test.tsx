// Issue 13: the candidate popup never loses typed input to a key: Escape asks before discarding
// what was typed (file and skills included), and Enter in Skills adds a skill, never submits.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { CandidateFormDialog } from '../../src/resources/candidates/CandidateFormDialog';
import { makeProvider } from './fakes/candidates';
import { fakeFile } from './fixtures';
import { renderAdmin } from './renderAdmin';

function renderForm() {
  const provider = makeProvider();
  const onClose = vi.fn();
  const utils = renderAdmin(<CandidateFormDialog open onClose={onClose} />, {
    dataProvider: provider,
    resource: 'candidates',
    user: userEvent.setup({ applyAccept: false }),
  });
  return { ...utils, onClose, provider };
}

const form = () => screen.getByRole('dialog', { name: 'Add New Candidate' });
const skills = () => within(form()).getByRole('combobox', { name: 'Skills' });
const confirm = () => screen.queryByRole('dialog', { name: 'Discard your changes?' });

describe('candidate popup keys', () => {
  it('Escape with nothing typed closes at once', async () => {
    const { user, onClose } = renderForm();
    await user.click(within(form()).getByLabelText('Name'));
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(confirm()).not.toBeInTheDocument();
  });

  it('Escape with typed input asks first: Keep editing keeps everything, Discard closes', async () => {
    const { user, onClose } = renderForm();
    await user.type(within(form()).getByLabelText('Name'), 'Ada Lovelace');
    await user.upload(
      screen.getByTestId('resume-input'),
      fakeFile('ada.pdf', 'application/pdf', 2_000),
    );
    await user.click(skills());
    await user.type(skills(), 'Pyt');
    await user.click(await screen.findByRole('option', { name: 'Python' }));
    // the dropdown closed with the pick: this Escape is the popup's
    await user.keyboard('{Escape}');
    expect(await screen.findByRole('dialog', { name: 'Discard your changes?' })).toBeVisible();
    expect(onClose).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Keep editing' }));
    // the question fades out (MUI's exit transition), the popup hidden from the accessibility
    // tree until it is gone
    await waitFor(() => expect(confirm()).not.toBeInTheDocument());
    expect(within(form()).getByLabelText('Name')).toHaveValue('Ada Lovelace');
    expect(within(form()).getByText('ada.pdf')).toBeInTheDocument();
    expect(within(form()).getByRole('button', { name: 'Python' })).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();

    // Back asks too
    await user.click(within(form()).getByRole('button', { name: /back/i }));
    await user.click(await screen.findByRole('button', { name: 'Discard' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('Enter in Skills adds the highlighted skill, or does nothing; it never submits', async () => {
    const { user, provider } = renderForm();
    await user.type(within(form()).getByLabelText('Name'), 'Ada Lovelace');
    await user.type(within(form()).getByLabelText('Phone'), '+44 20 7946 0000');
    await user.click(skills());
    await user.type(skills(), 'sq{Enter}');
    expect(within(form()).getByRole('button', { name: 'SQL' })).toBeInTheDocument();

    await user.type(skills(), 'zzz{Enter}');
    expect(skills()).toHaveValue('zzz');
    expect(within(form()).queryByRole('alert')).not.toBeInTheDocument();
    expect(provider.create).not.toHaveBeenCalled();
  });
});
