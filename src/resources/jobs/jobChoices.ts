// The values a job's fields take.
export type JobStatus = 'open' | 'closed';

export interface Job {
  id: string;
  title: string;
  department: string;
  description: string;
  required_skills: string[];
  status: JobStatus;
  created_at: string;
  updated_at: string;
}

export const STATUS_CHOICES: Array<{ id: JobStatus; name: string }> = [
  { id: 'open', name: 'app.jobs.status.open' },
  { id: 'closed', name: 'app.jobs.status.closed' },
];

/** Skill names, first spelling kept, without empty or case-insensitive duplicates. */
export function uniqueSkills(names: ReadonlyArray<string | null | undefined>): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const raw of names) {
    const name = (raw ?? '').trim();
    const key = name.toLowerCase();
    if (!name || seen.has(key)) continue;
    seen.add(key);
    out.push(name);
  }
  return out;
}
