// Reads the stored session at load and on guarded navigation. No react-admin here: the public
// shell uses it to send a signed-in visitor of the sign-in page to the dashboard.
import { clearSession, getToken, isTokenExpired } from '../authProvider/session';
import { toastSessionExpired } from './toast';

export type SessionStatus = 'valid' | 'expired' | 'none';

/**
 * 'valid' with a usable token; 'none' when there is no token; 'expired' when the stored token is
 * undecodable or expires within the margin: it is then removed and the session-expired toast
 * shows (spec section 4).
 */
export function checkStoredSession(now: number = Date.now()): SessionStatus {
  const token = getToken();
  if (!token) return 'none';
  if (!isTokenExpired(token, now)) return 'valid';
  clearSession();
  toastSessionExpired();
  return 'expired';
}
