// The console's dashboard code (src/dashboard), loaded at run time so that the server tests can
// compare the summary with what the console computes. Not imported statically: the server's type
// check (server/tsconfig.json, NodeNext, no DOM) would then check src/, which the root tsconfig
// checks under its own rules.
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The fields of an interview the dashboard reads. */
export interface ListedInterview {
  id: string;
  status?: 'scheduled' | 'in_progress' | 'completed' | 'cancelled';
  scheduled_time?: string;
  title?: string;
  agent_voice?: string;
  score?: number | null;
  selected?: boolean;
  candidate?: { name?: string } | null;
}

export interface WeekRow {
  week: string;
  total: number;
}

/** The answer of GET /admin/dashboard_summary, as far as these tests read it. */
export interface Summary {
  stats: Record<string, number>;
  by_status: Record<string, number>;
  per_week: (Record<string, number> & { start: string; end: string; total: number })[];
  by_difficulty: unknown[];
  upcoming: ListedInterview[];
  latest_completed: ListedInterview[];
}

export interface ConsoleDashboard {
  countByStatus(list: ListedInterview[]): Record<string, number>;
  interviewsPerWeek(list: ListedInterview[], now: Date): WeekRow[];
  nextScheduled(list: ListedInterview[]): ListedInterview[];
  latestCompleted(list: ListedInterview[]): ListedInterview[];
  questionsByDifficulty(sets: unknown[]): unknown[];
  weekBoundaries(now: Date): Date[];
  summaryFigures(
    summary: Summary,
    bounds: Date[],
  ): {
    byStatus: Record<string, number>;
    perWeek: WeekRow[];
    upcoming: ListedInterview[];
    completed: ListedInterview[];
    byDifficulty: unknown[];
  };
}

const SRC = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../src/dashboard');

export async function loadConsoleDashboard(): Promise<ConsoleDashboard> {
  const modules = await Promise.all(
    ['dashboardData.ts', 'summaryFigures.ts', 'summaryRequest.ts'].map(
      (file) => import(path.join(SRC, file)),
    ),
  );
  return Object.assign({}, ...modules) as ConsoleDashboard;
}
