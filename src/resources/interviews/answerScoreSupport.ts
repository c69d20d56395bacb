// Whether this server has the reference server's scoring calls: the admin's score of an answer
// (PUT /interview/:id/answers/:index) and "Score again" (POST /interview/:id/rescore). Known once
// a call finds it missing; from then on, until the page is loaded again, no transcript offers the
// control.
import { useSyncExternalStore } from 'react';

/** One call's "found missing" flag, shared by every screen of the page. */
function missingCallFlag() {
  let missing = false;
  const listeners = new Set<() => void>();
  const set = (value: boolean) => {
    if (missing === value) return;
    missing = value;
    for (const listener of listeners) listener();
  };
  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  };
  const isMissing = () => missing;
  return {
    mark: () => set(true),
    reset: () => set(false),
    useSupported: () => !useSyncExternalStore(subscribe, isMissing, isMissing),
  };
}

const scoreEditing = missingCallFlag();
const rescoring = missingCallFlag();

/** The server answered that it has no such call: hide the control for the rest of the session. */
export const markScoreEditingMissing = scoreEditing.mark;

/** False once the server has been found without the call. */
export const useScoreEditingSupported = scoreEditing.useSupported;

/** The server has no "Score again": hide the button for the rest of the session. */
export const markRescoreMissing = rescoring.mark;

/** False once the server has been found without "Score again". */
export const useRescoreSupported = rescoring.useSupported;

/** For tests: the state a fresh page starts in. */
export function resetScoreEditingSupport() {
  scoreEditing.reset();
  rescoring.reset();
}
