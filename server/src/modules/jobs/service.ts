import type { JobRow } from '../../db/schema.ts';
import { updateVersioned } from '../../db/versioned.ts';
import { checkIfMatch, staleRecord } from '../../lib/recordVersions.ts';
import { badRequest, notFound } from '../../errors.ts';
import { newId } from '../../lib/ids.ts';
import { parseJsonList } from '../../lib/jsonList.ts';
import type { AppDeps } from '../../types.ts';
import type { Actor } from '../../auth/actor.ts';
import { audited, fieldChanges, type AuditEntry } from '../audit/repository.ts';
import { jobsRepository } from './repository.ts';
import type { Job, JobBody } from './schemas.ts';
import { grouped } from '../../lib/numbers.ts';

type Deps = Pick<AppDeps, 'db' | 'clock'>;

export function toJob(row: JobRow): Job {
  return {
    id: row.id,
    title: row.title,
    department: row.department,
    description: row.description,
    required_skills: parseJsonList(row.required_skills).filter((s) => typeof s === 'string'),
    status: row.status,
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}

/** Trims and de-duplicates (case-insensitively) skill names, dropping empty ones. */
function cleanSkills(skills: string[]): string {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const s of skills) {
    const name = s.trim();
    if (!name || seen.has(name.toLowerCase())) continue;
    seen.add(name.toLowerCase());
    out.push(name);
  }
  return JSON.stringify(out);
}

/** A job title's most characters, once trimmed (the schema's 1000 only bounds the raw body). */
export const MAX_TITLE_CHARS = 200;

function cleanTitle(title: string | undefined): string {
  const t = (title ?? '').trim();
  if (!t) throw badRequest('Title is required');
  if (t.length > MAX_TITLE_CHARS) {
    throw badRequest(`Title must be at most ${grouped(MAX_TITLE_CHARS)} characters`);
  }
  return t;
}

export async function findJob({ db }: Deps, adminId: string, id: string): Promise<JobRow> {
  const row = await jobsRepository.find(db, adminId, id);
  if (!row) throw notFound('Job not found');
  return row;
}

export async function createJob(deps: Deps, actor: Actor, body: JobBody) {
  const now = deps.clock.now().toISOString();
  const row: JobRow = {
    id: newId(),
    admin_id: actor.workspaceId,
    title: cleanTitle(body.title),
    department: (body.department ?? '').trim(),
    description: body.description ?? '',
    required_skills: cleanSkills(body.required_skills ?? []),
    status: body.status ?? 'open',
    created_at: now,
    updated_at: now,
    version: 1,
  };
  await audited(
    deps,
    actor,
    (trx) => jobsRepository.insert(trx, row),
    () => jobEntry('job.create', row, `Created the job ${row.title}`),
  );
  return toJob(row);
}

/**
 * Changes only the fields the body has; with `expected` (If-Match) only while the job is at one
 * of those versions. Answers the job and its new version.
 */
export async function updateJob(
  deps: Deps,
  actor: Actor,
  id: string,
  body: JobBody,
  expected?: readonly number[],
) {
  const adminId = actor.workspaceId;
  const existing = await findJob(deps, adminId, id);
  checkIfMatch(expected, existing.version);
  const changes: Partial<JobRow> = { updated_at: deps.clock.now().toISOString() };
  if (body.title !== undefined) changes.title = cleanTitle(body.title);
  if (body.department !== undefined) changes.department = body.department.trim();
  if (body.description !== undefined) changes.description = body.description;
  if (body.required_skills !== undefined) {
    changes.required_skills = cleanSkills(body.required_skills);
  }
  if (body.status !== undefined) changes.status = body.status;
  const { updated_at: _when, ...changed } = changes;
  const version = await audited(
    deps,
    actor,
    (trx) => updateVersioned(trx, 'jobs', adminId, existing.id, changes, expected),
    (written) =>
      written === undefined
        ? undefined
        : {
            ...jobEntry(
              'job.update',
              existing,
              `Updated the job ${changes.title ?? existing.title}`,
            ),
            changes: fieldChanges(existing, changed, (field, value) =>
              field === 'required_skills' ? parseJsonList(String(value)) : value,
            ),
          },
  );
  if (version === undefined) throw expected ? staleRecord() : notFound('Job not found');
  return { job: toJob({ ...existing, ...changes, version }), version };
}

export async function deleteJob(deps: Deps, actor: Actor, id: string) {
  const existing = await findJob(deps, actor.workspaceId, id);
  await audited(
    deps,
    actor,
    (trx) => jobsRepository.remove(trx, actor.workspaceId, existing.id),
    () => jobEntry('job.delete', existing, `Deleted the job ${existing.title}`),
  );
  return toJob(existing);
}

const jobEntry = (action: string, job: JobRow, summary: string): AuditEntry => ({
  action,
  target_type: 'job',
  target_id: job.id,
  summary,
});
