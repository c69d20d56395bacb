// "History": a record's entries in the audit log, for screens that show one record. Shown only to
// members who may read the audit log (react-admin's canAccess: owners and admins on a server
// with workspaces).
import HistoryIcon from '@mui/icons-material/History';
import { Button } from '@mui/material';
import { useCanAccess, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';

export interface RecordHistoryLinkProps {
  /** the record's type as the audit log names it: candidate, interview, training, job, … */
  targetType: string;
  targetId: string;
}

/** The address of a record's history in the audit log. */
export function recordHistoryPath(targetType: string, targetId: string): string {
  const search = new URLSearchParams({ target_type: targetType, target_id: targetId });
  return `/audit?${search}`;
}

export function RecordHistoryLink({ targetType, targetId }: RecordHistoryLinkProps) {
  const translate = useTranslate();
  const { canAccess } = useCanAccess({ resource: 'audit', action: 'list' });
  if (canAccess !== true) return null;
  return (
    <Button
      component={Link}
      to={recordHistoryPath(targetType, targetId)}
      size="small"
      startIcon={<HistoryIcon />}
      title={translate('app.audit.history_label', { type: targetType })}
    >
      {translate('app.audit.history')}
    </Button>
  );
}
