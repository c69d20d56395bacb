import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ToastContainer } from 'react-toastify';
import App from '../../src/App';
import { dismissAllToasts, TOAST_CONTAINER_PROPS } from '../../src/toasts/toast';
import { getToken } from '../../src/authProvider/session';
import { ADMIN, storeSession, tokenExpiringIn } from './sessionFixtures';

vi.mock('../../src/dataProvider', () => {
  const fail = () => Promise.reject(new Error('not used'));
  const dataProvider = {
    // screens that load lists on mount (dashboard, …) get empty answers, not failures
    getList: () => Promise.resolve({ data: [], total: 0 }),
    getOne: fail,
    getMany: fail,
    getManyReference: fail,
    create: fail,
    update: fail,
    updateMany: fail,
    delete: fail,
    deleteMany: fail,
    listSkills: () => Promise.resolve([]),
    listVoices: () => Promise.resolve([]),
    dashboardStats: () =>
      Promise.resolve({
        total_interviews: 0,
        scheduled_interviews: 0,
        completed_interviews: 0,
        cancelled_interviews: 0,
        total_candidates: 0,
        hired_candidates: 0,
      }),
  };
  return { dataProvider, default: dataProvider };
});

const SESSION_EXPIRED = 'Session expired. Please log in again.';
// the console chunk loads lazily: allow for the first transform
const SLOW = { timeout: 15000 };

/** The app at `path`, beside the toast container main.tsx mounts. */
function openAt(path: string) {
  window.history.replaceState(null, '', path);
  render(
    <>
      <ToastContainer {...TOAST_CONTAINER_PROPS} />
      <App />
    </>,
  );
}

describe('App', () => {
  // a toast of one test would otherwise show in the next one's container
  afterEach(() => dismissAllToasts());

  it('sends a signed-in visitor of / to /dashboard, replacing history', async () => {
    storeSession(tokenExpiringIn(3600));
    const lengthBefore = window.history.length;
    openAt('/');
    expect(await screen.findByText('Welcome to Interview AI Admin', {}, SLOW)).toBeInTheDocument();
    expect(window.location.pathname).toBe('/dashboard');
    expect(window.history.length).toBe(lengthBefore);
    // the title element can be in the page a render before its text (failed once in CI, loaded)
    await waitFor(() => expect(screen.getByTestId('page-title')).toHaveTextContent('Dashboard'));
  });

  it('sends a guarded route without a token to / with no toast', async () => {
    openAt('/manage-candidate');
    // the sign-in page's chunk, loaded lazily the first time: as SLOW above
    expect(await screen.findByLabelText('Username', {}, SLOW)).toBeInTheDocument();
    expect(window.location.pathname).toBe('/');
    expect(screen.queryByText(SESSION_EXPIRED)).not.toBeInTheDocument();
  });

  it('drops an expired token with the session-expired toast', async () => {
    storeSession(tokenExpiringIn(5)); // inside the 10 s margin
    openAt('/training');
    expect(await screen.findByText(SESSION_EXPIRED, {}, SLOW)).toBeInTheDocument();
    expect(await screen.findByLabelText('Username', {}, SLOW)).toBeInTheDocument();
    expect(window.location.pathname).toBe('/');
    expect(getToken()).toBeNull();
  });

  it('treats an undecodable token as expired', async () => {
    storeSession('not-a-jwt');
    openAt('/dashboard');
    expect(await screen.findByText(SESSION_EXPIRED)).toBeInTheDocument();
    await waitFor(() => expect(window.location.pathname).toBe('/'));
  });

  it('ends a session that expired while in use at the next navigation, with the toast', async () => {
    storeSession(tokenExpiringIn(3600));
    openAt('/dashboard');
    expect(await screen.findByText('Welcome to Interview AI Admin', {}, SLOW)).toBeInTheDocument();
    expect(screen.queryByText(SESSION_EXPIRED)).not.toBeInTheDocument();
    // the token runs out while the dashboard is open
    storeSession(tokenExpiringIn(5));
    const user = userEvent.setup();
    const navigation = screen.getByRole('menu', { name: 'Main navigation' });
    await user.click(within(navigation).getByRole('menuitem', { name: 'Candidates' }));
    expect(await screen.findByText(SESSION_EXPIRED, {}, SLOW)).toBeInTheDocument();
    expect(await screen.findByLabelText('Username', {}, SLOW)).toBeInTheDocument();
    expect(window.location.pathname).toBe('/');
    expect(getToken()).toBeNull();
    expect(screen.getAllByText(SESSION_EXPIRED)).toHaveLength(1);
  });

  it('opens /meeting without a token', async () => {
    openAt('/meeting');
    expect(await screen.findByRole('heading', { name: 'Interview meeting' })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/meeting');
  });

  it('opens /accept-invite without a token', async () => {
    openAt('/accept-invite?token=abc');
    expect(await screen.findByRole('heading', { name: 'Join your team' }, SLOW)).toBeVisible();
    expect(screen.getByLabelText('Confirm password')).toBeInTheDocument();
    expect(window.location.pathname).toBe('/accept-invite');
  });

  it('shows guarded screens and a not-found page inside the layout', async () => {
    storeSession(tokenExpiringIn(3600));
    openAt('/no-such-screen');
    expect(await screen.findByText('Page not found', {}, SLOW)).toBeInTheDocument();
    expect(screen.getByRole('menu', { name: 'Main navigation' })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/no-such-screen');
  });

  it('renders the placeholder of a guarded route without a screen yet', async () => {
    storeSession(tokenExpiringIn(3600));
    openAt('/assigned-jobs');
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Assigned Jobs' }, SLOW),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByTestId('page-title')).toHaveTextContent('Assigned Jobs'),
    );
  });

  it("renders the spec's hello screen at /hello", async () => {
    storeSession(tokenExpiringIn(3600));
    openAt('/hello');
    expect(await screen.findByText(/^hello$/, {}, SLOW)).toBeInTheDocument();
  });

  it('signs in at / before the router is there, then shows the dashboard, replacing history', async () => {
    const token = tokenExpiringIn(3600);
    const body = { data: { token, user: ADMIN }, msg: 'Login successful', statusCode: 200 };
    const fetchMock = vi.fn<typeof fetch>(
      async () => new Response(JSON.stringify(body), { status: 200 }),
    );
    vi.stubGlobal('fetch', fetchMock);
    try {
      const lengthBefore = window.history.length;
      openAt('/');
      const user = userEvent.setup();
      await user.type(await screen.findByLabelText('Username'), 'jane');
      await user.type(screen.getByLabelText('Password'), 'secret');
      await user.click(screen.getByRole('button', { name: 'Sign In' }));
      expect(
        await screen.findByText('Welcome to Interview AI Admin', {}, SLOW),
      ).toBeInTheDocument();
      expect(window.location.pathname).toBe('/dashboard');
      expect(window.history.length).toBe(lengthBefore);
      expect(getToken()).toBe(token);
      expect(fetchMock).toHaveBeenCalledTimes(1);
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
