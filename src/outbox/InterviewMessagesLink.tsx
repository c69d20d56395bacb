// "Messages": the emails and webhook deliveries about one interview, in the outbox. Shown only to
// members who may read the outbox (react-admin's canAccess: owners and admins on a server with
// workspaces).
import OutboxIcon from '@mui/icons-material/ForwardToInboxOutlined';
import { Button } from '@mui/material';
import { useCanAccess, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { outboxPath } from './outboxFilters';

export function InterviewMessagesLink({ interviewId }: { interviewId: string }) {
  const translate = useTranslate();
  const { canAccess } = useCanAccess({ resource: 'outbox', action: 'list' });
  if (canAccess !== true) return null;
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
