// Reads the stored session at load and on guarded navigation. No react-admin here: the public
// shell uses it to send a signed-in visitor of the sign-in page to the dashboard.
import { clearSession, storedSessionStatus, type SessionStatus } from '../authProvider/session';
import { toastSessionExpired } from './toast';

/** The stored session's status; an expired token is removed with the session-expired toast. */
export function checkStoredSession(now: number = Date.now()): SessionStatus {
  const status = storedSessionStatus(now);
  if (status === 'expired') {
    clearSession();
    toastSessionExpired();
  }
  return status;
}
