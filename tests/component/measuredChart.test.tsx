import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Size } from '../../src/common/useObservedSize';
import { MeasuredChart } from '../../src/dashboard/ChartCard';

/** jsdom has no ResizeObserver (nor layout): a stand-in the test reports sizes through. */
class FakeResizeObserver {
  static all: FakeResizeObserver[] = [];
  observed: Element[] = [];
  disconnected = false;
  constructor(private readonly callback: ResizeObserverCallback) {
    FakeResizeObserver.all.push(this);
  }
  observe(element: Element) {
    this.observed.push(element);
  }
  unobserve() {}
  disconnect() {
    this.disconnected = true;
  }
  /** the browser's report of the observed element's content box after a layout */
  report(width: number, height: number) {
    const entry = { contentRect: { width, height } } as ResizeObserverEntry;
    act(() => this.callback([entry], this as unknown as ResizeObserver));
  }
}

const drawn = () => screen.queryByTestId('drawn')?.textContent;

function renderChart() {
  // what the chart draws, each time it is drawn
  const sizes: Size[] = [];
  function Drawn({ size }: { size: Size }) {
    sizes.push(size);
    return <span data-testid="drawn">{`${size.width} × ${size.height}`}</span>;
  }
  const view = render(<MeasuredChart>{(size) => <Drawn size={size} />}</MeasuredChart>);
  const [observer] = FakeResizeObserver.all;
  if (!observer) throw new Error('MeasuredChart observes nothing');
  return { ...view, observer, sizes };
}

describe('MeasuredChart', () => {
  beforeEach(() => {
    FakeResizeObserver.all = [];
    vi.stubGlobal('ResizeObserver', FakeResizeObserver);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('draws the chart at the size the observer reports, and nothing before', () => {
    const { observer, sizes } = renderChart();
    expect(observer.observed).toHaveLength(1);
    expect(drawn()).toBeUndefined();
    expect(sizes).toEqual([]);

    observer.report(312.7, 231.4);
    expect(drawn()).toBe('312 × 231');
  });

  it('keeps the drawing while hidden (0 × 0) and draws it anew at a new size', () => {
    const { observer, sizes } = renderChart();
    observer.report(480, 231);
    observer.report(0, 0); // display: none, e.g. the card shows its table
    expect(drawn()).toBe('480 × 231');
    observer.report(480, 231); // shown again as it was: nothing to draw anew
    expect(sizes).toHaveLength(1);
    observer.report(640, 247); // wider, and the legend above it on fewer lines
    expect(drawn()).toBe('640 × 247');
  });

  it('stops observing when it goes', () => {
    const { observer, unmount } = renderChart();
    unmount();
    expect(observer.disconnected).toBe(true);
  });
});
