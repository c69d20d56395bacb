import { useSyncExternalStore } from 'react';
import { getUser, hasVisited, subscribe, type SessionUser } from '../authProvider/session';

/** The signed-in admin, re-rendering at once when session.updateUser (or another tab) changes it. */
export function useSessionUser(): SessionUser | null {
  return useSyncExternalStore(subscribe, getUser, getUser);
}

/** Whether Interviews History has been opened in this session. */
export function useHistoryVisited(): boolean {
  return useSyncExternalStore(subscribe, hasVisited, hasVisited);
}
