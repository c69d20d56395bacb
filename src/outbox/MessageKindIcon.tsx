import MailIcon from '@mui/icons-material/MailOutline';
import WebhookIcon from '@mui/icons-material/HubOutlined';
import { Tooltip } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { OutboxKind } from '../dataProvider/types';

/** An envelope for an email, a hub for a webhook delivery; named for screen readers. */
export function MessageKindIcon({ kind }: { kind: OutboxKind }) {
  const translate = useTranslate();
  const label = translate(`app.outbox.kinds.${kind}`);
  const Icon = kind === 'webhook' ? WebhookIcon : MailIcon;
  return (
    <Tooltip title={label}>
      <Icon fontSize="small" color="action" titleAccess={label} />
    </Tooltip>
  );
}
