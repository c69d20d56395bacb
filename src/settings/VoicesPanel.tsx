// The Agent Voices panel of /setting: a sample clip per interviewer voice. The platform serves no
// audio, so the clips ship with the console in public/voices/ (scripts/make-voices.sh).
import { Avatar, Box, Chip, Stack, Typography } from '@mui/material';
import { useRef, type SyntheticEvent } from 'react';
import { useTranslate } from 'react-admin';
import { voiceClipUrl, voiceName, voicesWithClips, type VoiceId } from '../dataProvider/voices';
import { useStartupData } from '../layout/useStartupData';
import { SettingsPanel } from './SettingsPanel';

const AVATAR_COLOURS: Record<VoiceId, string> = {
  ash: '#4f46e5',
  ballad: '#db2777',
  coral: '#ea580c',
  sage: '#059669',
  verse: '#0891b2',
};

export function VoicesPanel() {
  const translate = useTranslate();
  const { voices } = useStartupData();
  const list = useRef<HTMLUListElement>(null);
  // one sample at a time: starting one pauses any other that plays
  const pauseOthers = (event: SyntheticEvent<HTMLAudioElement>) => {
    for (const audio of list.current?.querySelectorAll('audio') ?? []) {
      if (audio !== event.currentTarget && !audio.paused) audio.pause();
    }
  };

  return (
    <SettingsPanel title="app.settings.voices_title" subtitle="app.settings.voices_subtitle">
      <Stack ref={list} component="ul" spacing={1.5} sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {voicesWithClips(voices).map((voice) => (
          <Box
            component="li"
            key={voice.id}
            data-voice={voice.id}
            sx={{
              p: 1.75,
              border: 1,
              borderColor: 'divider',
              borderRadius: 2.5,
              bgcolor: 'background.default',
            }}
          >
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, mb: 1.25 }}>
              <Avatar
                aria-hidden
                sx={{
                  width: 36,
                  height: 36,
                  fontSize: 16,
                  fontWeight: 700,
                  bgcolor: AVATAR_COLOURS[voice.id as VoiceId],
                }}
              >
                {voice.name.charAt(0)}
              </Avatar>
              <Box sx={{ flex: 1, minWidth: 0 }}>
                <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
                  <Typography component="h3" sx={{ fontWeight: 650 }}>
                    {voice.name}
                  </Typography>
                  {voice.gender && (
                    <Chip
                      label={voiceName(voice.gender)}
                      size="small"
                      variant="outlined"
                      sx={{ height: 22, fontSize: 12 }}
                    />
                  )}
                </Box>
                {voice.description && (
                  <Typography variant="body2" color="text.secondary">
                    {voice.description}
                  </Typography>
                )}
              </Box>
            </Box>
            <audio
              controls
              preload="metadata"
              onPlay={pauseOthers}
              aria-label={translate('app.settings.voice_sample', { name: voice.name })}
              style={{ width: '100%', height: 40, display: 'block' }}
            >
              <source src={voiceClipUrl(voice.id)} type="audio/mpeg" />
              {translate('app.settings.audio_fallback')}
            </audio>
          </Box>
        ))}
      </Stack>
    </SettingsPanel>
  );
}
