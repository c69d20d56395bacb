// Issue 10, item 6: a password change and "sign out everywhere" end older tokens.
import { createSigner } from 'fast-jwt';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, TEST_PASSWORD, type TestApp } from './testApp.ts';

const SECRET = 'sessions-test-secret-0123456789-abcdefghij';
let t: TestApp;
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const me = (token: string) =>
  t.app.inject({ method: 'GET', url: '/api/admin/me', headers: bearer(token) });
const logoutAll = (token?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/admin/logout-all',
    headers: token ? bearer(token) : {},
  });
const claimsOf = (token: string) =>
  JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString('utf8'));

beforeAll(async () => {
  t = await startTestApp({ JWT_SECRET: SECRET });
});
afterAll(async () => {
  await t.close();
});

describe('POST /api/admin/logout-all', () => {
  it('ends every token of the admin, answered like an expired one; new sign-ins work', async () => {
    await t.createAdmin('everywhere');
    await t.createAdmin('bystander');
    const phone = await t.login('everywhere');
    const laptop = await t.login('everywhere');
    const other = await t.login('bystander');
    expect(claimsOf(phone).tv).toBe(0);

    const res = await logoutAll(laptop);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ data: {}, msg: 'Signed out everywhere', statusCode: 200 });
    for (const token of [phone, laptop]) {
      const after = await me(token);
      expect(after.statusCode).toBe(401);
      expect(after.json()).toEqual({ msg: 'Token has expired' });
    }
    expect((await me(other)).statusCode).toBe(200);
    const fresh = await t.login('everywhere');
    expect(claimsOf(fresh).tv).toBe(1);
    expect((await me(fresh)).statusCode).toBe(200);
  });

  it('is protected', async () => {
    const res = await logoutAll();
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ msg: 'Missing Authorization Header' });
  });

  it('accepts a JSON body too', async () => {
    await t.createAdmin('json-body');
    const token = await t.login('json-body');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/logout-all',
      headers: bearer(token),
      payload: {},
    });
    expect(res.statusCode).toBe(200);
  });
});

describe('a password change', () => {
  it('ends older tokens; the token it answers stays valid', async () => {
    await t.createAdmin('changer');
    const first = await t.login('changer');
    const second = await t.login('changer');
    const res = await t.app.inject({
      method: 'PATCH',
      url: '/api/admin/update',
      headers: bearer(first),
      payload: { old_password: TEST_PASSWORD, password: 'changed-password-77' },
    });
    expect(res.statusCode).toBe(200);
    const { token } = res.json().data;
    expect(typeof token).toBe('string');
    expect((await me(first)).statusCode).toBe(401);
    expect((await me(second)).json()).toEqual({ msg: 'Token has expired' });
    expect((await me(token)).statusCode).toBe(200);
  });

  it('other detail changes keep the session and answer no token', async () => {
    await t.createAdmin('renamer');
    const token = await t.login('renamer');
    const res = await t.app.inject({
      method: 'PATCH',
      url: '/api/admin/update',
      headers: bearer(token),
      payload: { old_password: TEST_PASSWORD, name: 'New Name' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.token).toBeUndefined();
    expect((await me(token)).statusCode).toBe(200);
  });
});

describe('tokens made before token versions', () => {
  it('count as version 0 until the version moves on', async () => {
    const id = await t.createAdmin('old-token');
    const sign = createSigner({ key: SECRET, algorithm: 'HS256', expiresIn: 60_000 });
    const legacy = sign({ sub: id, role: 'admin', deleted: false });
    expect((await me(legacy)).statusCode).toBe(200);
    await logoutAll(legacy);
    expect((await me(legacy)).statusCode).toBe(401);
  });
});
