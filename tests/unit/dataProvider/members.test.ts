// The team calls (src/dataProvider/members.ts): members and invitations, the audit log and its
// CSV, accepting an invitation.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getToken, getUser, setSession } from '../../../src/authProvider/session';
import { createDataProvider } from '../../../src/dataProvider';
import { filenameOf } from '../../../src/dataProvider/members';
import type { AppDataProvider } from '../../../src/dataProvider/types';
import { installFakeFetch, jsonBody } from '../support/fakeFetch';
import { installMemoryStorage } from '../support/memoryStorage';

const ok = (data: unknown, msg = 'OK', statusCode = 200) => ({ data, msg, statusCode });

describe('team calls', () => {
  let api: ReturnType<typeof installFakeFetch>;
  let dp: AppDataProvider;
  beforeEach(() => {
    installMemoryStorage();
    vi.stubGlobal('window', { location: { origin: 'https://console.example' } });
    setSession('tok', { _id: 'm1', username: 'olive', role: 'owner', workspace_id: 'w1' });
    api = installFakeFetch();
    dp = createDataProvider('/api');
  });
  afterEach(() => vi.unstubAllGlobals());

  it('listMembers: GET /admin/members, with the token', async () => {
    api.reply(
      200,
      ok([
        {
          id: 'm1',
          username: 'olive',
          email: 'o@x.io',
          role: 'owner',
          status: 'active',
          created_at: '2025-01-01T10:00:00Z',
          last_sign_in_at: null,
        },
        {
          id: 'i1',
          username: '',
          email: 'new@x.io',
          role: 'reviewer',
          status: 'invited',
          created_at: '2025-02-01T10:00:00Z',
          last_sign_in_at: null,
          expires_at: '2025-02-08T10:00:00Z',
        },
      ]),
    );
    const members = await dp.listMembers();
    expect(api.request.url).toBe('/api/admin/members');
    expect(api.request.headers.get('Authorization')).toBe('Bearer tok');
    expect(members.map((m) => [m.id, m.status, m.expires_at])).toEqual([
      ['m1', 'active', undefined],
      ['i1', 'invited', '2025-02-08T10:00:00Z'],
    ]);
  });

  it('inviteMember: POST {email, role}; the relative link made absolute on this console', async () => {
    api.reply(
      201,
      ok(
        {
          id: 'i2',
          email: 'sam@x.io',
          role: 'recruiter',
          link: '/accept-invite?token=abc',
          expires_at: '2025-03-08T10:00:00Z',
        },
        'Invitation created',
        201,
      ),
    );
    const created = await dp.inviteMember({ email: 'sam@x.io', role: 'recruiter' });
    expect(api.request.method).toBe('POST');
    expect(api.request.url).toBe('/api/admin/members/invite');
    expect(jsonBody(api.request)).toEqual({ email: 'sam@x.io', role: 'recruiter' });
    expect(created.link).toBe('https://console.example/accept-invite?token=abc');
    expect(created.id).toBe('i2');
  });

  it("inviteMember: a refusal rejects with the server's msg", async () => {
    api.reply(409, {
      msg: 'This email is already a member or invited.',
      statusCode: 409,
      data: {},
    });
    await expect(dp.inviteMember({ email: 'a@x.io', role: 'admin' })).rejects.toMatchObject({
      status: 409,
      message: 'This email is already a member or invited.',
    });
  });

  it('resend, change role, remove: their calls and answers', async () => {
    api
      .reply(
        200,
        ok({ link: '/accept-invite?token=new', expires_at: 'x' }, 'Invitation sent again'),
      )
      .reply(200, ok({}, 'Member updated'))
      .reply(200, ok({}, 'Invitation revoked'));
    await expect(dp.resendInvitation('i 1')).resolves.toEqual({
      link: 'https://console.example/accept-invite?token=new',
      expires_at: 'x',
    });
    await expect(dp.changeMemberRole('m2', 'admin')).resolves.toEqual({ msg: 'Member updated' });
    await expect(dp.removeMember('i1')).resolves.toEqual({ msg: 'Invitation revoked' });
    expect(api.requests.map((r) => `${r.method} ${r.url}`)).toEqual([
      'POST /api/admin/members/i%201/resend',
      'PATCH /api/admin/members/m2',
      'DELETE /api/admin/members/i1',
    ]);
    expect(jsonBody(api.requests[1]!)).toEqual({ role: 'admin' });
  });

  it('getAuditLog: the set filters and the page in the query; entries and paging read', async () => {
    api.reply(
      200,
      ok({
        items: [
          {
            id: 'a1',
            at: '2025-03-05T15:07:00Z',
            actor: { id: 'm1', username: 'olive' },
            ip: '203.0.113.5',
            action: 'member.role',
            target_type: 'member',
            target_id: 'm2',
            summary: 'Changed sam from recruiter to admin',
            changes: { role: { before: 'recruiter', after: 'admin' } },
          },
        ],
        pagination: { page: 2, total_pages: 3, total: 101 },
      }),
    );
    const page = await dp.getAuditLog({ action: 'member.', actor: '', target_id: 'm2', page: 2 });
    expect(api.request.url).toBe('/api/admin/audit?action=member.&target_id=m2&page=2&limit=50');
    expect(page).toMatchObject({ page: 2, totalPages: 3, total: 101 });
    expect(page.items[0]!.changes).toEqual({ role: { before: 'recruiter', after: 'admin' } });
  });

  it('auditExportCsv: the CSV through the client (token), named by Content-Disposition', async () => {
    api.respond(
      () =>
        new Response('Time,Member\n2025-03-05,olive\n', {
          status: 200,
          headers: {
            'Content-Type': 'text/csv; charset=utf-8',
            'Content-Disposition': 'attachment; filename="audit-2025-03-05.csv"',
          },
        }),
    );
    const file = await dp.auditExportCsv({ action: 'candidate.' });
    expect(api.request.url).toBe('/api/admin/audit/export?action=candidate.');
    expect(api.request.headers.get('Authorization')).toBe('Bearer tok');
    expect(file.filename).toBe('audit-2025-03-05.csv');
    await expect(file.blob.text()).resolves.toBe('Time,Member\n2025-03-05,olive\n');
  });

  it('filenameOf: quoted, bare and encoded names; none without one', () => {
    expect(filenameOf('attachment; filename="a b.csv"')).toBe('a b.csv');
    expect(filenameOf('attachment; filename=a.csv')).toBe('a.csv');
    expect(filenameOf("attachment; filename*=UTF-8''a%20%C3%A9.csv")).toBe('a é.csv');
    expect(filenameOf('attachment')).toBeUndefined();
    expect(filenameOf(null)).toBeUndefined();
  });

  it('acceptInvitation: public POST; the session stored as sign-in stores it', async () => {
    api.reply(
      200,
      ok(
        {
          token: 'new-token',
          user: { _id: 'm9', username: 'sam', role: 'recruiter', password_hash: 'h' },
        },
        'Welcome',
      ),
    );
    const answer = await dp.acceptInvitation({
      token: 't1',
      username: 'sam',
      password: 'secret12',
    });
    expect(api.request.url).toBe('/api/admin/invitations/accept');
    expect(api.request.headers.get('Authorization')).toBeNull();
    expect(jsonBody(api.request)).toEqual({ token: 't1', username: 'sam', password: 'secret12' });
    expect(answer.msg).toBe('Welcome');
    expect(getToken()).toBe('new-token');
    expect(getUser()).toEqual({ _id: 'm9', username: 'sam', role: 'recruiter' });
  });

  it("acceptInvitation: a refusal keeps the session as it was and rejects with the server's msg", async () => {
    api.reply(400, {
      msg: 'This invitation is not valid or has expired.',
      statusCode: 400,
      data: {},
    });
    await expect(
      dp.acceptInvitation({ token: 'bad', username: 'sam', password: 'secret12' }),
    ).rejects.toMatchObject({ message: 'This invitation is not valid or has expired.' });
    expect(getToken()).toBe('tok');
  });
});
