// The interviewer voices: the one list of ids, how a voice is named, where its sample clip is.
// No imports beyond types: the public meeting page uses it too.
import type { Voice } from './types';

/** The platform's voices, in the spec's order; each ships a sample clip in public/voices/. */
export const VOICE_IDS = ['ash', 'ballad', 'coral', 'sage', 'verse'] as const;
export type VoiceId = (typeof VOICE_IDS)[number];

/** The voice of an interview that names none. */
export const DEFAULT_VOICE: VoiceId = 'ash';

/** A voice id (or gender) as shown: 'ash' → 'Ash', ' VERSE ' → 'Verse'; '' when missing. */
export function voiceName(id: unknown): string {
  if (typeof id !== 'string') return '';
  const trimmed = id.trim();
  return trimmed ? trimmed.charAt(0).toUpperCase() + trimmed.slice(1).toLowerCase() : '';
}

/** The sample clip of a voice (the platform serves no audio; the console ships them). */
export function voiceClipUrl(id: string): string {
  return `${import.meta.env.BASE_URL}voices/${id}.mp3`;
}

/** The voices with a clip, each described by /admin/listVoices when it sent that voice. */
export function voicesWithClips(listed: readonly Voice[]): Voice[] {
  return VOICE_IDS.map((id) => {
    const found = listed.find((voice) => voice.id.toLowerCase() === id);
    return { ...found, id, name: voiceName(id) };
  });
}
