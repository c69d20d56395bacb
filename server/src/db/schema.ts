// Row types of the reference server's database. Booleans are 0/1 integers and lists are JSON text,
// so the same queries run on SQLite and PostgreSQL.
import type { Generated, Selectable } from 'kysely';
import type { Role } from '../../../common/permissions.ts';
import type { LaterDatabase } from './schemaLater.ts';

interface AdminsTable {
  id: string;
  username: string;
  password_hash: string;
  /** The hash in force before the last password change, to refuse its reuse. */
  previous_password_hash: string | null;
  /** the platform's role (the token's `role` claim): every member signs in as an admin */
  role: 'admin' | 'superadmin';
  name: string;
  email: string;
  phone: string;
  profile_image: string | null;
  /** 1 for an account removed from its workspace (kept: the workspace may bear its id) */
  deleted: number;
  created_at: string;
  /** moved on by a password change, "sign out everywhere", a role change or removal */
  token_version: Generated<number>;
  /** the workspace the account is a member of (migration 013) */
  workspace_id: string;
  /** the member's role there (common/permissions.ts) */
  member_role: Role;
  last_sign_in_at: string | null;
}

// Records belong to a workspace. Their `admin_id` column is the owning workspace's id: migration 013
// made each admin the owner of a workspace with the admin's own id, so no record moved.

interface AdminSkillsTable {
  /** the workspace */
  admin_id: string;
  skill: string;
  /** lower-case skill name: names compare case-insensitively */
  skill_key: string;
  num_questions: number;
  /** display order, lowest first */
  position: number;
}

interface CandidatesTable {
  id: string;
  admin_id: string;
  cand_id: string;
  name: string;
  email: string;
  phone: string;
  /** JSON array of skill names */
  skills: string;
  /** server-made file name under DATA_DIR/resumes, or null */
  resume_file: string | null;
  profile_summary: string;
  deleted: number;
  created_at: string;
  /** moved on by every write: the record's ETag */
  version: Generated<number>;
  /** migration 016: when it went to the trash (the purge counts from it); null when not there */
  deleted_at: Generated<string | null>;
  /** migration 016: when it was erased (its personal data is gone); null when not */
  erased_at: Generated<string | null>;
}

interface InterviewsTable {
  id: string;
  admin_id: string;
  candidate_id: string;
  int_id: string;
  title: string;
  scheduled_time: string;
  status: 'scheduled' | 'in_progress' | 'completed' | 'cancelled';
  agent_voice: string;
  num_questions: number;
  /** JSON array of {question, answer, score} */
  history: string;
  score: number | null;
  feedback: string;
  selected: number;
  created_at: string;
  /** moved on by every write: the record's ETag */
  version: Generated<number>;
}

/**
 * Columns of migration 011, the interview itself (docs/interview-api.md). Apart from InterviewRow,
 * so code that writes whole interview rows (the demo seed, the bench) needs none of them: each
 * has a default.
 */
export interface InterviewProgressColumns {
  /** JSON array of the questions Start fixed, with their expected points (never sent out) */
  plan: Generated<string>;
  started_at: string | null;
  finished_at: string | null;
  /** migration 014: the candidate's IANA time zone the messages write the time in; null: UTC */
  time_zone: Generated<string | null>;
  /** migration 015: 1 when the final score was set by hand as a whole (reviews leave it) */
  score_set: Generated<number>;
  /** migration 015: 1 until reviewed, and while a review and the AI are 2 or more apart */
  needs_review: Generated<number>;
  /** migration 016: when INTERVIEW_RETENTION_DAYS removed its answers (scores kept); else null */
  content_removed_at: Generated<string | null>;
}
export type InterviewProgress = Selectable<InterviewProgressColumns>;

interface TrainingSetsTable {
  id: string;
  admin_id: string;
  domain: string;
  domain_key: string;
  /** JSON array of {question, difficulty, tags} */
  questions: string;
  last_updated: string;
  /** moved on by every write: the record's ETag */
  version: Generated<number>;
}

interface JobsTable {
  id: string;
  admin_id: string;
  title: string;
  department: string;
  description: string;
  /** JSON array of skill names */
  required_skills: string;
  status: 'open' | 'closed';
  created_at: string;
  updated_at: string;
  /** moved on by every write: the record's ETag */
  version: Generated<number>;
}

interface MetaTable {
  key: string;
  value: string;
}

export interface Database {
  admins: AdminsTable;
  admin_skills: AdminSkillsTable;
  candidates: CandidatesTable;
  interviews: InterviewsTable & InterviewProgressColumns;
  training_sets: TrainingSetsTable;
  jobs: JobsTable;
  meta: MetaTable;
}

export type AdminRow = Selectable<AdminsTable>;
export type CandidateRow = Selectable<CandidatesTable>;
export type InterviewRow = Selectable<InterviewsTable>;
export type TrainingSetRow = Selectable<TrainingSetsTable>;
export type JobRow = Selectable<JobsTable>;

// Tables of migration 004_scale_out. Declared apart from the first Database declaration above,
// which TypeScript merges with this one.

/** A resume kept in the database itself (PostgreSQL: every server reads what any one wrote). */
interface ResumeFilesTable {
  /** the server-made file name, as candidates.resume_file points to it */
  name: string;
  admin_id: string | null;
  content: Buffer;
  size: number;
  created_at: string;
}

/** A sign-in limit counter shared by every server: failures of one key in its current window. */
interface LoginAttemptsTable {
  key: string;
  count: number;
  window_start: string;
}

export interface Database {
  resume_files: ResumeFilesTable;
  login_attempts: LoginAttemptsTable;
}

export type ResumeFileRow = Selectable<ResumeFilesTable>;

// Table of migration 005: per-admin counts kept by triggers (db/adminCounts.ts).

export interface AdminCountsTable {
  admin_id: string;
  /** candidates not in the trash */
  candidates_live: number;
  /** candidates in the trash (deleted = 1) */
  candidates_deleted: number;
  interviews_total: number;
  interviews_scheduled: number;
  interviews_in_progress: number;
  interviews_completed: number;
  interviews_cancelled: number;
  /** interviews whose candidate was selected */
  interviews_hired: number;
}

export interface Database {
  admin_counts: AdminCountsTable;
}

// Table of migration 006: per-admin data versions kept by triggers (db/dataVersions.ts).

interface DataVersionsTable {
  admin_id: string;
  version: number;
}

export interface Database {
  data_versions: DataVersionsTable;
}

// Tables of migration 013 (workspaces, members, invitations, the audit log).

interface WorkspacesTable {
  id: string;
  name: string;
  max_ques_limit: Generated<number>;
  /** migration 014: hours before an interview its reminders go; null: off */
  reminder_first_hours: Generated<number | null>;
  reminder_second_hours: Generated<number | null>;
  /** migration 015: follow-up questions per answer (0 to 2), blind review (1: on) */
  follow_ups_per_answer: Generated<number>;
  blind_review: Generated<number>;
  /** moved on by every change of the workspace's skills: the settings' ETag */
  settings_version: Generated<number>;
  created_at: string;
}

interface InvitationsTable {
  id: string;
  workspace_id: string;
  email: string;
  email_key: string;
  role: Role;
  token_hash: string;
  invited_by: string;
  created_at: string;
  expires_at: string;
  accepted_at: string | null;
  revoked_at: string | null;
  member_id: string | null;
}

interface AuditLogTable {
  seq: Generated<number>;
  id: string;
  workspace_id: string;
  at: string;
  actor_id: string | null;
  actor_username: string;
  ip: string;
  action: string;
  target_type: string;
  target_id: string;
  summary: string;
  changes: string;
}

export interface Database {
  workspaces: WorkspacesTable;
  invitations: InvitationsTable;
  audit_log: AuditLogTable;
}

export type WorkspaceRow = Selectable<WorkspacesTable>;
/** What a signed-in request knows of its workspace (auth/guard.ts). */
export type WorkspaceSettings = Pick<
  WorkspaceRow,
  'id' | 'name' | 'max_ques_limit' | 'settings_version'
>;
export type InvitationRow = Selectable<InvitationsTable>;
export type AuditRow = Selectable<AuditLogTable>;

// Tables of migrations 014 onward (the outbox, reviews, scheduled runs): schemaLater.ts.
export type {
  OutboxStatus,
  OutboxRow,
  NewOutboxRow,
  WebhookRow,
  AnswerReviewRow,
  ScheduledRunRow,
} from './schemaLater.ts';
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- merged with the ones above
export interface Database extends LaterDatabase {}
