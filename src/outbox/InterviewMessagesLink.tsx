// "Messages": the emails and webhook deliveries about one interview, in the outbox. Shown only to
// members who may read the outbox (react-admin's canAccess: owners and admins on a server with
// workspaces).
import OutboxIcon from '@mui/icons-material/ForwardToInboxOutlined';
import { Button } from '@mui/material';
import { useCanAccess, useTranslate } from 'react-admin';
import { Link, useNavigate } from 'react-router-dom';
import { TooltipIconButton } from '../common/TooltipIconButton';
import { outboxPath } from './outboxFilters';

/**
 * The link as a button with its label, or, with `candidateName`, as a row's icon button (the
 * scheduled interviews' list) named after the candidate.
 */
export function InterviewMessagesLink({
  interviewId,
  candidateName,
}: {
  interviewId: string;
  candidateName?: string;
}) {
  const translate = useTranslate();
  const navigate = useNavigate();
  const { canAccess } = useCanAccess({ resource: 'outbox', action: 'list' });
  if (canAccess !== true) return null;
  if (candidateName !== undefined) {
    return (
      <TooltipIconButton
        title={translate('app.outbox.messages_link_label')}
        aria-label={translate('app.outbox.messages_of', { name: candidateName })}
        size="small"
        onClick={() => navigate(outboxPath({ interview_id: interviewId }))}
      >
        <OutboxIcon fontSize="small" />
      </TooltipIconButton>
    );
  }
  return (
    <Button
      component={Link}
      to={outboxPath({ interview_id: interviewId })}
      size="small"
      startIcon={<OutboxIcon />}
      title={translate('app.outbox.messages_link_label')}
    >
      {translate('app.outbox.messages_link')}
    </Button>
  );
}
