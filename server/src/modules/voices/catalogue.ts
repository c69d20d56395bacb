/** The voices the interview agent speaks with. */
export const VOICE_IDS = ['ash', 'ballad', 'coral', 'sage', 'verse'] as const;
type VoiceId = (typeof VOICE_IDS)[number];

export const VOICES: Record<VoiceId, { gender: string; description: string }> = {
  ash: { gender: 'male', description: 'Warm, friendly male voice' },
  ballad: { gender: 'female', description: 'Smooth, melodic female voice' },
  coral: { gender: 'female', description: 'Bright, energetic female voice' },
  sage: { gender: 'neutral', description: 'Calm, wise voice' },
  verse: { gender: 'neutral', description: 'Poetic, expressive voice' },
};
