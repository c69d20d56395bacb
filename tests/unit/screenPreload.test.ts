// The sign-in page warms up the screen the console opens on, found in the screen list by path.
import { describe, expect, it, vi } from 'vitest';
import { page, preloadScreenAt, sidebarResource } from '../../src/layout/screen';

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

  it('swallows a failed load: the screen reports it when it is shown', async () => {
    const failing = vi.fn(() => Promise.reject(new Error('offline')));
    preloadScreenAt([page('/x', failing)], '/x');
    await Promise.resolve();
    expect(failing).toHaveBeenCalledTimes(1);
  });
});
