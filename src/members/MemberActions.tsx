// A row's role and actions on the Members screen: the role select (only the roles the signed-in
// member may give), Resend and Revoke for an invitation, Remove for a member. A refusal of the
// server (the last owner, a role not allowed) is its message in a toast; the row stays as it was.
import DeleteIcon from '@mui/icons-material/PersonRemoveOutlined';
import SendIcon from '@mui/icons-material/SendOutlined';
import {
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  TextField,
  Typography,
} from '@mui/material';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { Confirm, useDataProvider, useNotify, useTranslate } from 'react-admin';
import type { Role } from '../../common/permissions';
import { ConfirmButton } from '../common/ConfirmButton';
import { useNotifyError } from '../common/useNotifyError';
import type { AppDataProvider, InvitationLink, Member } from '../dataProvider/types';
import { InvitationLinkView } from './InvitationLinkView';
import { grantableRoles, isDemotion, mayManage, nameOf, roleLabel } from './memberRules';
import { MEMBERS_QUERY_KEY } from './membersQuery';

export interface MemberRowProps {
  member: Member;
  /** the signed-in member's role */
  me: Role | undefined;
  /** the row is the signed-in member's own */
  self: boolean;
}

/** Calls the server, then shows its message and the list as the server has it now. */
function useMemberMutation<T, R extends { msg?: string }>(call: (input: T) => Promise<R>) {
  const queryClient = useQueryClient();
  const notify = useNotify();
  const fail = useNotifyError();
  return useMutation({
    mutationFn: call,
    onSuccess: ({ msg }) => {
      if (msg) notify(msg, { type: 'success', messageArgs: { _: msg } });
      void queryClient.invalidateQueries({ queryKey: MEMBERS_QUERY_KEY });
    },
    onError: (error) => fail(error),
  });
}

export function RoleCell({ member, me, self }: MemberRowProps) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const roles = grantableRoles(me, member);
  const [demotion, setDemotion] = useState<Role | null>(null);
  const change = useMemberMutation((role: Role) => dataProvider.changeMemberRole(member.id, role));
  const name = nameOf(member);

  if (roles.length < 2) {
    return <Typography variant="body2">{translate(roleLabel(member.role))}</Typography>;
  }

  const choose = (role: Role) => {
    if (role === member.role) return;
    // one's own demotion is asked first: it ends the session and may close this screen
    if (self && isDemotion(member.role, role)) setDemotion(role);
    else change.mutate(role);
  };

  return (
    <>
      <TextField
        select
        size="small"
        value={member.role}
        disabled={change.isPending}
        onChange={(event) => choose(event.target.value as Role)}
        slotProps={{
          select: { native: true },
          htmlInput: { 'aria-label': translate('app.members.role_label', { name }) },
        }}
        sx={{ minWidth: 140 }}
      >
        {roles.map((role) => (
          <option key={role} value={role}>
            {translate(roleLabel(role))}
          </option>
        ))}
      </TextField>
      <Confirm
        isOpen={demotion !== null}
        loading={change.isPending}
        title="app.members.demote_title"
        content="app.members.demote_body"
        confirm="app.members.demote_confirm"
        confirmColor="warning"
        translateOptions={{
          name,
          from: translate(roleLabel(member.role)),
          to: translate(roleLabel(demotion ?? member.role)),
        }}
        onConfirm={() => {
          if (demotion) change.mutate(demotion, { onSettled: () => setDemotion(null) });
        }}
        onClose={() => setDemotion(null)}
      />
    </>
  );
}

export function RowActions({ member, me, self }: MemberRowProps) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const [link, setLink] = useState<InvitationLink | null>(null);
  const remove = useMemberMutation((id: string) => dataProvider.removeMember(id));
  const resend = useMemberMutation(async (id: string) => ({
    ...(await dataProvider.resendInvitation(id)),
    msg: undefined,
  }));
  // one's own row has its role to change, and nothing to remove
  if (!mayManage(me, member) || self) return null;

  const name = nameOf(member);
  const invited = member.status === 'invited';
  const confirmRemove = async () => {
    // refused or not, the question is answered: a refusal shows the server's message
    await remove.mutateAsync(member.id).catch(() => undefined);
    return true;
  };

  return (
    <Box sx={{ display: 'flex', gap: 1, justifyContent: 'flex-end', whiteSpace: 'nowrap' }}>
      {invited && (
        <Button
          size="small"
          variant="outlined"
          startIcon={<SendIcon />}
          loading={resend.isPending}
          disabled={remove.isPending}
          aria-label={translate('app.members.resend_label', { name })}
          onClick={() => resend.mutate(member.id, { onSuccess: (sent) => setLink(sent) })}
        >
          {translate('app.members.resend')}
        </Button>
      )}
      <ConfirmButton
        size="small"
        startIcon={invited ? undefined : <DeleteIcon />}
        disabled={resend.isPending}
        aria-label={translate(invited ? 'app.members.revoke_label' : 'app.members.remove_label', {
          name,
        })}
        label={translate(invited ? 'app.members.revoke' : 'app.members.remove')}
        question={{
          title: invited ? 'app.members.revoke_title' : 'app.members.remove_title',
          content: invited ? 'app.members.revoke_body' : 'app.members.remove_body',
          confirm: invited ? 'app.members.revoke' : 'app.members.remove',
          translateOptions: { name },
        }}
        busy={remove.isPending}
        onConfirm={confirmRemove}
      />
      {link && (
        <ResentLinkDialog
          invitation={{ ...link, email: member.email }}
          onClose={() => setLink(null)}
        />
      )}
    </Box>
  );
}

function ResentLinkDialog({
  invitation,
  onClose,
}: {
  invitation: InvitationLink & { email: string };
  onClose(): void;
}) {
  const translate = useTranslate();
  const titleId = useId();
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>{translate('app.members.link_title')}</DialogTitle>
      <DialogContent>
        <InvitationLinkView invitation={invitation} resent />
      </DialogContent>
      <DialogActions>
        <Button variant="contained" onClick={onClose}>
          {translate('app.members.done')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
