// useLoadedAfterPaint: a module asked for once the browser has had a frame (and so painted) and a
// task after it, without a render of its own, and rendered once it has come.
import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useLoadedAfterPaint } from '../../src/common/useLoadedAfterPaint';

describe('useLoadedAfterPaint', () => {
  let frames: FrameRequestCallback[];
  beforeEach(() => {
    frames = [];
    vi.useFakeTimers();
    vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => {
      frames.push(callback);
      return frames.length;
    });
    vi.stubGlobal('cancelAnimationFrame', (id: number) => {
      frames[id - 1] = () => undefined;
    });
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  const nextFrame = () => act(() => frames.splice(0).forEach((callback) => callback(0)));

  /** A module that loads when the test says: resolve() or reject() the pending load. */
  function loadable(loadedAlready = false) {
    let loaded = loadedAlready;
    const pending = { resolve: () => {}, reject: () => {} } as {
      resolve: () => void;
      reject: () => void;
    };
    const preload = vi.fn(
      () =>
        new Promise<void>((resolve, reject) => {
          pending.resolve = () => {
            loaded = true;
            resolve();
          };
          pending.reject = () => reject(new Error('chunk failed'));
        }),
    );
    return { preload, isLoaded: () => loaded, pending };
  }

  let renders = 0;
  function LoadProbe({ module }: { module: ReturnType<typeof loadable> }) {
    renders++;
    return <p>{useLoadedAfterPaint(module) ? 'render it' : 'wait'}</p>;
  }
  beforeEach(() => {
    renders = 0;
  });

  it('asks for a module once painted, and says to render it once it has come', async () => {
    const module = loadable();
    render(<LoadProbe module={module} />);
    act(() => vi.runAllTimers()); // no task before the frame
    expect(module.preload).not.toHaveBeenCalled();
    nextFrame(); // the frame: its paint comes after this callback
    expect(module.preload).not.toHaveBeenCalled();
    act(() => vi.runAllTimers()); // the task after the frame
    expect(module.preload).toHaveBeenCalledTimes(1);
    expect(screen.getByText('wait')).toBeInTheDocument();
    // asking for it rendered nothing again: the component's first render is its only one so far
    expect(renders).toBe(1);
    await act(async () => module.pending.resolve());
    expect(screen.getByText('render it')).toBeInTheDocument();
    expect(renders).toBe(2);
  });

  it('leaves nothing behind when unmounted before the paint, and asks for nothing', () => {
    const module = loadable();
    const view = render(<LoadProbe module={module} />);
    view.unmount();
    nextFrame();
    act(() => vi.runAllTimers());
    expect(vi.getTimerCount()).toBe(0);

    const painted = render(<LoadProbe module={module} />);
    nextFrame();
    painted.unmount(); // between the frame and its task: the task is cancelled
    expect(vi.getTimerCount()).toBe(0);
    expect(module.preload).not.toHaveBeenCalled();
  });

  it('renders nothing more when unmounted while the module loads', async () => {
    const module = loadable();
    const view = render(<LoadProbe module={module} />);
    nextFrame();
    act(() => vi.runAllTimers());
    view.unmount();
    await act(async () => module.pending.resolve());
    expect(renders).toBe(1);
  });

  it('says to render at once a module that is here, asking for nothing', () => {
    const module = loadable(true);
    render(<LoadProbe module={module} />);
    expect(screen.getByText('render it')).toBeInTheDocument();
    nextFrame();
    act(() => vi.runAllTimers());
    expect(module.preload).not.toHaveBeenCalled();
  });

  it('says to render a module whose load failed, so its own load and error show', async () => {
    const module = loadable();
    render(<LoadProbe module={module} />);
    nextFrame();
    act(() => vi.runAllTimers());
    await act(async () => module.pending.reject());
    expect(screen.getByText('render it')).toBeInTheDocument();
  });
});
