// A lazily loaded component that renders at once, without a fallback, once its module is there.
import { act, render, screen } from '@testing-library/react';
import { Suspense, useEffect } from 'react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { LoadErrorBoundary } from '../../src/common/LoadErrorBoundary';
import { isLoadError } from '../../src/common/loadWithRetry';
import { preloadable } from '../../src/common/preloadable';
import { allowConsoleMessages } from './consoleGuard';

function setup() {
  const mounts = vi.fn();
  function Screen({ text }: { text: string }) {
    useEffect(() => mounts(), []);
    return <p>{text}</p>;
  }
  const load = vi.fn(async () => ({ default: Screen }));
  return { load, mounts, Preloaded: preloadable(load) };
}

const inSuspense = (node: React.ReactNode) => (
  <Suspense fallback={<p>loading…</p>}>{node}</Suspense>
);

describe('preloadable', () => {
  it('renders without suspending once preloaded: no fallback, ever', async () => {
    const { load, Preloaded } = setup();
    expect(Preloaded.isLoaded()).toBe(false);
    const loading = Preloaded.preload();
    expect(Preloaded.isLoaded()).toBe(false);
    await act(() => loading);
    expect(Preloaded.isLoaded()).toBe(true);
    render(inSuspense(<Preloaded text="ready" />));
    expect(screen.getByText('ready')).toBeInTheDocument();
    expect(screen.queryByText('loading…')).not.toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('suspends like React.lazy when not preloaded, loading once', async () => {
    const { load, Preloaded } = setup();
    render(inSuspense(<Preloaded text="later" />));
    expect(screen.getByText('loading…')).toBeInTheDocument();
    expect(await screen.findByText('later')).toBeInTheDocument();
    await Preloaded.preload();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('keeps a component mounted through React.lazy when its parent renders again', async () => {
    const { mounts, Preloaded } = setup();
    const { rerender } = render(inSuspense(<Preloaded text="one" />));
    expect(await screen.findByText('one')).toBeInTheDocument();
    rerender(inSuspense(<Preloaded text="two" />));
    expect(screen.getByText('two')).toBeInTheDocument();
    expect(mounts).toHaveBeenCalledTimes(1);
  });

  it('loads again after a failed load', async () => {
    const Screen = () => <p>back</p>;
    const load = vi
      .fn<() => Promise<{ default: typeof Screen }>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue({ default: Screen });
    const Preloaded = preloadable(load, { retryDelays: [] });
    const error: unknown = await Preloaded.preload().catch((e: unknown) => e);
    expect(isLoadError(error)).toBe(true);
    expect((error as Error).cause).toEqual(new Error('offline'));
    await act(() => Preloaded.preload());
    render(<Preloaded />);
    expect(screen.getByText('back')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('retries a failing load by itself: failing twice, then loaded, it shows no error', async () => {
    const Screen = () => <p>third time</p>;
    const load = vi
      .fn<() => Promise<{ default: typeof Screen }>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue({ default: Screen });
    const Preloaded = preloadable(load, { retryDelays: [10, 20] });
    render(withBoundary(<Preloaded />));
    expect(await screen.findByText('third time')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(3);
    expect(screen.queryByText(/could not load/)).not.toBeInTheDocument();
  });

  it('reports a load that keeps failing, and loads anew when mounted again (React.lazy would not)', async () => {
    const Screen = () => <p>recovered</p>;
    let online = false;
    const load = vi.fn(async () => {
      if (!online) throw new Error('offline');
      return { default: Screen };
    });
    const Preloaded = preloadable(load, { retryDelays: [5, 5] });
    render(withBoundary(<Preloaded />));
    expect(await screen.findByText('could not load')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(3);

    online = true;
    await userEvent.click(screen.getByRole('button', { name: 'again' }));
    expect(await screen.findByText('recovered')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(4);
  });
});

/** `node` in a LoadErrorBoundary whose fallback says 'could not load' with a button 'again'. */
function withBoundary(node: React.ReactNode) {
  allowConsoleMessages(/offline|LoadError|could not be loaded|error boundary/i);
  return (
    <LoadErrorBoundary
      fallback={({ retry }) => (
        <>
          <p>could not load</p>
          <button onClick={retry}>again</button>
        </>
      )}
    >
      {inSuspense(node)}
    </LoadErrorBoundary>
  );
}
