// The console's domain types, as the data provider hands them to the screens (ids always set,
// dates as ISO strings with an offset).
import type { DataProvider, Identifier } from 'ra-core';

/** The values, as a list typed by their union (for a type and its list of values in one place). */
function literals<T extends string>(...values: T[]): readonly T[] {
  return values;
}

/** The four buckets of the segregated candidate list (spec section 4). */
export const SEGREGATED_STATES = literals(
  'no_interview_doc',
  'scheduled',
  'completed',
  'cancelled',
);
export type SegregatedState = (typeof SEGREGATED_STATES)[number];

export const INTERVIEW_STATUSES = literals('scheduled', 'in_progress', 'completed', 'cancelled');
export type InterviewStatus = (typeof INTERVIEW_STATUSES)[number];

export const DIFFICULTIES = literals('easy', 'medium', 'hard');
export type Difficulty = (typeof DIFFICULTIES)[number];

/** A candidate's latest interview, as `/candidate/list` and `/candidate/{id}` give it. */
export interface RecentInterview {
  id: string | null;
  title: string | null;
  scheduled_time: string | null;
  int_id: string | null;
  status: InterviewStatus | null;
}

export interface Candidate {
  id: string;
  cand_id?: string;
  name?: string;
  email?: string;
  phone?: string;
  skills?: string[];
  resume_url?: string | null;
  profile_summary?: string;
  deleted?: boolean;
  created_at?: string;
  /** in the segregated list, when the candidate has an interview */
  status?: InterviewStatus;
  scheduled_time?: string;
  title?: string;
  link?: string;
  /** from getOne and `/candidate/list` */
  recent_interview?: RecentInterview | null;
  [key: string]: unknown;
}

/** `meta` of a candidates getList: the server pages, the screen filters within the page. */
export type { AppliedQuery } from './records';
import type { AppliedQuery } from './records';

export interface SegregatedMeta {
  page: number;
  totalPages: number;
  totalCandidates: number;
  counts: Record<SegregatedState, number>;
  applied?: AppliedQuery;
}

/** Which scorer gave an answer its score (reference server, docs/interview-api.md). */
export const ANSWER_SCORERS = literals('built-in', 'llm', 'built-in-fallback', 'admin');
export type AnswerScorer = (typeof ANSWER_SCORERS)[number];

/**
 * One question of an interview's transcript: the contract's `{question, answer, score}`, and what
 * the reference server adds (absent from the platform's entries).
 */
export interface InterviewAnswer {
  question: string;
  answer: string;
  /** null (reference server): not scorable, and no one has scored it */
  score: number | null;
  skill?: string;
  difficulty?: Difficulty;
  /** one line: why this score */
  explanation?: string;
  scorer?: AnswerScorer;
  /** the built-in scorer had no expected points to go by */
  needs_review?: boolean;
  /** the scorer's own score, kept when the admin overrides it */
  auto_score?: number | null;
  answered_at?: string;
  /** reference server (issue 52): false when there was nothing to judge, with the reason */
  scorable?: boolean;
  not_scorable_reason?: string;
  /** where the AI score came from: the built-in scorer's version, or the model */
  scorer_version?: number;
  model?: string;
  prompt_hash?: string;
  tokens?: number;
  /** the mean of the people's reviews of this answer, and how many there are (docs/scoring.md) */
  review_mean?: number;
  review_count?: number;
  scored_at?: string;
  /** every AI scoring of the answer, newest first, once it was scored again (docs/scoring.md) */
  scores?: AnswerScoring[];
  /** a follow-up (issue 52): the history index of the question it follows, and its point */
  follow_up_of?: number;
  follow_up_point?: string;
}

/** One AI scoring of an answer in `scores`; `score` null: not scorable. */
export type AnswerScoring = Pick<InterviewAnswer, 'score' | 'explanation' | 'scorer' | 'scorable'> &
  Pick<
    InterviewAnswer,
    'not_scorable_reason' | 'scorer_version' | 'model' | 'tokens' | 'scored_at'
  >;

export interface Interview {
  id: string;
  int_id?: string;
  candidate_id?: string;
  candidate?: Partial<Candidate> | null;
  title?: string;
  scheduled_time?: string;
  status?: InterviewStatus;
  link?: string;
  agent_voice?: string;
  num_questions?: number;
  history?: InterviewAnswer[];
  score?: number | null;
  feedback?: string;
  selected?: boolean;
  created_at?: string;
  /** reference server (docs/scoring.md): completed, and no one has reviewed it, or 2+ apart */
  needs_review?: boolean;
  /** reference server: the scores are hidden from this reader until they review it */
  blind?: boolean;
  /** reference server: the model's tokens on its answers, and the answers it could not score */
  tokens_used?: number;
  not_scorable?: number;
  /** reference server (docs/retention.md): when its answers were removed, scores kept; else null */
  content_removed_at?: string | null;
  [key: string]: unknown;
}

export interface Question {
  question: string;
  difficulty: Difficulty;
  tags: string[];
  /** what a good answer mentions, for the built-in scorer (reference server; the platform ignores it) */
  expected_points?: string[];
}

export interface TrainingSet {
  id: string;
  domain: string;
  last_updated?: string;
  questions: Question[];
  [key: string]: unknown;
}

export interface Skill {
  skill: string;
  num_questions: number;
}

export interface Voice {
  /** the voice id the API takes as `agent_voice`, e.g. `ash` */
  id: string;
  /** the id capitalised, e.g. `Ash` */
  name: string;
  gender?: string;
  description?: string;
}

export interface DashboardStats {
  total_interviews: number;
  scheduled_interviews: number;
  completed_interviews: number;
  cancelled_interviews: number;
  total_candidates: number;
  hired_candidates: number;
}

/** GET /admin/dashboard_summary (reference server extension): the dashboard in one answer. */
export interface DashboardSummary {
  stats: DashboardStats;
  by_status: Record<InterviewStatus, number>;
  /** one entry per week asked for, in order */
  per_week: (Record<InterviewStatus, number> & { total: number })[];
  by_difficulty: (Record<Difficulty, number> & { domain: string; total: number })[];
  /** the soonest scheduled and the latest completed, with what the lists show */
  upcoming: Interview[];
  latest_completed: Interview[];
}

export interface AdminProfile {
  id: string;
  username: string;
  name?: string;
  email?: string;
  phone?: string;
  role?: string;
  profileImage?: string;
  created_at?: string;
}

/** PATCH /admin/update: the old password is always required. */
export interface AdminProfileChanges {
  old_password: string;
  username?: string;
  email?: string;
  phone?: string;
  name?: string;
  password?: string;
}

/** GET /meeting/{id} (public): what the join page needs; `id` is the interview id asked for. */
export interface Meeting {
  id: string;
  title?: string;
  scheduled_time?: string;
  status?: InterviewStatus;
  agent_voice?: string;
  [key: string]: unknown;
}

export interface SettingsResult {
  skills: Skill[];
  /** the platform's `max_ques_limit`, when sent */
  maxQuestions?: number;
  /** the settings' version (extension: the reference server's ETag); sent back on save */
  etag?: string;
}

export interface SkillsResult {
  msg: string;
  skills: Skill[];
  /** the settings' new version, when the server answers one */
  etag?: string;
}

/** One interview for each of many candidates (POST /interview/bulk-create, docs/messages.md). */
export interface BulkScheduleInput {
  candidate_ids: readonly Identifier[];
  title: string;
  scheduled_time: Date;
  agent_voice?: string;
  /** left out: each candidate's count from their skills */
  num_questions?: number;
  /** an IANA name; left out when none was chosen */
  time_zone?: string;
}

export interface BulkScheduleOutcome {
  done: { candidate_id: Identifier; interview: Interview }[];
  failed: { id: Identifier; msg: string }[];
}

export interface CustomMethods
  extends MemberMethods, MessageMethods, ScoringMethods, CandidateImportMethods, BackupMethods {
  /** a candidate's data, as a file to save; their erasure, their name typed (docs/privacy.md) */
  candidateData(id: Identifier, format: CandidateDataFormat): Promise<CandidateData>;
  eraseCandidate(id: Identifier, confirm: string): Promise<{ msg: string }>;
  listSkills(): Promise<Skill[]>;
  listVoices(): Promise<Voice[]>;
  loadSettings(): Promise<SettingsResult>;
  /** with `etag` (the version the draft was made on): refused as stale if the settings moved on */
  saveSettings(skills: Skill[], etag?: string): Promise<SkillsResult>;
  deleteSkill(skill: string): Promise<SkillsResult>;
  dashboardStats(): Promise<DashboardStats>;
  /** the summary for the weeks between these boundaries; null when the API has none (platform) */
  dashboardSummary(weeks: readonly Date[], signal?: AbortSignal): Promise<DashboardSummary | null>;
  /**
   * A short-lived link to the CSV of the candidates a list shows (its search, sort and state);
   * null when the API has no export (the platform)
   */
  candidateExportLink(view: ExportView): Promise<string | null>;
  /** one action on many candidates, each done or failed with why (bulk, or one by one) */
  candidateBulk(action: BulkAction, ids: readonly Identifier[]): Promise<BulkOutcome>;
  /** one interview for each candidate, each scheduled or failed with why (bulk, or one by one) */
  bulkScheduleInterviews(input: BulkScheduleInput): Promise<BulkScheduleOutcome>;
  getMe(): Promise<AdminProfile>;
  updateMe(changes: AdminProfileChanges): Promise<{ msg: string; admin: AdminProfile }>;
  /** POST /admin/logout-all: ends every session of the admin, this one included. */
  logoutAll(): Promise<{ msg: string }>;
  getMeeting(interviewId: string): Promise<Meeting>;
  /**
   * The admin's score for one answer (PUT /interview/{id}/answers/{index}, If-Match as the other
   * interview writes): the interview as saved, its score the new average; null when the API has
   * no such call (the platform)
   */
  overrideAnswerScore(
    interview: Interview,
    index: number,
    score: number,
  ): Promise<{ interview: Interview; msg: string } | null>;
  /** "Score again" (POST /interview/{id}/rescore, If-Match); null without the call (platform) */
  rescoreInterview(interview: Interview): Promise<{ interview: Interview; msg: string } | null>;
}

import type { CandidateData, CandidateDataFormat } from './candidatePrivacy';
export type { ExportView } from './candidateExport';
import type { ExportView } from './candidateExport';
export type { BulkAction, BulkOutcome } from './candidateBulk';
export type { BusyWait } from './httpClient';
export type { ImportPreview, ImportRowInput, ImportRowResult } from './candidateImport';
import type { CandidateImportMethods } from './candidateImport';
import type { BulkAction, BulkOutcome } from './candidateBulk';
import type { BackupMethods } from './backups';
export type * from './members';
import type { MemberMethods } from './members';
export type * from './messages';
import type { MessageMethods } from './messages';
export type * from './scoringTypes';
import type {
  Agreement,
  AgreementQuery,
  InterviewSettings,
  MyReview,
  QuestionFlag,
  Review,
  ReviewAnswer,
} from './scoringTypes';

/** The scoring calls of the reference server (dataProvider/scoring.ts, docs/scoring.md). */
export interface ScoringMethods {
  getMyReview(interviewId: string): Promise<MyReview>;
  saveMyReview(
    interviewId: string,
    answers: readonly ReviewAnswer[],
  ): Promise<{ review: MyReview; msg: string }>;
  /** empty while blind until the caller has reviewed */
  listReviews(interviewId: string): Promise<Review[]>;
  /** the interview's score as a whole, or some answers' final scores; If-Match as other writes */
  setFinalScore(
    interview: Interview,
    body: { score: number } | { answers: { index: number; score: number }[] },
  ): Promise<{ interview: Interview; msg: string }>;
  getAgreement(query: AgreementQuery): Promise<Agreement>;
  /** the questions whose scores disagree with reviewers or never vary; [] on the platform */
  getQuestionFlags(): Promise<QuestionFlag[]>;
  getInterviewSettings(): Promise<InterviewSettings>;
  saveInterviewSettings(
    changes: Partial<InterviewSettings>,
  ): Promise<{ settings: InterviewSettings; msg: string }>;
}

export type AppDataProvider = DataProvider & CustomMethods;
