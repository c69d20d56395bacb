// usePainted: false through the first render's commit and its effects, true once the browser has
// had a frame (and so painted) and a task after it. useLoadedAfterPaint: a module asked for then,
// rendered once it has come.
import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useLoadedAfterPaint, usePainted } from '../../src/common/usePainted';

function Probe() {
  return <p>{usePainted() ? 'painted' : 'not yet'}</p>;
}

describe('usePainted', () => {
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

  it('is false until a frame and then a task have passed', () => {
    render(<Probe />);
    expect(screen.getByText('not yet')).toBeInTheDocument();
    act(() => vi.runAllTimers()); // no task before the frame
    expect(screen.getByText('not yet')).toBeInTheDocument();
    nextFrame(); // the frame: its paint comes after this callback
    expect(screen.getByText('not yet')).toBeInTheDocument();
    act(() => vi.runAllTimers()); // the task after the frame
    expect(screen.getByText('painted')).toBeInTheDocument();
  });

  it('leaves nothing behind when unmounted before the paint', () => {
    const view = render(<Probe />);
    view.unmount();
    nextFrame();
    act(() => vi.runAllTimers());
    expect(vi.getTimerCount()).toBe(0);

    const painted = render(<Probe />);
    nextFrame();
    painted.unmount(); // between the frame and its task: the task is cancelled
    expect(vi.getTimerCount()).toBe(0);
  });

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

  function LoadProbe({ module }: { module: ReturnType<typeof loadable> }) {
    return <p>{useLoadedAfterPaint(module) ? 'render it' : 'wait'}</p>;
  }

  it('asks for a module once painted, and says to render it once it has come', async () => {
    const module = loadable();
    render(<LoadProbe module={module} />);
    expect(module.preload).not.toHaveBeenCalled();
    nextFrame();
    expect(module.preload).not.toHaveBeenCalled();
    act(() => vi.runAllTimers());
    expect(module.preload).toHaveBeenCalledTimes(1);
    expect(screen.getByText('wait')).toBeInTheDocument();
    await act(async () => module.pending.resolve());
    expect(screen.getByText('render it')).toBeInTheDocument();
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
