// dataProvider.dashboardSummary: the reference server's summary, and null where the API has none
// (the platform), so the dashboard falls back to the contract's calls.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AppDataProvider } from '../../../src/dataProvider/types';
import { weekBoundaries } from '../../../src/dashboard/summaryRequest';
import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { prefetchDashboardSummary, summaryQuery } from '../../../src/dashboard/useDashboardData';
import { signedInProvider, type FakeApi } from '../support/signedInProvider';

const WEEKS = [new Date('2025-03-02T18:30:00Z'), new Date('2025-03-09T18:30:00Z')];

const ANSWER = {
  stats: {
    total_interviews: 9,
    scheduled_interviews: 4,
    completed_interviews: 3,
    cancelled_interviews: 2,
    total_candidates: 12,
    hired_candidates: 1,
  },
  by_status: { scheduled: 3, in_progress: 1, completed: 3, cancelled: 2 },
  per_week: [
    {
      start: '2025-03-02T18:30:00.000Z',
      end: '2025-03-09T18:30:00.000Z',
      scheduled: 1,
      in_progress: 0,
      completed: 2,
      cancelled: 0,
      total: 3,
    },
  ],
  by_difficulty: [{ domain: 'Backend', easy: 1, medium: 2, hard: 0, total: 3 }],
  upcoming: [
    {
      id: 'i1',
      int_id: 'I-AAAAAA',
      title: 'Intro',
      scheduled_time: '2025-03-10T09:00:00',
      status: 'scheduled',
      agent_voice: 'sage',
      score: null,
      selected: false,
      candidate: { name: 'Ada' },
    },
  ],
  latest_completed: [],
};

describe('dashboardSummary', () => {
  let api: FakeApi;
  let dp: AppDataProvider;
  beforeEach(() => {
    ({ api, dp } = signedInProvider());
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('GET /admin/dashboard_summary with the week boundaries as instants', async () => {
    api.reply(200, {
      data: ANSWER,
      msg: 'Dashboard summary fetched successfully',
      statusCode: 200,
    });
    const summary = await dp.dashboardSummary(WEEKS);
    const url = new URL(api.request.url, 'http://x');
    expect(url.pathname).toBe('/api/admin/dashboard_summary');
    expect(url.searchParams.get('weeks')).toBe('2025-03-02T18:30:00.000Z,2025-03-09T18:30:00.000Z');
    expect(api.request.headers.get('Authorization')).toBe('Bearer tok');
    expect(summary).toEqual({
      stats: ANSWER.stats,
      by_status: ANSWER.by_status,
      per_week: [{ scheduled: 1, in_progress: 0, completed: 2, cancelled: 0, total: 3 }],
      by_difficulty: ANSWER.by_difficulty,
      // a naive time reads as UTC, as everywhere
      upcoming: [{ ...ANSWER.upcoming[0], scheduled_time: '2025-03-10T09:00:00Z' }],
      latest_completed: [],
    });
  });

  it('asked for ahead (signing in), with the weeks of a dashboard opened now: the page reads that answer without asking again', async () => {
    api.reply(200, { data: ANSWER, msg: 'ok', statusCode: 200 });
    const queryClient = new QueryClient();
    await prefetchDashboardSummary(queryClient, dp);
    expect(api.requests).toHaveLength(1);
    const weeks = new URL(api.request.url, 'http://x').searchParams.get('weeks');
    expect(weeks).toBe(
      weekBoundaries(new Date())
        .map((d) => d.toISOString())
        .join(','),
    );
    // the dashboard's own query, as it mounts
    const page = new QueryObserver(queryClient, summaryQuery(dp, weekBoundaries(new Date())));
    const stop = page.subscribe(() => undefined);
    expect(page.getCurrentResult().data?.stats).toEqual(ANSWER.stats);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(api.requests).toHaveLength(1);
    stop();
  });

  it('reads missing or textual counts as numbers, and missing lists as empty', async () => {
    api.reply(200, {
      data: { stats: { total_interviews: '7' }, per_week: [{ total: '2' }], by_difficulty: {} },
      msg: 'ok',
      statusCode: 200,
    });
    const summary = await dp.dashboardSummary(WEEKS);
    expect(summary?.stats.total_interviews).toBe(7);
    expect(summary?.stats.hired_candidates).toBe(0);
    expect(summary?.by_status).toEqual({
      scheduled: 0,
      in_progress: 0,
      completed: 0,
      cancelled: 0,
    });
    expect(summary?.per_week).toEqual([
      { scheduled: 0, in_progress: 0, completed: 0, cancelled: 0, total: 2 },
    ]);
    expect([summary?.by_difficulty, summary?.upcoming, summary?.latest_completed]).toEqual([
      [],
      [],
      [],
    ]);
  });

  it.each([
    ['404 (no such route)', 404, { msg: 'Not Found' }],
    ['405 (no such method)', 405, { msg: 'Method Not Allowed' }],
    ['501 (not implemented)', 501, 'Not Implemented'],
    ['a page instead of JSON', 200, '<!doctype html><title>Platform</title>'],
    ['JSON that is not the envelope', 200, { stats: ANSWER.stats, per_week: [] }],
    ['an envelope without a summary', 200, { data: {}, msg: 'ok', statusCode: 200 }],
  ])('is null when the API has no summary: %s', async (_case, status, body) => {
    api.reply(status, body);
    await expect(dp.dashboardSummary(WEEKS)).resolves.toBeNull();
  });

  it.each([
    [500, { data: {}, msg: 'Error: database is down', statusCode: 500 }],
    [400, { data: {}, msg: 'weeks must be in increasing order', statusCode: 400 }],
  ])('rejects other failures (%i) with their msg', async (status, body) => {
    api.reply(status, body);
    await expect(dp.dashboardSummary(WEEKS)).rejects.toMatchObject({ status, message: body.msg });
  });

  it('rejects when the server cannot be reached', async () => {
    api.fail();
    await expect(dp.dashboardSummary(WEEKS)).rejects.toMatchObject({ status: 0 });
  });
});
