// usePainted: false through the first render's commit and its effects, true once the browser has
// had a frame (and so painted) and a task after it.
import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { usePainted } from '../../src/common/usePainted';

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
});
