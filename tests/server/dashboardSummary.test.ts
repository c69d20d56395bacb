// GET /admin/dashboard_summary against the figures the console computed before it existed: the
// functions of src/dashboard/dashboardData.ts over every interview and training set the contract's
// lists answer, and the summary as the console maps it. On the demo data, on ties and week edges,
// and in an unusual time zone.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../../server/src/lib/ids.ts';
import {
  loadConsoleDashboard,
  type ConsoleDashboard,
  type ListedInterview as Interview,
  type Summary as DashboardSummary,
} from './consoleDashboard.ts';
import { insertCandidate, insertInterview } from './rows.ts';
import { startTestApp, type TestApp } from './testApp.ts';

let t: TestApp;
let code: ConsoleDashboard;
let token: string;
let otherToken: string;
const TZ = process.env.TZ;

const get = (url: string, tk = token) =>
  t.app.inject({ url: `/api${url}`, headers: { authorization: `Bearer ${tk}` } });

const weeksParam = (bounds: readonly Date[]) => bounds.map((d) => d.toISOString()).join(',');

async function summary(bounds: readonly Date[], tk = token): Promise<DashboardSummary> {
  const res = await get(`/admin/dashboard_summary?weeks=${weeksParam(bounds)}`, tk);
  expect(res.statusCode, res.body).toBe(200);
  expect(res.json().msg).toBe('Dashboard summary fetched successfully');
  return res.json().data as DashboardSummary;
}

async function allInterviews(): Promise<Interview[]> {
  const items: Interview[] = [];
  for (let page = 1; page <= 100; page++) {
    const { data } = (await get(`/interview/list?page=${page}&limit=100`)).json();
    items.push(...(data.items as Interview[]));
    if (page >= data.total_pages) break;
  }
  return items;
}

/** What the dashboard's lists show of an interview. */
const shown = (list: Interview[]) =>
  list.map((i) => ({
    id: i.id,
    title: i.title,
    scheduled_time: i.scheduled_time,
    status: i.status,
    agent_voice: i.agent_voice,
    score: i.score,
    selected: i.selected,
    name: i.candidate?.name,
  }));

/** The figures as the console computed them from the records, and as it maps the summary. */
async function bothWays(now: Date) {
  const bounds = code.weekBoundaries(now);
  const interviews = await allInterviews();
  const training = (await get('/training/list')).json().data as unknown[];
  const old = {
    byStatus: code.countByStatus(interviews),
    perWeek: code.interviewsPerWeek(interviews, now),
    upcoming: shown(code.nextScheduled(interviews)),
    completed: shown(code.latestCompleted(interviews)),
    byDifficulty: code.questionsByDifficulty(training),
  };
  const data = await summary(bounds);
  const figures = code.summaryFigures(data, bounds);
  const mapped = {
    ...figures,
    upcoming: shown(figures.upcoming),
    completed: shown(figures.completed),
  };
  return { old, mapped, data, interviews };
}

beforeAll(async () => {
  code = await loadConsoleDashboard();
  t = await startTestApp({ SEED_DEMO: 'on' });
  token = await t.login();
  await t.createAdmin('other');
  otherToken = await t.login('other');
});
afterAll(async () => {
  await t?.close();
});
afterEach(() => {
  if (TZ === undefined) delete process.env.TZ;
  else process.env.TZ = TZ;
});

describe('dashboard summary', () => {
  it('answers the figures the console computed from every record, on the demo data', async () => {
    const { old, mapped, data, interviews } = await bothWays(new Date());
    expect(mapped).toEqual(old);
    // the demo data puts something in each figure, so the comparison compares something
    expect(old.perWeek.some((w) => w.total > 0)).toBe(true);
    expect(old.upcoming).toHaveLength(5);
    expect(old.completed).toHaveLength(5);
    expect(old.byDifficulty.length).toBeGreaterThan(0);
    expect(old.byStatus.in_progress).toBeGreaterThan(0);
    // the numbers are dashboard_stats'
    expect(data.stats).toEqual((await get('/admin/dashboard_stats')).json().data);
    expect(data.stats.total_interviews).toBe(interviews.length);
    // the weeks answer the boundaries they were asked for
    const bounds = code.weekBoundaries(new Date()).map((d) => d.toISOString());
    expect(data.per_week.map((w) => [w.start, w.end])).toEqual(
      bounds.slice(0, -1).map((start, i) => [start, bounds[i + 1]]),
    );
  });

  it('buckets by the weeks of the time zone the client asked in', async () => {
    // UTC+12:45/+13:45: local weeks start at another UTC hour on each side of a DST change
    process.env.TZ = 'Pacific/Chatham';
    const now = new Date('2025-04-10T12:00:00Z'); // DST ended on 6 April there
    await addInterviewsAround(code.weekBoundaries(now));
    const { old, mapped } = await bothWays(now);
    expect(mapped.perWeek).toEqual(old.perWeek);
    expect(old.perWeek.some((w) => w.total > 0)).toBe(true);
  });

  it('orders ties in time as the interview list did, and counts boundaries into the later week', async () => {
    const bounds = code.weekBoundaries(new Date());
    const tied = await addTies();
    await addInterviewsAround(bounds);
    const { old, mapped } = await bothWays(new Date());
    expect(mapped).toEqual(old);
    expect(old.upcoming.map((i) => i.id)).toEqual(tied.scheduled);
    expect(old.completed.map((i) => i.id)).toEqual(tied.completed);
  });

  it("counts only the admin's own records", async () => {
    const bounds = code.weekBoundaries(new Date());
    const data = await summary(bounds, otherToken);
    expect(data.stats.total_interviews).toBe(0);
    expect(data.by_status).toEqual({ scheduled: 0, in_progress: 0, completed: 0, cancelled: 0 });
    expect(data.per_week.map((w) => w.total)).toEqual(Array(8).fill(0));
    expect([data.upcoming, data.latest_completed, data.by_difficulty]).toEqual([[], [], []]);
  });

  it('refuses week boundaries that are missing, invalid, out of order or too many', async () => {
    const day = (n: number) => new Date(Date.UTC(2025, 0, 6 + n)).toISOString();
    const cases: Array<[string, RegExp]> = [
      ['', /weeks is required/],
      ['?weeks=', /weeks is required/],
      [`?weeks=${day(0)}`, /from 2 to 54 instants/],
      [`?weeks=${Array.from({ length: 55 }, (_, i) => day(i * 7)).join(',')}`, /from 2 to 54/],
      [`?weeks=${day(0)},yesterday`, /ISO 8601 instants with an offset/],
      [`?weeks=${day(0)},2025-01-13T00:00:00`, /ISO 8601 instants with an offset/],
      [`?weeks=${day(0)},2025-02-30T00:00:00Z`, /ISO 8601 instants/],
      [`?weeks=0000-01-03T00:00:00Z,${day(0)}`, /years 0001 to 9999/],
      [`?weeks=${day(7)},${day(0)}`, /increasing order/],
      [`?weeks=${day(0)},${day(0)}`, /increasing order/],
    ];
    for (const [query, msg] of cases) {
      const res = await get(`/admin/dashboard_summary${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().msg, query).toMatch(msg);
    }
    // 53 weeks of a long ISO year are fine, and offsets other than Z are the same instants
    const year = Array.from({ length: 54 }, (_, i) => day(i * 7));
    expect((await get(`/admin/dashboard_summary?weeks=${year.join(',')}`)).statusCode).toBe(200);
    const res = await get(
      `/admin/dashboard_summary?weeks=${encodeURIComponent('2025-01-06T01:00:00+01:00,' + day(7))}`,
    );
    expect(res.json().data.per_week[0].start).toBe(day(0));
  });

  it('needs a signed-in admin', async () => {
    const res = await t.app.inject({ url: `/api/admin/dashboard_summary?weeks=${day0()}` });
    expect(res.statusCode).toBe(401);
  });
});

const day0 = () => weeksParam(code.weekBoundaries(new Date()));

async function ownCandidate(): Promise<{ adminId: string; candidateId: string }> {
  const admin = await t.db
    .selectFrom('admins')
    .select('id')
    .where('username', '=', 'admin')
    .executeTakeFirstOrThrow();
  const id = newId();
  const candidateId = await insertCandidate(t.db, admin.id, { id, name: `Edge ${id.slice(0, 4)}` });
  return { adminId: admin.id, candidateId };
}

async function addInterview(
  owner: { adminId: string; candidateId: string },
  fields: { scheduled_time: string; status: Interview['status']; created_at: string; id?: string },
) {
  const id = fields.id ?? newId();
  return insertInterview(t.db, owner.adminId, owner.candidateId, {
    ...fields,
    id,
    title: `Edge ${id.slice(0, 4)}`,
    agent_voice: 'sage',
    score: fields.status === 'completed' ? 2.5 : null,
  });
}

/** Interviews on each boundary, a millisecond before it, and a millisecond after. */
async function addInterviewsAround(bounds: readonly Date[]) {
  const owner = await ownCandidate();
  const statuses = ['scheduled', 'in_progress', 'completed', 'cancelled'] as const;
  let n = 0;
  for (const bound of bounds) {
    for (const offset of [-1, 0, 1]) {
      await addInterview(owner, {
        scheduled_time: new Date(bound.getTime() + offset).toISOString(),
        status: statuses[n++ % statuses.length],
        created_at: new Date(Date.now() - n * 1000).toISOString(),
      });
    }
  }
}

/**
 * Five scheduled interviews at one time, earlier than any other, and five completed ones at one
 * time, later than any other: three created at different times, and two created at the same
 * time (told apart by id). Their ids in the order the old lists showed them: newest created
 * first, then highest id.
 */
async function addTies() {
  const owner = await ownCandidate();
  const created = (s: number) => new Date(Date.UTC(2024, 0, 1, 0, 0, s)).toISOString();
  const tied = async (status: 'scheduled' | 'completed', when: string, high: string) => {
    const rows: { id: string; created: string }[] = [];
    for (const [s, id] of [
      [1, newId()],
      [3, newId()],
      [2, newId()],
      [5, high.repeat(24)],
      [5, newId()],
    ] as const) {
      await addInterview(owner, { scheduled_time: when, status, created_at: created(s), id });
      rows.push({ id, created: created(s) });
    }
    rows.sort((a, b) => b.created.localeCompare(a.created) || (a.id < b.id ? 1 : -1));
    return rows.map((r) => r.id);
  };
  return {
    scheduled: await tied('scheduled', '2020-01-06T09:00:00.000Z', 'f'),
    completed: await tied('completed', '2090-01-06T09:00:00.000Z', '0'),
  };
}
