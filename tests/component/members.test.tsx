// The Members screen (src/members): members and invitations, inviting, roles, removing.
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { Member } from '../../src/dataProvider/types';
import { MembersPage } from '../../src/members/MembersPage';
import { allowConsoleMessages } from './consoleGuard';
import { makeDataProvider } from './fakes/generic';
import { findToast, localIso, serverError } from './fixtures';
import { renderAdmin } from './renderAdmin';
import { ADMIN } from './sessionFixtures';

const DAY = 24 * 60 * 60 * 1000;
const JANE = { ...ADMIN, username: 'jane', role: 'admin', workspace_id: 'w1' };
const OLIVE = { _id: 'm-olive', username: 'olive', role: 'owner', workspace_id: 'w1' };

const member = (overrides: Partial<Member>): Member => ({
  id: 'm-x',
  username: 'x',
  email: 'x@example.com',
  role: 'recruiter',
  status: 'active',
  created_at: localIso(2025, 1, 6, 9, 30),
  last_sign_in_at: localIso(2025, 3, 5, 15, 7),
  ...overrides,
});

const MEMBERS: Member[] = [
  member({ id: 'm-olive', username: 'olive', email: 'olive@example.com', role: 'owner' }),
  member({ id: 'admin-1', username: 'jane', email: 'jane@example.com', role: 'admin' }),
  member({ id: 'm-rick', username: 'rick', email: 'rick@example.com', last_sign_in_at: null }),
  member({
    id: 'i-new',
    username: '',
    email: 'new@example.com',
    role: 'reviewer',
    status: 'invited',
    last_sign_in_at: null,
    expires_at: new Date(Date.now() + 3 * DAY).toISOString(),
  }),
  member({
    id: 'i-old',
    username: '',
    email: 'old@example.com',
    status: 'invited',
    last_sign_in_at: null,
    expires_at: new Date(Date.now() - DAY).toISOString(),
  }),
];

const LINK = 'http://localhost:3000/accept-invite?token=abc123';

function setup(session: typeof JANE = JANE, overrides: Record<string, unknown> = {}) {
  const provider = makeDataProvider({
    listMembers: vi.fn(() => Promise.resolve(MEMBERS)),
    inviteMember: vi.fn(({ email, role }: { email: string; role: string }) =>
      Promise.resolve({ id: 'i-3', email, role, link: LINK, expires_at: localIso(2025, 3, 12) }),
    ),
    resendInvitation: vi.fn(() =>
      Promise.resolve({ link: `${LINK}-again`, expires_at: localIso(2025, 3, 12) }),
    ),
    changeMemberRole: vi.fn(() => Promise.resolve({ msg: 'Member updated' })),
    removeMember: vi.fn(() => Promise.resolve({ msg: 'Member removed' })),
    ...overrides,
  });
  const utils = renderAdmin(<MembersPage />, {
    dataProvider: provider,
    url: '/members',
    route: '/members/*',
    session,
  });
  return { provider, ...utils };
}

const rowOf = async (text: string) => (await screen.findByText(text)).closest('tr')!;
const optionsOf = (select: HTMLElement) =>
  within(select)
    .getAllByRole('option')
    .map((option) => option.textContent);

describe('Members', () => {
  it('lists members and invitations: role, status, last sign-in, and "(you)"', async () => {
    setup();
    const jane = await rowOf('jane');
    expect(jane).toHaveTextContent('(you)');
    // one's own row: a role to change, nothing to remove
    expect(within(jane).queryByRole('button', { name: /Remove/ })).not.toBeInTheDocument();
    expect(jane).toHaveTextContent('Active');
    expect(jane).toHaveTextContent('5 Mar 2025, 3:07pm');
    expect(jane).toHaveTextContent('6 Jan 2025, 9:30am');
    expect(await rowOf('rick@example.com')).toHaveTextContent('Never');
    expect(await rowOf('olive')).not.toHaveTextContent('(you)');

    const invited = await rowOf('new@example.com');
    expect(invited).toHaveTextContent('Invited');
    expect(invited).toHaveTextContent('Not joined yet');
    expect(invited).not.toHaveTextContent('expired');
    expect(await rowOf('old@example.com')).toHaveTextContent('Invited (expired)');
  });

  it('invites: the link to copy, valid 7 days, to send by hand', async () => {
    const { provider, user } = setup();
    await user.click(await screen.findByRole('button', { name: 'Invite member' }));
    const dialog = await screen.findByRole('dialog', { name: 'Invite a member' });
    // an admin may not make an owner
    expect(optionsOf(within(dialog).getByRole('combobox', { name: 'Role' }))).toEqual([
      'Admin',
      'Recruiter',
      'Reviewer',
    ]);

    await user.click(within(dialog).getByRole('button', { name: 'Create invitation' }));
    expect(await within(dialog).findByText('Enter the email address to invite')).toBeVisible();
    await user.type(within(dialog).getByRole('textbox', { name: 'Email' }), 'sam@example');
    await user.click(within(dialog).getByRole('button', { name: 'Create invitation' }));
    expect(await within(dialog).findByText('Email address is not valid')).toBeVisible();
    expect(provider.inviteMember).not.toHaveBeenCalled();

    await user.type(within(dialog).getByRole('textbox', { name: 'Email' }), '.com');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Role' }), 'Reviewer');
    await user.click(within(dialog).getByRole('button', { name: 'Create invitation' }));

    const link = await within(dialog).findByRole('textbox', {
      name: 'Invitation link for sam@example.com',
    });
    expect(provider.inviteMember).toHaveBeenCalledWith({
      email: 'sam@example.com',
      role: 'reviewer',
    });
    expect(link).toHaveValue(LINK);
    expect(dialog).toHaveTextContent('Invitation created for sam@example.com as Reviewer.');
    expect(dialog).toHaveTextContent('valid 7 days');
    expect(dialog).toHaveTextContent('Until email delivery is set up, send this link yourself.');
    // the list is read again, with the new invitation
    await waitFor(() => expect(provider.listMembers).toHaveBeenCalledTimes(2));

    await user.click(within(dialog).getByRole('button', { name: 'Copy' }));
    expect(await findToast('Link copied')).toBeInTheDocument();
    await expect(navigator.clipboard.readText()).resolves.toBe(LINK);
  });

  it("keeps a refused invitation's email in the dialog, with the server's message", async () => {
    allowConsoleMessages(/already a member or invited/);
    const { user } = setup(JANE, {
      inviteMember: vi.fn(() =>
        Promise.reject(serverError('This email is already a member or invited.', 409)),
      ),
    });
    await user.click(await screen.findByRole('button', { name: 'Invite member' }));
    const dialog = await screen.findByRole('dialog', { name: 'Invite a member' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Email' }), 'rick@example.com');
    await user.click(within(dialog).getByRole('button', { name: 'Create invitation' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'This email is already a member or invited.',
    );
    expect(within(dialog).getByRole('textbox', { name: 'Email' })).toHaveValue('rick@example.com');
    expect(within(dialog).getByRole('button', { name: 'Create invitation' })).toBeEnabled();
  });

  it('offers an admin only the roles it may give, and none of an owner', async () => {
    const { provider, user } = setup();
    const olive = await rowOf('olive');
    expect(within(olive).queryByRole('combobox')).not.toBeInTheDocument();
    expect(olive).toHaveTextContent('Owner');
    expect(within(olive).queryByRole('button', { name: /Remove/ })).not.toBeInTheDocument();

    const rick = screen.getByRole('combobox', { name: 'Role of rick' });
    expect(optionsOf(rick)).toEqual(['Admin', 'Recruiter', 'Reviewer']);
    await user.selectOptions(rick, 'Reviewer');
    await waitFor(() =>
      expect(provider.changeMemberRole).toHaveBeenCalledWith('m-rick', 'reviewer'),
    );
    expect(await findToast('Member updated')).toBeInTheDocument();
  });

  it('asks before demoting oneself; a refusal shows its message and changes nothing', async () => {
    allowConsoleMessages(/at least one owner/);
    const { provider, user } = setup(OLIVE, {
      changeMemberRole: vi.fn(() =>
        Promise.reject(serverError('A workspace needs at least one owner.', 409)),
      ),
    });
    const own = await screen.findByRole('combobox', { name: 'Role of olive' });
    expect(optionsOf(own)).toEqual(['Owner', 'Admin', 'Recruiter', 'Reviewer']);
    await user.selectOptions(own, 'Admin');
    const question = await screen.findByRole('dialog');
    expect(question).toHaveTextContent('Change the role of olive (you) from Owner to Admin?');
    expect(provider.changeMemberRole).not.toHaveBeenCalled();

    await user.click(within(question).getByRole('button', { name: 'Change my role' }));
    expect(await findToast('A workspace needs at least one owner.')).toBeInTheDocument();
    expect(provider.changeMemberRole).toHaveBeenCalledWith('m-olive', 'admin');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('combobox', { name: 'Role of olive' })).toHaveValue('owner');
  });

  it('removes a member after a question naming them', async () => {
    const { provider, user } = setup();
    await user.click(await screen.findByRole('button', { name: 'Remove rick' }));
    const question = await screen.findByRole('dialog');
    expect(question).toHaveTextContent('Remove rick from the workspace?');
    expect(provider.removeMember).not.toHaveBeenCalled();
    await user.click(within(question).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(provider.removeMember).toHaveBeenCalledWith('m-rick'));
    expect(await findToast('Member removed')).toBeInTheDocument();
  });

  it('resends an invitation (its new link to copy) and revokes one after a question', async () => {
    const { provider, user } = setup(JANE, {
      removeMember: vi.fn(() => Promise.resolve({ msg: 'Invitation revoked' })),
    });
    await user.click(
      await screen.findByRole('button', { name: 'Resend the invitation of old@example.com' }),
    );
    const sent = await screen.findByRole('dialog', { name: 'Invitation link' });
    expect(provider.resendInvitation).toHaveBeenCalledWith('i-old');
    expect(within(sent).getByRole('textbox', { name: /Invitation link for/ })).toHaveValue(
      `${LINK}-again`,
    );
    expect(sent).toHaveTextContent('The previous one no longer works.');
    await user.click(within(sent).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.click(
      screen.getByRole('button', { name: 'Revoke the invitation of new@example.com' }),
    );
    const question = await screen.findByRole('dialog');
    expect(question).toHaveTextContent('Revoke the invitation of new@example.com?');
    await user.click(within(question).getByRole('button', { name: 'Revoke' }));
    await waitFor(() => expect(provider.removeMember).toHaveBeenCalledWith('i-new'));
    expect(await findToast('Invitation revoked')).toBeInTheDocument();
  });
});
