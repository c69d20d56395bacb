// Answers by voice: Web Speech SpeechRecognition (webkit-prefixed in Chrome and Safari) where
// the browser has it. Interim words are shown as they come; final ones go to the answer, which
// the candidate can still edit before sending. On-device recognition is asked for, and said,
// only where the browser reports it available (`processLocally`).
import { useCallback, useEffect, useRef, useState } from 'react';

interface RecognitionResult {
  readonly isFinal: boolean;
  readonly length: number;
  readonly [index: number]: { readonly transcript: string };
}

interface RecognitionEvent {
  readonly resultIndex: number;
  readonly results: { readonly length: number; readonly [index: number]: RecognitionResult };
}

interface Recognition {
  lang: string;
  continuous: boolean;
  interimResults: boolean;
  processLocally?: boolean;
  onresult: ((event: RecognitionEvent) => void) | null;
  onerror: ((event: { error: string }) => void) | null;
  onend: (() => void) | null;
  start(): void;
  stop(): void;
  abort(): void;
}

interface RecognitionConstructor {
  new (): Recognition;
  available?: (options: { langs: string[]; processLocally: boolean }) => Promise<string>;
}

export function recognitionConstructor(): RecognitionConstructor | null {
  if (typeof window === 'undefined') return null;
  const scope = window as unknown as {
    SpeechRecognition?: RecognitionConstructor;
    webkitSpeechRecognition?: RecognitionConstructor;
  };
  return scope.SpeechRecognition ?? scope.webkitSpeechRecognition ?? null;
}

// asked once per page, recogniser and language: the answer does not change while the page is open
const onDeviceChecks = new WeakMap<RecognitionConstructor, Map<string, Promise<boolean>>>();

/** Whether this browser says it recognises `lang` on the device (false when it cannot say). */
export function onDeviceRecognition(Ctor: RecognitionConstructor, lang: string): Promise<boolean> {
  let checks = onDeviceChecks.get(Ctor);
  if (!checks) {
    checks = new Map();
    onDeviceChecks.set(Ctor, checks);
  }
  let check = checks.get(lang);
  if (!check) {
    // available() and processLocally came together in the Web Speech API
    check =
      typeof Ctor.available === 'function'
        ? Ctor.available({ langs: [lang], processLocally: true }).then(
            (status) => status === 'available',
            () => false,
          )
        : Promise.resolve(false);
    checks.set(lang, check);
  }
  return check;
}

export type VoiceInputProblem = 'denied' | 'failed';

export interface VoiceInput {
  supported: boolean;
  /** the browser recognises speech on the device for this page's language */
  onDevice: boolean;
  listening: boolean;
  /** words heard but not yet final */
  interim: string;
  problem: VoiceInputProblem | null;
  toggle(): void;
  stop(): void;
}

/** `onFinal` receives each final piece of text, in order. */
export function useVoiceInput(lang: string, onFinal: (text: string) => void): VoiceInput {
  const [Ctor] = useState(recognitionConstructor);
  const [onDevice, setOnDevice] = useState(false);
  const [listening, setListening] = useState(false);
  const [interim, setInterim] = useState('');
  const [problem, setProblem] = useState<VoiceInputProblem | null>(null);
  const recognition = useRef<Recognition | null>(null);
  const onFinalRef = useRef(onFinal);
  useEffect(() => {
    onFinalRef.current = onFinal;
  }, [onFinal]);

  useEffect(() => {
    if (!Ctor) return;
    let live = true;
    void onDeviceRecognition(Ctor, lang).then((local) => {
      if (live) setOnDevice(local);
    });
    return () => {
      live = false;
    };
  }, [Ctor, lang]);

  const stop = useCallback(() => {
    const current = recognition.current;
    recognition.current = null;
    if (current) {
      current.onresult = null;
      current.onerror = null;
      current.onend = null;
      current.stop();
    }
    setListening(false);
    setInterim('');
  }, []);

  // stop listening when the question goes
  useEffect(() => stop, [stop]);

  const toggle = useCallback(() => {
    if (!Ctor) return;
    if (recognition.current) {
      stop();
      return;
    }
    const next = new Ctor();
    next.lang = lang;
    next.continuous = true;
    next.interimResults = true;
    if (onDevice) next.processLocally = true;
    next.onresult = (event) => {
      let heard = '';
      for (let i = event.resultIndex; i < event.results.length; i += 1) {
        const result = event.results[i];
        const transcript = result?.[0]?.transcript ?? '';
        if (result?.isFinal) onFinalRef.current(transcript);
        else heard += transcript;
      }
      setInterim(heard);
    };
    next.onerror = (event) => {
      if (event.error === 'no-speech' || event.error === 'aborted') return;
      setProblem(
        event.error === 'not-allowed' || event.error === 'service-not-allowed'
          ? 'denied'
          : 'failed',
      );
    };
    next.onend = () => {
      if (recognition.current === next) recognition.current = null;
      setListening(false);
      setInterim('');
    };
    setProblem(null);
    try {
      next.start();
    } catch {
      setProblem('failed');
      return;
    }
    recognition.current = next;
    setListening(true);
  }, [Ctor, lang, onDevice, stop]);

  return { supported: Ctor !== null, onDevice, listening, interim, problem, toggle, stop };
}
