// The accept-invitation page (/accept-invite?token=…): the account's username and password,
// checked as the server checks them, then the session stored and the console opened.
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminContext, memoryStore } from 'react-admin';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { ToastContainer } from 'react-toastify';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createAuthProvider } from '../../src/authProvider/authProvider';
import { getToken, getUser } from '../../src/authProvider/session';
import { createDataProvider } from '../../src/dataProvider';
import { i18nProvider } from '../../src/i18n/i18nProvider';
import { AcceptInvitePage } from '../../src/login/AcceptInvitePage';
import { TOAST_CONTAINER_PROPS } from '../../src/toasts/toast';
import { ToastNotifications } from '../../src/toasts/ToastNotifications';
import { allowConsoleMessages } from './consoleGuard';
import { deferred } from './fixtures';
import { testQueryClient } from './renderAdmin';
import { tokenExpiringIn } from './sessionFixtures';

const fetchMock = vi.fn<typeof fetch>();
const INVALID = 'This invitation is not valid or has expired.';

function jsonResponse(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

function Where() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname}</output>;
}

function renderPage(url = '/accept-invite?token=tok-123') {
  const user = userEvent.setup();
  render(
    <MemoryRouter initialEntries={[url]}>
      <ToastContainer {...TOAST_CONTAINER_PROPS} />
      <AdminContext
        authProvider={createAuthProvider()}
        dataProvider={createDataProvider('http://api.test')}
        i18nProvider={i18nProvider}
        store={memoryStore()}
        queryClient={testQueryClient()}
      >
        <ToastNotifications />
        <Routes>
          <Route path="/accept-invite" element={<AcceptInvitePage />} />
          <Route path="/dashboard" element={<p>dashboard screen</p>} />
        </Routes>
        <Where />
      </AdminContext>
    </MemoryRouter>,
  );
  return user;
}

const fields = () => ({
  username: screen.getByLabelText('Username'),
  password: screen.getByLabelText('Password'),
  confirm: screen.getByLabelText('Confirm password'),
  submit: screen.getByRole('button', { name: 'Create account' }),
});

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('accepting an invitation', () => {
  it("checks the fields with the server's rules and messages before sending", async () => {
    const user = renderPage();
    const { username, password, confirm, submit } = fields();
    expect(username).toHaveFocus();
    expect(password).toHaveAttribute('autocomplete', 'new-password');

    await user.click(submit);
    expect(
      screen.getByText('Username must be 3 to 50 letters, digits, dots, dashes or underscores'),
    ).toBeInTheDocument();
    expect(screen.getByText('Password must be at least 8 characters long')).toBeInTheDocument();
    expect(username).toHaveAttribute('aria-invalid', 'true');
    expect(username).toHaveFocus();

    await user.type(username, 'sam lee');
    await user.type(password, 'secret12');
    await user.type(confirm, 'secret13');
    await user.click(submit);
    expect(
      screen.getByText('Username must be 3 to 50 letters, digits, dots, dashes or underscores'),
    ).toBeInTheDocument();
    expect(screen.queryByText(/at least 8 characters/)).not.toBeInTheDocument();
    expect(screen.getByText('The two passwords do not match')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('says the invitation is not valid without a token, and offers no form', () => {
    renderPage('/accept-invite');
    expect(screen.getByRole('alert')).toHaveTextContent(INVALID);
    expect(screen.queryByRole('button', { name: 'Create account' })).not.toBeInTheDocument();
  });

  it("shows the server's refusal and keeps what was typed", async () => {
    allowConsoleMessages(/Username already taken/);
    const answer = deferred<Response>();
    fetchMock.mockReturnValue(answer.promise);
    const user = renderPage();
    const { username, password, confirm, submit } = fields();
    await user.type(username, 'sam');
    await user.type(password, 'secret12');
    await user.type(confirm, 'secret12');
    await user.click(submit);

    const busy = await screen.findByRole('button', { name: 'Creating your account…' });
    expect(busy).toBeDisabled();
    expect(screen.getByTestId('accept-spinner')).toBeInTheDocument();

    answer.resolve(jsonResponse(409, { msg: 'Username already taken', statusCode: 409, data: {} }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Username already taken');
    expect(username).toHaveValue('sam');
    expect(password).toHaveValue('secret12');
    expect(confirm).toHaveValue('secret12');
    expect(screen.getByRole('button', { name: 'Create account' })).toBeEnabled();
    expect(getToken()).toBeNull();
  });

  it('stores the session as signing in does and opens the dashboard', async () => {
    const token = tokenExpiringIn(3600);
    const member = { _id: 'm-9', username: 'sam', role: 'recruiter', workspace_id: 'w1' };
    fetchMock.mockResolvedValue(
      jsonResponse(200, {
        data: { token, user: { ...member, password_hash: 'x' } },
        msg: 'Welcome',
        statusCode: 200,
      }),
    );
    const user = renderPage();
    const { username, password, confirm, submit } = fields();
    await user.type(username, '  sam ');
    await user.type(password, 'secret12');
    await user.type(confirm, 'secret12');
    await user.click(submit);

    expect(await screen.findByText('dashboard screen')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/dashboard');
    expect(await screen.findByText('Welcome')).toBeInTheDocument();
    expect(getToken()).toBe(token);
    expect(getUser()).toEqual(member);

    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('http://api.test/admin/invitations/accept');
    expect(JSON.parse(String(init?.body))).toEqual({
      token: 'tok-123',
      username: 'sam',
      password: 'secret12',
    });
    expect(new Headers(init?.headers).get('Authorization')).toBeNull();
  });
});
