import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, TEST_PASSWORD, type TestApp } from './testApp.ts';
import { insertCandidate, insertInterview } from './rows.ts';

let t: TestApp;
let token: string;
const bearer = (tok: string) => ({ authorization: `Bearer ${tok}` });

beforeAll(async () => {
  t = await startTestApp();
  token = await t.login();
});
afterAll(async () => {
  await t.close();
});

describe('GET /api/health', () => {
  it('answers ok once the database answers', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
  });
});

describe('POST /api/admin/login', () => {
  it('answers the token and the user without the password hash', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/login',
      payload: { username: 'admin', password: TEST_PASSWORD },
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.msg).toBe('Login successful');
    expect(body.statusCode).toBe(200);
    expect(typeof body.data.token).toBe('string');
    expect(Object.keys(body.data.user).sort()).toEqual(
      ['_id', 'created_at', 'email', 'name', 'phone', 'role', 'username', 'workspace_id'].sort(),
    );
    // the role is the member's in their workspace (docs/members.md): the first admin owns theirs
    expect(body.data.user).toMatchObject({ username: 'admin', role: 'owner' });
    expect(res.body).not.toContain('password');
    expect(res.body).not.toContain('scrypt');
    // the token's claims: sub, role, deleted, one day
    const payload = JSON.parse(
      Buffer.from(body.data.token.split('.')[1], 'base64url').toString('utf8'),
    );
    expect(payload.sub).toBe(body.data.user._id);
    expect(payload.role).toBe('admin');
    expect(payload.deleted).toBe(false);
    expect(payload.exp - payload.iat).toBe(24 * 60 * 60);
  });

  it('includes profileImage only when set', async () => {
    const id = await t.createAdmin('pictured');
    await t.db
      .updateTable('admins')
      .set({ profile_image: 'https://example.com/me.png' })
      .where('id', '=', id)
      .execute();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/login',
      payload: { username: 'pictured', password: TEST_PASSWORD },
    });
    expect(res.json().data.user.profileImage).toBe('https://example.com/me.png');
  });

  it('answers a bare 401 for a wrong password and for an unknown username alike', async () => {
    for (const payload of [
      { username: 'admin', password: 'wrong-password' },
      { username: 'nobody', password: TEST_PASSWORD },
    ]) {
      const res = await t.app.inject({ method: 'POST', url: '/api/admin/login', payload });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ msg: 'Invalid credentials' });
    }
  });

  it('answers a bare 403 for a deleted account with the right password', async () => {
    const id = await t.createAdmin('gone');
    await t.db.updateTable('admins').set({ deleted: 1 }).where('id', '=', id).execute();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/login',
      payload: { username: 'gone', password: TEST_PASSWORD },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ msg: 'This account has been deleted. Contact support.' });
    const wrong = await t.app.inject({
      method: 'POST',
      url: '/api/admin/login',
      payload: { username: 'gone', password: 'not-the-password' },
    });
    expect(wrong.statusCode).toBe(401);
  });
});

describe('GET /api/admin/me', () => {
  it('answers the bare admin record', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/admin/me', headers: bearer(token) });
    expect(res.statusCode).toBe(200);
    const me = res.json();
    expect(Object.keys(me).sort()).toEqual(
      ['created_at', 'email', 'id', 'name', 'phone', 'role', 'username'].sort(),
    );
    expect(me).toMatchObject({ username: 'admin', role: 'owner', email: 'admin@example.com' });
  });

  it('needs a token', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/admin/me' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ msg: 'Missing Authorization Header' });
  });
});

describe('PATCH /api/admin/update', () => {
  let userToken: string;
  const update = (payload: Record<string, unknown>, tok = userToken) =>
    t.app.inject({ method: 'PATCH', url: '/api/admin/update', headers: bearer(tok), payload });

  beforeAll(async () => {
    await t.createAdmin('editor');
    await t.createAdmin('taken-name');
    userToken = await t.login('editor');
  });

  it('requires the old password', async () => {
    for (const payload of [{ name: 'X' }, { name: 'X', old_password: '' }]) {
      const res = await update(payload);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        data: {},
        msg: 'Old password is required to update account details',
        statusCode: 400,
      });
    }
  });

  it('answers a wrong old password with a 401 envelope, not a bare auth error', async () => {
    const res = await update({ old_password: 'wrong-password', name: 'X' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ data: {}, msg: 'Old password is incorrect', statusCode: 401 });
  });

  it('validates the fields', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [
        { username: 'a b' },
        'Username must be 3 to 50 letters, digits, dots, dashes or underscores',
      ],
      [{ username: 'ab' }, 'Username must be 3 to 50 letters, digits, dots, dashes or underscores'],
      [{ email: 'not-an-email' }, 'Email address is not valid'],
      [{ password: 'short' }, 'Password must be at least 8 characters long'],
      [{ role: 'superadmin' }, 'Unknown fields: role'],
    ];
    for (const [fields, msg] of cases) {
      const res = await update({ old_password: TEST_PASSWORD, ...fields });
      expect(res.statusCode, JSON.stringify(fields)).toBe(400);
      expect(res.json().msg).toBe(msg);
    }
  });

  it('refuses a username another admin has', async () => {
    const res = await update({ old_password: TEST_PASSWORD, username: 'taken-name' });
    expect(res.statusCode).toBe(409);
    expect(res.json().msg).toBe('Username already taken');
  });

  it('refuses the current password as the new one', async () => {
    const res = await update({ old_password: TEST_PASSWORD, password: TEST_PASSWORD });
    expect(res.statusCode).toBe(400);
    expect(res.json().msg).toBe('You cannot reuse your previous password.');
  });

  it('updates the account and answers the record', async () => {
    const res = await update({
      old_password: TEST_PASSWORD,
      name: ' Edith Editor ',
      email: 'edith@example.com',
      phone: '+1 555 0100',
      username: 'edith',
      password: 'a-brand-new-password',
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.msg).toBe('Admin account updated successfully');
    expect(body.statusCode).toBe(200);
    expect(body.data).toMatchObject({
      name: 'Edith Editor',
      email: 'edith@example.com',
      phone: '+1 555 0100',
      username: 'edith',
      role: 'owner',
    });
    // a new password: the record and a fresh token, the only one still valid (issue 10)
    expect(Object.keys(body.data).sort()).toEqual(
      ['created_at', 'email', 'id', 'name', 'phone', 'role', 'token', 'username'].sort(),
    );
    // the old credentials are gone, the new ones work, the old token has ended
    await expect(t.login('editor')).rejects.toThrow(/401/);
    await expect(t.login('edith', TEST_PASSWORD)).rejects.toThrow(/401/);
    await t.login('edith', 'a-brand-new-password');
    const stale = await t.app.inject({
      method: 'GET',
      url: '/api/admin/me',
      headers: bearer(userToken),
    });
    expect(stale.statusCode).toBe(401);
    expect(stale.json()).toEqual({ msg: 'Token has expired' });
    userToken = body.data.token;
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/admin/me',
      headers: bearer(userToken),
    });
    expect(me.json().username).toBe('edith');
  });

  it('refuses the previous password after a change', async () => {
    const res = await update({ old_password: 'a-brand-new-password', password: TEST_PASSWORD });
    expect(res.statusCode).toBe(400);
    expect(res.json().msg).toBe('You cannot reuse your previous password.');
  });

  it('keeps the own username without a conflict', async () => {
    const res = await update({ old_password: 'a-brand-new-password', username: 'edith' });
    expect(res.statusCode).toBe(200);
  });
});

describe('GET /api/admin/listVoices', () => {
  it('is public and lists the five voices', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/admin/listVoices' });
    expect(res.statusCode).toBe(200);
    const { voices } = res.json().data;
    expect(Object.keys(voices)).toEqual(['ash', 'ballad', 'coral', 'sage', 'verse']);
    expect(voices.ash).toEqual({ gender: 'male', description: 'Warm, friendly male voice' });
    expect(voices.sage).toEqual({ gender: 'neutral', description: 'Calm, wise voice' });
  });
});

describe('GET /api/admin/dashboard_stats', () => {
  it('counts the admin’s own interviews and live candidates', async () => {
    const adminId = await t.adminId();
    const otherId = await t.createAdmin('stats-other');
    const addCandidate = (owner: string, deleted = 0) => insertCandidate(t.db, owner, { deleted });
    const addInterview = (owner: string, candidate: string, status: string, selected = 0) =>
      insertInterview(t.db, owner, candidate, { status: status as 'scheduled', selected });
    const c1 = await addCandidate(adminId);
    const c2 = await addCandidate(adminId);
    await addCandidate(adminId, 1);
    const o1 = await addCandidate(otherId);
    await addInterview(adminId, c1, 'scheduled');
    await addInterview(adminId, c1, 'in_progress');
    await addInterview(adminId, c2, 'completed', 1);
    await addInterview(adminId, c2, 'completed');
    await addInterview(adminId, c2, 'cancelled');
    await addInterview(otherId, o1, 'completed', 1);

    const res = await t.app.inject({
      method: 'GET',
      url: '/api/admin/dashboard_stats',
      headers: bearer(token),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({
      total_interviews: 5,
      scheduled_interviews: 2,
      completed_interviews: 2,
      cancelled_interviews: 1,
      total_candidates: 2,
      hired_candidates: 1,
    });
  });
});
