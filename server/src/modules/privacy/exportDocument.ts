// A candidate's data, all of it, as one document (docs/privacy.md, "The export"): the right of
// access. Its shape is versioned by `format`; a change of shape moves the version on.
import { createHash } from 'node:crypto';
import { strToU8, zipSync } from 'fflate';
import type { Actor } from '../../auth/actor.ts';
import type { CandidateRow, WorkspaceSettings } from '../../db/schema.ts';
import { notFound } from '../../errors.ts';
import { parseJsonList } from '../../lib/jsonList.ts';
import type { AppDeps } from '../../types.ts';
import { recordAudit } from '../audit/repository.ts';
import { candidateEntry } from '../candidates/auditEntries.ts';
import type { HistoryEntry } from '../interviews/history.ts';
import * as repo from './repository.ts';

export const EXPORT_FORMAT = { name: 'interview-ai-admin.candidate-export', version: 1 } as const;

/** The resume's name inside the zip. */
export const ZIP_RESUME = 'resume.pdf';
export const ZIP_DOCUMENT = 'candidate.json';

/** How the resume travels: inside the JSON as base64, or beside it in a zip. */
export type ResumeTransport = 'inline' | 'zip';

const parseJson = (text: string | null): unknown => {
  if (text === null || text === '') return null;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
};

/** The workspace's candidate (in the trash too) that was not erased, or 404. */
async function exportedCandidate(deps: AppDeps, workspaceId: string, id: string) {
  const row = id.length <= 64 ? await repo.findUnerased(deps.db, workspaceId, id) : undefined;
  if (!row) throw notFound('Candidate not found');
  return row;
}

function candidatePart(row: CandidateRow) {
  return {
    id: row.id,
    cand_id: row.cand_id,
    name: row.name,
    email: row.email,
    phone: row.phone,
    skills: parseJsonList<string>(row.skills),
    profile_summary: row.profile_summary,
    created_at: row.created_at,
    in_trash: row.deleted === 1,
    trashed_at: row.deleted_at,
  };
}

type Review = Awaited<ReturnType<typeof repo.reviewsOf>>[number];

function interviewPart(row: repo.InterviewOfCandidate, reviews: Review[]) {
  return {
    id: row.id,
    int_id: row.int_id,
    title: row.title,
    status: row.status,
    scheduled_time: row.scheduled_time,
    time_zone: row.time_zone,
    created_at: row.created_at,
    started_at: row.started_at,
    finished_at: row.finished_at,
    agent_voice: row.agent_voice,
    num_questions: row.num_questions,
    score: row.score,
    score_set_by_hand: row.score_set === 1,
    needs_review: row.needs_review === 1,
    selected: row.selected === 1,
    feedback: row.feedback,
    content_removed_at: row.content_removed_at,
    answers: parseJsonList<HistoryEntry>(row.history),
    reviews: reviews.map((r) => ({
      reviewer: { id: r.reviewer_id, username: r.reviewer_username, name: r.reviewer_name },
      answer_index: r.answer_index,
      score: r.score,
      note: r.note,
      submitted_at: r.submitted_at,
    })),
  };
}

function messagePart(row: repo.MessageAbout) {
  return {
    id: row.id,
    kind: row.kind,
    template: row.template,
    status: row.status,
    created_at: row.created_at,
    sent_at: row.sent_at,
    attempts: row.attempts,
    recipient: row.recipient,
    subject: row.subject,
    body_text: row.body_text,
    body_html: row.body_html,
    link: row.link,
    calendar: parseJson(row.calendar),
    payload: parseJson(row.payload),
    last_error: row.last_error,
    interview_id: row.interview_id,
  };
}

function auditPart(row: repo.AuditAbout) {
  return {
    id: row.id,
    at: row.at,
    actor: { id: row.actor_id, username: row.actor_username },
    action: row.action,
    target_type: row.target_type,
    target_id: row.target_id,
    summary: row.summary,
    changes: parseJson(row.changes),
  };
}

export interface CandidateExport {
  /** the file's name, for Content-Disposition */
  filename: string;
  contentType: string;
  body: Buffer;
}

/**
 * Everything held about the workspace's candidate, as JSON (the resume inside as base64) or as
 * a zip of that JSON and the resume PDF; recorded in the audit log. 404 for a candidate of
 * another workspace, an erased one, or none.
 */
export async function exportCandidate(
  deps: AppDeps,
  actor: Actor,
  workspace: Pick<WorkspaceSettings, 'id' | 'name'>,
  id: string,
  transport: ResumeTransport,
): Promise<CandidateExport> {
  const { db } = deps;
  const row = await exportedCandidate(deps, workspace.id, id);
  const interviews = await repo.interviewsOf(db, workspace.id, row.id);
  const interviewIds = interviews.map((i) => i.id);
  const reviews = await repo.reviewsOf(db, workspace.id, interviewIds);
  const messages = await repo.messagesAbout(db, workspace.id, row.id, interviewIds);
  const audit = await repo.auditAbout(db, workspace.id, row, interviewIds);
  const bytes = row.resume_file ? await deps.resumes.read(row.resume_file) : undefined;

  const resume = bytes && {
    content_type: 'application/pdf',
    size: bytes.length,
    sha256: createHash('sha256').update(bytes).digest('hex'),
    ...(transport === 'zip' ? { file: ZIP_RESUME } : { content_base64: bytes.toString('base64') }),
  };
  const document = {
    format: EXPORT_FORMAT,
    exported_at: deps.clock.now().toISOString(),
    exported_by: { id: actor.memberId, username: actor.username },
    workspace: { id: workspace.id, name: workspace.name },
    candidate: candidatePart(row),
    resume: resume ?? null,
    interviews: interviews.map((i) =>
      interviewPart(
        i,
        reviews.filter((r) => r.interview_id === i.id),
      ),
    ),
    messages: messages.map(messagePart),
    audit: audit.map(auditPart),
  };
  await recordAudit(
    db,
    actor,
    candidateEntry('candidate.data_export', row, 'Downloaded the data of'),
    deps.clock.now(),
  );

  const json = JSON.stringify(document, null, 2);
  const base = `candidate-${row.cand_id.replace(/[^A-Za-z0-9-]/g, '')}`;
  if (transport === 'inline') {
    return {
      filename: `${base}.json`,
      contentType: 'application/json; charset=utf-8',
      body: Buffer.from(json),
    };
  }
  const zipped = zipSync({
    [ZIP_DOCUMENT]: strToU8(json),
    // a PDF is compressed already: stored as it is
    ...(bytes ? { [ZIP_RESUME]: [new Uint8Array(bytes), { level: 0 }] } : {}),
  });
  return {
    filename: `${base}.zip`,
    contentType: 'application/zip',
    body: Buffer.from(zipped.buffer, zipped.byteOffset, zipped.byteLength),
  };
}
