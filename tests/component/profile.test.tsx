import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { getToken, getUser } from '../../src/authProvider/session';
import type { AdminProfile } from '../../src/dataProvider/types';
import { ProfilePage } from '../../src/profile/ProfilePage';
import profile from '../../src/profile';
import { makeDataProvider } from './fakes/generic';
import { serverError } from './fixtures';
import { renderAdmin } from './renderAdmin';
import { ADMIN } from './sessionFixtures';

const ME: AdminProfile = {
  id: 'admin-1',
  username: 'jane doe',
  name: 'Jane Doe',
  email: 'jane@example.com',
  phone: '',
  role: 'admin',
  created_at: new Date(2025, 2, 5, 15, 7).toISOString(),
};

function renderProfile(overrides: Record<string, unknown> = {}) {
  const dataProvider = makeDataProvider({
    getMe: vi.fn(() => Promise.resolve(ME)),
    updateMe: vi.fn(() => Promise.reject(new Error('updateMe not expected'))),
    ...overrides,
  });
  const rendered = renderAdmin(<ProfilePage />, {
    dataProvider,
    resource: profile,
    layout: true,
    session: { ...ADMIN, username: 'jane doe', name: 'Jane Doe' },
  });
  return { ...rendered, dataProvider };
}

const field = (label: string) => screen.getByLabelText(new RegExp(`^${label}`)) as HTMLInputElement;
const summary = () => screen.getByTestId('profile-summary');

describe('ProfilePage', () => {
  it('shows the signed-in admin: initials, username, name, email, phone, role, member since', async () => {
    renderProfile();
    await waitFor(() =>
      expect(within(summary()).getByRole('heading', { name: 'Jane Doe' })).toBeVisible(),
    );
    const card = within(summary());
    expect(card.getByText('JD')).toBeVisible();
    expect(card.getByText('@jane doe')).toBeVisible();
    const details = Object.fromEntries(
      card.getAllByRole('term').map((dt) => [dt.textContent, dt.nextElementSibling?.textContent]),
    );
    expect(details).toEqual({
      Username: 'jane doe',
      Name: 'Jane Doe',
      Email: 'jane@example.com',
      Phone: 'Not set',
      Role: 'ADMIN',
      'Member since': '5 Mar 2025',
    });
    expect(field('Name')).toHaveValue('Jane Doe');
    expect(field('Username')).toHaveValue('jane doe');
  });

  it('shows the profile image when there is one', async () => {
    renderProfile({
      getMe: vi.fn(() => Promise.resolve({ ...ME, profileImage: 'https://example.com/me.png' })),
    });
    const image = await within(await screen.findByTestId('profile-summary')).findByRole('img', {
      name: 'jane doe',
    });
    expect(image).toHaveAttribute('src', 'https://example.com/me.png');
  });

  it('asks for the old password before sending anything', async () => {
    const { user, dataProvider } = renderProfile();
    await waitFor(() => expect(field('Name')).toHaveValue('Jane Doe'));
    await user.clear(field('Name'));
    await user.type(field('Name'), 'Janet');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    const message = 'Old password is required to update account details';
    await waitFor(() => expect(screen.getAllByText(message).length).toBeGreaterThanOrEqual(2));
    expect(field('Old password')).toHaveAttribute('aria-invalid', 'true');
    expect(field('Old password')).toHaveFocus();
    expect(field('Name')).toHaveValue('Janet');
    expect(dataProvider.updateMe).not.toHaveBeenCalled();
  });

  it('checks that the two new passwords match', async () => {
    const { user, dataProvider } = renderProfile();
    await waitFor(() => expect(field('Name')).toHaveValue('Jane Doe'));
    await user.type(field('New password'), 'brand-new-pass');
    await user.type(field('Confirm new password'), 'brand-new-pasS');
    await user.type(field('Old password'), 'old-secret');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(
      (await screen.findAllByText('The two new passwords do not match')).length,
    ).toBeGreaterThan(0);
    expect(dataProvider.updateMe).not.toHaveBeenCalled();
  });

  it('keeps what was typed on a wrong old password, then saves and updates the top bar', async () => {
    const updateMe = vi
      .fn()
      .mockRejectedValueOnce(serverError('Old password is incorrect', 401))
      .mockResolvedValueOnce({
        msg: 'Admin account updated successfully',
        admin: { ...ME, username: 'janet', name: 'Janet Doe', phone: '+1 555 0199' },
      });
    const { user } = renderProfile({ updateMe });
    await waitFor(() => expect(field('Name')).toHaveValue('Jane Doe'));
    expect(screen.getByRole('button', { name: 'Open profile of jane doe' })).toBeVisible();

    await user.clear(field('Name'));
    await user.type(field('Name'), 'Janet Doe');
    await user.clear(field('Username'));
    await user.type(field('Username'), 'janet');
    await user.type(field('Phone'), '+1 555 0199');
    await user.type(field('Old password'), 'wrong-password');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));

    expect(
      await screen.findByText('Old password is incorrect', { selector: '.Toastify *' }),
    ).toBeVisible();
    expect(updateMe).toHaveBeenLastCalledWith({
      old_password: 'wrong-password',
      name: 'Janet Doe',
      username: 'janet',
      phone: '+1 555 0199',
    });
    // still signed in, on the page, with everything typed
    expect(getToken()).not.toBeNull();
    expect(screen.getByTestId('location')).toHaveTextContent('/profile');
    expect(field('Name')).toHaveValue('Janet Doe');
    expect(field('Username')).toHaveValue('janet');
    expect(field('Phone')).toHaveValue('+1 555 0199');
    // the refused field is marked and gets the focus, so the fix is one keystroke away
    await waitFor(() => expect(field('Old password')).toHaveFocus());
    expect(field('Old password')).toHaveAttribute('aria-invalid', 'true');
    expect(field('Old password')).toHaveValue('wrong-password');
    expect(field('Old password')).toHaveAttribute('aria-invalid', 'true');

    await user.clear(field('Old password'));
    await user.type(field('Old password'), 'right-password');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(
      await screen.findByText('Admin account updated successfully', { selector: '.Toastify *' }),
    ).toBeVisible();
    expect(updateMe).toHaveBeenLastCalledWith({
      old_password: 'right-password',
      name: 'Janet Doe',
      username: 'janet',
      phone: '+1 555 0199',
    });
    // the top bar and the session follow at once; the passwords are cleared
    expect(await screen.findByRole('button', { name: 'Open profile of janet' })).toBeVisible();
    expect(getUser()).toMatchObject({ _id: 'admin-1', username: 'janet', name: 'Janet Doe' });
    expect(field('Old password')).toHaveValue('');
    expect(within(summary()).getByRole('heading', { name: 'Janet Doe' })).toBeVisible();
    expect(within(summary()).getByText('+1 555 0199')).toBeVisible();
  });

  it('sends a new password and shows the reuse message from the server', async () => {
    const updateMe = vi
      .fn()
      .mockRejectedValueOnce(serverError('You cannot reuse your previous password.'));
    const { user } = renderProfile({ updateMe });
    await waitFor(() => expect(field('Name')).toHaveValue('Jane Doe'));
    await user.type(field('New password'), 'same-old-pass');
    await user.type(field('Confirm new password'), 'same-old-pass');
    await user.type(field('Old password'), 'same-old-pass');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(
      await screen.findByText('You cannot reuse your previous password.', {
        selector: '.Toastify *',
      }),
    ).toBeVisible();
    expect(updateMe).toHaveBeenCalledWith({
      old_password: 'same-old-pass',
      password: 'same-old-pass',
    });
    expect(field('New password')).toHaveAttribute('aria-invalid', 'true');
    expect(field('New password')).toHaveValue('same-old-pass');
  });
});
