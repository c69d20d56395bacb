import { act, screen, waitFor, within } from '@testing-library/react';
import { lazy } from 'react';
import { useNavigationType } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import {
  getToken,
  getUser,
  hasVisited,
  updateUser,
  type SessionUser,
} from '../../src/authProvider/session';
import type { Skill } from '../../src/dataProvider/types';
import { allowConsoleMessages } from './consoleGuard';
import { makeDataProvider } from './fakes/generic';
import { deferred } from './fixtures';
import { renderAdmin } from './renderAdmin';
import { ADMIN } from './sessionFixtures';

function SignInStandIn() {
  return <p data-navigation-type={useNavigationType()}>sign-in screen</p>;
}

function renderLayout(
  path = '/dashboard',
  dataProvider = makeDataProvider(),
  session?: SessionUser,
) {
  return renderAdmin(<></>, {
    dataProvider,
    url: path,
    layout: true,
    session,
    signIn: <SignInStandIn />,
  });
}

const navigation = () => screen.getByRole('menu', { name: 'Main navigation' });
const entry = (name: string) =>
  within(navigation()).getByRole('menuitem', { name: new RegExp(`^${name}`) });

describe('Layout', () => {
  it('lists the sidebar entries in the spec order, Log out last', async () => {
    renderLayout();
    const names = () =>
      within(navigation())
        .getAllByRole('menuitem')
        .map((item) => item.textContent);
    // Members and Audit log go once canAccess answers: the platform's admin has no workspace
    await waitFor(() => expect(names()).not.toContain('Members'));
    expect(names()).toEqual([
      'Dashboard',
      'Candidates',
      'Interviews History (Not visited yet)',
      'All Interviews',
      'Resume',
      'Training',
      'Profile',
      'Trash',
      'Setting',
      'Log out',
    ]);
    expect(entry('Candidates')).toHaveAttribute('href', '/manage-candidate');
    expect(entry('All Interviews')).toHaveAttribute('href', '/interviews');
    await waitFor(() => expect(screen.getByTestId('location')).toBeInTheDocument());
  });

  it('highlights the current entry per route (titles: App.test, e2e shell)', async () => {
    const { user } = renderLayout('/manage-candidate');
    expect(entry('Candidates')).toHaveAttribute('aria-current', 'page');
    expect(entry('Candidates')).toHaveClass('RaMenuItemLink-active');
    expect(entry('Dashboard')).not.toHaveAttribute('aria-current');
    expect(screen.getByText('Welcome to Interview AI Admin')).toBeInTheDocument();

    for (const menu of ['Training', 'Profile', 'Trash', 'Setting', 'All Interviews', 'Dashboard']) {
      await user.click(entry(menu));
      expect(entry(menu)).toHaveAttribute('aria-current', 'page');
    }
  });

  it("shows a screen's highlight and a loader at once while its code loads", async () => {
    let arrive: (module: { default: () => React.JSX.Element }) => void = () => undefined;
    const SlowScreen = lazy(
      () => new Promise<{ default: () => React.JSX.Element }>((resolve) => (arrive = resolve)),
    );
    const { user } = renderAdmin(<SlowScreen />, {
      dataProvider: makeDataProvider(),
      url: '/dashboard',
      route: '/manage-candidate/*',
      layout: true,
    });

    await user.click(entry('Candidates'));
    // the screen's code has not arrived: the new screen's frame shows, not the previous screen
    expect(entry('Candidates')).toHaveAttribute('aria-current', 'page');
    expect(screen.queryByText('elsewhere')).not.toBeInTheDocument();
    // react-admin's loader, after its second of patience
    expect(await screen.findByText('Loading', {}, { timeout: 3000 })).toBeInTheDocument();

    await act(async () => arrive({ default: () => <p>the candidates screen</p> }));
    expect(await screen.findByText('the candidates screen')).toBeInTheDocument();
    expect(screen.queryByText('Loading')).not.toBeInTheDocument();
  });

  it('shows the role in upper case and the initials avatar, updating at once', async () => {
    renderLayout();
    expect(screen.getByTestId('user-role')).toHaveTextContent(/^ADMIN$/);
    expect(screen.getByText('JD')).toBeInTheDocument();

    act(() => updateUser({ ...ADMIN, username: 'Sam', role: 'superadmin' }));
    expect(screen.getByTestId('user-role')).toHaveTextContent(/^SUPERADMIN$/);
    expect(screen.getByText('S')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Open profile of Sam' })).toBeInTheDocument();
  });

  it('shows the profile image when there is one', () => {
    renderLayout('/dashboard', makeDataProvider(), {
      ...ADMIN,
      profileImage: 'https://example.com/me.png',
    });
    // decorative: the button is named 'Open profile of jane doe' by a hidden text
    const profile = screen.getByRole('button', { name: 'Open profile of jane doe' });
    expect(profile.querySelector('img')).toHaveAttribute('src', 'https://example.com/me.png');
  });

  it('goes to /profile from the profile area', async () => {
    const { user } = renderLayout();
    await user.click(screen.getByRole('button', { name: 'Open profile of jane doe' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/profile');
  });

  it('styles Interviews History differently until it is visited', async () => {
    const { user } = renderLayout();
    expect(entry('Interviews History')).toHaveAttribute('data-visited', 'false');
    expect(entry('Interviews History')).toHaveAccessibleName(
      'Interviews History (Not visited yet)',
    );

    await user.click(entry('Interviews History'));
    await waitFor(() =>
      expect(entry('Interviews History')).toHaveAttribute('data-visited', 'true'),
    );
    expect(entry('Interviews History')).toHaveAccessibleName('Interviews History');
    expect(hasVisited()).toBe(true);

    await user.click(entry('Dashboard'));
    expect(entry('Interviews History')).toHaveAttribute('data-visited', 'true');
  });

  it('logs out: clears the session and goes to / replacing history', async () => {
    const { user } = renderLayout();
    await user.click(entry('Log out'));
    expect(await screen.findByText('sign-in screen')).toHaveAttribute(
      'data-navigation-type',
      'REPLACE',
    );
    expect(getToken()).toBeNull();
    expect(getUser()).toBeNull();
  });

  it("names the top bar's spinner while anything loads, and takes it away after", async () => {
    const skills = deferred<Skill[]>();
    renderLayout('/dashboard', makeDataProvider({ listSkills: vi.fn(() => skills.promise) }));
    expect(await screen.findByRole('progressbar', { name: 'Loading' })).toBeInTheDocument();
    await act(async () => skills.resolve([]));
    await waitFor(() => expect(screen.queryByRole('progressbar')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Refresh' })).toBeInTheDocument();
  });

  it('loads skills and voices once at start', async () => {
    const { dataProvider, user } = renderLayout();
    await user.click(entry('Training'));
    await user.click(entry('Resume'));
    const { listSkills, listVoices } = dataProvider as unknown as Record<
      string,
      ReturnType<typeof vi.fn>
    >;
    await waitFor(() => expect(listSkills).toHaveBeenCalledTimes(1));
    expect(listVoices).toHaveBeenCalledTimes(1);
  });

  it("toasts 'Failed to fetch listed skills' once when skills or voices fail", async () => {
    // react-admin logs failed data provider calls outside production builds
    allowConsoleMessages(/^console\.error: Error: down/);
    renderLayout(
      '/dashboard',
      makeDataProvider({
        listSkills: vi.fn(() => Promise.reject(new Error('down'))),
        listVoices: vi.fn(() => Promise.reject(new Error('down'))),
      }),
    );
    expect(await screen.findByText('Failed to fetch listed skills')).toBeInTheDocument();
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.getAllByText('Failed to fetch listed skills')).toHaveLength(1);
  });
});
