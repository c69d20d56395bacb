// The sign-in page fetches the console ahead only once it has loaded and the browser is idle.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { whenIdleAfterLoad } from '../../src/layout/whenIdle';

function stubIdle() {
  const callbacks: Array<() => void> = [];
  vi.stubGlobal(
    'requestIdleCallback',
    vi.fn((cb: () => void) => callbacks.push(cb)),
  );
  vi.stubGlobal('cancelIdleCallback', vi.fn());
  return { runIdle: () => callbacks.splice(0).forEach((cb) => cb()) };
}

function loading(state: DocumentReadyState) {
  Object.defineProperty(document, 'readyState', { value: state, configurable: true });
}

afterEach(() => {
  vi.unstubAllGlobals();
  loading('complete');
});

describe('whenIdleAfterLoad', () => {
  it('waits for the load event, then for an idle moment', () => {
    const { runIdle } = stubIdle();
    loading('loading');
    const task = vi.fn();
    whenIdleAfterLoad(task);
    runIdle();
    expect(task).not.toHaveBeenCalled();
    window.dispatchEvent(new Event('load'));
    expect(task).not.toHaveBeenCalled();
    runIdle();
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('asks for an idle moment at once when the page has already loaded', () => {
    const { runIdle } = stubIdle();
    const task = vi.fn();
    whenIdleAfterLoad(task);
    runIdle();
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('runs nothing once cancelled, before or after the load', () => {
    const { runIdle } = stubIdle();
    loading('loading');
    const early = vi.fn();
    whenIdleAfterLoad(early)();
    window.dispatchEvent(new Event('load'));
    runIdle();
    loading('complete');
    const late = vi.fn();
    const cancel = whenIdleAfterLoad(late);
    cancel();
    runIdle();
    expect(early).not.toHaveBeenCalled();
    expect(late).not.toHaveBeenCalled();
  });
});
