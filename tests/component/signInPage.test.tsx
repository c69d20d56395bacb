import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { ToastContainer } from 'react-toastify';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AdminContext, memoryStore } from 'react-admin';
import { createAuthProvider } from '../../src/authProvider/authProvider';
import { getToken, getUser } from '../../src/authProvider/session';
import { i18nProvider } from '../../src/i18n/i18nProvider';
import { SignInPage } from '../../src/login/SignInPage';
import { TOAST_CONTAINER_PROPS, toastSessionExpired } from '../../src/toasts/toast';
import { ToastNotifications } from '../../src/toasts/ToastNotifications';
import { testQueryClient } from './renderAdmin';
import { ADMIN, tokenExpiringIn } from './sessionFixtures';

const fetchMock = vi.fn<typeof fetch>();
const SESSION_EXPIRED = 'Session expired. Please log in again.';

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

function renderLogin() {
  const user = userEvent.setup();
  render(
    <MemoryRouter initialEntries={['/']}>
      <ToastContainer {...TOAST_CONTAINER_PROPS} />
      <AdminContext
        authProvider={createAuthProvider()}
        i18nProvider={i18nProvider}
        store={memoryStore()}
        queryClient={testQueryClient()}
      >
        <ToastNotifications />
        <Routes>
          <Route path="/" element={<SignInPage />} />
          <Route path="/dashboard" element={<p>dashboard screen</p>} />
        </Routes>
        <Where />
      </AdminContext>
    </MemoryRouter>,
  );
  return {
    user,
    username: screen.getByLabelText('Username'),
    password: screen.getByLabelText('Password'),
    submit: screen.getByRole('button', { name: 'Sign In' }),
  };
}

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the sign-in page (react-admin useLogin -> authProvider.login)', () => {
  it('shows the brand and accessible fields, focusing the username', () => {
    const { username, password } = renderLogin();
    expect(screen.getAllByText('Interview AI Admin').length).toBeGreaterThan(0);
    expect(username).toHaveFocus();
    expect(username).toHaveAttribute('autocomplete', 'username');
    expect(password).toHaveAttribute('type', 'password');
    expect(password).toHaveAttribute('autocomplete', 'current-password');
  });

  it('warns "Please Fill all !" and sends nothing when a field is empty', async () => {
    const { user, username, submit } = renderLogin();
    await user.click(submit);
    expect(await screen.findByText('Please Fill all !')).toBeInTheDocument();

    await user.type(username, 'jane');
    await user.click(submit);
    await waitFor(() => expect(screen.getAllByText('Please Fill all !')).toHaveLength(2));
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows a spinner and disables the button while the request runs', async () => {
    let answer: (response: Response) => void = () => undefined;
    fetchMock.mockReturnValue(new Promise<Response>((resolve) => (answer = resolve)));
    const { user, username, password } = renderLogin();
    await user.type(username, 'jane');
    await user.type(password, 'secret{Enter}');

    const busy = await screen.findByRole('button', { name: 'Signing in…' });
    expect(busy).toBeDisabled();
    expect(screen.getByTestId('sign-in-spinner')).toBeInTheDocument();

    answer(jsonResponse(401, { msg: 'Invalid credentials' }));
    expect(await screen.findByRole('button', { name: 'Sign In' })).toBeEnabled();
  });

  it('stores the session, toasts the server msg and goes to /dashboard on success', async () => {
    const token = tokenExpiringIn(3600);
    fetchMock.mockResolvedValue(
      jsonResponse(200, {
        data: { token, user: { ...ADMIN, password_hash: 'x' } },
        msg: 'Login successful',
        statusCode: 200,
      }),
    );
    const { user, username, password, submit } = renderLogin();
    await user.type(username, 'jane');
    await user.type(password, 'secret');
    await user.click(submit);

    expect(await screen.findByText('Login successful')).toBeInTheDocument();
    expect(await screen.findByText('dashboard screen')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/dashboard');
    expect(getToken()).toBe(token);
    expect(getUser()).not.toHaveProperty('password_hash');

    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/admin/login');
    expect(JSON.parse(String(init?.body))).toEqual({ username: 'jane', password: 'secret' });
  });

  it('closes the toasts of the sign-in page on success: none follows onto the dashboard', async () => {
    toastSessionExpired();
    fetchMock.mockResolvedValueOnce(jsonResponse(401, { msg: 'Invalid credentials' }));
    const { user, username, password, submit } = renderLogin();
    expect(await screen.findByText(SESSION_EXPIRED)).toBeInTheDocument();
    await user.type(username, 'jane');
    await user.type(password, 'wrong');
    await user.click(submit);
    expect(await screen.findByText('Invalid credentials')).toBeInTheDocument();

    fetchMock.mockResolvedValueOnce(
      jsonResponse(200, {
        data: { token: tokenExpiringIn(3600), user: ADMIN },
        msg: 'Login successful',
      }),
    );
    await user.clear(password);
    await user.type(password, 'secret');
    await user.click(submit);
    expect(await screen.findByText('dashboard screen')).toBeInTheDocument();
    expect(await screen.findByText('Login successful')).toBeInTheDocument();
    // jsdom runs no CSS animations: end every toast's animation by hand (an exit ends the toast)
    for (const toast of document.querySelectorAll('.Toastify__toast'))
      fireEvent.animationEnd(toast);
    await waitFor(() => {
      expect(screen.queryByText('Invalid credentials')).not.toBeInTheDocument();
      expect(screen.queryByText(SESSION_EXPIRED)).not.toBeInTheDocument();
    });
    expect(screen.getByText('Login successful')).toBeInTheDocument();
  });

  it('shows the server msg on failure and keeps what the user typed', async () => {
    fetchMock.mockResolvedValue(jsonResponse(401, { msg: 'Invalid credentials' }));
    const { user, username, password, submit } = renderLogin();
    await user.type(username, 'jane');
    await user.type(password, 'wrong');
    await user.click(submit);

    expect(await screen.findByText('Invalid credentials')).toBeInTheDocument();
    expect(username).toHaveValue('jane');
    expect(password).toHaveValue('wrong');
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeEnabled();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
    expect(getToken()).toBeNull();
  });

  it('says so clearly when the server cannot be reached', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    const { user, username, password } = renderLogin();
    await user.type(username, 'jane');
    await user.type(password, 'secret{Enter}');

    expect(
      await screen.findByText('Cannot reach the server. Check your connection and try again.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeEnabled();
  });
});
