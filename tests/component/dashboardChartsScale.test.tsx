// The dashboard's charts with the figures of 100,000 candidates (the real charts, in jsdom at a
// size the stand-in ResizeObserver reports): every count written as the count cards write it, and
// where room is short (the pie's ring, the count axis) in a short form that fits, not cut off.
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminContext, memoryStore } from 'react-admin';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DashboardCharts } from '../../src/dashboard/DashboardCharts';
import type { WeekBucket } from '../../src/dashboard/dashboardData';
import { i18nProvider } from '../../src/i18n/i18nProvider';

class ReportingResizeObserver {
  constructor(private readonly callback: ResizeObserverCallback) {}
  observe() {
    const entry = { contentRect: { width: 520, height: 300 } } as ResizeObserverEntry;
    queueMicrotask(() => act(() => this.callback([entry], this as unknown as ResizeObserver)));
  }
  unobserve() {}
  disconnect() {}
}

const BY_STATUS = { scheduled: 30_271, in_progress: 0, completed: 47_153, cancelled: 23_576 };
const week = (n: number, scheduled: number, completed: number, cancelled: number): WeekBucket => ({
  week: `2026-W${40 + n}`,
  label: `${n + 1} Oct`,
  scheduled,
  in_progress: 0,
  completed,
  cancelled,
  total: scheduled + completed + cancelled,
});
const PER_WEEK = Array.from({ length: 8 }, (_, i) => week(i, 450, 950, 400));

function renderCharts() {
  return render(
    <AdminContext i18nProvider={i18nProvider} store={memoryStore()}>
      <DashboardCharts byStatus={BY_STATUS} perWeek={PER_WEEK} byDifficulty={[]} />
    </AdminContext>,
  );
}

describe('the dashboard charts at 100,000', () => {
  beforeEach(() => vi.stubGlobal('ResizeObserver', ReportingResizeObserver));
  afterEach(() => vi.unstubAllGlobals());

  it('write their totals with grouping, and in the tables every count in full', async () => {
    const user = userEvent.setup();
    renderCharts();
    const pie = await screen.findByTestId('chart-by-state');
    expect(within(pie).getByText('101,000 interviews')).toBeInTheDocument();
    const bars = screen.getByTestId('chart-per-week');
    expect(
      within(bars).getByText('Last 8 ISO weeks, by scheduled date: 14,400 interviews'),
    ).toBeInTheDocument();

    await user.click(within(pie).getByRole('button', { name: 'Show as a table' }));
    const table = within(pie).getByRole('table');
    expect(within(table).getByRole('row', { name: /Completed/ })).toHaveTextContent('47,153');
    await user.click(within(bars).getByRole('button', { name: 'Show as a table' }));
    const rows = within(within(bars).getByRole('table')).getAllByRole('row');
    expect(rows[1]).toHaveTextContent(/950\s*400\s*1,800$/);
  });

  it('label the pie’s slices in a short form that fits the ring', async () => {
    const { container } = renderCharts();
    await vi.waitFor(() =>
      expect(container.querySelectorAll('.MuiPieArcLabel-root').length).toBe(3),
    );
    const labels = [...container.querySelectorAll('.MuiPieArcLabel-root')].map(
      (l) => l.textContent,
    );
    expect(labels.sort()).toEqual(['23.6K', '30.3K', '47.2K']);
  });

  it('mark the count axis in a short form', async () => {
    const { container } = renderCharts();
    await vi.waitFor(() =>
      expect(container.querySelectorAll('.MuiChartsAxis-tickLabel').length).toBeGreaterThan(8),
    );
    const ticks = [
      ...container.querySelectorAll('.MuiChartsAxis-directionY .MuiChartsAxis-tickLabel'),
    ].map((t) => t.textContent);
    expect(ticks.length).toBeGreaterThan(1);
    for (const tick of ticks) expect(tick).toMatch(/^\d+(\.\d)?K?$/);
    expect(ticks).toContain('1K');
  });
});
