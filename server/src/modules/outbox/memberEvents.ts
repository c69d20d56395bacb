// The invitation email of a new member (and of each new link), queued with the invitation.
import type { Db } from '../../db/engine.ts';
import { messagingOf } from '../messages/repository.ts';
import { queueEmail, type OutboxDeps } from './enqueue.ts';

export async function memberInvitationEmail(
  trx: Db,
  deps: OutboxDeps,
  invitation: { workspaceId: string; to: string; role: string; path: string; inviter: string },
): Promise<void> {
  const workspace = await messagingOf(trx, invitation.workspaceId);
  const link = deps.config.messages.publicUrl + invitation.path;
  await queueEmail(trx, deps, {
    workspaceId: invitation.workspaceId,
    template: 'member_invitation',
    to: invitation.to,
    values: {
      workspace: workspace?.name ?? '',
      link,
      role: invitation.role,
      inviter: invitation.inviter,
    },
    link,
  });
}
