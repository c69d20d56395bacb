// Every signed-in call and the permission it needs (common/permissions.ts holds who has which).
// The guarded scope refuses to start with a route missing here, so no call ships unchecked; a
// refused call answers 403 before its handler runs, so it changes nothing.
import type { FastifyRequest, RouteOptions } from 'fastify';
import { can, type Permission } from '../../../common/permissions.ts';
import { ApiError } from '../errors.ts';
import { currentAdmin } from './guard.ts';

/** A permission, or one chosen from the request (a body that only scores needs less). */
type Rule = Permission | ((request: FastifyRequest) => Permission);

/**
 * PUT /interview/:id: scoring (score, feedback) is setting the final score, not rescheduling or
 * cancelling.
 */
const SCORING_FIELDS = new Set(['score', 'feedback']);
const interviewUpdate: Rule = (request) => {
  const body = request.body;
  const fields = body && typeof body === 'object' ? Object.keys(body) : [];
  return fields.length > 0 && fields.every((f) => SCORING_FIELDS.has(f))
    ? 'scores.final'
    : 'candidates.write';
};

/** POST /candidate/bulk: deleting for good is purging; moving to or from the trash is not. */
const candidateBulk: Rule = (request) =>
  (request.body as { action?: unknown } | undefined)?.action === 'delete'
    ? 'records.purge'
    : 'candidates.write';

/**
 * PATCH /admin/settings: the platform's console loads the settings with `{}` (a read, which every
 * member makes); skills in the body are a change.
 */
const settingsPatch: Rule = (request) => {
  const skills = (request.body as { skills?: unknown } | undefined)?.skills;
  return Array.isArray(skills) && skills.length > 0 ? 'setup.write' : 'records.read';
};

/** Any signed-in member: their own account and profile. */
const SELF: Permission = 'records.read';

/** `METHOD path` as registered under /api → what it needs. */
export const ROUTE_PERMISSIONS: Readonly<Record<string, Rule>> = {
  'GET /admin/me': SELF,
  'PATCH /admin/update': SELF,
  'POST /admin/logout-all': SELF,
  'GET /admin/list_skills': 'records.read',
  'DELETE /admin/delete-skills': 'setup.write',
  'PATCH /admin/settings': settingsPatch,
  'GET /admin/dashboard_stats': 'records.read',
  'GET /admin/dashboard_summary': 'records.read',
  'GET /candidate/export-link': 'candidates.export',
  'POST /candidate/create': 'candidates.write',
  'PUT /candidate/:id': 'candidates.write',
  'GET /candidate/segregated': 'records.read',
  'GET /candidate/list': 'records.read',
  'GET /candidate/deleted': 'records.read',
  'GET /candidate/:id': 'records.read',
  'POST /candidate/import/preview': 'candidates.write',
  'POST /candidate/import/rows': 'candidates.write',
  'POST /candidate/bulk': candidateBulk,
  'DELETE /candidate/:id': 'candidates.write',
  'DELETE /candidate/hard_delete/:id': 'records.purge',
  'POST /interview/create': 'candidates.write',
  'GET /interview/list': 'records.read',
  'GET /interview/:id': 'records.read',
  'PUT /interview/:id': interviewUpdate,
  'DELETE /interview/:id': 'candidates.write',
  'PUT /interview/:id/answers/:index': 'scores.final',
  'GET /training/list': 'records.read',
  'GET /training/:id': 'records.read',
  'POST /training/create': 'setup.write',
  'PUT /training/:id': 'setup.write',
  'DELETE /training/:id': 'setup.write',
  'GET /jobs': 'records.read',
  'GET /jobs/:id': 'records.read',
  'POST /jobs': 'setup.write',
  'PUT /jobs/:id': 'setup.write',
  'DELETE /jobs/:id': 'setup.write',
  'GET /admin/members': 'members.manage',
  'POST /admin/members/invite': 'members.manage',
  'POST /admin/members/:id/resend': 'members.manage',
  'PATCH /admin/members/:id': 'members.manage',
  'DELETE /admin/members/:id': 'members.manage',
  'GET /admin/audit': 'members.manage',
  'GET /admin/audit/export': 'members.manage',
  'POST /interview/bulk-create': 'candidates.write',
  'GET /admin/outbox': 'messages.manage',
  'GET /admin/outbox/:id': 'messages.manage',
  'POST /admin/outbox/:id/resend': 'messages.manage',
  'GET /admin/webhooks': 'messages.manage',
  'POST /admin/webhooks': 'messages.manage',
  'DELETE /admin/webhooks/:id': 'messages.manage',
  'GET /admin/messages': 'messages.manage',
  'PUT /admin/messages/reminders': 'messages.manage',
  'PUT /admin/messages/templates/:name': 'messages.manage',
  'DELETE /admin/messages/templates/:name': 'messages.manage',
  'POST /admin/messages/templates/:name/test': 'messages.manage',
  'GET /interview/:id/reviews/mine': 'answers.score',
  'PUT /interview/:id/reviews/mine': 'answers.score',
  'GET /interview/:id/reviews': 'answers.score',
  'PUT /interview/:id/final-score': 'scores.final',
  'POST /interview/:id/rescore': 'scores.final',
  'GET /admin/scoring/agreement': 'records.read',
  'GET /admin/scoring/flags': 'records.read',
  'GET /admin/interview-settings': 'records.read',
  'GET /candidate/:id/export': 'candidates.export',
  'POST /candidate/:id/erase': 'records.purge',
  'GET /admin/backups': 'setup.write',
  'PATCH /admin/interview-settings': 'setup.write',
};

export const NOT_PERMITTED = 'You do not have permission to do this.';

export const notPermitted = () => new ApiError(403, NOT_PERMITTED);

/** The key of a route in ROUTE_PERMISSIONS: its method and its path below /api. */
const routeKey = (method: string, url: string) => `${method} ${url.replace(/^\/api(?=\/)/, '')}`;

/**
 * The onRoute hook of the guarded scope: gives each route the check of its permission, and
 * refuses a route that has none. It runs before validation (the body is parsed by then): a role
 * that may not make a call is told so, whatever it sent.
 */
export function checkPermissionsOn(route: RouteOptions): void {
  const methods = Array.isArray(route.method) ? route.method : [route.method];
  for (const method of methods) {
    if (method === 'HEAD') continue;
    const rule = ROUTE_PERMISSIONS[routeKey(method, route.url)];
    if (!rule) {
      throw new Error(`${routeKey(method, route.url)} has no permission (auth/permissions.ts)`);
    }
  }
  const check = async (request: FastifyRequest) => {
    const method = request.method === 'HEAD' ? 'GET' : request.method;
    const rule = ROUTE_PERMISSIONS[routeKey(method, route.url)];
    const permission = typeof rule === 'function' ? rule(request) : rule;
    if (!permission || !can(currentAdmin(request).member_role, permission)) throw notPermitted();
  };
  const existing = route.preValidation;
  route.preValidation = existing
    ? [check, ...(Array.isArray(existing) ? existing : [existing])]
    : check;
}
