// A lazily loaded component that renders at once, without a fallback, once its module is there.
import { act, render, screen } from '@testing-library/react';
import { Suspense, useEffect } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { preloadable } from '../../src/common/preloadable';

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
    await act(() => Preloaded.preload());
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
    const Preloaded = preloadable(load);
    await expect(Preloaded.preload()).rejects.toThrow('offline');
    await act(() => Preloaded.preload());
    render(<Preloaded />);
    expect(screen.getByText('back')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
