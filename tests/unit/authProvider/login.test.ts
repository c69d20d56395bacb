import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createAuthProvider, SignInError } from '../../../src/authProvider/authProvider';
import { getToken, getUser } from '../../../src/authProvider/session';
import { installFakeFetch, jsonBody } from '../support/fakeFetch';
import { fixture } from '../support/fixtures';
import { installMemoryStorage, type MemoryStorage } from '../support/memoryStorage';

/** authProvider.login as react-admin's useLogin calls it, against the API at `apiUrl`. */
const login = (username: string, password: string, apiUrl?: string) =>
  createAuthProvider(apiUrl ? { apiUrl } : {}).login({ username, password });

async function signInError(promise: Promise<unknown>): Promise<SignInError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(SignInError);
  return error as SignInError;
}

describe('authProvider.login', () => {
  let storage: MemoryStorage;
  let api: ReturnType<typeof installFakeFetch>;
  beforeEach(() => {
    storage = installMemoryStorage();
    api = installFakeFetch();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it.each([
    ['', 'secret'],
    ['admin', ''],
    ['   ', 'secret'],
    ['admin', '   '],
  ])('refuses empty fields (%j, %j) without a request', async (username, password) => {
    const error = await signInError(login(username, password));
    expect(error.message).toBe('app.auth.fill_all');
    expect(error.isTranslationKey).toBe(true);
    expect(api.fetch).not.toHaveBeenCalled();
  });

  it('posts the credentials, stores token and user without password_hash, returns msg', async () => {
    api.replyFixture('login-200');
    const result = await login(' admin ', 'pa ss', '/api');
    const request = api.request;
    expect(request.method).toBe('POST');
    expect(request.url).toBe('/api/admin/login');
    expect(request.headers.get('Content-Type')).toBe('application/json');
    expect(jsonBody(request)).toEqual({ username: 'admin', password: 'pa ss' });

    const expected = fixture<{ data: { token: string } }>('login-200');
    expect(result.msg).toBe('Login successful');
    expect(result.user).not.toHaveProperty('password_hash');
    expect(result.user).toMatchObject({ _id: '65f1c0ffee0000000000a001', username: 'admin' });
    expect(result.user.created_at).toBe('2025-01-01T00:00:00Z');
    expect(getToken()).toBe(expected.data.token);
    expect(getUser()?.role).toBe('admin');
    expect(JSON.stringify(storage.dump())).not.toContain('password_hash');
  });

  it('uses the default API base', async () => {
    api.replyFixture('login-200');
    await login('admin', 'secret');
    expect(api.request.url).toBe('/api/admin/login');
  });

  it.each([
    ['login-401', 401, 'Invalid credentials'],
    ['login-403-deleted', 403, 'This account has been deleted. Contact support.'],
  ])('throws the server msg of %s', async (name, status, msg) => {
    api.replyFixture(name, status);
    const error = await signInError(login('admin', 'wrong'));
    expect(error.message).toBe(msg);
    expect(error.isTranslationKey).toBe(false);
    expect(getToken()).toBeNull();
  });

  it('reads the msg of an enveloped error', async () => {
    api.reply(400, { data: {}, msg: 'Username is required', statusCode: 400 });
    expect((await signInError(login('admin', 'x'))).message).toBe('Username is required');
  });

  it('falls back to Something went wrong without a msg', async () => {
    api.reply(500, '<html>Bad gateway</html>');
    const error = await signInError(login('admin', 'x'));
    expect(error.message).toBe('Something went wrong');
  });

  it('treats a 200 without a token as a failure', async () => {
    api.reply(200, { data: {}, msg: 'Login successful', statusCode: 200 });
    expect((await signInError(login('admin', 'x'))).message).toBe('Something went wrong');
    expect(getToken()).toBeNull();
  });

  it('reports an unreachable server', async () => {
    api.fail();
    const error = await signInError(login('admin', 'secret'));
    expect(error.message).toBe('app.auth.server_unreachable');
    expect(error.isTranslationKey).toBe(true);
  });
});
