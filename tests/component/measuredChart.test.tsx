import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
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
  /** the browser's report of the observed element's content width after a layout */
  report(width: number) {
    const entry = { contentRect: { width } } as ResizeObserverEntry;
    act(() => this.callback([entry], this as unknown as ResizeObserver));
  }
}

const drawn = () => screen.queryByTestId('drawn')?.textContent;

function renderChart() {
  const widths: number[] = [];
  const view = render(
    <MeasuredChart>
      {(width) => {
        widths.push(width);
        return <span data-testid="drawn">{width}</span>;
      }}
    </MeasuredChart>,
  );
  const [observer] = FakeResizeObserver.all;
  if (!observer) throw new Error('MeasuredChart observes nothing');
  return { ...view, observer, widths };
}

describe('MeasuredChart', () => {
  beforeEach(() => {
    FakeResizeObserver.all = [];
    vi.stubGlobal('ResizeObserver', FakeResizeObserver);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('draws the chart at the width the observer reports, and nothing before', () => {
    const { observer, widths } = renderChart();
    expect(observer.observed).toHaveLength(1);
    expect(drawn()).toBeUndefined();
    expect(widths).toEqual([]);

    observer.report(312.7);
    expect(drawn()).toBe('312');
  });

  it('keeps the drawing while hidden (width 0) and draws it anew at a new width', () => {
    const { observer } = renderChart();
    observer.report(480);
    observer.report(0); // display: none, e.g. the card shows its table
    expect(drawn()).toBe('480');
    observer.report(640);
    expect(drawn()).toBe('640');
  });

  it('stops observing when it goes', () => {
    const { observer, unmount } = renderChart();
    unmount();
    expect(observer.disconnected).toBe(true);
  });
});
