// "Messages": the emails and webhook deliveries about one interview or one candidate, in the
// outbox. Shown only to members who may read the outbox (react-admin's canAccess: owners and
// admins on a server with workspaces).
import OutboxIcon from '@mui/icons-material/ForwardToInboxOutlined';
import { Button } from '@mui/material';
import { useCanAccess, useTranslate } from 'react-admin';
import { Link, useNavigate } from 'react-router-dom';
import { TooltipIconButton } from '../common/TooltipIconButton';
import { outboxPath } from './outboxFilters';

const useMayReadOutbox = () =>
  useCanAccess({ resource: 'outbox', action: 'list' }).canAccess === true;

/** A labelled button to the messages of `filter`, titled with what they are about. */
function MessagesButton({ to, title }: { to: string; title: string }) {
  const translate = useTranslate();
  return (
    <Button component={Link} to={to} size="small" startIcon={<OutboxIcon />} title={title}>
      {translate('app.outbox.messages_link')}
    </Button>
  );
}

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
  const to = outboxPath({ interview_id: interviewId });
  if (!useMayReadOutbox()) return null;
  if (candidateName !== undefined) {
    return (
      <TooltipIconButton
        title={translate('app.outbox.messages_link_label')}
        aria-label={translate('app.outbox.messages_of', { name: candidateName })}
        size="small"
        onClick={() => navigate(to)}
      >
        <OutboxIcon fontSize="small" />
      </TooltipIconButton>
    );
  }
  return <MessagesButton to={to} title={translate('app.outbox.messages_link_label')} />;
}

/** Every message sent to or about a candidate (their interviews' too). */
export function CandidateMessagesLink({ candidateId }: { candidateId: string }) {
  const translate = useTranslate();
  if (!useMayReadOutbox()) return null;
  return (
    <MessagesButton
      to={outboxPath({ candidate_id: candidateId })}
      title={translate('app.outbox.candidate_messages_label')}
    />
  );
}
