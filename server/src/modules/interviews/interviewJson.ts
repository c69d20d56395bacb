// An interview as the API answers it: its row's fields with its candidate, the candidate's link,
// what the scoring cost, and the ETag of its version.
import { etagOf } from '../../lib/recordVersions.ts';
import { parseJsonList } from '../../lib/jsonList.ts';
import type { AppDeps } from '../../types.ts';
import { candidateJson } from '../candidates/candidateJson.ts';
import { meetingLink } from '../meeting/link.ts';
import { tokensUsed, type HistoryEntry } from './history.ts';
import type { InterviewWithCandidate } from './repository.ts';
import type { InterviewJson } from './schemas.ts';

type JsonDeps = Pick<AppDeps, 'resumeLinks' | 'meetingTokens'>;

export function interviewJson(row: InterviewWithCandidate, deps: JsonDeps): InterviewJson {
  const candidate = {
    id: row.candidate_id,
    cand_id: row.c_cand_id,
    name: row.c_name,
    email: row.c_email,
    phone: row.c_phone,
    skills: row.c_skills,
    resume_file: row.c_resume_file,
    profile_summary: row.c_profile_summary,
    deleted: row.c_deleted,
    created_at: row.c_created_at,
  };
  const history = parseJsonList<HistoryEntry>(row.history);
  return {
    id: row.id,
    int_id: row.int_id,
    candidate_id: row.candidate_id,
    candidate: candidateJson(candidate, deps.resumeLinks),
    title: row.title,
    scheduled_time: row.scheduled_time,
    status: row.status,
    link: meetingLink(row.id, deps.meetingTokens.tokenOf(row.id)),
    agent_voice: row.agent_voice,
    num_questions: row.num_questions,
    history,
    score: row.score,
    feedback: row.feedback,
    selected: row.selected === 1,
    created_at: row.created_at,
    time_zone: row.time_zone,
    tokens_used: tokensUsed(history),
    not_scorable: history.filter((h) => h.score === null).length,
    ...(row.status === 'completed' && { needs_review: row.needs_review === 1 }),
    // when INTERVIEW_RETENTION_DAYS removed its answers, scores kept (docs/retention.md)
    content_removed_at: row.content_removed_at ?? null,
    _etag: etagOf(row.version),
  };
}
