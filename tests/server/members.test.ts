// A hiring team's workspace (docs/members.md): invitations, roles, the last owner, removal and
// demotion on the next request of any server, workspace isolation.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type Started } from '../../server/src/bootstrap.ts';
import {
  accept,
  addMember,
  auditEntries,
  bearer,
  invite,
  MEMBER_PASSWORD,
  tokenOfLink,
} from './memberHelpers.ts';
import { insertCandidate } from './rows.ts';
import { startTestApp, type TestApp } from './testApp.ts';

let t: TestApp;
let owner: string;

const DAY = 24 * 60 * 60 * 1000;
const INVALID = 'This invitation is not valid or has expired.';

beforeAll(async () => {
  t = await startTestApp();
  owner = await t.login();
});
afterAll(async () => {
  await t?.close();
});

const members = async (token = owner) =>
  (await t.app.inject({ method: 'GET', url: '/api/admin/members', headers: bearer(token) })).json()
    .data as { id: string; username: string; email: string; role: string; status: string }[];

const call = (
  token: string,
  method: 'GET' | 'PATCH' | 'DELETE' | 'POST' | 'PUT',
  url: string,
  payload?: object,
) =>
  t.app.inject({
    method,
    url: `/api${url}`,
    headers: bearer(token),
    ...(payload ? { payload } : {}),
  });

describe('invitations', () => {
  it('makes a one-time link that signs the invitee in with the invited role', async () => {
    const invited = await invite(t, owner, 'Rita.Recruiter@example.com', 'recruiter');
    expect(invited.statusCode).toBe(201);
    const { link, expires_at, role, email } = invited.json().data;
    expect(invited.json().msg).toBe('Invitation created');
    expect(link).toMatch(/^\/accept-invite\?token=[A-Za-z0-9_-]{32,}$/);
    expect(Date.parse(expires_at) - Date.now()).toBeGreaterThan(6.9 * DAY);
    expect({ role, email }).toEqual({ role: 'recruiter', email: 'Rita.Recruiter@example.com' });
    // only its hash is kept
    const stored = await t.db.selectFrom('invitations').select('token_hash').execute();
    expect(stored.map((r) => r.token_hash)).not.toContain(tokenOfLink(link));

    const listed = await members();
    expect(listed.find((m) => m.email === email)).toMatchObject({
      status: 'invited',
      role: 'recruiter',
    });

    const accepted = await accept(t, tokenOfLink(link), 'rita');
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json().msg).toBe('Welcome');
    const { user, token } = accepted.json().data;
    expect(user).toMatchObject({ username: 'rita', role: 'recruiter', email });
    expect((await call(token, 'GET', '/admin/me')).json()).toMatchObject({ role: 'recruiter' });
    expect((await members()).find((m) => m.username === 'rita')).toMatchObject({
      status: 'active',
    });

    const again = await accept(t, tokenOfLink(link), 'rita2');
    expect([again.statusCode, again.json().msg]).toEqual([400, INVALID]);
  });

  it('refuses an address already a member or invited, and a bad email or role', async () => {
    await invite(t, owner, 'twice@example.com', 'reviewer');
    const dup = await invite(t, owner, 'TWICE@example.com', 'admin');
    expect([dup.statusCode, dup.json().msg]).toEqual([
      409,
      'This email is already a member or invited.',
    ]);
    const member = await invite(t, owner, 'rita.recruiter@EXAMPLE.com', 'reviewer');
    expect(member.statusCode).toBe(409);
    expect((await invite(t, owner, 'not-an-email', 'admin')).json().msg).toBe(
      'Email address is not valid',
    );
    expect((await invite(t, owner, 'x@example.com', 'boss')).json().msg).toBe(
      'Role must be one of: owner, admin, recruiter, reviewer',
    );
  });

  it('expires after 7 days; resending makes a new link and kills the old one; revoking kills it', async () => {
    const first = (await invite(t, owner, 'late@example.com', 'reviewer')).json().data;
    t.clock.advance(7 * DAY + 1000);
    owner = await t.login(); // the day-long session ended too
    const expired = await accept(t, tokenOfLink(first.link), 'late');
    expect([expired.statusCode, expired.json().msg]).toEqual([400, INVALID]);

    const resent = await call(owner, 'POST', `/admin/members/${first.id}/resend`);
    expect(resent.statusCode).toBe(200);
    const { link } = resent.json().data;
    expect(link).not.toBe(first.link);
    expect((await accept(t, tokenOfLink(first.link), 'late')).statusCode).toBe(400);

    const revoked = await call(owner, 'DELETE', `/admin/members/${first.id}`);
    expect([revoked.statusCode, revoked.json().msg]).toEqual([200, 'Invitation revoked']);
    expect((await accept(t, tokenOfLink(link), 'late')).json().msg).toBe(INVALID);
    expect((await members()).some((m) => m.email === 'late@example.com')).toBe(false);
    expect((await accept(t, 'made-up-token', 'late')).statusCode).toBe(400);
  });

  it('checks the new account as a profile change does, keeping the link usable', async () => {
    const { link } = (await invite(t, owner, 'checks@example.com', 'reviewer')).json().data;
    const token = tokenOfLink(link);
    expect((await accept(t, token, 'no')).json().msg).toBe(
      'Username must be 3 to 50 letters, digits, dots, dashes or underscores',
    );
    expect((await accept(t, token, 'checker', 'short')).json().msg).toBe(
      'Password must be at least 8 characters long',
    );
    const taken = await accept(t, token, 'ADMIN');
    expect([taken.statusCode, taken.json().msg]).toEqual([409, 'Username already taken']);
    expect((await accept(t, token, 'checker')).statusCode).toBe(200);
  });
});

describe('roles', () => {
  it('keeps at least one owner', async () => {
    const ownerId = await t.adminId();
    const demote = await call(owner, 'PATCH', `/admin/members/${ownerId}`, { role: 'admin' });
    expect([demote.statusCode, demote.json().msg]).toEqual([
      409,
      'A workspace needs at least one owner.',
    ]);
    const remove = await call(owner, 'DELETE', `/admin/members/${ownerId}`);
    expect(remove.statusCode).toBe(409);
    expect((await call(owner, 'GET', '/admin/me')).json().role).toBe('owner');
  });

  it('lets an admin manage members but not owners', async () => {
    const admin = await addMember(t, owner, 'admin', 'ada');
    const ownerId = await t.adminId();
    expect((await invite(t, admin.token, 'boss@example.com', 'owner')).statusCode).toBe(403);
    expect(
      (await call(admin.token, 'PATCH', `/admin/members/${ownerId}`, { role: 'reviewer' }))
        .statusCode,
    ).toBe(403);
    expect((await call(admin.token, 'DELETE', `/admin/members/${ownerId}`)).statusCode).toBe(403);
    const rev = await addMember(t, admin.token, 'reviewer', 'rex');
    expect(
      (await call(admin.token, 'PATCH', `/admin/members/${rev.id}`, { role: 'recruiter' }))
        .statusCode,
    ).toBe(200);
    expect(
      (await call(admin.token, 'PATCH', `/admin/members/${rev.id}`, { role: 'owner' })).statusCode,
    ).toBe(403);
  });

  it('transfers ownership: another owner first, then the first steps down', async () => {
    const heir = await addMember(t, owner, 'admin', 'heir');
    expect(
      (await call(owner, 'PATCH', `/admin/members/${heir.id}`, { role: 'owner' })).statusCode,
    ).toBe(200);
    const heirToken = await t.login('heir', MEMBER_PASSWORD);
    const firstId = await t.adminId();
    expect(
      (await call(heirToken, 'PATCH', `/admin/members/${firstId}`, { role: 'admin' })).statusCode,
    ).toBe(200);
    owner = await t.login();
    expect((await call(owner, 'GET', '/admin/me')).json().role).toBe('admin');
    // back as it was, for the tests after
    expect(
      (await call(heirToken, 'PATCH', `/admin/members/${firstId}`, { role: 'owner' })).statusCode,
    ).toBe(200);
    owner = await t.login();
    expect((await call(owner, 'DELETE', `/admin/members/${heir.id}`)).statusCode).toBe(200);
  });
});

describe('removal and demotion', () => {
  let second: Started;
  beforeAll(async () => {
    second = await startServer(t.config, { logger: false, clock: t.clock });
    await second.app.ready();
  });
  afterAll(async () => {
    await second?.app.close();
    await second?.db.destroy();
  });

  const onSecond = (token: string, url: string) =>
    second.app.inject({ method: 'GET', url: `/api${url}`, headers: bearer(token) });

  it('take effect on the very next request, on another server too', async () => {
    const rec = await addMember(t, owner, 'recruiter', 'moving-rec');
    expect((await onSecond(rec.token, '/candidate/list')).statusCode).toBe(200);
    await call(owner, 'PATCH', `/admin/members/${rec.id}`, { role: 'reviewer' });
    const demoted = await onSecond(rec.token, '/candidate/list');
    expect([demoted.statusCode, demoted.json()]).toEqual([401, { msg: 'Token has expired' }]);
    const again = await t.login('moving-rec', MEMBER_PASSWORD);
    const refused = await second.app.inject({
      method: 'POST',
      url: '/api/candidate/import/rows',
      headers: bearer(again),
      payload: { rows: [{ name: 'Nope', email: 'nope@example.com' }] },
    });
    expect(refused.statusCode).toBe(403);

    await call(owner, 'DELETE', `/admin/members/${rec.id}`);
    expect((await onSecond(again, '/candidate/list')).statusCode).toBe(401);
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/api/admin/login',
      payload: { username: 'moving-rec', password: MEMBER_PASSWORD },
    });
    expect(signIn.statusCode).toBe(403);
    expect((await members()).some((m) => m.username === 'moving-rec')).toBe(false);
  });
});

describe('workspaces', () => {
  it('keep their records, members and audit log apart', async () => {
    await t.createAdmin('island');
    const island = await t.login('island');
    const islandId = await t.adminId('island');
    const theirs = await insertCandidate(t.db, islandId, { name: 'Theirs' });
    const ours = await insertCandidate(t.db, await t.adminId(), { name: 'Ours' });
    expect((await call(owner, 'GET', `/candidate/${theirs}`)).statusCode).toBe(404);
    expect((await call(island, 'GET', `/candidate/${ours}`)).statusCode).toBe(404);
    expect((await members(island)).map((m) => m.username)).toEqual(['island']);
    const ownMember = (await members()).find((m) => m.username === 'rita')!;
    expect((await call(island, 'DELETE', `/admin/members/${ownMember.id}`)).statusCode).toBe(404);
    const islandLog = await auditEntries(t, island);
    expect(islandLog.items.every((e) => e.actor.username === 'island')).toBe(true);
  });
});

describe('the audit log', () => {
  const job = (
    token: string,
    method: 'POST' | 'PUT',
    url: string,
    payload: object,
    ifMatch?: string,
  ) =>
    t.app.inject({
      method,
      url: `/api${url}`,
      headers: { ...bearer(token), ...(ifMatch ? { 'if-match': ifMatch } : {}) },
      payload,
    });

  it('records who changed what, with the fields before and after', async () => {
    const rec = await addMember(t, owner, 'admin', 'audited-admin');
    const created = await job(rec.token, 'POST', '/jobs', { title: 'Auditor' });
    const id = created.json().id as string;
    await job(rec.token, 'PUT', `/jobs/${id}`, { title: 'Chief Auditor', department: 'Risk' });
    const { items } = await auditEntries(t, owner, `&target_type=job&target_id=${id}`);
    expect(items.map((e) => e.action)).toEqual(['job.update', 'job.create']);
    expect(items[0]).toMatchObject({
      actor: { id: rec.id, username: 'audited-admin' },
      summary: 'Updated the job Chief Auditor',
      changes: {
        title: { before: 'Auditor', after: 'Chief Auditor' },
        department: { before: '', after: 'Risk' },
      },
    });
  });

  it('has no entry for a change that failed, and no change without its entry', async () => {
    const before = (await auditEntries(t, owner)).pagination.total;
    expect((await job(owner, 'POST', '/jobs', { title: '  ' })).statusCode).toBe(400);
    const created = await job(owner, 'POST', '/jobs', { title: 'Stale' });
    const id = created.json().id as string;
    const stale = await job(owner, 'PUT', `/jobs/${id}`, { title: 'Lost' }, '"999"');
    expect(stale.statusCode).toBe(412);
    const dup = await t.app.inject({
      method: 'POST',
      url: '/api/candidate/import/rows',
      headers: bearer(owner),
      payload: {
        rows: [
          { name: 'Once', email: 'once@example.com', phone: '+1 555 0101', skills: [] },
          { name: 'Twice', email: 'once@example.com', phone: '+1 555 0102', skills: [] },
        ],
      },
    });
    expect(dup.json().data.results[1].msg).toMatch(/already exists/);
    const { items, pagination } = await auditEntries(t, owner);
    // the job's creation, one imported candidate and the import's counts: nothing else
    expect(pagination.total - before).toBe(3);
    expect(items.slice(0, 3).map((e) => e.action)).toEqual([
      'candidate.import',
      'candidate.create',
      'job.create',
    ]);
    expect(items[0]!.changes).toEqual({
      created: { before: null, after: 1 },
      refused: { before: null, after: 1 },
    });
  });

  it('filters by action family and date, exports CSV, and has no call that edits or deletes', async () => {
    const jobs = await auditEntries(t, owner, '&action=job.');
    expect(jobs.items.length).toBeGreaterThan(0);
    expect(jobs.items.every((e) => e.action.startsWith('job.'))).toBe(true);
    const future = await auditEntries(t, owner, '&from=2999-01-01');
    expect(future.pagination.total).toBe(0);
    const bad = await call(owner, 'GET', '/admin/audit?from=yesterday');
    expect([bad.statusCode, bad.json().msg]).toEqual([
      400,
      'from must be a date (YYYY-MM-DD) or a time',
    ]);

    const csv = await call(owner, 'GET', '/admin/audit/export?action=job.');
    expect(csv.headers['content-type']).toMatch(/^text\/csv/);
    expect(csv.headers['content-disposition']).toMatch(
      /^attachment; filename="audit-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe('Time,Member,Address,Action,Record type,Record,Summary,Changes');
    expect(lines.length).toBe(jobs.items.length + 1);
    expect((await auditEntries(t, owner, '&action=audit.export')).items).toHaveLength(1);

    const someId = jobs.items[0]!;
    for (const method of ['PUT', 'PATCH', 'DELETE'] as const) {
      const res = await call(
        owner,
        method,
        `/admin/audit/${(someId as { id?: string }).id ?? 'x'}`,
        {},
      );
      expect(res.statusCode).toBe(404);
    }
  });

  it('records sign-ins, failed ones, and a password change', async () => {
    await addMember(t, owner, 'reviewer', 'signer');
    await t.app.inject({
      method: 'POST',
      url: '/api/admin/login',
      payload: { username: 'signer', password: 'wrong-password' },
    });
    const signerToken = await t.login('signer', MEMBER_PASSWORD);
    await call(signerToken, 'PATCH', '/admin/update', {
      old_password: MEMBER_PASSWORD,
      password: 'member-password-2',
    });
    const { items } = await auditEntries(t, owner);
    expect(items.slice(0, 3).map((e) => [e.action, e.actor.username])).toEqual([
      ['account.password', 'signer'],
      ['sign_in', 'signer'],
      ['sign_in.failed', 'signer'],
    ]);
    // no secret in any entry
    expect(JSON.stringify(items)).not.toMatch(/password_hash|member-password/);
  });
});

describe('audit entries of a record', () => {
  it('outlive the record', async () => {
    const id = await insertCandidate(t.db, await t.adminId(), { name: 'Gone Soon' });
    expect((await call(owner, 'DELETE', `/candidate/${id}`)).statusCode).toBe(200);
    expect((await call(owner, 'DELETE', `/candidate/hard_delete/${id}`)).statusCode).toBe(200);
    expect((await call(owner, 'GET', `/candidate/${id}`)).statusCode).toBe(404);
    const { items } = await auditEntries(t, owner, `&target_type=candidate&target_id=${id}`);
    expect(items.map((e) => [e.action, e.summary])).toEqual([
      ['candidate.delete', expect.stringMatching(/^Deleted for good Gone Soon/)],
      ['candidate.trash', expect.stringMatching(/^Moved to the trash Gone Soon/)],
    ]);
  });
});
