// What the meeting page keeps in the browser: the answer being typed (so a reload mid-typing
// keeps it) and when the question was first shown (so a reload does not restart its time limit),
// in sessionStorage per interview and question; the mute choice in localStorage. Storage that is
// full or blocked (private modes) only loses the convenience.

const draftKey = (interviewId: string, index: number) => `meeting-draft:${interviewId}:${index}`;
const shownKey = (interviewId: string, index: number) => `meeting-shown:${interviewId}:${index}`;
const MUTED_KEY = 'meeting-muted';

function read(storage: () => Storage, key: string): string | null {
  try {
    return storage().getItem(key);
  } catch {
    return null;
  }
}

function write(storage: () => Storage, key: string, value: string | null): void {
  try {
    if (value === null) storage().removeItem(key);
    else storage().setItem(key, value);
  } catch {
    // storage full or blocked: nothing kept
  }
}

const session = () => window.sessionStorage;
const local = () => window.localStorage;

export const readDraft = (interviewId: string, index: number): string =>
  read(session, draftKey(interviewId, index)) ?? '';

export function writeDraft(interviewId: string, index: number, text: string): void {
  write(session, draftKey(interviewId, index), text === '' ? null : text);
}

/** Forgets what was kept for a question once its answer is saved. */
export function clearQuestion(interviewId: string, index: number): void {
  write(session, draftKey(interviewId, index), null);
  write(session, shownKey(interviewId, index), null);
}

/** When the question was first shown (ms since the epoch), recorded now if it was not. */
export function shownAt(interviewId: string, index: number, now: number): number {
  const kept = Number(read(session, shownKey(interviewId, index)));
  if (Number.isFinite(kept) && kept > 0 && kept <= now) return kept;
  write(session, shownKey(interviewId, index), String(now));
  return now;
}

export const readMuted = (): boolean => read(local, MUTED_KEY) === 'true';

export function writeMuted(muted: boolean): void {
  write(local, MUTED_KEY, muted ? 'true' : null);
}
