// The add/edit candidate popup knows the server's limits before it sends anything: the fields carry
// them (maxLength, a counter near the end, the phone's rule) and a value the server would refuse
// is said before the resume is uploaded.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { CandidateFormDialog } from '../../src/resources/candidates/CandidateFormDialog';
import { makeProvider, type FakeProvider } from './fakes/candidates';
import { fakeFile, makeCandidate } from './fixtures';
import { renderAdmin } from './renderAdmin';

const PHONE_RULE = '5 to 25 characters: digits, spaces, +, - and parentheses';

function renderForm(provider: FakeProvider, candidate?: ReturnType<typeof makeCandidate>) {
  return renderAdmin(<CandidateFormDialog open candidate={candidate} onClose={vi.fn()} />, {
    dataProvider: provider,
    resource: 'candidates',
    user: userEvent.setup({ applyAccept: false }),
  });
}

const form = () => screen.getByRole('dialog');
const field = (label: string) => within(form()).getByLabelText(label);
const alertText = () => within(form()).getByRole('alert').textContent;
/** sets a long value at once (typing 200 characters one by one is slow in jsdom) */
const paste = (input: HTMLElement, value: string) => fireEvent.change(input, { target: { value } });

describe('candidate popup: the server limits', () => {
  it('name: at most 200 characters, a counter from 180', async () => {
    renderForm(makeProvider());
    const name = field('Name');
    expect(name).toHaveAttribute('maxlength', '200');
    paste(name, 'a'.repeat(179));
    expect(within(form()).queryByTestId('length-counter')).not.toBeInTheDocument();
    paste(name, 'a'.repeat(180));
    expect(name).toHaveAccessibleDescription('180/200');
    paste(name, 'a'.repeat(200));
    expect(name).toHaveAccessibleDescription('At most 200 characters: 200/200');
  });

  it("phone: the server's rule under the field, and said before any upload when broken", async () => {
    const provider = makeProvider();
    const { user } = renderForm(provider);
    expect(field('Phone')).toHaveAccessibleDescription(PHONE_RULE);
    expect(field('Phone')).toHaveAttribute('maxlength', '25');

    await user.type(field('Name'), 'Ada Lovelace');
    await user.type(field('Phone'), 'call me');
    await user.upload(screen.getByTestId('resume-input'), fakeFile('cv.pdf', 'application/pdf'));
    const skills = within(form()).getByRole('combobox', { name: 'Skills' });
    await user.type(skills, 'Pyt');
    await user.click(await screen.findByRole('option', { name: 'Python' }));
    await user.click(within(form()).getByRole('button', { name: 'Add Candidate' }));

    expect(alertText()).toBe(`Phone must be ${PHONE_RULE}`);
    expect(provider.create).not.toHaveBeenCalled();

    await user.clear(field('Phone'));
    await user.type(field('Phone'), '+44 (20) 7946-0000');
    await user.click(within(form()).getByRole('button', { name: 'Add Candidate' }));
    await waitFor(() => expect(provider.create).toHaveBeenCalledTimes(1));
  });

  it('email: at most 254 characters, checked as the server does; on edit the lock hint stays', async () => {
    const provider = makeProvider();
    const { user, unmount } = renderForm(provider);
    expect(field('Email')).toHaveAttribute('maxlength', '254');
    await user.type(field('Name'), 'Ada');
    await user.type(field('Phone'), '555 0100');
    await user.type(field('Email'), 'ada@example');
    await user.upload(screen.getByTestId('resume-input'), fakeFile('cv.pdf', 'application/pdf'));
    await user.type(within(form()).getByRole('combobox', { name: 'Skills' }), 'Pyt');
    await user.click(await screen.findByRole('option', { name: 'Python' }));
    await user.click(within(form()).getByRole('button', { name: 'Add Candidate' }));
    expect(alertText()).toBe('Email is not a valid email address');
    expect(provider.create).not.toHaveBeenCalled();
    unmount();

    renderForm(makeProvider(), makeCandidate({ email: 'ada@example.com' }));
    expect(field('Email')).toBeDisabled();
    expect(field('Email')).toHaveAccessibleDescription(
      'The email cannot be changed once the candidate exists.',
    );
  });
});
