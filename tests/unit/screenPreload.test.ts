// The sign-in page warms up the screen the console opens on, found in the screen list by path;
// with a session, that screen's first data is asked for ahead too.
import { QueryClient } from '@tanstack/react-query';
import { memoryStore } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import type { AppDataProvider } from '../../src/dataProvider/types';
import { page, prefetchScreenAt, preloadScreenAt, sidebarResource } from '../../src/layout/screen';

const module = { default: () => null };

function screens() {
  const loads = {
    dashboard: vi.fn(async () => module),
    candidates: vi.fn(async () => module),
    history: vi.fn(async () => module),
  };
  const list = [
    page('/dashboard', loads.dashboard),
    sidebarResource('candidates', loads.candidates, {
      path: '/manage-candidate',
      menu: { label: 'Candidates', icon: () => null, order: 20 },
      pages: [page('/manage-candidate/history', loads.history)],
    }),
  ];
  return { loads, list };
}

describe('preloadScreenAt', () => {
  it("loads the module of the screen at a path, and only that one's", () => {
    const { loads, list } = screens();
    preloadScreenAt(list, '/dashboard');
    expect(loads.dashboard).toHaveBeenCalledTimes(1);
    expect(loads.candidates).not.toHaveBeenCalled();
    preloadScreenAt(list, '/manage-candidate/42');
    expect(loads.candidates).toHaveBeenCalledTimes(1);
  });

  it('picks the longest route that matches, and nothing for an unknown path', () => {
    const { loads, list } = screens();
    preloadScreenAt(list, '/manage-candidate/history');
    expect(loads.history).toHaveBeenCalledTimes(1);
    expect(loads.candidates).not.toHaveBeenCalled();
    preloadScreenAt(list, '/nowhere');
    expect(loads.dashboard).not.toHaveBeenCalled();
  });

  it('settles once the module is here, so the console can wait for its screen', async () => {
    let arrive: (m: typeof module) => void = () => undefined;
    const load = vi.fn(() => new Promise<typeof module>((resolve) => (arrive = resolve)));
    const list = [page('/x', load)];
    let settled = false;
    const loading = preloadScreenAt(list, '/x').then(() => (settled = true));
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(settled).toBe(false);
    arrive(module);
    await loading;
    expect(list[0]!.component).toHaveProperty('isLoaded');
    expect((list[0]!.component as unknown as { isLoaded(): boolean }).isLoaded()).toBe(true);
    // a path without a screen to load settles at once
    await expect(preloadScreenAt(list, '/nowhere')).resolves.toBeUndefined();
  });

  it('swallows a failed load, after its retries: the screen reports it when it is shown', async () => {
    vi.useFakeTimers();
    try {
      const failing = vi.fn(() => Promise.reject(new Error('offline')));
      const loading = preloadScreenAt([page('/x', failing)], '/x');
      await vi.runAllTimersAsync();
      await expect(loading).resolves.toBeUndefined();
      expect(failing).toHaveBeenCalledTimes(3);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('prefetchScreenAt', () => {
  it("asks for the data of the page at a path (below it too), with the console's cache", () => {
    const prefetch = vi.fn();
    const list = [
      page('/dashboard', async () => module, { prefetch }),
      page('/settings', async () => module),
    ];
    const context = {
      queryClient: new QueryClient(),
      dataProvider: {} as AppDataProvider,
      search: new URLSearchParams(),
      store: memoryStore(),
    };
    prefetchScreenAt(list, '/settings', context);
    prefetchScreenAt(list, '/nowhere', context);
    expect(prefetch).not.toHaveBeenCalled();
    prefetchScreenAt(list, '/dashboard', context);
    prefetchScreenAt(list, '/dashboard/anything', context);
    expect(prefetch).toHaveBeenCalledTimes(2);
    expect(prefetch).toHaveBeenCalledWith(context);
  });

  it("asks for a resource's data at its list's route, with the address's query", () => {
    const prefetch = vi.fn();
    const list = [
      sidebarResource('candidates', async () => module, {
        path: '/manage-candidate',
        menu: { label: 'Candidates', icon: () => null, order: 20 },
        prefetch,
      }),
    ];
    const context = {
      queryClient: new QueryClient(),
      dataProvider: {} as AppDataProvider,
      search: new URLSearchParams('state=scheduled&page=2'),
      store: memoryStore(),
    };
    prefetchScreenAt(list, '/candidates', context);
    expect(prefetch).not.toHaveBeenCalled();
    prefetchScreenAt(list, '/manage-candidate', context);
    expect(prefetch).toHaveBeenCalledExactlyOnceWith(context);
  });
});
