// When index.html's inline scripts start the console's downloads and its entry
// (scripts/vite/afterFirstPaint.ts), run as the page runs it: in the task after the first
// contentful paint, where the browser reports paints; else after the next frame; at the latest
// after the time given; once.
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { afterFirstPaint } from '../../scripts/vite/afterFirstPaint.ts';

const LATEST = 1000;

interface Entry {
  name: string;
}

function run(paintTypes: string[] | null) {
  const calls: string[] = [];
  const frames: (() => void)[] = [];
  const timers: { callback: () => void; ms: number | undefined }[] = [];
  const observers: { report(entries: Entry[]): void; options: unknown; disconnected: boolean }[] =
    [];
  class FakeObserver {
    static supportedEntryTypes = paintTypes ?? [];
    disconnected = false;
    options: unknown;
    constructor(
      private readonly callback: (list: { getEntriesByName(n: string): Entry[] }) => void,
    ) {
      observers.push(this);
    }
    observe(options: unknown) {
      this.options = options;
    }
    disconnect() {
      this.disconnected = true;
    }
    report(entries: Entry[]) {
      this.callback({ getEntriesByName: (name) => entries.filter((e) => e.name === name) });
    }
  }
  const context = {
    window: paintTypes ? { PerformanceObserver: FakeObserver } : {},
    requestAnimationFrame: (callback: () => void) => frames.push(callback),
    setTimeout: (callback: () => void, ms?: number) => timers.push({ callback, ms }),
    done: () => calls.push('done'),
  };
  runInNewContext(afterFirstPaint('function(){done()}', LATEST), context);
  return { calls, frames, timers, observers };
}

describe('afterFirstPaint', () => {
  it('calls in the task after the first contentful paint, once', () => {
    const page = run(['paint', 'largest-contentful-paint']);
    expect(page.frames).toEqual([]);
    const [observer] = page.observers;
    expect(observer!.options).toEqual({ type: 'paint', buffered: true });
    expect(page.timers.map((timer) => timer.ms)).toEqual([LATEST]);
    // the first paint of nothing contentful: not yet
    observer!.report([{ name: 'first-paint' }]);
    expect(page.timers).toHaveLength(1);
    observer!.report([{ name: 'first-paint' }, { name: 'first-contentful-paint' }]);
    expect(observer!.disconnected).toBe(true);
    expect(page.calls).toEqual([]);
    page.timers[1]!.callback(); // the task after it
    expect(page.calls).toEqual(['done']);
    page.timers[0]!.callback(); // the latest time: already called
    expect(page.calls).toEqual(['done']);
  });

  it(`calls after ${LATEST} ms when nothing is painted (a tab in the background)`, () => {
    const page = run(['paint']);
    page.timers[0]!.callback();
    expect(page.calls).toEqual(['done']);
    page.observers[0]!.report([{ name: 'first-contentful-paint' }]);
    page.timers[1]!.callback();
    expect(page.calls).toEqual(['done']);
  });

  it.each([
    ['no PerformanceObserver', null],
    ['no paint timing', ['navigation', 'resource']],
  ])('with %s, calls in the task after the next frame', (_, types) => {
    const page = run(types);
    expect(page.observers).toEqual([]);
    expect(page.frames).toHaveLength(1);
    page.frames[0]!();
    expect(page.calls).toEqual([]);
    page.timers[1]!.callback();
    expect(page.calls).toEqual(['done']);
  });
});
