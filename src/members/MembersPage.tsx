// /members ('Members', owners and admins of a server with workspaces): the workspace's members and
// pending invitations, with their roles; inviting, changing roles, removing (docs/members.md).
import ErrorOutlineIcon from '@mui/icons-material/ErrorOutline';
import PersonAddIcon from '@mui/icons-material/PersonAddAlt1Outlined';
import {
  Box,
  Button,
  Card,
  Chip,
  LinearProgress,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { DateTimeText } from '../common/DateTimeText';
import { RetryAlert } from '../common/RetryAlert';
import { TABLE_CARD_SX } from '../common/tableCardSx';
import { formatDateTime } from '../dates/dates';
import type { Member } from '../dataProvider/types';
import { useSessionUser } from '../layout/useSession';
import { InviteDialog } from './InviteDialog';
import { RoleCell, RowActions } from './MemberActions';
import { invitableRoles, isExpired, roleOf } from './memberRules';
import { useMembers } from './membersQuery';

const COLUMNS = [
  'col_member',
  'col_email',
  'col_role',
  'col_status',
  'col_last_sign_in',
  'col_joined',
  'col_actions',
] as const;

export function MembersPage() {
  const translate = useTranslate();
  const user = useSessionUser();
  const me = roleOf(user);
  const members = useMembers();
  const [inviting, setInviting] = useState(false);
  const roles = invitableRoles(me);

  return (
    <Box sx={{ maxWidth: 1200, minWidth: 0, display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
        <Typography color="text.secondary" sx={{ flex: 1, minWidth: 240 }}>
          {translate('app.members.intro')}
        </Typography>
        {roles.length > 0 && (
          <Button
            variant="contained"
            startIcon={<PersonAddIcon />}
            onClick={() => setInviting(true)}
          >
            {translate('app.members.invite')}
          </Button>
        )}
      </Box>
      {members.isError ? (
        <RetryAlert
          message="app.members.load_failed"
          retryLabel="app.load_error.retry"
          onRetry={() => void members.refetch()}
          icon={<ErrorOutlineIcon />}
        />
      ) : (
        <Card sx={TABLE_CARD_SX}>
          {members.isFetching && <LinearProgress sx={{ height: 2 }} />}
          <TableContainer>
            <Table size="small" aria-label={translate('app.titles.members')}>
              <TableHead>
                <TableRow>
                  {COLUMNS.map((column) => (
                    <TableCell
                      key={column}
                      align={column === 'col_actions' ? 'right' : undefined}
                      sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}
                    >
                      {translate(`app.members.${column}`)}
                    </TableCell>
                  ))}
                </TableRow>
              </TableHead>
              <TableBody>
                {(members.data ?? []).map((member) => (
                  <MemberRow
                    key={member.id}
                    member={member}
                    self={member.status === 'active' && member.id === user?._id}
                  />
                ))}
              </TableBody>
            </Table>
          </TableContainer>
        </Card>
      )}
      <InviteDialog open={inviting} onClose={() => setInviting(false)} roles={roles} />
    </Box>
  );
}

function MemberRow({ member, self }: { member: Member; self: boolean }) {
  const translate = useTranslate();
  const me = roleOf(useSessionUser());
  const invited = member.status === 'invited';
  return (
    <TableRow hover>
      <TableCell>
        {invited ? (
          <Typography variant="body2" color="text.secondary">
            {translate('app.members.not_joined')}
          </Typography>
        ) : (
          <Typography variant="body2" sx={{ fontWeight: 600 }}>
            {member.username}{' '}
            {self && (
              <Box component="span" sx={{ fontWeight: 400, color: 'text.secondary' }}>
                {translate('app.members.you')}
              </Box>
            )}
          </Typography>
        )}
      </TableCell>
      <TableCell>{member.email}</TableCell>
      <TableCell>
        <RoleCell member={member} me={me} self={self} />
      </TableCell>
      <TableCell>
        <StatusCell member={member} />
      </TableCell>
      <TableCell>
        {member.last_sign_in_at ? (
          <DateTimeText value={member.last_sign_in_at} />
        ) : (
          translate('app.members.never')
        )}
      </TableCell>
      <TableCell>{invited ? '—' : <DateTimeText value={member.created_at} />}</TableCell>
      <TableCell align="right">
        <RowActions member={member} me={me} self={self} />
      </TableCell>
    </TableRow>
  );
}

function StatusCell({ member }: { member: Member }) {
  const translate = useTranslate();
  if (member.status === 'active') {
    return (
      <Chip
        size="small"
        color="success"
        variant="outlined"
        label={translate('app.members.status_active')}
      />
    );
  }
  const expired = isExpired(member);
  const date = formatDateTime(member.expires_at);
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: 0.5 }}>
      <Chip
        size="small"
        color={expired ? 'warning' : 'info'}
        variant="outlined"
        label={translate(expired ? 'app.members.status_expired' : 'app.members.status_invited')}
      />
      {date && (
        <Typography variant="caption" color="text.secondary" sx={{ whiteSpace: 'nowrap' }}>
          {translate(expired ? 'app.members.link_expired' : 'app.members.link_until', { date })}
        </Typography>
      )}
    </Box>
  );
}

export default MembersPage;
