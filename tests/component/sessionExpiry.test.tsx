// A session that ends while the console is in use: the API refuses the token (expired, revoked),
// and the admin lands on the sign-in page with 'Session expired. Please log in again.', once;
// a Log out of their own shows no such toast.
import { screen, waitFor, within } from '@testing-library/react';
import { HttpError, useGetList } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import { getToken } from '../../src/authProvider/session';
import { allowConsoleMessages } from './consoleGuard';
import { makeDataProvider } from './fakes/generic';
import { renderAdmin } from './renderAdmin';
import { ADMIN, storeSession, tokenExpiringIn } from './sessionFixtures';

const SESSION_EXPIRED = 'Session expired. Please log in again.';

/** A screen that asks for two lists at once, as the console's screens do. */
function TwoLists() {
  const candidates = useGetList('candidates');
  const interviews = useGetList('interviews');
  return <p>{candidates.isPending || interviews.isPending ? 'loading' : 'lists shown'}</p>;
}

const sessionToasts = () => screen.queryAllByText(SESSION_EXPIRED);

describe('a session that ends while in use', () => {
  it('lands on the sign-in page with the session-expired toast, once', async () => {
    allowConsoleMessages(/Unauthorized|401/);
    // the auth layer's bare answer to an expired or revoked token
    const refused = () =>
      Promise.reject(new HttpError('Unauthorized', 401, { msg: 'Unauthorized' }));
    const getList = vi.fn(refused);
    renderAdmin(<TwoLists />, {
      dataProvider: makeDataProvider({ getList }),
      layout: true,
      url: '/trash',
      route: '/trash/*',
      signIn: <p>sign-in screen</p>,
    });
    expect(await screen.findByText('sign-in screen')).toBeInTheDocument();
    expect(await screen.findByText(SESSION_EXPIRED)).toBeInTheDocument();
    expect(getList.mock.calls.length).toBeGreaterThanOrEqual(2);
    expect(getToken()).toBeNull();
    // both refusals seen, a moment later: still one toast
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(sessionToasts()).toHaveLength(1);
  });

  it('says so too when the token ran out on the client first (react-admin stays silent then)', async () => {
    allowConsoleMessages(/Unauthorized|401/);
    const getList = vi.fn(() => {
      // the stored token expired while the screen was open; the server refuses it
      storeSession(tokenExpiringIn(5), ADMIN);
      return Promise.reject(new HttpError('Unauthorized', 401, { msg: 'Token expired' }));
    });
    renderAdmin(<TwoLists />, {
      dataProvider: makeDataProvider({ getList }),
      layout: true,
      url: '/trash',
      route: '/trash/*',
      signIn: <p>sign-in screen</p>,
    });
    expect(await screen.findByText('sign-in screen')).toBeInTheDocument();
    expect(await screen.findByText(SESSION_EXPIRED)).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(sessionToasts()).toHaveLength(1);
    expect(getToken()).toBeNull();
  });

  it('shows no session-expired toast on Log out', async () => {
    const getList = vi.fn(() => Promise.resolve({ data: [], total: 0 }));
    const { user } = renderAdmin(<TwoLists />, {
      dataProvider: makeDataProvider({ getList }),
      layout: true,
      url: '/trash',
      route: '/trash/*',
      signIn: <p>sign-in screen</p>,
    });
    expect(await screen.findByText('lists shown')).toBeInTheDocument();
    const navigation = screen.getByRole('menu', { name: 'Main navigation' });
    await user.click(within(navigation).getByRole('menuitem', { name: 'Log out' }));
    expect(await screen.findByText('sign-in screen')).toBeInTheDocument();
    await waitFor(() => expect(getToken()).toBeNull());
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(sessionToasts()).toHaveLength(0);
  });
});
