import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getToken, getUser, setSession } from '../../../src/authProvider/session';
import { createDataProvider } from '../../../src/dataProvider';
import { toSkills, toVoices } from '../../../src/dataProvider/custom';
import type { AppDataProvider } from '../../../src/dataProvider/types';
import { installFakeFetch, jsonBody } from '../support/fakeFetch';
import { installMemoryStorage, type MemoryStorage } from '../support/memoryStorage';

const SKILLS = [
  { skill: 'python', num_questions: 5 },
  { skill: 'react', num_questions: 3 },
  { skill: 'backend', num_questions: 0 },
];

describe('custom methods', () => {
  let api: ReturnType<typeof installFakeFetch>;
  let dp: AppDataProvider;
  let storage: MemoryStorage;
  beforeEach(() => {
    storage = installMemoryStorage();
    setSession('tok', {
      _id: '65f1c0ffee0000000000a001',
      username: 'admin',
      role: 'admin',
      profileImage: 'https://x/a.png',
    });
    api = installFakeFetch();
    dp = createDataProvider('/api');
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  describe('skills and settings', () => {
    it('listSkills: GET /admin/list_skills → data.skills', async () => {
      api.replyFixture('list-skills');
      await expect(dp.listSkills()).resolves.toEqual(SKILLS);
      expect(api.request.method).toBe('GET');
      expect(api.request.url).toBe('/api/admin/list_skills');
      expect(api.request.headers.get('Authorization')).toBe('Bearer tok');
    });

    it('listSkills: a 500 rejects with its msg', async () => {
      api.replyFixture('list-skills-500');
      await expect(dp.listSkills()).rejects.toMatchObject({
        status: 500,
        message: 'Error: connection refused',
      });
    });

    it('loadSettings: PATCH /admin/settings {} → admin_skills[0].skills', async () => {
      api.replyFixture('settings-load');
      await expect(dp.loadSettings()).resolves.toEqual({ skills: SKILLS, maxQuestions: 20 });
      expect(api.request.method).toBe('PATCH');
      expect(api.request.url).toBe('/api/admin/settings');
      expect(api.request.headers.get('Content-Type')).toBe('application/json');
      expect(jsonBody(api.request)).toEqual({});
    });

    it('loadSettings: no admin_skills yet, or data {}', async () => {
      api.replyFixture('settings-load-empty');
      api.reply(200, { data: {}, msg: 'Settings updated successfully', statusCode: 200 });
      await expect(dp.loadSettings()).resolves.toEqual({ skills: [], maxQuestions: 20 });
      await expect(dp.loadSettings()).resolves.toEqual({ skills: [], maxQuestions: undefined });
    });

    it('saveSettings: PATCH {skills:[{skill,num_questions}]} → {msg, skills}', async () => {
      api.replyFixture('settings-save');
      const result = await dp.saveSettings([
        { skill: ' golang ', num_questions: 4 },
        { skill: 'python', num_questions: '5' as unknown as number },
        { skill: '', num_questions: 1 },
        { skill: 'react', num_questions: Number.NaN },
      ]);
      expect(jsonBody(api.request)).toEqual({
        skills: [
          { skill: 'golang', num_questions: 4 },
          { skill: 'python', num_questions: 5 },
          { skill: 'react', num_questions: 0 },
        ],
      });
      expect(result.msg).toBe('Settings updated successfully');
      expect(result.skills[0]).toEqual({ skill: 'golang', num_questions: 4 });
      expect(result.skills).toHaveLength(4);
    });

    it('saveSettings also reads data.skills', async () => {
      api.reply(200, { data: { skills: [{ skill: 'go' }] }, msg: 'ok', statusCode: 200 });
      await expect(dp.saveSettings([{ skill: 'go', num_questions: 0 }])).resolves.toEqual({
        msg: 'ok',
        skills: [{ skill: 'go', num_questions: 0 }],
      });
    });

    it('saveSettings: an enveloped 403 rejects with its msg', async () => {
      api.replyFixture('settings-403-fields');
      await expect(dp.saveSettings([])).rejects.toMatchObject({
        status: 403,
        message: 'Admins cannot update fields: max_ques_limit, role',
      });
    });

    it('deleteSkill: DELETE /admin/delete-skills with a JSON body', async () => {
      api.replyFixture('delete-skill-200');
      const result = await dp.deleteSkill('backend');
      expect(api.request.method).toBe('DELETE');
      expect(api.request.url).toBe('/api/admin/delete-skills');
      expect(api.request.headers.get('Content-Type')).toBe('application/json');
      expect(jsonBody(api.request)).toEqual({ skill: 'backend' });
      expect(result).toEqual({
        msg: "Skill 'backend' deleted successfully.",
        skills: SKILLS.slice(0, 2),
      });
    });

    it.each([
      ['delete-skill-400-required', 400, 'Skill name is required'],
      [
        'delete-skill-400-training',
        400,
        "Cannot delete skill 'backend'. Delete its training data first.",
      ],
      ['delete-skill-404', 404, "Skill 'ruby' not found."],
    ])('deleteSkill: %s rejects with its msg', async (name, status, message) => {
      api.replyFixture(name);
      await expect(dp.deleteSkill('x')).rejects.toMatchObject({ status, message });
    });

    it('toSkills tolerates names, bad counts and {}', () => {
      expect(toSkills({})).toEqual([]);
      expect(
        toSkills([
          'go',
          { skill: 'js', num_questions: '3' },
          { skill: '' },
          { num_questions: 2 },
          7,
        ]),
      ).toEqual([
        { skill: 'go', num_questions: 0 },
        { skill: 'js', num_questions: 3 },
      ]);
    });
  });

  describe('voices', () => {
    it('listVoices: GET /admin/listVoices with the bearer header, as every request (spec section 7) → id, name, gender, description', async () => {
      api.replyFixture('list-voices');
      const voices = await dp.listVoices();
      expect(api.request.url).toBe('/api/admin/listVoices');
      expect(api.request.headers.get('Authorization')).toBe('Bearer tok');
      expect(voices.map((v) => v.name)).toEqual(['Ash', 'Ballad', 'Coral', 'Sage', 'Verse']);
      expect(voices[0]).toEqual({
        id: 'ash',
        name: 'Ash',
        gender: 'male',
        description: 'Warm, friendly male voice',
      });
    });

    it('toVoices accepts a list too', () => {
      expect(toVoices(['sage', { id: 'ash', gender: 'male' }, { voice: 'coral' }, {}])).toEqual([
        { id: 'sage', name: 'Sage', gender: undefined, description: undefined },
        { id: 'ash', name: 'Ash', gender: 'male', description: undefined },
        { id: 'coral', name: 'Coral', gender: undefined, description: undefined },
      ]);
      expect(toVoices(undefined)).toEqual([]);
    });
  });

  it('dashboardStats: GET /admin/dashboard_stats', async () => {
    api.replyFixture('dashboard-stats');
    await expect(dp.dashboardStats()).resolves.toEqual({
      total_interviews: 12,
      scheduled_interviews: 4,
      completed_interviews: 6,
      cancelled_interviews: 2,
      total_candidates: 30,
      hired_candidates: 3,
    });
    expect(api.request.url).toBe('/api/admin/dashboard_stats');
    expect(api.request.headers.get('Authorization')).toBe('Bearer tok');
  });

  it('dashboardStats: missing numbers are 0', async () => {
    api.reply(200, { data: {}, msg: 'ok', statusCode: 200 });
    const stats = await dp.dashboardStats();
    expect(Object.values(stats)).toEqual([0, 0, 0, 0, 0, 0]);
  });

  describe('own profile', () => {
    const me = {
      id: '65f1c0ffee0000000000a001',
      username: 'admin',
      name: 'Ada Admin',
      email: 'admin@example.com',
      phone: '5550000',
      role: 'admin',
      profileImage: undefined,
      created_at: '2025-01-01T00:00:00Z',
    };

    it('getMe reads the bare object of the platform', async () => {
      api.replyFixture('me');
      await expect(dp.getMe()).resolves.toEqual(me);
      expect(api.request.url).toBe('/api/admin/me');
      expect(api.request.headers.get('Authorization')).toBe('Bearer tok');
    });

    it('getMe reads an envelope too, with _id', async () => {
      const { id, ...rest } = me;
      api.reply(200, {
        data: { ...rest, _id: id, password_hash: 'x' },
        msg: 'ok',
        statusCode: 200,
      });
      await expect(dp.getMe()).resolves.toEqual(me);
    });

    it('getMe: a bare 401 rejects with its msg', async () => {
      api.replyFixture('auth-401-token-expired', 401);
      await expect(dp.getMe()).rejects.toMatchObject({ status: 401, message: 'Token has expired' });
    });

    it('updateMe: PATCH /admin/update, returns {msg, admin}, refreshes the stored user', async () => {
      api.replyFixture('admin-update-200');
      const result = await dp.updateMe({
        old_password: 'old',
        username: 'ada',
        name: 'Ada Lovelace',
        password: '',
      });
      expect(api.request.method).toBe('PATCH');
      expect(api.request.url).toBe('/api/admin/update');
      expect(jsonBody(api.request)).toEqual({
        old_password: 'old',
        username: 'ada',
        name: 'Ada Lovelace',
      });
      expect(result.msg).toBe('Admin account updated successfully');
      expect(result.admin).toMatchObject({
        id: '65f1c0ffee0000000000a001',
        username: 'ada',
        name: 'Ada Lovelace',
      });
      expect(result.admin).not.toHaveProperty('password_hash');
      expect(getUser()).toMatchObject({
        _id: '65f1c0ffee0000000000a001',
        username: 'ada',
        name: 'Ada Lovelace',
        profileImage: 'https://x/a.png',
      });
      expect(JSON.stringify(storage.dump())).not.toMatch(/password|old/);
    });

    it('updateMe sends a new password, and copes with an answer without the record', async () => {
      api.reply(200, { data: {}, msg: 'Admin account updated successfully', statusCode: 200 });
      const result = await dp.updateMe({ old_password: 'old', password: 'n3w', email: 'e@x.io' });
      expect(jsonBody(api.request)).toEqual({
        old_password: 'old',
        password: 'n3w',
        email: 'e@x.io',
      });
      expect(result.admin).toMatchObject({ id: '65f1c0ffee0000000000a001', email: 'e@x.io' });
      expect(result.admin).not.toHaveProperty('password');
      expect(getUser()?.email).toBe('e@x.io');
    });

    it('updateMe keeps the session on the fresh token a password change answers', async () => {
      api.reply(200, {
        data: { id: '65f1c0ffee0000000000a001', username: 'admin', token: 'fresh-token' },
        msg: 'Admin account updated successfully',
        statusCode: 200,
      });
      const result = await dp.updateMe({ old_password: 'old', password: 'n3w-password' });
      expect(getToken()).toBe('fresh-token');
      expect(getUser()?.profileImage).toBe('https://x/a.png');
      expect(result.admin).not.toHaveProperty('token');
    });

    it('logoutAll: POST /admin/logout-all with the token', async () => {
      api.reply(200, { data: {}, msg: 'Signed out everywhere', statusCode: 200 });
      await expect(dp.logoutAll()).resolves.toEqual({ msg: 'Signed out everywhere' });
      expect(api.request.method).toBe('POST');
      expect(api.request.url).toBe('/api/admin/logout-all');
      expect(api.request.headers.get('Authorization')).toBe('Bearer tok');
    });

    it.each([
      [
        'admin-update-400-old-password-required',
        400,
        'Old password is required to update account details',
      ],
      ['admin-update-401-old-password-wrong', 401, 'Old password is incorrect'],
      ['admin-update-400-reuse', 400, 'You cannot reuse your previous password.'],
    ])('updateMe: %s rejects with its msg and leaves the user', async (name, status, message) => {
      api.replyFixture(name);
      await expect(dp.updateMe({ old_password: 'x', username: 'y' })).rejects.toMatchObject({
        status,
        message,
      });
      expect(getUser()?.username).toBe('admin');
    });
  });

  it('getMeeting: GET /meeting/{id} without a token', async () => {
    api.replyFixture('meeting');
    const meeting = await dp.getMeeting('67b000000000000000000i01');
    expect(api.request.url).toBe('/api/meeting/67b000000000000000000i01');
    expect(api.request.headers.has('Authorization')).toBe(false);
    expect(meeting).toMatchObject({
      id: '67b000000000000000000i01',
      title: 'Frontend round',
      scheduled_time: '2025-03-10T10:00:00Z',
    });
  });
});
