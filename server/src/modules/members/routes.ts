import { Type } from '@sinclair/typebox';
import { actorOf, workspaceOf } from '../../auth/guard.ts';
import { createdEnvelope, IdParams, ok, okEnvelope, reply } from '../../http/envelope.ts';
import type { RouteModule } from '../../types.ts';
import {
  AcceptBody,
  InvitationLink,
  InviteBody,
  MemberSchema,
  ResentLink,
  RoleBody,
  SignedInData,
} from './schemas.ts';
import {
  acceptInvitation,
  changeRole,
  invite,
  listMembers,
  removeMember,
  resend,
} from './service.ts';

/** The members of the signed-in member's workspace (owners and admins: auth/permissions.ts). */
export const memberRoutes: RouteModule = (app, deps) => {
  app.get(
    '/admin/members',
    { schema: { response: okEnvelope(Type.Array(MemberSchema)) } },
    async (request) => ok('Members fetched', await listMembers(deps.db, workspaceOf(request))),
  );

  app.post(
    '/admin/members/invite',
    { schema: { body: InviteBody, response: createdEnvelope(InvitationLink) } },
    async (request, res) => {
      const created = await invite(deps, actorOf(request), request.body);
      return reply(res, 201, 'Invitation created', created);
    },
  );

  app.post(
    '/admin/members/:id/resend',
    { schema: { params: IdParams, response: okEnvelope(ResentLink) } },
    async (request) =>
      ok('Invitation sent again', await resend(deps, actorOf(request), request.params.id)),
  );

  app.patch(
    '/admin/members/:id',
    { schema: { params: IdParams, body: RoleBody, response: okEnvelope(Type.Object({})) } },
    async (request) => {
      await changeRole(deps, actorOf(request), request.params.id, request.body);
      return ok('Member updated', {});
    },
  );

  app.delete(
    '/admin/members/:id',
    { schema: { params: IdParams, response: okEnvelope(Type.Object({})) } },
    async (request) => ok(await removeMember(deps, actorOf(request), request.params.id), {}),
  );
};

/** Public: the invitee's link, turned into an account and a session. */
export const invitationRoutes: RouteModule = (app, deps) => {
  app.post(
    '/admin/invitations/accept',
    { schema: { body: AcceptBody, response: okEnvelope(SignedInData) } },
    async (request, res) => {
      const data = await acceptInvitation(deps, request.body, request.ip);
      return reply(res, 200, 'Welcome', data);
    },
  );
};
