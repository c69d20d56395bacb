// Choosing a browser voice (Web Speech speechSynthesis) for the interviewer: its gender from the
// voice's name, its manner from the description. Pure functions over plain voice objects.

/** The part of SpeechSynthesisVoice used to choose one. */
export interface VoiceLike {
  name: string;
  lang: string;
  default?: boolean;
  localService?: boolean;
}

export type Gender = 'female' | 'male' | 'neutral';

// Names that browsers and operating systems give their voices (Apple, Microsoft, Google, eSpeak).
const FEMALE_NAMES = [
  'female',
  'woman',
  'samantha',
  'victoria',
  'karen',
  'moira',
  'tessa',
  'fiona',
  'veena',
  'zira',
  'susan',
  'hazel',
  'heera',
  'catherine',
  'serena',
  'allison',
  'ava',
  'kate',
  'kathy',
  'vicki',
  'princess',
  'aria',
  'jenny',
  'michelle',
  'emma',
  'libby',
  'sonia',
  'natasha',
  'clara',
  'amelie',
  'anna',
  'helena',
  'laura',
  'paulina',
  'monica',
  'joana',
  'sara',
  'ellen',
  'alice',
  'ioana',
  'zuzana',
  'yelda',
  'melina',
  'mariska',
  'nora',
  'kyoko',
  'tingting',
  'sinji',
  'meijia',
  'yuna',
  'milena',
  'lekha',
  'damayanti',
  'carmit',
  'mei-jia',
];

const MALE_NAMES = [
  'male',
  'man',
  'daniel',
  'alex',
  'fred',
  'david',
  'mark',
  'george',
  'tom',
  'oliver',
  'rishi',
  'aaron',
  'arthur',
  'gordon',
  'lee',
  'james',
  'ralph',
  'bruce',
  'junior',
  'albert',
  'guy',
  'ryan',
  'christopher',
  'eric',
  'brian',
  'thomas',
  'jorge',
  'diego',
  'juan',
  'luca',
  'xander',
  'yuri',
  'maged',
  'otoya',
  'rocko',
  'eddy',
  'reed',
  'grandpa',
];

const words = (name: string): string[] =>
  name
    .toLowerCase()
    .split(/[^a-z-]+/)
    .filter(Boolean);

/** The gender a voice's name suggests: 'Google UK English Female' → female; unknown → null. */
export function genderOfVoiceName(name: string): Exclude<Gender, 'neutral'> | null {
  const parts = words(name);
  // 'female' first: a name saying Female is not also read as Male
  if (parts.some((part) => FEMALE_NAMES.includes(part))) return 'female';
  if (parts.some((part) => MALE_NAMES.includes(part))) return 'male';
  return null;
}

/** The interviewer's gender as the session says it; anything else is neutral. */
export function genderOf(value: string): Gender {
  const lower = value.trim().toLowerCase();
  return lower === 'female' || lower === 'male' ? lower : 'neutral';
}

const primary = (lang: string): string => lang.toLowerCase().split(/[-_]/)[0] ?? '';
const normalised = (lang: string): string => lang.toLowerCase().replace('_', '-');

/**
 * The voice to speak with: one in the page's language first, then a name matching the
 * interviewer's gender (a neutral interviewer takes any; the other gender is the last resort),
 * then the page's region, then an on-device voice, then the browser's default. Null when there
 * is none.
 */
export function chooseVoice<V extends VoiceLike>(
  voices: readonly V[],
  gender: Gender,
  pageLang: string,
): V | null {
  let best: V | null = null;
  let bestScore = -1;
  for (const voice of voices) {
    const named = genderOfVoiceName(voice.name);
    const genderScore = gender === 'neutral' || named === null ? 1 : named === gender ? 2 : 0;
    const sameLanguage = pageLang !== '' && primary(voice.lang) === primary(pageLang);
    const sameRegion = sameLanguage && normalised(voice.lang) === normalised(pageLang);
    const score =
      (sameLanguage ? 1000 : 0) +
      genderScore * 100 +
      (sameRegion ? 10 : 0) +
      (voice.localService ? 2 : 0) +
      (voice.default ? 1 : 0);
    if (score > bestScore) {
      best = voice;
      bestScore = score;
    }
  }
  return best;
}

export interface SpeakingStyle {
  rate: number;
  pitch: number;
}

const CALM = /\b(calm|wise|smooth|soothing|gentle|slow|measured|relaxed)\b/i;
const ENERGETIC = /\b(energetic|bright|lively|upbeat|dynamic|cheerful|fast|enthusiastic)\b/i;

/** Rate and pitch from the voice's manner: calm is slower, energetic faster and a little higher. */
export function speakingStyle(description: string): SpeakingStyle {
  if (ENERGETIC.test(description)) return { rate: 1.1, pitch: 1.1 };
  if (CALM.test(description)) return { rate: 0.9, pitch: 1 };
  return { rate: 1, pitch: 1 };
}
