// An in-memory data provider shaped like the console's for the candidates screen: segregated
// buckets per page and their counts in meta.
import type { GetListParams } from 'ra-core';
import { vi } from 'vitest';
import {
  SEGREGATED_STATES,
  type Candidate,
  type SegregatedState,
  type Skill,
  type Voice,
} from '../../../src/dataProvider/types';
import { VOICES } from '../fixtures';

export const ADMIN_SKILLS: Skill[] = [
  { skill: 'Backend', num_questions: 5 },
  { skill: 'Python', num_questions: 3 },
  { skill: 'SQL', num_questions: 2 },
];

export type Buckets = Partial<Record<SegregatedState, Candidate[]>>;

/**
 * A data provider whose `candidates` getList answers like the console's: the bucket of
 * `filter.state` from the current page, meta {page, totalPages, totalCandidates, counts}.
 * `pages` gives the buckets per page (page 1 first); `totalPages` defaults to their number.
 */
export function makeProvider(
  options: {
    pages?: Buckets[];
    totalPages?: number;
    skills?: Skill[];
    voices?: Voice[];
    /** searches (`filter.q`) and sorts by name, and echoes both, as the reference server does */
    search?: boolean;
  } = {},
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
      const buckets = options.search ? searched(bucketsOf(page), params) : bucketsOf(page);
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
          applied: options.search ? appliedOf(params) : undefined,
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
    candidateExportLink: vi.fn((_view: Record<string, string | undefined>) =>
      Promise.resolve<string | null>('http://localhost/api/candidate/export.csv?sig=x'),
    ),
    listSkills: vi.fn(() => Promise.resolve(options.skills ?? ADMIN_SKILLS)),
    listVoices: vi.fn(() => Promise.resolve(options.voices ?? VOICES)),
  };
  return provider;
}

const qOf = (params: GetListParams) => String(params.filter?.q ?? '').toLowerCase();

/** The buckets narrowed to the search and sorted as asked (by name, or left in their order). */
function searched(buckets: Record<SegregatedState, Candidate[]>, params: GetListParams) {
  const q = qOf(params);
  const { field, order } = params.sort ?? { field: 'created_at', order: 'DESC' };
  const sign = order === 'ASC' ? 1 : -1;
  const pick = (list: Candidate[]) => {
    const found = list.filter((c) =>
      [c.name, c.email, c.cand_id].some((v) =>
        String(v ?? '')
          .toLowerCase()
          .includes(q),
      ),
    );
    return field === 'name'
      ? found.sort((a, b) => sign * String(a.name).localeCompare(String(b.name)))
      : found;
  };
  return Object.fromEntries(SEGREGATED_STATES.map((s) => [s, pick(buckets[s])])) as Record<
    SegregatedState,
    Candidate[]
  >;
}

function appliedOf(params: GetListParams) {
  const { field, order } = params.sort ?? { field: 'created_at', order: 'DESC' };
  return { q: qOf(params), sort: field, order: order.toLowerCase() };
}

export type FakeProvider = ReturnType<typeof makeProvider>;
