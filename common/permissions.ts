// Who may do what in a workspace: the one table both halves read. The server refuses a call its
// member's role may not make (403, server/src/auth/permissions.ts); the console hides what the
// role may not use, through react-admin's canAccess (src/authProvider/access.ts).

/** A member's role in their workspace, most powerful first. */
export const ROLES = ['owner', 'admin', 'recruiter', 'reviewer'] as const;
export type Role = (typeof ROLES)[number];

export function isRole(value: unknown): value is Role {
  return typeof value === 'string' && (ROLES as readonly string[]).includes(value);
}

/** What a role may do (issue 50's table, one row each). */
export type Permission =
  /** see candidates, resumes, interviews, transcripts, the dashboard */
  | 'records.read'
  /** add, edit, trash, restore, import candidates; schedule, reschedule, cancel interviews */
  | 'candidates.write'
  /** export candidates (CSV) */
  | 'candidates.export'
  /** review answers: one's own score and note per answer (docs/scoring.md) */
  | 'answers.score'
  /** set an interview's final score, score it again */
  | 'scores.final'
  /** change training sets, skills and question counts, jobs (everyone may read them) */
  | 'setup.write'
  /** delete for good, empty the trash */
  | 'records.purge'
  /** invite, change role, remove members (not owners); read the audit log */
  | 'members.manage'
  /** the outbox, message templates and reminders, webhooks (docs/messages.md) */
  | 'messages.manage'
  /** transfer ownership, change or remove another owner, make someone an owner */
  | 'owners.manage';

export const PERMISSIONS: Readonly<Record<Permission, readonly Role[]>> = {
  'records.read': ['owner', 'admin', 'recruiter', 'reviewer'],
  'candidates.write': ['owner', 'admin', 'recruiter'],
  'candidates.export': ['owner', 'admin', 'recruiter'],
  'answers.score': ['owner', 'admin', 'recruiter', 'reviewer'],
  'scores.final': ['owner', 'admin', 'recruiter'],
  'setup.write': ['owner', 'admin'],
  'records.purge': ['owner', 'admin'],
  'members.manage': ['owner', 'admin'],
  'messages.manage': ['owner', 'admin'],
  'owners.manage': ['owner'],
};

export function can(role: Role, permission: Permission): boolean {
  return PERMISSIONS[permission].includes(role);
}

/**
 * Whether `role` may change a member who holds `targetRole` (remove them, or give them a role),
 * and give them `newRole` when one is given: member managers may, but only an owner may touch an
 * owner or make one.
 */
export function canManageMember(role: Role, targetRole: Role, newRole?: Role): boolean {
  if (!can(role, 'members.manage')) return false;
  const touchesOwner = targetRole === 'owner' || newRole === 'owner';
  return !touchesOwner || can(role, 'owners.manage');
}

/**
 * The console's screens and actions, as react-admin's canAccess asks about them
 * (`{resource, action}`), mapped to the permission each needs. A resource not listed here is
 * readable by every role and changeable by those who may change candidates (a resource a
 * developer adds by hand: docs/extending.md).
 */
const RESOURCE_PERMISSIONS: Readonly<
  Record<string, Partial<Record<string, Permission>> & { '*': Permission }>
> = {
  dashboard: { '*': 'records.read' },
  candidates: {
    '*': 'candidates.write',
    list: 'records.read',
    show: 'records.read',
    export: 'candidates.export',
  },
  interviews: {
    '*': 'candidates.write',
    list: 'records.read',
    show: 'records.read',
    // the final score (the edit of an answer's score, today's "override")
    score: 'scores.final',
    review: 'answers.score',
  },
  scoring: { '*': 'setup.write', list: 'records.read', show: 'records.read' },
  resume: { '*': 'candidates.write', list: 'records.read', show: 'records.read' },
  trash: {
    '*': 'candidates.write',
    list: 'records.read',
    delete: 'records.purge',
    empty: 'records.purge',
  },
  training: { '*': 'setup.write', list: 'records.read', show: 'records.read' },
  settings: { '*': 'setup.write', list: 'records.read', show: 'records.read' },
  jobs: { '*': 'setup.write', list: 'records.read', show: 'records.read' },
  members: { '*': 'members.manage' },
  audit: { '*': 'members.manage' },
  outbox: { '*': 'messages.manage' },
  webhooks: { '*': 'messages.manage' },
  messages: { '*': 'messages.manage' },
  // a candidate's rights (docs/privacy.md): their data downloaded, or erased (deleting for good)
  privacy: { '*': 'records.purge', export: 'candidates.export', erase: 'records.purge' },
};

const READ_ACTIONS = new Set(['list', 'show']);

/** The permission react-admin's `{resource, action}` needs. */
export function permissionFor(resource: string, action: string): Permission {
  const rules = RESOURCE_PERMISSIONS[resource];
  if (!rules) return READ_ACTIONS.has(action) ? 'records.read' : 'candidates.write';
  return rules[action] ?? rules['*'];
}

/** react-admin's access question, answered for a role. */
export function canAccess(role: Role, resource: string, action: string): boolean {
  return can(role, permissionFor(resource, action));
}
