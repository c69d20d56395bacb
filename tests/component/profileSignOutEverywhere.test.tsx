import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { getToken } from '../../src/authProvider/session';
import type { AdminProfile } from '../../src/dataProvider/types';
import { ProfilePage } from '../../src/profile/ProfilePage';
import profile from '../../src/profile';
import { allowConsoleMessages } from './consoleGuard';
import { makeDataProvider } from './fakes/generic';
import { serverError } from './fixtures';
import { renderAdmin } from './renderAdmin';
import { ADMIN } from './sessionFixtures';

const ME: AdminProfile = { id: 'admin-1', username: 'jane doe', name: 'Jane Doe', role: 'admin' };

function renderProfile(logoutAll: () => Promise<unknown>) {
  const dataProvider = makeDataProvider({
    getMe: vi.fn(() => Promise.resolve(ME)),
    logoutAll: vi.fn(logoutAll),
  });
  const rendered = renderAdmin(<ProfilePage />, {
    dataProvider,
    resource: profile,
    layout: true,
    session: ADMIN,
  });
  return { ...rendered, dataProvider };
}

const openConfirm = async (user: ReturnType<typeof renderProfile>['user']) => {
  await user.click(await screen.findByRole('button', { name: 'Sign out everywhere' }));
  return screen.findByRole('dialog', { name: 'Sign out everywhere?' });
};

describe('Sign out everywhere', () => {
  it('asks first; cancelling sends nothing and keeps the session', async () => {
    const { user, dataProvider } = renderProfile(() => Promise.resolve({ msg: 'ok' }));
    const dialog = await openConfirm(user);
    expect(
      within(dialog).getByText(
        'Every device signed in to this account, this one included, will be signed out.',
      ),
    ).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(dataProvider.logoutAll).not.toHaveBeenCalled();
    expect(getToken()).not.toBeNull();
  });

  it('on confirm ends every session on the server, then signs out here', async () => {
    const { user, dataProvider } = renderProfile(() =>
      Promise.resolve({ msg: 'Signed out everywhere' }),
    );
    const dialog = await openConfirm(user);
    await user.click(within(dialog).getByRole('button', { name: 'Sign out everywhere' }));
    await waitFor(() => expect(dataProvider.logoutAll).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(getToken()).toBeNull());
    await waitFor(() => expect(screen.getByTestId('location')).not.toHaveTextContent('/profile'));
  });

  it('says so and stays signed in when the server refuses', async () => {
    // react-admin logs the failed call
    allowConsoleMessages(/^console\.error: Error: ?(\n|$)/);
    const { user } = renderProfile(() => Promise.reject(serverError('Internal error', 500)));
    const dialog = await openConfirm(user);
    await user.click(within(dialog).getByRole('button', { name: 'Sign out everywhere' }));
    expect(
      await screen.findByText('Could not sign out everywhere. Try again.', {
        selector: '.Toastify *',
      }),
    ).toBeVisible();
    expect(getToken()).not.toBeNull();
    expect(screen.getByTestId('location')).toHaveTextContent('/profile');
  });
});
