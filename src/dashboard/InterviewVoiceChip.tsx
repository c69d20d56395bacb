import { Chip } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { Interview } from '../dataProvider/types';
import { voiceName } from '../dataProvider/voices';

/** The end of a scheduled interview's row: the interviewer's voice, when one is set. */
export function InterviewVoiceChip({ interview }: { interview: Interview }) {
  const translate = useTranslate();
  if (!interview.agent_voice) return null;
  return (
    <Chip
      size="small"
      variant="outlined"
      label={translate('app.dashboard.voice', { voice: voiceName(interview.agent_voice) })}
    />
  );
}
