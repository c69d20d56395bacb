// "Invite member": an email and a role, then the invitation's link to send. A refusal (the
// address already invited, a role the member may not give) is shown in the dialog, what was
// typed kept.
import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { useDataProvider, useTranslate } from 'react-admin';
import type { Role } from '../../common/permissions';
import { ADMIN_EMAIL_PATTERN, LIMITS } from '../common/limits';
import { errorMessage } from '../common/useNotifyError';
import type { AppDataProvider, CreatedInvitation } from '../dataProvider/types';
import { InvitationLinkView } from './InvitationLinkView';
import { roleLabel } from './memberRules';
import { MEMBERS_QUERY_KEY } from './membersQuery';

export interface InviteDialogProps {
  open: boolean;
  onClose(): void;
  /** the roles the signed-in member may invite with */
  roles: Role[];
}

/** The form's role to start with: the least powerful but one, when offered. */
const startRole = (roles: Role[]): Role | '' =>
  roles.includes('recruiter') ? 'recruiter' : (roles[roles.length - 1] ?? '');

function emailProblem(email: string): string | undefined {
  const trimmed = email.trim();
  if (!trimmed) return 'app.members.email_required';
  if (trimmed.length > LIMITS.adminEmail || !ADMIN_EMAIL_PATTERN.test(trimmed)) {
    return 'app.members.email_invalid';
  }
  return undefined;
}

export function InviteDialog({ open, onClose, roles }: InviteDialogProps) {
  const titleId = useId();
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      {/* a new form each time it opens */}
      {open && <InviteForm titleId={titleId} onClose={onClose} roles={roles} />}
    </Dialog>
  );
}

function InviteForm({
  titleId,
  onClose,
  roles,
}: Omit<InviteDialogProps, 'open'> & { titleId: string }) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const queryClient = useQueryClient();
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<Role | ''>(() => startRole(roles));
  const [checked, setChecked] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [created, setCreated] = useState<CreatedInvitation | null>(null);

  const invite = useMutation({
    mutationFn: (input: { email: string; role: Role }) => dataProvider.inviteMember(input),
    onSuccess: (invitation) => {
      setCreated(invitation);
      void queryClient.invalidateQueries({ queryKey: MEMBERS_QUERY_KEY });
    },
    onError: (error) => setRefusal(errorMessage(error)),
  });

  const problem = checked ? emailProblem(email) : undefined;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    if (invite.isPending || emailProblem(email) || !role) return;
    setRefusal(null);
    invite.mutate({ email: email.trim(), role });
  };

  if (created) {
    return (
      <>
        <DialogTitle id={titleId}>{translate('app.members.link_title')}</DialogTitle>
        <DialogContent>
          <InvitationLinkView invitation={created} />
        </DialogContent>
        <DialogActions>
          <Button variant="contained" onClick={onClose}>
            {translate('app.members.done')}
          </Button>
        </DialogActions>
      </>
    );
  }

  const busy = invite.isPending;
  return (
    <form onSubmit={submit} noValidate>
      <DialogTitle id={titleId}>{translate('app.members.invite_title')}</DialogTitle>
      <DialogContent>
        <Stack spacing={2.5} sx={{ pt: 1 }}>
          <Typography variant="body2" color="text.secondary">
            {translate('app.members.invite_hint')}
          </Typography>
          {refusal && (
            <Alert severity="error" role="alert">
              {translate(refusal, { _: refusal })}
            </Alert>
          )}
          <TextField
            label={translate('app.members.email')}
            type="email"
            autoComplete="off"
            autoFocus
            required
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            onBlur={() => email.trim() && setChecked(true)}
            error={!!problem}
            helperText={problem ? translate(problem) : ' '}
            slotProps={{ htmlInput: { maxLength: LIMITS.adminEmail, readOnly: busy } }}
          />
          <TextField
            select
            label={translate('app.members.role')}
            value={role}
            onChange={(event) => setRole(event.target.value as Role)}
            disabled={busy}
            slotProps={{ select: { native: true } }}
          >
            {roles.map((option) => (
              <option key={option} value={option}>
                {translate(roleLabel(option))}
              </option>
            ))}
          </TextField>
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>
          {translate('app.members.cancel')}
        </Button>
        <Button type="submit" variant="contained" loading={busy}>
          {translate('app.members.create_invitation')}
        </Button>
      </DialogActions>
    </form>
  );
}
