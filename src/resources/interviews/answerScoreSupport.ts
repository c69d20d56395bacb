// Whether this server can take the admin's score of an answer (PUT /interview/:id/answers/:index,
// the reference server's). Known once a call finds it missing; from then on, until the page is
// loaded again, no transcript offers the control.
import { useSyncExternalStore } from 'react';

let missing = false;
const listeners = new Set<() => void>();

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

const isMissing = () => missing;

/** The server answered that it has no such call: hide the control for the rest of the session. */
export function markScoreEditingMissing() {
  if (missing) return;
  missing = true;
  for (const listener of listeners) listener();
}

/** For tests: the state a fresh page starts in. */
export function resetScoreEditingSupport() {
  missing = false;
  for (const listener of listeners) listener();
}

/** False once the server has been found without the call. */
export function useScoreEditingSupported(): boolean {
  return !useSyncExternalStore(subscribe, isMissing, isMissing);
}
