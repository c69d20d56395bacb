// A candidate as the API answers it: its row's fields, the signed resume link and the ETag of
// its version; and its latest interview, as the lists and a single read show it.
import type { CandidateRow } from '../../db/schema.ts';
import { parseJsonList } from '../../lib/jsonList.ts';
import { etagOf } from '../../lib/recordVersions.ts';
import type { ResumeLinks } from '../../lib/resumeStore.ts';
import type { LatestInterview } from './latestInterviews.ts';
import type { CandidateJson, RecentInterview } from './schemas.ts';

export type CandidateFields = Pick<
  CandidateRow,
  | 'id'
  | 'cand_id'
  | 'name'
  | 'email'
  | 'phone'
  | 'skills'
  | 'resume_file'
  | 'profile_summary'
  | 'deleted'
  | 'created_at'
> & { version?: number };

export function candidateJson(row: CandidateFields, links: ResumeLinks): CandidateJson {
  return {
    id: row.id,
    cand_id: row.cand_id,
    name: row.name,
    email: row.email,
    phone: row.phone,
    skills: parseJsonList<string>(row.skills).filter((s) => typeof s === 'string'),
    resume_url: links.sign(row.resume_file),
    profile_summary: row.profile_summary,
    deleted: row.deleted === 1,
    created_at: row.created_at,
    ...(row.version === undefined ? {} : { _etag: etagOf(row.version) }),
  };
}

export const recentInterviewJson = (i: LatestInterview | undefined): RecentInterview => ({
  id: i?.id ?? null,
  title: i?.title ?? null,
  scheduled_time: i?.scheduled_time ?? null,
  int_id: i?.int_id ?? null,
  status: i?.status ?? null,
});
