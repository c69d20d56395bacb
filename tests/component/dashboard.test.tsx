import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type {
  AppDataProvider,
  DashboardSummary,
  Interview,
  TrainingSet,
} from '../../src/dataProvider/types';
import { clearSession } from '../../src/authProvider/session';
import { isoWeekOf } from '../../src/dates/dates';
import type { DashboardChartsProps } from '../../src/dashboard/DashboardCharts';
import { DashboardPage } from '../../src/dashboard/DashboardPage';
import { prefetchDashboardSummary } from '../../src/dashboard/useDashboardData';
import { allowConsoleMessages } from './consoleGuard';
import dashboard from '../../src/dashboard';
import { makeDataProvider } from './fakes/generic';
import { serverError } from './fixtures';
import { renderAdmin, testQueryClient } from './renderAdmin';

// MUI X Charts needs layout (ResizeObserver, SVG measuring) that jsdom lacks: the lazy charts
// module is replaced by a stand-in that shows the figures it is given.
const chartsModule = vi.hoisted(() => ({
  release: () => undefined as void,
  /** the props of every render of the stand-in, in order */
  renders: [] as unknown[],
}));
vi.mock('../../src/dashboard/DashboardCharts', async () => {
  // the chunk "arrives" only when the test says so, to see the skeleton first
  await new Promise<void>((resolve) => {
    chartsModule.release = resolve;
  });
  return {
    default: (props: DashboardChartsProps) => {
      chartsModule.renders.push(props);
      return <output data-testid="charts">{JSON.stringify(props)}</output>;
    },
  };
});

const STATS = {
  total_interviews: 9,
  scheduled_interviews: 4,
  completed_interviews: 3,
  cancelled_interviews: 2,
  total_candidates: 12,
  hired_candidates: 1,
};

const local = (y: number, m: number, d: number, h = 10) => new Date(y, m - 1, d, h).toISOString();

let n = 0;
function iv(status: Interview['status'], when: string, extra: Partial<Interview> = {}): Interview {
  n += 1;
  return {
    id: `i${n}`,
    status,
    scheduled_time: when,
    title: `Interview ${n}`,
    candidate: { name: `Candidate ${n}` },
    agent_voice: 'coral',
    ...extra,
  };
}

const INTERVIEWS: Interview[] = [
  iv('scheduled', local(2030, 1, 9), { candidate: { name: 'Sam Late' } }),
  iv('scheduled', local(2030, 1, 2), { candidate: { name: 'Ada First' }, agent_voice: 'sage' }),
  iv('scheduled', local(2030, 1, 5)),
  iv('in_progress', local(2024, 1, 1)),
  iv('completed', local(2025, 3, 1), { score: 4.25, selected: true, candidate: { name: 'Kim' } }),
  iv('completed', local(2025, 2, 1), { score: 3 }),
  iv('completed', local(2025, 4, 1), { score: null, candidate: { name: 'Lee Latest' } }),
  iv('cancelled', local(2025, 1, 1)),
  iv('cancelled', local(2025, 1, 2)),
];

const TRAINING: TrainingSet[] = [
  {
    id: 't1',
    domain: 'Backend',
    questions: [
      { question: 'a', difficulty: 'easy', tags: ['x'] },
      { question: 'b', difficulty: 'hard', tags: ['x'] },
    ],
  },
];

/** A platform-like API: no summary, so the dashboard reads the stats and every record. */
function dashboardProvider(overrides: Record<string, unknown> = {}) {
  return makeDataProvider({
    dashboardSummary: vi.fn(() => Promise.resolve(null)),
    dashboardStats: vi.fn(() => Promise.resolve(STATS)),
    getList: vi.fn((resource: string, params: { pagination: { page: number } }) => {
      if (resource === 'interviews') {
        return Promise.resolve({
          data: params.pagination.page === 1 ? INTERVIEWS : [],
          total: INTERVIEWS.length,
        });
      }
      if (resource === 'training') return Promise.resolve({ data: TRAINING, total: 1 });
      return Promise.reject(new Error(`unexpected ${resource}`));
    }),
    ...overrides,
  });
}

const card = (key: string) => screen.getByTestId(`stat-${key}`);

describe('DashboardPage without the summary (the platform)', () => {
  it('shows the six counts as links to their lists, before the charts chunk arrives', async () => {
    const dataProvider = dashboardProvider();
    renderAdmin(<DashboardPage />, { dataProvider, resource: dashboard, layout: true });
    await waitFor(() => expect(within(card('candidates')).getByTestId('stat-value')).toBeVisible());
    const expected: Array<[string, string, string]> = [
      ['candidates', '12', '/manage-candidate'],
      ['interviews', '9', '/interviews'],
      ['scheduled', '4', '/scheduled-interviews'],
      ['completed', '3', '/interviews-history'],
      ['cancelled', '2', '/interviews-history'],
      ['hired', '1', '/interviews-history'],
    ];
    for (const [key, value, href] of expected) {
      expect(within(card(key)).getByTestId('stat-value')).toHaveTextContent(
        new RegExp(`^${value}$`),
      );
      expect(within(card(key)).getByRole('link')).toHaveAttribute('href', href);
    }
    expect(within(card('candidates')).getByRole('link')).toHaveAccessibleName(/Candidates.*12/);
    // the in-progress share of 'Scheduled' comes from the interviews
    expect(await within(card('scheduled')).findByText('Including 1 in progress')).toBeVisible();

    // the charts' chunk has not arrived: same-size skeletons hold its place, their subtitles'
    // lines taken but no count shown ('0 interviews' would be wrong)
    const skeleton = screen.getByTestId('charts-skeleton');
    expect(within(skeleton).getByText('Interviews by state')).toBeVisible();
    expect(within(skeleton).getByText('0 interviews')).not.toBeVisible();
    expect(screen.queryByTestId('charts')).not.toBeInTheDocument();
    chartsModule.release();
    const charts = await screen.findByTestId('charts');
    expect(screen.queryByTestId('charts-skeleton')).not.toBeInTheDocument();
    const props = JSON.parse(charts.textContent ?? '{}') as DashboardChartsProps;
    expect(props.byStatus).toEqual({ scheduled: 3, in_progress: 1, completed: 3, cancelled: 2 });
    expect(props.perWeek).toHaveLength(8);
    expect(props.byDifficulty).toEqual([
      { domain: 'Backend', easy: 1, medium: 0, hard: 1, total: 2 },
    ]);
    // asked for the summary once, then fell back to the contract's calls
    expect(dataProvider.dashboardSummary).toHaveBeenCalledTimes(1);
    expect(dataProvider.dashboardStats).toHaveBeenCalledTimes(1);
  });

  it('lists the soonest scheduled and the latest completed interviews with scores', async () => {
    chartsModule.release();
    renderAdmin(<DashboardPage />, {
      dataProvider: dashboardProvider(),
      resource: dashboard,
      layout: true,
    });
    const upcoming = await screen.findByTestId('upcoming-interviews');
    await waitFor(() => expect(within(upcoming).getAllByTestId('interview-row')).toHaveLength(3));
    const names = (el: HTMLElement) =>
      within(el)
        .getAllByTestId('candidate-name')
        .map((e) => e.textContent);
    expect(names(upcoming)).toEqual(['Ada First', 'Candidate 3', 'Sam Late']);
    expect(within(upcoming).getAllByTestId('time')[0]).toHaveTextContent('2 Jan 2030, 10:00am');
    expect(within(upcoming).getByText('Voice: Sage')).toBeVisible();
    expect(within(upcoming).getByRole('link', { name: /View all/ })).toHaveAttribute(
      'href',
      '/scheduled-interviews',
    );

    const latest = screen.getByTestId('latest-completed');
    expect(names(latest)).toEqual(['Lee Latest', 'Kim', 'Candidate 6']);
    expect(
      within(latest)
        .getAllByTestId('score')
        .map((e) => e.textContent),
    ).toEqual(['No score', '4.3 / 5', '3.0 / 5']);
    expect(within(latest).getByText('Hired')).toBeVisible();
    expect(within(latest).getByRole('link', { name: /View all/ })).toHaveAttribute(
      'href',
      '/interviews-history',
    );
  });

  it('reads every page of interviews', async () => {
    chartsModule.release();
    const many = Array.from({ length: 150 }, (_, i) =>
      iv('completed', local(2025, 1, 1 + (i % 28)), { score: 3 }),
    );
    const getList = vi.fn((resource: string, params: { pagination: { page: number } }) => {
      if (resource === 'training') return Promise.resolve({ data: [], total: 0 });
      const { page } = params.pagination;
      return Promise.resolve({ data: many.slice((page - 1) * 100, page * 100), total: 150 });
    });
    renderAdmin(<DashboardPage />, {
      dataProvider: dashboardProvider({ getList }),
      resource: dashboard,
      layout: true,
    });
    const charts = await screen.findByTestId('charts');
    await waitFor(() =>
      expect(JSON.parse(charts.textContent ?? '{}').byStatus?.completed).toBe(150),
    );
    const pages = getList.mock.calls
      .filter(([resource]) => resource === 'interviews')
      .map(([, params]) => params.pagination);
    expect(pages).toEqual([
      { page: 1, perPage: 100 },
      { page: 2, perPage: 100 },
    ]);
  });

  it('says when nothing is scheduled or completed yet', async () => {
    chartsModule.release();
    renderAdmin(<DashboardPage />, {
      dataProvider: dashboardProvider({
        getList: vi.fn(() => Promise.resolve({ data: [], total: 0 })),
      }),
      resource: dashboard,
      layout: true,
    });
    expect(await screen.findByText('No interview is scheduled.')).toBeVisible();
    expect(screen.getByText('No interview has been completed yet.')).toBeVisible();
  });

  it('tells the user when the figures cannot load, and retries', async () => {
    chartsModule.release();
    allowConsoleMessages(/Server down/);
    const dashboardStats = vi
      .fn()
      .mockRejectedValueOnce(serverError('Server down', 500))
      .mockResolvedValue(STATS);
    const { user } = renderAdmin(<DashboardPage />, {
      dataProvider: dashboardProvider({ dashboardStats }),
      resource: dashboard,
      layout: true,
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Could not load the dashboard figures.',
    );
    // the same message as a toast
    await waitFor(() =>
      expect(screen.getAllByText('Could not load the dashboard figures.')).toHaveLength(2),
    );
    expect(within(card('candidates')).getByTestId('stat-value')).toHaveTextContent('–');
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() =>
      expect(within(card('candidates')).getByTestId('stat-value')).toHaveTextContent('12'),
    );
    expect(dashboardStats).toHaveBeenCalledTimes(2);
  });
});

const SUMMARY: DashboardSummary = {
  stats: STATS,
  by_status: { scheduled: 3, in_progress: 1, completed: 3, cancelled: 2 },
  per_week: Array.from({ length: 8 }, (_, i) => ({
    scheduled: i,
    in_progress: 0,
    completed: 1,
    cancelled: 0,
    total: i + 1,
  })),
  by_difficulty: [
    { domain: 'frontend', easy: 2, medium: 1, hard: 0, total: 3 },
    { domain: 'Backend', easy: 1, medium: 0, hard: 1, total: 2 },
  ],
  upcoming: [INTERVIEWS[1]!, INTERVIEWS[2]!],
  latest_completed: [INTERVIEWS[6]!, INTERVIEWS[4]!],
};

/** The reference server: the summary answers everything; any other call fails the test. */
function summaryProvider(dashboardSummary = vi.fn(() => Promise.resolve(SUMMARY))) {
  return makeDataProvider({ dashboardSummary });
}

describe('DashboardPage with the summary (the reference server)', () => {
  it('draws every figure from the one summary call', async () => {
    chartsModule.release();
    const dataProvider = summaryProvider();
    renderAdmin(<DashboardPage />, { dataProvider, resource: dashboard, layout: true });
    await waitFor(() =>
      expect(within(card('candidates')).getByTestId('stat-value')).toHaveTextContent('12'),
    );
    expect(within(card('scheduled')).getByText('Including 1 in progress')).toBeVisible();
    // the charts take their figures in a render after the numbers'
    const chartProps = () =>
      JSON.parse(screen.getByTestId('charts').textContent ?? '{}') as DashboardChartsProps;
    await waitFor(() => expect(chartProps().byStatus).toEqual(SUMMARY.by_status));
    const props = chartProps();
    expect(props.perWeek?.map((w) => [w.scheduled, w.total])).toEqual(
      SUMMARY.per_week.map((w) => [w.scheduled, w.total]),
    );
    expect(props.byDifficulty?.map((d) => d.domain)).toEqual(['Backend', 'frontend']);
    const names = (testId: string) =>
      within(screen.getByTestId(testId))
        .getAllByTestId('candidate-name')
        .map((e) => e.textContent);
    expect(names('upcoming-interviews')).toEqual(['Ada First', 'Candidate 3']);
    expect(names('latest-completed')).toEqual(['Lee Latest', 'Kim']);

    // one call, for the 8 local ISO weeks ending with this one: 9 Mondays at local midnight
    expect(dataProvider.dashboardSummary).toHaveBeenCalledTimes(1);
    expect(dataProvider.getList).not.toHaveBeenCalled();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    const weeks = vi.mocked(dataProvider.dashboardSummary).mock.calls[0]![0] as Date[];
    expect(weeks).toHaveLength(9);
    for (const monday of weeks) {
      expect([monday.getDay(), monday.getHours(), monday.getMinutes()]).toEqual([1, 0, 0]);
    }
    expect(weeks[7]!.getTime()).toBeLessThanOrEqual(Date.now());
    expect(weeks[8]!.getTime()).toBeGreaterThan(Date.now());
    expect(props.perWeek?.map((w) => w.week)).toEqual(weeks.slice(0, -1).map(isoWeekOf));
  });

  it('shows the numbers in its first render when the summary was asked for ahead', async () => {
    chartsModule.release();
    const dataProvider = summaryProvider();
    const queryClient = testQueryClient();
    // what signing in (or loading /dashboard with a session) does beside the console's render
    // (App.tsx's startScreenAt)
    void prefetchDashboardSummary(queryClient, dataProvider as unknown as AppDataProvider);
    const asked = () => queryClient.getQueriesData({ queryKey: ['dashboard', 'summary'] });
    await waitFor(() => expect(asked()[0]?.[1]).toEqual(SUMMARY));
    chartsModule.renders.length = 0;
    renderAdmin(<DashboardPage />, {
      dataProvider,
      resource: dashboard,
      layout: true,
      queryClient,
    });
    // no loading state first: the numbers are drawn by the render that mounts the page
    expect(within(card('candidates')).getByTestId('stat-value')).toHaveTextContent('12');
    expect(within(card('hired')).getByTestId('stat-value')).toHaveTextContent('1');
    expect(screen.getByTestId('upcoming-interviews')).toHaveTextContent('Ada First');
    const chartProps = () =>
      JSON.parse(screen.getByTestId('charts').textContent ?? '{}') as DashboardChartsProps;
    await waitFor(() => expect(chartProps().byStatus).toEqual(SUMMARY.by_status));
    // the charts (their code already there) drew their frames first, their figures in a later
    // render: the render that shows the numbers does not wait for the charts
    expect(chartsModule.renders[0]).toEqual({});
    expect(chartsModule.renders.at(-1)).toMatchObject({ byStatus: SUMMARY.by_status });
    // the prefetch's answer serves the page: the same query, asked for once
    expect(dataProvider.dashboardSummary).toHaveBeenCalledTimes(1);
  });

  it('asks for nothing once signed out, when Log out clears the cache under the page', async () => {
    chartsModule.release();
    const dataProvider = summaryProvider();
    const queryClient = testQueryClient();
    renderAdmin(<DashboardPage />, {
      dataProvider,
      resource: dashboard,
      layout: true,
      queryClient,
    });
    await waitFor(() =>
      expect(within(card('candidates')).getByTestId('stat-value')).toHaveTextContent('12'),
    );
    expect(dataProvider.dashboardSummary).toHaveBeenCalledTimes(1);
    // what react-admin's Log out does: the session goes, then the whole cache, the page still up
    act(() => {
      clearSession();
      queryClient.clear();
    });
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    // (before: the page asked again without a token, answered 401, and threw while rendering)
    expect(dataProvider.dashboardSummary).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('tells the user when the summary cannot load, and retries it', async () => {
    chartsModule.release();
    allowConsoleMessages(/Server down/);
    const dashboardSummary = vi
      .fn()
      .mockRejectedValueOnce(serverError('Server down', 500))
      .mockResolvedValue(SUMMARY);
    const { user } = renderAdmin(<DashboardPage />, {
      dataProvider: summaryProvider(dashboardSummary),
      resource: dashboard,
      layout: true,
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Could not load the dashboard figures.',
    );
    expect(within(card('candidates')).getByTestId('stat-value')).toHaveTextContent('–');
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() =>
      expect(within(card('candidates')).getByTestId('stat-value')).toHaveTextContent('12'),
    );
    expect(dashboardSummary).toHaveBeenCalledTimes(2);
  });
});
