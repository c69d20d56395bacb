// The Messages section of Settings (owners and admins of a server with workspaces): reminders and
// mail, and the emails' templates (docs/messages.md). A server without messages says so.
import { Alert, Box, Skeleton } from '@mui/material';
import { useTranslate } from 'react-admin';
import { RetryAlert } from '../../common/RetryAlert';
import { isUnsupported } from '../../dataProvider/unsupported';
import { useMessageSettings } from './messageSettingsQuery';
import { RemindersPanel } from './RemindersPanel';
import { TemplatesPanel } from './TemplatesPanel';

export function MessagesSettings() {
  const translate = useTranslate();
  const settings = useMessageSettings();
  let content;
  if (settings.isPending) {
    content = <Skeleton variant="rounded" height={220} aria-label={translate('app.loading')} />;
  } else if (settings.isError && isUnsupported(settings.error)) {
    content = <Alert severity="info">{translate('app.message_settings.unavailable')}</Alert>;
  } else if (settings.isError) {
    content = (
      <RetryAlert
        message="app.message_settings.load_failed"
        retryLabel="app.message_settings.retry"
        onRetry={() => void settings.refetch()}
      />
    );
  } else {
    content = (
      <>
        <RemindersPanel settings={settings.data} />
        <TemplatesPanel settings={settings.data} />
      </>
    );
  }
  return <Box sx={{ display: 'flex', flexDirection: 'column', gap: 3, mt: 3 }}>{content}</Box>;
}
