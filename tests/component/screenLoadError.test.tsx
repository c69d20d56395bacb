// A screen whose code could not be downloaded, inside the console's Layout: the error screen says
// so with Retry, and the screen loads again on Retry, on the top bar's refresh and on navigation.
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { preloadable } from '../../src/common/preloadable';
import { allowConsoleMessages } from './consoleGuard';
import { makeDataProvider } from './fakes/generic';
import { renderAdmin } from './renderAdmin';

const SCREEN_FAILED = 'This screen could not be loaded';

/** A screen whose load fails while `network.online` is false (short retry waits). */
function flakyScreen() {
  const network = { online: false };
  const TrashScreen = () => <p>the trash screen</p>;
  const load = vi.fn(async () => {
    if (!network.online) throw new TypeError('Failed to fetch dynamically imported module');
    return { default: TrashScreen };
  });
  return { network, load, Screen: preloadable(load, { retryDelays: [5, 5] }) };
}

function renderAtTrash(Screen: React.ElementType) {
  allowConsoleMessages(/dynamically imported module|LoadError|could not be loaded|error boundary/i);
  return renderAdmin(<Screen />, {
    dataProvider: makeDataProvider(),
    layout: true,
    url: '/trash',
    route: '/trash/*',
  });
}

const menuEntry = (name: string) =>
  within(screen.getByRole('menu', { name: 'Main navigation' })).getByRole('menuitem', {
    name: new RegExp(`^${name}`),
  });

describe('a screen whose code cannot be downloaded', () => {
  it('shows nothing of the failure when a retry succeeds by itself', async () => {
    const flaky = flakyScreen();
    flaky.load.mockRejectedValueOnce(new TypeError('offline'));
    flaky.load.mockRejectedValueOnce(new TypeError('offline'));
    flaky.network.online = true;
    renderAtTrash(flaky.Screen);
    expect(await screen.findByText('the trash screen')).toBeInTheDocument();
    expect(flaky.load).toHaveBeenCalledTimes(3);
    expect(screen.queryByText(SCREEN_FAILED)).not.toBeInTheDocument();
  });

  it('says so in the layout, with Retry, and Retry loads it', async () => {
    const flaky = flakyScreen();
    const { user } = renderAtTrash(flaky.Screen);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(SCREEN_FAILED);
    expect(alert).toHaveTextContent(
      'The server could not be reached. Check your connection, then retry.',
    );
    expect(screen.getByRole('heading', { level: 2, name: SCREEN_FAILED })).toBeInTheDocument();
    expect(flaky.load).toHaveBeenCalledTimes(3);
    // the frame stays: sidebar and top bar

    // still offline: the error again, after another round of attempts
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('button', { name: 'Retry' })).toBeInTheDocument();
    expect(flaky.load).toHaveBeenCalledTimes(6);

    flaky.network.online = true;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('the trash screen')).toBeInTheDocument();
    expect(screen.queryByText(SCREEN_FAILED)).not.toBeInTheDocument();
  });

  it("loads again on the top bar's refresh button", async () => {
    const flaky = flakyScreen();
    const { user } = renderAtTrash(flaky.Screen);
    expect(await screen.findByText(SCREEN_FAILED)).toBeInTheDocument();
    flaky.network.online = true;
    await user.click(screen.getByRole('button', { name: 'Refresh' }));
    expect(await screen.findByText('the trash screen')).toBeInTheDocument();
    expect(flaky.load).toHaveBeenCalledTimes(4);
  });

  it('loads again after going to another screen and back', async () => {
    const flaky = flakyScreen();
    const { user } = renderAtTrash(flaky.Screen);
    expect(await screen.findByText(SCREEN_FAILED)).toBeInTheDocument();
    flaky.network.online = true;

    await user.click(menuEntry('Dashboard'));
    expect(await screen.findByText('elsewhere')).toBeInTheDocument();
    expect(screen.queryByText(SCREEN_FAILED)).not.toBeInTheDocument();

    await user.click(menuEntry('Trash'));
    expect(await screen.findByText('the trash screen')).toBeInTheDocument();
    expect(flaky.load).toHaveBeenCalledTimes(4);
  });

  it("leaves other errors to react-admin's error page", async () => {
    allowConsoleMessages(/a bug|error boundary|The above error/i);
    const Broken = () => {
      throw new Error('a bug');
    };
    renderAtTrash(Broken);
    expect(await screen.findByText('Something went wrong')).toBeInTheDocument();
    expect(screen.queryByText(SCREEN_FAILED)).not.toBeInTheDocument();
  });
});
