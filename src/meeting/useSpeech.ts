// The interviewer's voice: Web Speech speechSynthesis where the browser has it, with a browser
// voice matched to the interviewer (voiceMatch.ts). Without it the page is silent and offers no
// speech buttons.
import { useCallback, useEffect, useMemo, useState } from 'react';
import type { Interviewer } from './meetingApi';
import { readMuted, writeMuted } from './meetingStorage';
import { chooseVoice, genderOf, speakingStyle } from './voiceMatch';

/** The page's language, for the voice and the speech recognition. */
export function pageLanguage(): string {
  return document.documentElement.lang || navigator.language || 'en';
}

function synthesis(): SpeechSynthesis | null {
  if (typeof window === 'undefined') return null;
  const synth = (window as { speechSynthesis?: SpeechSynthesis }).speechSynthesis;
  const Utterance = (window as { SpeechSynthesisUtterance?: unknown }).SpeechSynthesisUtterance;
  return synth && typeof Utterance === 'function' ? synth : null;
}

export interface Speech {
  supported: boolean;
  muted: boolean;
  toggleMuted(): void;
  /** speaks the texts in turn, after stopping anything being said; `force` speaks even muted */
  speak(texts: readonly string[], force?: boolean): void;
  cancel(): void;
}

export function useSpeech(interviewer: Interviewer): Speech {
  const synth = useMemo(synthesis, []);
  const [muted, setMuted] = useState(readMuted);
  const { gender, description } = interviewer;

  useEffect(() => {
    // Chrome fills getVoices() only after it was asked once (then fires voiceschanged)
    synth?.getVoices();
  }, [synth]);

  const cancel = useCallback(() => synth?.cancel(), [synth]);

  const speak = useCallback(
    (texts: readonly string[], force = false) => {
      if (!synth || (muted && !force)) return;
      synth.cancel();
      const lang = pageLanguage();
      const voice = chooseVoice(synth.getVoices(), genderOf(gender), lang);
      const { rate, pitch } = speakingStyle(description);
      for (const text of texts) {
        if (!text.trim()) continue;
        const utterance = new SpeechSynthesisUtterance(text);
        utterance.lang = voice?.lang || lang;
        if (voice) utterance.voice = voice;
        utterance.rate = rate;
        utterance.pitch = pitch;
        synth.speak(utterance);
      }
    },
    [synth, muted, gender, description],
  );

  const toggleMuted = useCallback(() => {
    setMuted((was) => {
      writeMuted(!was);
      return !was;
    });
    synth?.cancel();
  }, [synth]);

  return { supported: synth !== null, muted, toggleMuted, speak, cancel };
}
