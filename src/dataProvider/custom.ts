// The non-CRUD calls: skills and settings, voices, dashboard, own profile, public meeting, the
// team's members and audit log (members.ts), and its messages: outbox, webhooks, templates
// (messages.ts).
import { getUser, setSession, updateUser, withoutSecrets } from '../authProvider/session';
import { API_URL } from '../config';
import { overrideAnswerScore } from './answerScore';
import { createBackupMethods } from './backups';
import { bulkCandidates } from './candidateBulk';
import { readExportLink } from './candidateExport';
import { downloadCandidateData, eraseCandidate } from './candidatePrivacy';
import { importRows, readImportPreview } from './candidateImport';
import { readDashboardSummary, toDashboardStats } from './dashboardSummary';
import { asList, type Client, httpClient } from './httpClient';
import { isPlainObject } from './envelope';
import { bulkScheduleInterviews } from './interviewBulk';
import { createMemberMethods } from './members';
import { createMessageMethods } from './messages';
import { rescoreInterview } from './rescore';
import { createScoringMethods } from './scoring';
import { idOf, objectOf, pathId, type Json } from './records';
import type {
  AdminProfile,
  AdminProfileChanges,
  CustomMethods,
  Meeting,
  Skill,
  Voice,
} from './types';
import { voiceName } from './voices';

/** The answer's ETag (the reference server's settings version); the platform sends none. */
function etagHeader(headers: Headers | undefined): string | undefined {
  return headers?.get('ETag') || undefined;
}

function count(value: unknown): number {
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof n === 'number' && Number.isFinite(n) ? n : 0;
}

function text(value: unknown): string | undefined {
  return typeof value === 'string' ? value : undefined;
}

/** `{skill, num_questions}` from the API (or a bare name); num_questions defaults to 0. */
export function toSkill(value: unknown): Skill | undefined {
  if (typeof value === 'string')
    return value.trim() ? { skill: value, num_questions: 0 } : undefined;
  const record = objectOf(value);
  if (typeof record.skill !== 'string' || record.skill.trim() === '') return undefined;
  return { skill: record.skill, num_questions: count(record.num_questions) };
}

export function toSkills(value: unknown): Skill[] {
  return asList(value)
    .map(toSkill)
    .filter((s): s is Skill => s !== undefined);
}

/** `data.voices` is an object keyed by voice id; a list is accepted too. */
export function toVoices(value: unknown): Voice[] {
  const entries: [string, Json][] = isPlainObject(value)
    ? Object.entries(value).map(([id, info]) => [id, objectOf(info)])
    : asList(value).map((item): [string, Json] => {
        if (typeof item === 'string') return [item, {}];
        const record = objectOf(item);
        return [String(record.id ?? record.voice ?? record.name ?? ''), record];
      });
  return entries
    .filter(([id]) => id !== '')
    .map(([id, info]) => ({
      id,
      name: voiceName(id),
      gender: text(info.gender),
      description: text(info.description),
    }));
}

/** The first admin_skills entry's skills: the PATCH /admin/settings answer. */
function settingsSkills(data: Json): Skill[] {
  if (Array.isArray(data.skills)) return toSkills(data.skills);
  return toSkills(objectOf(asList(data.admin_skills)[0]).skills);
}

export function toAdminProfile(value: unknown): AdminProfile {
  const record = withoutSecrets(objectOf(value));
  const id = idOf(record);
  return {
    id: id === undefined ? '' : String(id),
    username: text(record.username) ?? '',
    name: text(record.name),
    email: text(record.email),
    phone: text(record.phone),
    role: text(record.role),
    profileImage: text(record.profileImage),
    created_at: text(record.created_at),
  };
}

export function createCustomMethods(
  apiUrl: string = API_URL,
  client: Client = httpClient,
): CustomMethods {
  const admin = `${apiUrl}/admin`;

  async function patchSettings(body: Json, etag?: string) {
    const { json, msg, headers } = await client(`${admin}/settings`, {
      method: 'PATCH',
      body: JSON.stringify(body),
      headers: etag ? { 'If-Match': etag } : {},
    });
    return { data: objectOf(json), msg: msg ?? '', etag: etagHeader(headers) };
  }

  return {
    async listSkills() {
      const { json } = await client(`${admin}/list_skills`);
      return toSkills(objectOf(json).skills);
    },

    async listVoices() {
      // the platform needs no token here, but the spec has every request carry it (section 7)
      const { json } = await client(`${admin}/listVoices`);
      return toVoices(objectOf(json).voices);
    },

    async loadSettings() {
      const { data, etag } = await patchSettings({});
      const max = data.max_ques_limit;
      return {
        skills: settingsSkills(data),
        maxQuestions: typeof max === 'number' ? max : undefined,
        etag,
      };
    },

    async saveSettings(skills: Skill[], etag?: string) {
      const payload = skills
        .map((s) => ({ skill: s.skill.trim(), num_questions: count(s.num_questions) }))
        .filter((s) => s.skill !== '');
      const { data, msg, etag: saved } = await patchSettings({ skills: payload }, etag);
      return { msg, skills: settingsSkills(data), etag: saved };
    },

    async deleteSkill(skill: string) {
      const { json, msg, headers } = await client(`${admin}/delete-skills`, {
        method: 'DELETE',
        body: JSON.stringify({ skill }),
      });
      return {
        msg: msg ?? '',
        skills: toSkills(objectOf(json).skills),
        etag: etagHeader(headers),
      };
    },

    async dashboardStats() {
      const { json } = await client(`${admin}/dashboard_stats`);
      return toDashboardStats(json);
    },

    dashboardSummary: (weeks, signal) => readDashboardSummary(client, admin, weeks, signal),

    candidateExportLink: (view) => readExportLink(client, `${apiUrl}/candidate`, view),

    candidateBulk: (action, ids) => bulkCandidates(client, `${apiUrl}/candidate`, action, ids),

    candidateImportPreview: (file, signal, onBusyWait) =>
      readImportPreview(client, `${apiUrl}/candidate`, file, signal, onBusyWait),

    candidateImportRows: (rows) => importRows(client, `${apiUrl}/candidate`, rows),

    candidateData: (id, format) => downloadCandidateData(`${apiUrl}/candidate`, id, format),

    eraseCandidate: (id, confirm) => eraseCandidate(client, `${apiUrl}/candidate`, id, confirm),

    async getMe() {
      const { json } = await client(`${admin}/me`);
      return toAdminProfile(json);
    },

    // Also refreshes the stored user, so the top bar shows the change at once.
    async updateMe(changes: AdminProfileChanges) {
      const body: Json = { old_password: changes.old_password };
      for (const field of ['username', 'email', 'phone', 'name'] as const) {
        if (changes[field] !== undefined) body[field] = changes[field];
      }
      if (changes.password) body.password = changes.password;
      const { json, msg } = await client(`${admin}/update`, {
        method: 'PATCH',
        body: JSON.stringify(body),
      });
      const answer = objectOf(json);
      const record = idOf(answer) !== undefined || 'username' in answer ? answer : body;
      const profile = toAdminProfile(record);
      const current = getUser();
      if (current) {
        const merged = { ...current };
        for (const field of [
          'username',
          'name',
          'email',
          'phone',
          'role',
          'profileImage',
        ] as const) {
          if (profile[field] !== undefined) merged[field] = profile[field];
        }
        // a new password ended the other sessions; the reference server answers this one's
        // new token (the platform answers none, and its old token stays valid)
        if (typeof answer.token === 'string' && answer.token) setSession(answer.token, merged);
        else updateUser(merged);
      }
      return { msg: msg ?? '', admin: { ...profile, id: profile.id || (current?._id ?? '') } };
    },

    async logoutAll() {
      const { msg } = await client(`${admin}/logout-all`, { method: 'POST', body: '{}' });
      return { msg: msg ?? '' };
    },

    async getMeeting(interviewId: string) {
      const { json } = await client(`${apiUrl}/meeting/${pathId(interviewId)}`, { auth: false });
      const record = objectOf(json);
      const id = idOf(record);
      return { ...record, id: id === undefined ? interviewId : String(id) } as Meeting;
    },

    overrideAnswerScore: (interview, index, score) =>
      overrideAnswerScore(client, `${apiUrl}/interview`, interview, index, score),

    rescoreInterview: (interview) => rescoreInterview(client, `${apiUrl}/interview`, interview),

    bulkScheduleInterviews: (input) => bulkScheduleInterviews(client, `${apiUrl}/interview`, input),

    ...createMemberMethods(apiUrl, client),
    ...createMessageMethods(apiUrl, client),
    ...createScoringMethods(apiUrl, client),
    ...createBackupMethods(apiUrl, client),
  };
}
