// The team calls of a server with workspaces (docs/members.md): members and invitations, the
// audit log and its CSV, and accepting an invitation (public; it signs the new member in).
import type { Role } from '../../common/permissions';
import { setSession, withoutSecrets, type SessionUser } from '../authProvider/session';
import { isPlainObject } from './envelope';
import { asList, GENERIC_ERROR, type Client } from './httpClient';
import { objectOf, pathId } from './records';

export type MemberStatus = 'active' | 'invited';

/** A member of the workspace, or a pending invitation (`status: 'invited'`, no username yet). */
export interface Member {
  id: string;
  username: string;
  email: string;
  role: Role;
  status: MemberStatus;
  created_at?: string;
  last_sign_in_at: string | null;
  /** when an invitation's link stops working (invitations only) */
  expires_at?: string;
}

/** An invitation's link to send the invitee: absolute, valid until `expires_at`. */
export interface InvitationLink {
  link: string;
  expires_at: string;
}

export interface CreatedInvitation extends InvitationLink {
  id: string;
  email: string;
  role: Role;
}

export interface AuditChange {
  before: unknown;
  after: unknown;
}

export interface AuditEntry {
  id: string;
  at: string;
  actor: { id: string; username: string };
  ip: string;
  action: string;
  target_type: string;
  target_id: string;
  summary: string;
  changes: Record<string, AuditChange>;
}

/** The audit log's filters, as GET /admin/audit takes them (`from`/`to`: dates or ISO times). */
export interface AuditFilter {
  actor?: string;
  /** an action, or a family: a prefix ending in a dot (`candidate.`) */
  action?: string;
  target_type?: string;
  target_id?: string;
  from?: string;
  to?: string;
}

export interface AuditQuery extends AuditFilter {
  page: number;
  limit?: number;
}

export interface AuditPage {
  items: AuditEntry[];
  page: number;
  totalPages: number;
  total: number;
}

export interface CsvFile {
  blob: Blob;
  filename: string;
}

export interface AcceptInvitationInput {
  token: string;
  username: string;
  password: string;
}

export interface MemberMethods {
  listMembers(): Promise<Member[]>;
  inviteMember(invitation: { email: string; role: Role }): Promise<CreatedInvitation>;
  resendInvitation(id: string): Promise<InvitationLink>;
  changeMemberRole(id: string, role: Role): Promise<{ msg: string }>;
  /** the server's msg: 'Member removed', or 'Invitation revoked' */
  removeMember(id: string): Promise<{ msg: string }>;
  getAuditLog(query: AuditQuery): Promise<AuditPage>;
  /** every entry of the filter, as the server's CSV */
  auditExportCsv(filter: AuditFilter): Promise<CsvFile>;
  /** creates the account and stores its session, as signing in does */
  acceptInvitation(input: AcceptInvitationInput): Promise<{ msg: string; user: SessionUser }>;
}

const text = (value: unknown): string => (typeof value === 'string' ? value : '');
const optionalText = (value: unknown): string | undefined =>
  typeof value === 'string' && value !== '' ? value : undefined;

/** The server's relative `/accept-invite?token=…`, as an address to send (this console's). */
export function absoluteLink(link: string): string {
  return new URL(link, window.location.origin).href;
}

export function toMember(value: unknown): Member {
  const record = objectOf(value);
  return {
    id: text(record.id),
    username: text(record.username),
    email: text(record.email),
    role: text(record.role) as Role,
    status: record.status === 'invited' ? 'invited' : 'active',
    created_at: optionalText(record.created_at),
    last_sign_in_at: optionalText(record.last_sign_in_at) ?? null,
    expires_at: optionalText(record.expires_at),
  };
}

function toLink(value: unknown): InvitationLink {
  const record = objectOf(value);
  return { link: absoluteLink(text(record.link)), expires_at: text(record.expires_at) };
}

function toChanges(value: unknown): Record<string, AuditChange> {
  if (!isPlainObject(value)) return {};
  const changes: Record<string, AuditChange> = {};
  for (const [field, change] of Object.entries(value)) {
    const { before, after } = objectOf(change);
    changes[field] = { before, after };
  }
  return changes;
}

export function toAuditEntry(value: unknown): AuditEntry {
  const record = objectOf(value);
  const actor = objectOf(record.actor);
  return {
    id: text(record.id),
    at: text(record.at),
    actor: { id: text(actor.id), username: text(actor.username) },
    ip: text(record.ip),
    action: text(record.action),
    target_type: text(record.target_type),
    target_id: text(record.target_id),
    summary: text(record.summary),
    changes: toChanges(record.changes),
  };
}

/** The query string of the set filters (and paging), empty values left out. */
export function auditSearch(filter: AuditFilter & { page?: number; limit?: number }): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(filter)) {
    if (value !== undefined && value !== '') search.set(name, String(value));
  }
  const query = search.toString();
  return query ? `?${query}` : '';
}

/** `attachment; filename="audit-2025-03-05.csv"` → its name; undefined without one. */
export function filenameOf(disposition: string | null | undefined): string | undefined {
  if (!disposition) return undefined;
  const encoded = /filename\*\s*=\s*(?:UTF-8'')?([^;]+)/i.exec(disposition);
  if (encoded?.[1]) {
    try {
      return decodeURIComponent(encoded[1].trim().replace(/^"|"$/g, ''));
    } catch {
      // a malformed encoded name: the plain one below, if any
    }
  }
  const plain = /filename\s*=\s*("([^"]*)"|[^;]+)/i.exec(disposition);
  const name = (plain?.[2] ?? plain?.[1])?.trim();
  return name || undefined;
}

const today = () => {
  const now = new Date();
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
};

export function createMemberMethods(apiUrl: string, client: Client): MemberMethods {
  const admin = `${apiUrl}/admin`;
  const member = (id: string) => `${admin}/members/${pathId(id)}`;

  return {
    async listMembers() {
      const { json } = await client(`${admin}/members`);
      return asList(json).map(toMember);
    },

    async inviteMember({ email, role }) {
      const { json } = await client(`${admin}/members/invite`, {
        method: 'POST',
        body: JSON.stringify({ email, role }),
      });
      const record = objectOf(json);
      return {
        ...toLink(record),
        id: text(record.id),
        email: text(record.email) || email,
        role: (text(record.role) || role) as Role,
      };
    },

    async resendInvitation(id) {
      const { json } = await client(`${member(id)}/resend`, { method: 'POST', body: '{}' });
      return toLink(json);
    },

    async changeMemberRole(id, role) {
      const { msg } = await client(member(id), {
        method: 'PATCH',
        body: JSON.stringify({ role }),
      });
      return { msg: msg ?? '' };
    },

    async removeMember(id) {
      const { msg } = await client(member(id), { method: 'DELETE' });
      return { msg: msg ?? '' };
    },

    async getAuditLog({ page, limit = 50, ...filter }) {
      const { json } = await client(`${admin}/audit${auditSearch({ ...filter, page, limit })}`);
      const record = objectOf(json);
      const pagination = objectOf(record.pagination);
      const number = (value: unknown, fallback: number) =>
        typeof value === 'number' && Number.isFinite(value) ? value : fallback;
      return {
        items: asList(record.items).map(toAuditEntry),
        page: number(pagination.page, page),
        totalPages: number(pagination.total_pages, 1),
        total: number(pagination.total, 0),
      };
    },

    async auditExportCsv(filter) {
      // through the client: the download needs the session's token
      const { body, headers } = await client(`${admin}/audit/export${auditSearch(filter)}`, {
        headers: { Accept: 'text/csv' },
      });
      return {
        blob: new Blob([body], { type: 'text/csv;charset=utf-8' }),
        filename: filenameOf(headers.get('Content-Disposition')) ?? `audit-${today()}.csv`,
      };
    },

    async acceptInvitation({ token, username, password }) {
      const { json, msg } = await client(`${admin}/invitations/accept`, {
        method: 'POST',
        auth: false,
        body: JSON.stringify({ token, username, password }),
      });
      const data = objectOf(json);
      // a success without a session is no sign-in
      if (typeof data.token !== 'string' || !data.token || !isPlainObject(data.user)) {
        throw new Error(GENERIC_ERROR);
      }
      const user = withoutSecrets(data.user as SessionUser);
      setSession(data.token, user);
      return { msg: msg ?? '', user };
    },
  };
}
