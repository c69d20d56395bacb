// /setting (title 'Settings'): the admin's skills with their question counts, and the interviewer
// voices. The skills are a local draft until Save; deleting a skill calls the server at once.
// Owners and admins of a server with workspaces also set its messages: reminders and templates,
// and, where the server has them, the interview settings (every role reads those).
import { Box, Stack } from '@mui/material';
import { useMay } from '../authProvider/useMay';
import { BackupsPanel } from './BackupsPanel';
import { ResponsiveGrid } from '../common/ResponsiveGrid';
import { InterviewSettingsPanel } from './InterviewSettingsPanel';
import { MessagesSettings } from './messages/MessagesSettings';
import { SettingsSaveBar } from './SettingsSaveBar';
import { SkillsPanel } from './SkillsPanel';
import { useSkillsSettings } from './useSkillsSettings';
import { VoicesPanel } from './VoicesPanel';

export function SettingsPage() {
  const { saveBar, panel } = useSkillsSettings();
  // recruiters and reviewers read the skills; no Save, no changes
  const mayChange = useMay('settings', 'edit');
  const mayMessages = useMay('messages', 'list');

  return (
    <Box sx={{ maxWidth: 1200 }}>
      {mayChange ? <SettingsSaveBar {...saveBar} /> : null}
      <ResponsiveGrid
        from="lg"
        columns="minmax(0, 7fr) minmax(0, 5fr)"
        gap={3}
        sx={{ alignItems: 'start' }}
      >
        <SkillsPanel {...panel} readOnly={!mayChange} />
        <Stack spacing={3}>
          <VoicesPanel />
          <InterviewSettingsPanel readOnly={!mayChange} />
          {mayChange ? <BackupsPanel /> : null}
        </Stack>
      </ResponsiveGrid>
      {mayMessages ? <MessagesSettings /> : null}
    </Box>
  );
}

export default SettingsPage;
