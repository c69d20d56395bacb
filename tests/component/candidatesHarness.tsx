// Renders the candidate screens inside react-admin's AdminContext with an in-memory data
// provider shaped like the console's (segregated buckets and their counts in meta), the
// console's i18n and toasts, and a query client that does not retry.
import { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpError, type GetListParams } from 'ra-core';
import type { ReactElement } from 'react';
import { AdminContext, memoryStore, type DataProvider } from 'react-admin';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { ToastContainer } from 'react-toastify';
import { vi } from 'vitest';
import {
  SEGREGATED_STATES,
  type Candidate,
  type SegregatedState,
  type Skill,
  type Voice,
} from '../../src/dataProvider/types';
import { i18nProvider } from '../../src/i18n/i18nProvider';
import { NotificationBridge } from '../../src/layout/NotificationBridge';
import { TOAST_CONTAINER_PROPS } from '../../src/layout/toast';
import { storeSession, tokenExpiringIn } from './sessionFixtures';

/** An ISO string for a local date and time (so formatted times do not depend on the zone). */
export function localIso(year: number, month: number, day: number, hour = 0, minute = 0): string {
  return new Date(year, month - 1, day, hour, minute).toISOString();
}

export function makeCandidate(overrides: Partial<Candidate> = {}): Candidate {
  return {
    id: 'cand-1',
    cand_id: 'C-AB1234',
    name: 'Jane Doe',
    email: 'jane@example.com',
    phone: '+1 555 0100',
    skills: ['Python'],
    resume_url: '/api/resumes/abc.pdf?expires=1&sig=x',
    profile_summary: '<p>Backend engineer.</p>',
    created_at: localIso(2025, 3, 5, 15, 7),
    ...overrides,
  };
}

export function serverError(msg: string, status = 400): HttpError {
  return new HttpError(msg, status, { msg, statusCode: status, data: {} });
}

export const ADMIN_SKILLS: Skill[] = [
  { skill: 'Backend', num_questions: 5 },
  { skill: 'Python', num_questions: 3 },
  { skill: 'SQL', num_questions: 2 },
];

export const VOICES: Voice[] = [
  { id: 'ash', name: 'Ash', gender: 'male', description: 'Warm, friendly male voice' },
  { id: 'ballad', name: 'Ballad', gender: 'female', description: 'Smooth, melodic female voice' },
  { id: 'coral', name: 'Coral', gender: 'female', description: 'Bright, energetic female voice' },
  { id: 'sage', name: 'Sage', gender: 'neutral', description: 'Calm, wise voice' },
  { id: 'verse', name: 'Verse', gender: 'neutral', description: 'Poetic, expressive voice' },
];

export type Buckets = Partial<Record<SegregatedState, Candidate[]>>;

/**
 * A data provider whose `candidates` getList answers like the console's: the bucket of
 * `filter.state` from the current page, meta {page, totalPages, totalCandidates, counts}.
 * `pages` gives the buckets per page (page 1 first); `totalPages` defaults to their number.
 */
export function makeProvider(
  options: { pages?: Buckets[]; totalPages?: number; skills?: Skill[]; voices?: Voice[] } = {},
) {
  const pages = options.pages ?? [{}];
  const bucketsOf = (page: number): Record<SegregatedState, Candidate[]> => {
    const found = pages[page - 1] ?? {};
    return Object.fromEntries(SEGREGATED_STATES.map((s) => [s, found[s] ?? []])) as Record<
      SegregatedState,
      Candidate[]
    >;
  };
  const provider = {
    getList: vi.fn((resource: string, params: GetListParams) => {
      if (resource !== 'candidates') return Promise.reject(new Error(`unexpected ${resource}`));
      const page = params.pagination?.page ?? 1;
      const buckets = bucketsOf(page);
      const state = (params.filter?.state ?? 'no_interview_doc') as SegregatedState;
      const data = buckets[state];
      return Promise.resolve({
        data,
        total: data.length,
        meta: {
          page,
          totalPages: options.totalPages ?? pages.length,
          totalCandidates: SEGREGATED_STATES.reduce((n, s) => n + buckets[s].length, 0),
          counts: Object.fromEntries(SEGREGATED_STATES.map((s) => [s, buckets[s].length])),
        },
      });
    }),
    getOne: vi.fn(() => Promise.reject(new Error('not used'))),
    getMany: vi.fn(() => Promise.resolve({ data: [] })),
    getManyReference: vi.fn(() => Promise.resolve({ data: [], total: 0 })),
    create: vi.fn((_resource: string, params: { data: Record<string, unknown>; meta?: unknown }) =>
      Promise.resolve({ data: { ...params.data, id: 'new-1' } }),
    ),
    update: vi.fn((_resource: string, params: { id: unknown; data: Record<string, unknown> }) =>
      Promise.resolve({ data: { ...params.data, id: params.id } }),
    ),
    updateMany: vi.fn(() => Promise.reject(new Error('not used'))),
    delete: vi.fn((_resource: string, params: { id: unknown; previousData?: unknown }) =>
      Promise.resolve({ data: params.previousData ?? { id: params.id } }),
    ),
    deleteMany: vi.fn(() => Promise.reject(new Error('not used'))),
    listSkills: vi.fn(() => Promise.resolve(options.skills ?? ADMIN_SKILLS)),
    listVoices: vi.fn(() => Promise.resolve(options.voices ?? VOICES)),
  };
  return provider;
}

export type FakeProvider = ReturnType<typeof makeProvider>;

function Where() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

/** Renders `element` at `path`, signed in, with toasts. */
export function renderWithAdmin(
  element: ReactElement,
  provider: FakeProvider,
  { path = '/manage-candidate', user = userEvent.setup() } = {},
) {
  storeSession(tokenExpiringIn(3600));
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
          <Route path="/manage-candidate/*" element={element} />
        </Routes>
        <Where />
      </AdminContext>
    </MemoryRouter>,
  );
  return { user, queryClient, ...utils };
}

/** A file of `size` bytes (the content is not read). */
export function fakeFile(name: string, type: string, size = 2048): File {
  const file = new File([new Uint8Array(Math.min(size, 4096))], name, { type });
  if (size > 4096) Object.defineProperty(file, 'size', { value: size });
  return file;
}
