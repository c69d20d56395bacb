// Members of a test app's workspace, made the way a team makes them: invited, then accepted.
import type { Role } from '../../common/permissions.ts';
import type { TestApp } from './testApp.ts';

export const MEMBER_PASSWORD = 'member-password-1';

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** A JSON call under /api with a member's token: the status and the parsed envelope. */
export async function callAs(
  t: TestApp,
  token: string,
  method: string,
  url: string,
  payload?: object,
) {
  const res = await t.app.inject({
    method: method as 'GET',
    url: `/api${url}`,
    headers: bearer(token),
    ...(payload && { payload }),
  });
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- each test reads its own shape
  return { status: res.statusCode, body: res.json() as { data: any; msg: string } };
}

/** The token out of an invitation link (`/accept-invite?token=…`). */
export const tokenOfLink = (link: string) => new URL(link, 'http://x').searchParams.get('token')!;

/** Invites `username@example.com` as `role` with `inviterToken`; the invitation's answer. */
export async function invite(t: TestApp, inviterToken: string, email: string, role: string) {
  return t.app.inject({
    method: 'POST',
    url: '/api/admin/members/invite',
    headers: bearer(inviterToken),
    payload: { email, role },
  });
}

export async function accept(
  t: TestApp,
  token: string,
  username: string,
  password = MEMBER_PASSWORD,
) {
  return t.app.inject({
    method: 'POST',
    url: '/api/admin/invitations/accept',
    payload: { token, username, password },
  });
}

/** A new member of the inviter's workspace with this role: their id and a signed-in token. */
export async function addMember(
  t: TestApp,
  inviterToken: string,
  role: Role,
  username: string,
): Promise<{ id: string; token: string }> {
  const invited = await invite(t, inviterToken, `${username}@example.com`, role);
  if (invited.statusCode !== 201) throw new Error(`invite: ${invited.statusCode} ${invited.body}`);
  const accepted = await accept(t, tokenOfLink(invited.json().data.link), username);
  if (accepted.statusCode !== 200)
    throw new Error(`accept: ${accepted.statusCode} ${accepted.body}`);
  const { token, user } = accepted.json().data;
  return { id: user._id, token };
}

/** The workspace's audit entries, newest first (read as its owner). */
export async function auditEntries(t: TestApp, ownerToken: string, query = '') {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/admin/audit?limit=100${query}`,
    headers: bearer(ownerToken),
  });
  if (res.statusCode !== 200) throw new Error(`audit: ${res.statusCode} ${res.body}`);
  return res.json().data as {
    items: {
      action: string;
      actor: { id: string; username: string };
      target_type: string;
      target_id: string;
      summary: string;
      changes: Record<string, { before: unknown; after: unknown }>;
    }[];
    pagination: { total: number };
  };
}
