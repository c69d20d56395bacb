// Renders the interview, resume and trash screens inside react-admin's AdminContext with an
// in-memory data provider, the console's i18n, its toasts and a query client that does not retry.
import { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpError, type GetListParams } from 'ra-core';
import type { ReactElement } from 'react';
import { AdminContext, memoryStore, type DataProvider } from 'react-admin';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { ToastContainer } from 'react-toastify';
import { vi } from 'vitest';
import type { Candidate, Interview } from '../../src/dataProvider/types';
import { i18nProvider } from '../../src/i18n/i18nProvider';
import { NotificationBridge } from '../../src/layout/NotificationBridge';
import { TOAST_CONTAINER_PROPS } from '../../src/layout/toast';
import { storeSession, tokenExpiringIn } from './sessionFixtures';

/** An ISO string for a local date and time (so formatted times do not depend on the zone). */
export function localIso(year: number, month: number, day: number, hour = 0, minute = 0): string {
  return new Date(year, month - 1, day, hour, minute).toISOString();
}

export function candidate(overrides: Partial<Candidate> = {}): Candidate {
  return {
    id: 'cand-1',
    cand_id: 'C-AB1234',
    name: 'Jane Doe',
    email: 'jane@example.com',
    phone: '+1 555 0100',
    skills: ['react'],
    resume_url: '/api/resumes/abc.pdf?expires=1&sig=x',
    created_at: localIso(2025, 3, 5, 15, 7),
    ...overrides,
  };
}

export function interview(overrides: Partial<Interview> = {}): Interview {
  return {
    id: 'int-1',
    int_id: 'I-XY0001',
    candidate_id: 'cand-1',
    candidate: { cand_id: 'C-AB1234', name: 'Jane Doe' },
    title: 'Frontend screen',
    scheduled_time: localIso(2030, 3, 5, 15, 7),
    status: 'scheduled',
    link: '/meeting?interviewId=int-1',
    agent_voice: 'coral',
    num_questions: 3,
    history: [],
    score: null,
    feedback: '',
    selected: false,
    created_at: localIso(2025, 1, 1, 9, 0),
    ...overrides,
  };
}

/** An HttpError as the console's httpClient throws it: the server's msg as message. */
export function serverError(msg: string, status = 400): HttpError {
  return new HttpError(msg, status, { msg, statusCode: status, data: {} });
}

type Rec = { id: string | number; [key: string]: unknown };

function matchesFilter(record: Rec, filter: Record<string, unknown>): boolean {
  const status = filter.status;
  if (Array.isArray(status) && !status.includes(record.status)) return false;
  if (typeof status === 'string' && status && record.status !== status) return false;
  const q = filter.q;
  if (typeof q === 'string' && q) {
    const needle = q.toLowerCase();
    if (
      !['name', 'email', 'cand_id'].some((f) =>
        String(record[f] ?? '')
          .toLowerCase()
          .includes(needle),
      )
    )
      return false;
  }
  return true;
}

/**
 * A data provider keeping `interviews`, `deleted-candidates` and `candidates` in memory: getList
 * filters (status, q) and pages, update merges, delete removes; every method is a spy.
 */
export function makeDataProvider(
  data: { interviews?: Interview[]; deleted?: Candidate[]; candidates?: Candidate[] } = {},
) {
  const tables: Record<string, Rec[]> = {
    interviews: [...(data.interviews ?? [])],
    'deleted-candidates': [...(data.deleted ?? [])],
    candidates: [...(data.candidates ?? [])],
  };
  const table = (resource: string) => {
    const found = tables[resource];
    if (!found) throw new Error(`unknown resource ${resource}`);
    return found;
  };
  const provider = {
    getList: vi.fn((resource: string, params: GetListParams) => {
      const all = table(resource).filter((r) => matchesFilter(r, params.filter ?? {}));
      const page = params.pagination?.page ?? 1;
      const perPage = params.pagination?.perPage ?? 25;
      return Promise.resolve({
        data: all.slice((page - 1) * perPage, page * perPage),
        total: all.length,
        meta: { totalPages: Math.max(1, Math.ceil(all.length / perPage)) },
      });
    }),
    getOne: vi.fn((resource: string, params: { id: unknown }) => {
      const found = table(resource).find((r) => r.id === params.id);
      return found
        ? Promise.resolve({ data: found })
        : Promise.reject(serverError('Not found', 404));
    }),
    getMany: vi.fn(() => Promise.resolve({ data: [] })),
    getManyReference: vi.fn(() => Promise.resolve({ data: [], total: 0 })),
    create: vi.fn(() => Promise.reject(new Error('not used'))),
    update: vi.fn((resource: string, params: { id: unknown; data: Record<string, unknown> }) => {
      const rows = table(resource);
      const index = rows.findIndex((r) => r.id === params.id);
      if (index < 0) return Promise.reject(serverError('Not found', 404));
      const next = { ...rows[index]!, ...params.data };
      // a restored candidate leaves the trash
      if (resource === 'deleted-candidates' && params.data.deleted === false) rows.splice(index, 1);
      else rows[index] = next;
      return Promise.resolve({ data: next });
    }),
    updateMany: vi.fn(() => Promise.reject(new Error('not used'))),
    delete: vi.fn((resource: string, params: { id: unknown }) => {
      const rows = table(resource);
      const index = rows.findIndex((r) => r.id === params.id);
      if (index < 0) return Promise.reject(serverError('Candidate not found', 404));
      const [removed] = rows.splice(index, 1);
      return Promise.resolve({ data: removed });
    }),
    deleteMany: vi.fn(() => Promise.reject(new Error('not used'))),
    listSkills: vi.fn(() => Promise.resolve([])),
    listVoices: vi.fn(() => Promise.resolve([])),
  };
  return { provider, tables };
}

export type FakeProvider = ReturnType<typeof makeDataProvider>['provider'];

function Where() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

/** Renders a screen at `path` (the route `${route}/*`), signed in, with toasts. */
export function renderScreen(
  screenElement: ReactElement,
  provider: FakeProvider,
  { path = '/', route = '/' }: { path?: string; route?: string } = {},
) {
  storeSession(tokenExpiringIn(3600));
  const user = userEvent.setup();
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const utils = render(
    <MemoryRouter initialEntries={[path]}>
      <ToastContainer {...TOAST_CONTAINER_PROPS} />
      <AdminContext
        dataProvider={provider as unknown as DataProvider}
        i18nProvider={i18nProvider}
        store={memoryStore()}
        queryClient={queryClient}
      >
        <NotificationBridge />
        <Routes>
          <Route path={route === '/' ? '/*' : `${route}/*`} element={screenElement} />
        </Routes>
        <Where />
      </AdminContext>
    </MemoryRouter>,
  );
  return { user, queryClient, ...utils };
}

/** The params of the last getList call for a resource. */
export function lastListParams(provider: FakeProvider, resource: string): GetListParams {
  const calls = provider.getList.mock.calls.filter(([r]) => r === resource);
  const last = calls[calls.length - 1];
  if (!last) throw new Error(`no getList call for ${resource}`);
  return last[1];
}
