// An in-memory data provider for the interview, resume and trash screens: `interviews`,
// `deleted-candidates` and `candidates` tables that getList filters and pages.
import type { GetListParams } from 'ra-core';
import { vi } from 'vitest';
import type {
  Candidate,
  Interview,
  MyReview,
  Review,
  ReviewAnswer,
} from '../../../src/dataProvider/types';
import { serverError } from '../fixtures';

const notThere = () => serverError('Not Found', 404);

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
  /** the candidate lists search and echo it, as the reference server does; else (the platform) they ignore `q` */
  options: {
    candidateSearch?: boolean;
    /** candidates a bulk action on the trash refuses, with the reason */
    bulkRefuses?: Record<string, string>;
    /** the trash's retention as the reference server tells it (getList meta); else none */
    trashRetentionDays?: number;
  } = {},
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
      const searches = resource !== 'candidates' || options.candidateSearch;
      const { q, ...rest } = (params.filter ?? {}) as Record<string, unknown>;
      const filter = searches ? { q, ...rest } : rest;
      const all = table(resource).filter((r) => matchesFilter(r, filter));
      const page = params.pagination?.page ?? 1;
      const perPage = params.pagination?.perPage ?? 25;
      const applied =
        resource === 'candidates' && options.candidateSearch
          ? { q: typeof q === 'string' ? q.toLowerCase() : '', sort: 'created_at', order: 'desc' }
          : undefined;
      return Promise.resolve({
        data: all.slice((page - 1) * perPage, page * perPage),
        total: all.length,
        meta: {
          totalPages: Math.max(1, Math.ceil(all.length / perPage)),
          applied,
          ...(resource === 'deleted-candidates' &&
            options.trashRetentionDays !== undefined && {
              retentionDays: options.trashRetentionDays,
            }),
        },
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
    /** restore or delete for good: each trashed candidate leaves the trash unless refused */
    candidateBulk: vi.fn((action: string, ids: readonly (string | number)[]) => {
      if (action === 'trash') return Promise.reject(new Error('not used'));
      const rows = table('deleted-candidates');
      const done: (string | number)[] = [];
      const failed: { id: string | number; msg: string }[] = [];
      for (const id of ids) {
        const index = rows.findIndex((r) => r.id === id);
        const refused = options.bulkRefuses?.[String(id)];
        if (index < 0 || refused) {
          failed.push({ id, msg: refused ?? 'Candidate not found' });
          continue;
        }
        rows.splice(index, 1);
        done.push(id);
      }
      return Promise.resolve({ done, failed });
    }),
    /** the reference server's score of an answer: the entry set by the admin, the average anew */
    overrideAnswerScore: vi.fn((interview: Interview, index: number, score: number) => {
      const rows = table('interviews');
      const at = rows.findIndex((r) => r.id === interview.id);
      if (at < 0) return Promise.reject(serverError('Interview not found', 404));
      const row = rows[at] as Interview;
      const history = (row.history ?? []).map((entry, i) =>
        i === index
          ? {
              ...entry,
              score,
              scorer: 'admin' as const,
              needs_review: false,
              auto_score: entry.auto_score ?? entry.score,
            }
          : entry,
      );
      // as the server averages: the answers with a score
      const scores = history.map((entry) => entry.score).filter((s) => s !== null);
      const sum = scores.reduce((total, s) => total + s, 0);
      const saved = { ...row, history, score: Math.round((sum / scores.length) * 10) / 10 };
      rows[at] = saved;
      return Promise.resolve({ interview: saved, msg: 'Answer score updated' });
    }),
    /** "Score again": the platform has no such call (a test gives the reference server's answer) */
    rescoreInterview: vi.fn(
      (_interview: Interview): Promise<{ interview: Interview; msg: string } | null> =>
        Promise.reject(notThere()),
    ),
    listSkills: vi.fn(() => Promise.resolve([])),
    listVoices: vi.fn(() => Promise.resolve([])),
    // a reference server's interview no one has reviewed (docs/scoring.md); the console never
    // asks the platform (its interviews' answers do not say who scored them)
    getMyReview: vi.fn((id: string): Promise<MyReview> => {
      const row = table('interviews').find((r) => r.id === id) as Interview | undefined;
      if (!row) return Promise.reject(serverError('Interview not found', 404));
      return Promise.resolve({
        answers: [],
        submitted_at: null,
        blind: true,
        unlocked: false,
        sheet: (row.history ?? []).map((entry, index) => ({
          index,
          number: index + 1,
          question: entry.question,
          answer: entry.answer,
          expected_points: [],
          skill: entry.skill ?? '',
          scorable: entry.scorable !== false,
          not_scorable_reason: entry.not_scorable_reason ?? '',
        })),
      });
    }),
    saveMyReview: vi.fn(
      (_id: string, _answers: ReviewAnswer[]): Promise<{ review: MyReview; msg: string }> =>
        Promise.reject(notThere()),
    ),
    listReviews: vi.fn((_id: string): Promise<Review[]> => Promise.reject(notThere())),
    setFinalScore: vi.fn(
      (_interview: Interview, _body: object): Promise<{ interview: Interview; msg: string }> =>
        Promise.reject(notThere()),
    ),
  };
  return { provider, tables };
}

export type FakeProvider = ReturnType<typeof makeDataProvider>['provider'];

/** The params of the last getList call for a resource. */
export function lastListParams(provider: FakeProvider, resource: string): GetListParams {
  const calls = provider.getList.mock.calls.filter(([r]) => r === resource);
  const last = calls[calls.length - 1];
  if (!last) throw new Error(`no getList call for ${resource}`);
  return last[1];
}
